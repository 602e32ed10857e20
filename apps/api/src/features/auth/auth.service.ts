import type { Executor } from '@lectern/db/executor';
import { findMembership } from '@lectern/db/queries/memberships';

/** The caller's own role in a club; an outsider learns only that they have none. */
export async function roleInClub(db: Executor, clubId: number, userId: number) {
  const membership = await findMembership(db, clubId, userId);
  return { clubId, role: membership?.role ?? null, status: membership?.status ?? null };
}
