import type { z } from 'zod';
import { appError } from '../errors.js';

/**
 * Validates a value inside a service with a domain schema; a failure is the same 400 with field
 * errors that input validation gives.
 */
export function parseOrBadRequest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw appError('BAD_REQUEST', 'Invalid input', result.error);
  return result.data;
}
