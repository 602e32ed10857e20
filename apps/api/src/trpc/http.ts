import {
  fastifyRequestHandler,
  fastifyTRPCPlugin,
  type FastifyHandlerOptions,
} from '@trpc/server/adapters/fastify';
import {
  getErrorShape,
  getHTTPStatusCode,
  getProcedureAtPath,
  getTRPCErrorFromUnknown,
  isAsyncIterable,
  isObject,
  isPromise,
  transformTRPCResponse,
  TRPCError,
  type AnyProcedure,
  type inferRouterError,
  type TRPCRequestInfo,
  type TRPCRequestInfoProcedureCall,
  type TRPCResponse,
} from '@trpc/server/unstable-core-do-not-import';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppRouter } from '../router.js';
import { joinedJson, keptJsonOf } from '../http/json.js';
import type { Context } from './context.js';

/**
 * The official adapter's options, less the switches that change the protocol's rules: the fast
 * path implements tRPC's defaults (batching on, no method override) and nothing else.
 */
export type TRPCHttpOptions = Omit<
  FastifyHandlerOptions<AppRouter, FastifyRequest, FastifyReply>,
  'allowBatching' | 'batching' | 'allowMethodOverride'
>;

export interface RegisterTRPCOptions {
  prefix: string;
  trpcOptions: TRPCHttpOptions;
  /** false: the official adapter alone (the equivalence test compares against it). */
  fastPath?: boolean;
}

type Envelope = TRPCResponse<unknown, inferRouterError<AppRouter>>;
type Outcome = { ok: true; data: unknown } | { ok: false; error: TRPCError };

interface Plan {
  type: 'query' | 'mutation';
  isBatch: boolean;
  url: URL;
  paths: string[];
  procedures: AnyProcedure[];
  inputs: unknown[];
}

const STREAM_IN_PLAIN_CALL =
  'Cannot use stream-like response in non-streaming request - use httpBatchStreamLink';

/**
 * tRPC's HTTP door (docs/decisions/008-native-trpc-path.md). The official Fastify adapter turns
 * every request into a Fetch `Request` and every answer back from a `Response`, which costs more
 * CPU than the procedure behind the most frequent calls. The requests httpBatchLink sends (JSON
 * queries by GET, mutations by POST, batched or not, every procedure found and of the method's
 * type, inputs that parse) are answered here from the same tRPC building blocks; anything else
 * (streaming, subscriptions, HEAD, other content types, malformed or over-size requests) is
 * handed to the official adapter before any procedure runs, so its answer stays the official one.
 */
export async function registerTRPC(app: FastifyInstance, options: RegisterTRPCOptions) {
  const { prefix, trpcOptions } = options;
  if (options.fastPath === false) {
    await app.register(fastifyTRPCPlugin, { prefix, trpcOptions });
    return;
  }
  await app.register(
    (scope, _opts, done) => {
      // The official plugin's body parsers: a request handed over must find the body it expects
      // (JSON as the raw string, multipart left unread for tRPC to refuse).
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, next) =>
        next(null, body),
      );
      scope.removeContentTypeParser('multipart/form-data');
      scope.addContentTypeParser('multipart/form-data', {}, (_req, body, next) => next(null, body));

      scope.all<{ Params: { path: string } }>('/:path', async (req, reply) => {
        const path = req.params.path;
        const plan = await planOf(req, path, trpcOptions);
        if (!plan) {
          await fastifyRequestHandler({ ...trpcOptions, req, res: reply, path });
          return;
        }
        await answer(req, reply, plan, trpcOptions);
        // The reply itself: its send may still be in an async onSend hook (compression), and an
        // async handler resolving to undefined would otherwise send an empty body over it.
        return reply;
      });
      done();
    },
    { prefix },
  );
}

function hasJsonContentType(type: string): boolean {
  return type.toLowerCase().split(';', 1)[0]?.trim() === 'application/json';
}

/**
 * What the request asks for, when the fast path answers it exactly as the official adapter
 * would; null hands it over. Nothing here has side effects, so handing over is always safe.
 */
async function planOf(
  req: FastifyRequest,
  rawPath: string,
  opts: TRPCHttpOptions,
): Promise<Plan | null> {
  const type = req.method === 'GET' ? 'query' : req.method === 'POST' ? 'mutation' : null;
  if (type === null) return null;
  const { headers } = req;
  // Any trpc-accept, or jsonl among the accepted types, may ask for the streaming format.
  if (headers['trpc-accept'] !== undefined || headers.accept?.includes('application/jsonl')) {
    return null;
  }
  const contentType = headers['content-type'];
  if (contentType === undefined ? type === 'mutation' : !hasJsonContentType(contentType)) {
    return null;
  }

  // The same URL the official adapter builds, so the query string reads the same (and a Host it
  // cannot parse gets its answer).
  let url: URL;
  try {
    url = new URL(req.raw.url ?? '', `http://${headers.host ?? 'localhost'}`);
  } catch {
    return null;
  }
  const { searchParams } = url;
  if (searchParams.has('connectionParams')) return null;
  const isBatch = searchParams.get('batch') === '1';

  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const paths = isBatch ? path.split(',') : [path];
  if (isBatch && opts.maxBatchSize !== undefined && paths.length > opts.maxBatchSize) return null;

  const procedures: AnyProcedure[] = [];
  for (const name of paths) {
    let procedure: AnyProcedure | null;
    try {
      procedure = await getProcedureAtPath(opts.router, name);
    } catch {
      return null;
    }
    // Unknown paths, wrong methods and mixed batches are per-call or request errors of the
    // official adapter; they are rare enough to leave to it.
    if (procedure?._def.type !== type) return null;
    procedures.push(procedure);
  }

  let raw: unknown;
  try {
    if (type === 'query') {
      const query = searchParams.get('input');
      if (query) raw = JSON.parse(query);
    } else {
      if (typeof req.body !== 'string') return null;
      raw = JSON.parse(req.body);
    }
  } catch {
    // tRPC reads inputs lazily, so a bad one fails only the procedures that read it.
    return null;
  }
  if (isBatch && raw !== undefined && !isObject(raw)) return null;

  const transformer = opts.router._def._config.transformer.input;
  const inputs: unknown[] = [];
  try {
    for (let index = 0; index < paths.length; index++) {
      const value = raw === undefined ? undefined : isBatch && isObject(raw) ? raw[index] : raw;
      inputs.push(value === undefined ? undefined : transformer.deserialize(value));
    }
  } catch {
    return null;
  }
  return { type, isBatch, url, paths, procedures, inputs };
}

/** tRPC's own test: answers holding promises or iterables need the streaming format. */
function isDataStream(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (isAsyncIterable(value)) return true;
  const values = Object.values(value);
  return values.some(isPromise) || values.some(isAsyncIterable);
}

/** resolveResponse's non-streaming branches, written against Fastify's request and reply. */
async function answer(
  req: FastifyRequest,
  reply: FastifyReply,
  plan: Plan,
  opts: TRPCHttpOptions,
): Promise<void> {
  const config = opts.router._def._config;
  const { type } = plan;

  // The signal tRPC gives procedures: aborted when the client leaves before the answer is sent.
  const abort = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableEnded) abort.abort();
  });

  // tRPC reads inputs lazily and reports them (to onError and the formatter) once read.
  let inputsRead = false;
  const entries = plan.procedures.map((procedure, index) => {
    const input = plan.inputs[index];
    const call: TRPCRequestInfoProcedureCall = {
      path: plan.paths[index] ?? '',
      batchIndex: index,
      procedure,
      getRawInput: () => {
        inputsRead = true;
        return Promise.resolve(input);
      },
      result: () => (inputsRead ? input : undefined),
    };
    return { procedure, call };
  });
  const info: TRPCRequestInfo = {
    accept: null,
    type,
    isBatchCall: plan.isBatch,
    calls: entries.map((entry) => entry.call),
    connectionParams: null,
    signal: abort.signal,
    url: plan.url,
  };

  let ctx: Context | undefined;
  let ctxError: TRPCError | undefined;
  try {
    ctx = await opts.createContext({ req, res: reply, info });
  } catch (cause) {
    ctxError = getTRPCErrorFromUnknown(cause);
  }

  // Started together, as tRPC starts the calls of a batch.
  const outcomes = entries.map(async ({ procedure, call }): Promise<Outcome> => {
    try {
      // A context that failed fails every call with its error, as in tRPC.
      if (ctxError) throw ctxError;
      const data: unknown = await procedure({
        path: call.path,
        getRawInput: call.getRawInput,
        ctx,
        type,
        signal: abort.signal,
        batchIndex: call.batchIndex,
      });
      return { ok: true, data };
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      opts.onError?.({ error, path: call.path, input: call.result(), ctx, type, req });
      return { ok: false, error };
    }
  });

  const shapeOf = (error: TRPCError, call?: TRPCRequestInfoProcedureCall): Envelope => ({
    error: getErrorShape({ config, ctx, error, input: call?.result(), path: call?.path, type }),
  });
  const streamError = () =>
    new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: STREAM_IN_PLAIN_CALL });

  try {
    const settled = await Promise.all(outcomes);
    if (!plan.isBatch) {
      const [outcome] = settled;
      const call = info.calls[0];
      if (!outcome) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR' });
      if (outcome.ok && isDataStream(outcome.data)) throw streamError();
      const envelope = outcome.ok
        ? { result: { data: outcome.data } }
        : shapeOf(outcome.error, call);
      send(reply, opts, info, ctx, [envelope], envelope, outcome.ok ? [] : [outcome.error]);
      return;
    }

    const envelopes: Envelope[] = [];
    const errors: TRPCError[] = [];
    settled.forEach((outcome, index) => {
      // In a batch a stream-like answer fails its own call only, without onError (as in tRPC).
      const error = outcome.ok
        ? isDataStream(outcome.data)
          ? streamError()
          : null
        : outcome.error;
      if (error) {
        errors.push(error);
        envelopes.push(shapeOf(error, info.calls[index]));
      } else if (outcome.ok) {
        envelopes.push({ result: { data: outcome.data } });
      }
    });
    send(reply, opts, info, ctx, envelopes, envelopes, errors);
  } catch (cause) {
    // What resolveResponse's last catch answers (a stream-like answer to a plain call, an answer
    // JSON cannot hold): one error object for the whole request.
    const error = getTRPCErrorFromUnknown(cause);
    opts.onError?.({ error, path: undefined, input: undefined, ctx, type, req });
    const envelope = shapeOf(error);
    send(reply, opts, info, ctx, envelope, envelope, [error]);
  }
}

/**
 * The status (tRPC's rule: the one status all calls share, else 207), responseMeta's headers and
 * the body. `forStatus` is what tRPC computes the status from; `body` is what it sends.
 */
function send(
  reply: FastifyReply,
  opts: TRPCHttpOptions,
  info: TRPCRequestInfo,
  ctx: Context | undefined,
  forStatus: Envelope | Envelope[],
  body: Envelope | Envelope[],
  errors: TRPCError[],
): void {
  let status = getHTTPStatusCode(forStatus);
  const data = Array.isArray(forStatus) ? forStatus : [forStatus];
  const meta =
    opts.responseMeta?.({
      ctx,
      info,
      paths: info.calls.map((call) => call.path),
      data,
      errors,
      eagerGeneration: false,
      type: info.type,
    }) ?? {};

  if (meta.headers) {
    // Rare (a 503): merge exactly as the official adapter's Headers object does.
    const headers = new Headers([
      ['vary', 'trpc-accept, accept'],
      ['content-type', 'application/json'],
    ]);
    if (meta.headers instanceof Headers) {
      for (const [key, value] of meta.headers.entries()) headers.append(key, value);
    } else {
      for (const [key, value] of Object.entries(meta.headers)) {
        if (Array.isArray(value)) for (const item of value) headers.append(key, item);
        else if (typeof value === 'string') headers.set(key, value);
      }
    }
    for (const [key, value] of headers) reply.header(key, value);
  } else {
    reply.header('content-type', 'application/json');
    reply.header('vary', 'trpc-accept, accept');
  }
  if (meta.status) status = meta.status;

  // Bytes, not a string: Fastify keeps the content type as tRPC sets it (no charset added).
  void reply.code(status).send(responseJson(transformTRPCResponse(opts.router._def._config, body)));
}

/**
 * The response's JSON bytes, with kept answers' bytes made once (decision 012): a call's
 * `{"result":{"data":…}}` wraps the kept value's.
 */
function responseJson(response: unknown): Buffer {
  return Array.isArray(response) ? joinedJson(response.map(callJson)) : callJson(response);
}

const RESULT_OPEN = Buffer.from('{"result":{"data":');
const RESULT_CLOSE = Buffer.from('}}');

function callJson(call: unknown): Buffer {
  const result = onlyKey(call, 'result');
  const data = result === undefined ? undefined : onlyKey(result, 'data');
  const json = data === undefined ? undefined : keptJsonOf(data);
  return json === undefined
    ? Buffer.from(JSON.stringify(call))
    : Buffer.concat([RESULT_OPEN, json, RESULT_CLOSE]);
}

/** The value of an object's one own key, when it has that key and no other. */
function onlyKey(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === key ? (value as Record<string, unknown>)[key] : undefined;
}
