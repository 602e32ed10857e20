import type { DbHandle } from '@lectern/db/client';

/** The signed-in person as the API sees them: what every request context carries. */
export interface AuthUser {
  id: number;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isSuperAdmin: boolean;
}

export function toAuthUser(row: AuthUser): AuthUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    isSuperAdmin: row.isSuperAdmin,
  };
}

/**
 * The database handle (a Kysely instance or a transaction), named through @lectern/db so this
 * package does not pin its own copy of Kysely.
 */
export type Db = DbHandle['db'];
