// A structural check of an OpenAPI 3.1 document: the parts Swagger UI and client generators
// rely on. Returns the problems found (empty when the document is sound).

type Json = Record<string, unknown>;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const JSON_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'object', 'array', 'null']);
const PARAM_LOCATIONS = new Set(['path', 'query', 'header', 'cookie']);
const RESPONSE_KEY = /^([1-5](\d\d|XX)|default)$/;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolvePointer(doc: Json, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

export function validateOpenApi(doc: Json): string[] {
  const problems: string[] = [];
  const problem = (where: string, what: string) => problems.push(`${where}: ${what}`);
  const deref = (value: unknown): unknown =>
    isObject(value) && typeof value.$ref === 'string' ? resolvePointer(doc, value.$ref) : value;

  if (typeof doc.openapi !== 'string' || !/^3\.1\.\d+$/.test(doc.openapi))
    problem('openapi', 'must be 3.1.x');
  const info = doc.info;
  if (!isObject(info) || typeof info.title !== 'string' || typeof info.version !== 'string')
    problem('info', 'needs title and version');

  // Every $ref anywhere resolves.
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${where}/${i}`));
    if (!isObject(node)) return;
    if (typeof node.$ref === 'string' && resolvePointer(doc, node.$ref) === undefined)
      problem(where, `unresolved $ref ${node.$ref}`);
    for (const [key, value] of Object.entries(node)) walk(value, `${where}/${key}`);
  };
  walk(doc, '#');

  const checkSchema = (schema: unknown, where: string) => {
    if (!isObject(schema)) return problem(where, 'schema must be an object');
    if (schema.$ref !== undefined) return;
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    for (const t of types)
      if (t !== undefined && !JSON_TYPES.has(t as string)) problem(where, `bad type ${String(t)}`);
    if (schema.properties !== undefined) {
      if (!isObject(schema.properties)) problem(where, 'properties must be an object');
      else
        for (const [key, sub] of Object.entries(schema.properties))
          checkSchema(sub, `${where}.${key}`);
    }
    if (schema.required !== undefined) {
      if (!Array.isArray(schema.required)) problem(where, 'required must be an array');
      else if (isObject(schema.properties))
        for (const key of schema.required as string[])
          if (!(key in schema.properties)) problem(where, `required ${key} is not a property`);
    }
    if (schema.items !== undefined) checkSchema(schema.items, `${where}[]`);
    for (const combinator of ['anyOf', 'oneOf', 'allOf'] as const) {
      const list = schema[combinator];
      if (list === undefined) continue;
      if (!Array.isArray(list) || list.length === 0)
        problem(where, `${combinator} must be a non-empty array`);
      else list.forEach((sub, i) => checkSchema(sub, `${where}.${combinator}[${i}]`));
    }
  };

  const components = isObject(doc.components) ? doc.components : {};
  const schemes = isObject(components.securitySchemes) ? components.securitySchemes : {};
  for (const [name, scheme] of Object.entries(schemes)) {
    if (!isObject(scheme)) {
      problem(`securitySchemes.${name}`, 'must be an object');
      continue;
    }
    if (scheme.type === 'apiKey') {
      if (
        typeof scheme.name !== 'string' ||
        !['query', 'header', 'cookie'].includes(scheme.in as string)
      )
        problem(`securitySchemes.${name}`, 'apiKey needs name and in');
    } else if (scheme.type === 'http') {
      if (typeof scheme.scheme !== 'string')
        problem(`securitySchemes.${name}`, 'http needs scheme');
    } else problem(`securitySchemes.${name}`, `unexpected type ${String(scheme.type)}`);
  }
  if (isObject(components.schemas))
    for (const [name, schema] of Object.entries(components.schemas))
      checkSchema(schema, `components.schemas.${name}`);

  const operationIds = new Set<string>();
  if (!isObject(doc.paths) || Object.keys(doc.paths).length === 0) {
    problem('paths', 'must list operations');
    return problems;
  }
  // OpenAPI forbids two templates that differ only by parameter names (/a/{id} and /a/{aId}).
  const templates = new Map<string, string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/') || path.includes(':')) problem(path, 'path must be a /{template}');
    const shape = path.replace(/\{\w+\}/g, '{}');
    const same = templates.get(shape);
    if (same !== undefined) problem(path, `the same template as ${same} under other names`);
    else templates.set(shape, path);
    const templateParams = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    if (!isObject(item)) {
      problem(path, 'path item must be an object');
      continue;
    }
    for (const [method, op] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!METHODS.has(method)) {
        problem(where, 'unknown method');
        continue;
      }
      if (!isObject(op)) {
        problem(where, 'operation must be an object');
        continue;
      }
      if (typeof op.operationId !== 'string') problem(where, 'operationId missing');
      else if (operationIds.has(op.operationId))
        problem(where, `duplicate operationId ${op.operationId}`);
      else operationIds.add(op.operationId);

      const params = Array.isArray(op.parameters) ? op.parameters.map(deref) : [];
      const declared: string[] = [];
      for (const param of params) {
        if (
          !isObject(param) ||
          typeof param.name !== 'string' ||
          !PARAM_LOCATIONS.has(param.in as string)
        ) {
          problem(where, 'parameter needs name and in');
          continue;
        }
        if (param.in === 'path') {
          declared.push(param.name);
          if (param.required !== true)
            problem(where, `path parameter ${param.name} must be required`);
        }
        checkSchema(param.schema, `${where} parameter ${param.name}`);
      }
      for (const name of templateParams)
        if (!declared.includes(name ?? '')) problem(where, `{${name}} is not declared`);
      for (const name of declared)
        if (!templateParams.includes(name)) problem(where, `${name} is not in the path`);

      if (op.requestBody !== undefined) {
        const body = deref(op.requestBody);
        const content = isObject(body) ? body.content : undefined;
        if (!isObject(content) || Object.keys(content).length === 0)
          problem(where, 'requestBody needs content');
        else
          for (const [type, media] of Object.entries(content))
            if (isObject(media) && media.schema !== undefined)
              checkSchema(media.schema, `${where} body ${type}`);
      }

      if (!isObject(op.responses) || Object.keys(op.responses).length === 0)
        problem(where, 'responses missing');
      else
        for (const [code, raw] of Object.entries(op.responses)) {
          if (!RESPONSE_KEY.test(code)) problem(where, `bad response key ${code}`);
          const response = deref(raw);
          if (!isObject(response) || typeof response.description !== 'string')
            problem(where, `response ${code} needs a description`);
        }

      const security = op.security ?? doc.security;
      if (security !== undefined) {
        if (!Array.isArray(security)) problem(where, 'security must be an array');
        else
          for (const requirement of security)
            for (const name of Object.keys(isObject(requirement) ? requirement : {}))
              if (!(name in schemes)) problem(where, `unknown security scheme ${name}`);
      }
    }
  }
  return problems;
}
