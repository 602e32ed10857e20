import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

// Structured logs (SECURITY.md §7): every line of a request carries its request id (`reqId`),
// then `userId` and `clubId` as soon as they are known; never cookies, tokens, authorization
// headers, secrets, e-mails, phone numbers or payment details.

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

/** Query strings can hold OAuth codes and state (/api/callback): only the path is logged. */
function pathOf(url: string | undefined): string | undefined {
  return url?.split('?', 1)[0];
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

/** The request's fields, kept on its logger (and seen by its children through the prototype). */
const REQUEST_FIELDS = Symbol('lectern.requestLogFields');
interface RequestFields {
  userId?: number;
  clubId?: number;
}
type FieldsLogger = FastifyBaseLogger & { [REQUEST_FIELDS]?: RequestFields };

export function loggerOptions(
  level: string,
  stream: DestinationStream | undefined,
): NonNullable<Exclude<FastifyServerOptions['logger'], boolean>> {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // A fresh object each line: pino merges the line's own fields into what this returns.
    mixin: (_fields: object, _level: number, logger: unknown) => ({
      ...(logger as FieldsLogger)[REQUEST_FIELDS],
    }),
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
 * "request completed" too, which uses the same logger object) carries them. They are written by
 * the logger's mixin when a line is written: pino's `setBindings` serialised them (through the
 * redaction's wildcard paths) on every request, logged or not — ~5 % of a read's JavaScript.
 */
export function bindLog(log: FastifyBaseLogger, fields: RequestFields) {
  const logger = log as FieldsLogger;
  logger[REQUEST_FIELDS] = { ...logger[REQUEST_FIELDS], ...fields };
}
