// "Delete my account" (the permission table) and the last-president rule it shares with role changes.
import type { MemberStatus } from './permissions';

/** A president's membership, as the account-deletion rule sees it. */
export type PresidencyRow = { clubId: number; userId: number; status: MemberStatus };

/**
 * The clubs an account deletion would leave without an active president: those where the user
 * holds the office (active or not, as in role changes) and nobody else actively does. Empty means
 * the deletion may go ahead.
 */
export function clubsLeftWithoutPresident(
  userId: number,
  presidents: readonly PresidencyRow[],
): number[] {
  const held = new Set(presidents.filter((p) => p.userId === userId).map((p) => p.clubId));
  const covered = new Set(
    presidents.filter((p) => p.userId !== userId && p.status === 'active').map((p) => p.clubId),
  );
  return [...held].filter((clubId) => !covered.has(clubId)).sort((a, b) => a - b);
}
