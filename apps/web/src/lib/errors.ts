import { TRPCClientError } from '@trpc/client';

interface ErrorData {
  code?: unknown;
  fieldErrors?: unknown;
}

function errorDataOf(error: unknown): ErrorData | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null ? data : undefined;
}

/** The tRPC error code ('UNAUTHORIZED', 'FORBIDDEN', 'CONFLICT', …), if the server sent one. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = errorDataOf(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A change tried while the browser has no network: refused before anything was sent. */
export class OfflineError extends Error {
  constructor() {
    super('This needs a connection. Nothing was changed — try again when you’re back online.');
    this.name = 'OfflineError';
  }
}

/**
 * A call the server did not answer (no network on the way, or no answer in time). Whether a
 * change reached it is not known, so the person is asked to look before trying it again.
 */
export class NoAnswerError extends Error {
  constructor({ change }: { change: boolean }) {
    super(
      change
        ? 'Lectern did not answer. Check your connection, and whether your change was saved, before trying again.'
        : 'Lectern did not answer. Check your connection and try again.',
    );
    this.name = 'NoAnswerError';
  }
}

/**
 * The call was refused because the app is offline, or got no answer: the error's own words say
 * what happened to the change.
 */
export function isOfflineError(error: unknown): boolean {
  const cause = error instanceof TRPCClientError ? error.cause : error;
  return cause instanceof OfflineError || cause instanceof NoAnswerError;
}

/** The session is missing or expired. */
export function isUnauthorizedError(error: unknown): boolean {
  return errorCodeOf(error) === 'UNAUTHORIZED';
}

/** The sentence the server put in the error, when the error came from the server. */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const message = error.message.trim();
  return message === '' ? undefined : message;
}

/** Per-field messages from the server's input validation, keyed by field name. */
export function serverFieldErrorsOf(error: unknown): Record<string, string> {
  const fieldErrors = errorDataOf(error)?.fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') result[field] = messages[0];
  }
  return result;
}
