import { randomBytes } from 'node:crypto';
import type { Db } from './types.js';

// Test data helpers for this package's tests: each test adds the people it needs.

export async function addUser(
  db: Db,
  fields: {
    email?: string | null;
    firstName?: string;
    oidcIssuer?: string;
    oidcSubject?: string;
  } = {},
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email:
        fields.email === undefined
          ? `${randomBytes(6).toString('hex')}@example.test`
          : fields.email,
      firstName: fields.firstName ?? 'Test',
      lastName: 'Person',
      oidcIssuer: fields.oidcIssuer ?? null,
      oidcSubject: fields.oidcSubject ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.test`;
}
