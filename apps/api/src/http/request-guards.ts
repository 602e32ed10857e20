import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route under /api posted to from outside the app, which so cannot carry its JSON and CSRF
     * header: the development sign-in provider's own forms, `npm run token` (both development
     * only) and the one-click unsubscribe that mail providers post (RFC 8058).
     */
    postedFromOutside?: boolean;
  }
}

/** Set by the web client on every call; a cross-site form or image cannot set it. */
export const CSRF_HEADER = 'x-lectern-csrf';

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
 *
 * `isOwnHost`: outside production, an Origin naming the very host the request came to is also
 * accepted when this says the host is one of the machine's own (the dev server's proxy, localhost
 * vs 127.0.0.1, a phone at the LAN address). Without it (production) only `publicOrigin` is: the
 * Host header is never trusted there.
 */
export function registerRequestGuards(
  app: FastifyInstance,
  publicOrigin: string,
  isGuarded: (request: FastifyRequest) => boolean,
  isOwnHost?: (host: string) => boolean,
) {
  // Callback style: the reads every page makes pass through without a promise of their own.
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!isGuarded(request)) return done();
    const refusal = refusalOf(request, publicOrigin, isOwnHost);
    if (!refusal) return done();
    // Answered here: the route never runs.
    void reply.code(refusal.status).send({ message: refusal.message, code: refusal.code });
  });
}

/** Why a state-changing request is refused, or null when it may go on. */
function refusalOf(
  request: FastifyRequest,
  publicOrigin: string,
  isOwnHost: ((host: string) => boolean) | undefined,
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
    !(isOwnHost && isSameHost(request, origin, isOwnHost))
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

/** The Origin names the host the request came to, and that host is one of this machine's. */
function isSameHost(
  request: FastifyRequest,
  origin: string,
  isOwnHost: (host: string) => boolean,
): boolean {
  try {
    const host = new URL(origin).host;
    return host === request.headers.host && isOwnHost(host);
  } catch {
    return false;
  }
}
