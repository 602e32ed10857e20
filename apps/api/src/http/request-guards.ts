import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Set by the web client on every call; a cross-site form or image cannot set it. */
export const CSRF_HEADER = 'x-lectern-csrf';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  );
}

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^application\/json\s*(;|$)/i.test(type);
}

/**
 * CSRF defences for both doors (docs/ARCHITECTURE.md, Security guards): JSON only, no
 * cross-site requests, no foreign Origin, and a custom header whenever the browser's cookie is
 * what authenticates.
 */
export function registerRequestGuards(
  app: FastifyInstance,
  publicOrigin: string,
  guardedPrefixes: string[],
) {
  // Callback style: the reads every page makes pass through without a promise of their own.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!UNSAFE_METHODS.has(request.method)) return done();
    const path = request.url.split('?', 1)[0] ?? '';
    if (!guardedPrefixes.some((prefix) => path.startsWith(prefix))) return done();
    const refusal = refusalOf(request, publicOrigin);
    if (!refusal) return done();
    // Answered here: the route never runs.
    void reply.code(refusal.status).send({ message: refusal.message, code: refusal.code });
  });
}

/** Why a state-changing request is refused, or null when it may go on. */
function refusalOf(
  request: FastifyRequest,
  publicOrigin: string,
): { status: number; message: string; code: string } | null {
  if ((request.method === 'POST' || hasBody(request)) && !isJson(request)) {
    return {
      status: 415,
      message: 'Content-Type must be application/json',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    };
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    return { status: 403, message: 'Forbidden: cross-site request', code: 'FORBIDDEN' };
  }
  const origin = request.headers.origin;
  if (
    origin !== undefined &&
    origin !== 'null' &&
    origin !== publicOrigin &&
    !isSameHost(request, origin)
  ) {
    return { status: 403, message: 'Forbidden: foreign origin', code: 'FORBIDDEN' };
  }
  if (origin === 'null') {
    return { status: 403, message: 'Forbidden: opaque origin', code: 'FORBIDDEN' };
  }
  const bearer = request.headers.authorization?.startsWith('Bearer ');
  if (!bearer && request.headers[CSRF_HEADER] === undefined) {
    return { status: 403, message: `Forbidden: missing ${CSRF_HEADER} header`, code: 'FORBIDDEN' };
  }
  return null;
}

/** The dev server proxy and `localhost` vs `127.0.0.1` make the public origin one of several. */
function isSameHost(request: FastifyRequest, origin: string): boolean {
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
