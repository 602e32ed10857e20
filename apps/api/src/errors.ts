import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

/** The one error vocabulary of the API (docs/ARCHITECTURE.md, Errors). Both doors map from it. */
export type AppErrorCode =
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'BAD_REQUEST'
  | 'PAYLOAD_TOO_LARGE'
  | 'TOO_MANY_REQUESTS'
  | 'UNAVAILABLE'
  | 'BAD_GATEWAY'
  | 'INTERNAL';

export const ERROR_STATUS: Record<AppErrorCode, { trpc: TRPC_ERROR_CODE_KEY; http: number }> = {
  UNAUTHORIZED: { trpc: 'UNAUTHORIZED', http: 401 },
  FORBIDDEN: { trpc: 'FORBIDDEN', http: 403 },
  NOT_FOUND: { trpc: 'NOT_FOUND', http: 404 },
  CONFLICT: { trpc: 'CONFLICT', http: 409 },
  BAD_REQUEST: { trpc: 'BAD_REQUEST', http: 400 },
  PAYLOAD_TOO_LARGE: { trpc: 'PAYLOAD_TOO_LARGE', http: 413 },
  TOO_MANY_REQUESTS: { trpc: 'TOO_MANY_REQUESTS', http: 429 },
  UNAVAILABLE: { trpc: 'SERVICE_UNAVAILABLE', http: 503 },
  /** An upstream service (the card processor) refused or failed the request. */
  BAD_GATEWAY: { trpc: 'BAD_GATEWAY', http: 502 },
  INTERNAL: { trpc: 'INTERNAL_SERVER_ERROR', http: 500 },
};

const HTTP_BY_TRPC = new Map(Object.values(ERROR_STATUS).map((s) => [s.trpc, s.http]));

export function httpStatusOf(code: TRPC_ERROR_CODE_KEY): number {
  return HTTP_BY_TRPC.get(code) ?? 500;
}

/** What a 503 tells clients to wait: the pool's connect timeout is shorter, so a retry is useful. */
export const RETRY_AFTER_SECONDS = 2;

export const MESSAGES = {
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  internal: 'Something went wrong on our side.',
} as const;

export function appError(code: AppErrorCode, message?: string, cause?: unknown): TRPCError {
  return new TRPCError({
    code: ERROR_STATUS[code].trpc,
    message: message ?? defaultMessage(code),
    cause,
  });
}

function defaultMessage(code: AppErrorCode): string {
  switch (code) {
    case 'UNAUTHORIZED':
      return MESSAGES.unauthorized;
    case 'FORBIDDEN':
      return MESSAGES.forbidden;
    case 'NOT_FOUND':
      return MESSAGES.notFound;
    case 'UNAVAILABLE':
      return MESSAGES.unavailable;
    default:
      return MESSAGES.internal;
  }
}

interface PgLikeError {
  code?: string;
  constraint?: string;
}

const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
]);

function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as PgLikeError).code;
  if (code && (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08'))) return true;
  // pg's own messages for a connection that died, never opened, or was found dead on reuse
  // (e.g. a transaction's ROLLBACK after PostgreSQL went away).
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end/i.test(
    error.message,
  );
}

/**
 * Maps database failures to the error vocabulary: constraint violations are the client's
 * conflict or bad input, a lost database is 503, anything else stays internal.
 */
export function fromDatabaseError(error: unknown): TRPCError | undefined {
  if (isConnectionError(error)) return appError('UNAVAILABLE', undefined, error);
  const pgCode = error instanceof Error ? (error as PgLikeError).code : undefined;
  switch (pgCode) {
    case '23505':
      return appError('CONFLICT', 'This conflicts with an existing record', error);
    case '23503':
      return appError('BAD_REQUEST', 'A referenced record does not exist in this club', error);
    case '23514':
    case '23502':
    case '22001':
    case '22003':
    case '22007':
    case '22008':
    case '22P02':
    case '22021': // a NUL character in text: valid JSON, not storable in PostgreSQL
    case '22P05':
      return appError('BAD_REQUEST', 'The value is not allowed', error);
    case '40001':
    case '40P01':
      return appError('CONFLICT', 'The record changed at the same time; please try again', error);
    case '57014':
      return appError('UNAVAILABLE', undefined, error);
    default:
      return undefined;
  }
}
