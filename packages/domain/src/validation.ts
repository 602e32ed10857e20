// Validation helpers shared by the schema modules.
import { z } from 'zod';

export function tooLongMessage(max: number): string {
  return `Must be at most ${max} characters`;
}

/** A length message that names its field: 'Club number must be at most 50 characters'. */
export function fieldTooLong(field: string, max: number): string {
  return `${field} must be at most ${max} characters`;
}

/** A required, trimmed string: `message` when missing or blank, a length message when too long. */
export function requiredString(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(max));
}
