import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, DestinationStream, Level, LogFn } from 'pino';

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

type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger, made when the request first writes a line at an enabled level. A pino child
 * serialises its bindings through the redaction paths as it is made — about as much JavaScript as
 * tRPC's middleware chain in a small read — while at the usual levels a successful request writes
 * nothing. Its fields (`bindLog`) live here and reach the made logger and its children.
 */
class RequestLogger {
  [REQUEST_FIELDS]?: RequestFields;
  #made: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return (this.#made ?? this.parent).level;
  }

  set level(level: string) {
    this.#make().level = level;
  }

  fatal(...args: Parameters<LogFn>) {
    this.#write('fatal', args);
  }
  error(...args: Parameters<LogFn>) {
    this.#write('error', args);
  }
  warn(...args: Parameters<LogFn>) {
    this.#write('warn', args);
  }
  info(...args: Parameters<LogFn>) {
    this.#write('info', args);
  }
  debug(...args: Parameters<LogFn>) {
    this.#write('debug', args);
  }
  trace(...args: Parameters<LogFn>) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#make().child(bindings, options);
  }

  #write(level: Level, args: Parameters<LogFn>) {
    if ((this.#made ?? this.parent).isLevelEnabled(level)) this.#make()[level](...args);
  }

  #make(): Logger {
    if (!this.#made) {
      const made = this.parent.child(this.bindings) as Logger;
      Object.defineProperty(made, REQUEST_FIELDS, { get: () => this[REQUEST_FIELDS] });
      this.#made = made;
    }
    return this.#made;
  }
}

/**
 * Fastify's per-request child logger: made lazily, unless the route sets its own level or the app
 * logs nothing (Fastify's null logger is its own child).
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  options.level || options.serializers || !isPino(logger)
    ? logger.child(bindings, options)
    : new RequestLogger(logger, bindings);

function isPino(logger: FastifyBaseLogger): logger is Logger {
  return typeof (logger as Partial<Logger>).isLevelEnabled === 'function';
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
