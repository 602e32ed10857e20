import { redactSecretPath } from '@lectern/domain';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { DestinationStream, Logger } from 'pino';

// Structured logs (docs/ARCHITECTURE.md, Logging): every line of a request carries its request id
// (`reqId`), then `userId` and `clubId` as soon as they are known; never cookies, tokens,
// authorization headers, secrets, e-mails, phone numbers or payment details.

/** Keys whose values never reach a log line, at the top level or one object down. */
const SENSITIVE_KEYS = [
  'authorization',
  'cookie',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'password',
  'secret',
  'clientSecret',
  'sessionSecret',
  'stripeSecretKey',
  'email',
  'phone',
  'phoneNumber',
  'emergencyContact',
  'emergencyContactPhone',
  'dietaryNotes',
  'dietaryRequirements',
  'card',
  'paymentMethod',
  'paymentNotes',
];

const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`]),
];

interface RawRequest {
  method?: string;
  url?: string;
  ip?: string;
  id?: unknown;
}

/**
 * Query strings can hold OAuth codes and state (/api/callback): only the path is logged. A path
 * that carries a secret (a calendar feed, an unsubscribe address, a one-click answer, an
 * invitation: `SECRET_PATHS` in the domain) is logged without it.
 */
export function pathOf(url: string | undefined): string | undefined {
  return url === undefined ? undefined : redactSecretPath(url);
}

interface ErrorLike {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  constraint?: unknown;
  statusCode?: unknown;
}

/**
 * Errors keep what explains them; PostgreSQL's `detail` (which echoes the offending values, e.g.
 * an e-mail in a unique violation) and request payloads do not travel.
 */
function serializeError(error: ErrorLike) {
  return {
    type: error.name ?? 'Error',
    message: error.message ?? '',
    stack: error.stack ?? '',
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.constraint === undefined ? {} : { constraint: error.constraint }),
    ...(error.statusCode === undefined ? {} : { statusCode: error.statusCode }),
  };
}

interface RequestFields {
  userId?: number;
  clubId?: number;
}

export function loggerOptions(
  level: string,
  stream: DestinationStream | undefined,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: RawRequest) => ({
        method: request.method,
        url: pathOf(request.url),
        remoteAddress: request.ip,
      }),
      err: serializeError,
    },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Adds fields to a request's logger in place, so every later line of the request (Fastify's own
 * "request completed" too, which uses the same logger object) carries them. A field already bound
 * keeps its first value (a tRPC batch may name two clubs; pino would repeat the key).
 */
export function bindLog(log: FastifyBaseLogger, fields: RequestFields) {
  const logger = log as FastifyBaseLogger & Partial<Pick<Logger, 'bindings' | 'setBindings'>>;
  // Fastify's stand-in logger, when logging is off, has neither.
  if (!logger.bindings || !logger.setBindings) return;
  const bound = logger.bindings();
  const fresh = Object.entries(fields).filter(([key]) => !(key in bound));
  if (fresh.length > 0) logger.setBindings(Object.fromEntries(fresh));
}
