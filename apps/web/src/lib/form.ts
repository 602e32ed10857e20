import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { serverFieldErrorsOf } from './errors';

/**
 * Puts the server's per-field messages (a 400 from the API's input validation) under the
 * form's own fields, the first of them focused. Returns whether any field got a message.
 */
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
): boolean {
  const messages = serverFieldErrorsOf(error);
  const invalid = fields.filter((field) => messages[field] !== undefined);
  invalid.forEach((field, index) =>
    setError(field, { type: 'server', message: messages[field] }, { shouldFocus: index === 0 }),
  );
  return invalid.length > 0;
}
