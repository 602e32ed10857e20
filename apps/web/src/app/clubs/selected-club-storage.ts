/** The club the person last chose, kept across visits (the club selector). */
export const SELECTED_CLUB_STORAGE_KEY = 'lectern.selectedClubId';

export function readStoredClubId(): number | null {
  try {
    const stored = window.localStorage.getItem(SELECTED_CLUB_STORAGE_KEY);
    const clubId = stored === null ? Number.NaN : Number(stored);
    return Number.isInteger(clubId) && clubId > 0 ? clubId : null;
  } catch {
    // Storage can be blocked; the first club is then the default.
    return null;
  }
}

export function storeClubId(clubId: number): void {
  try {
    window.localStorage.setItem(SELECTED_CLUB_STORAGE_KEY, String(clubId));
  } catch {
    // Without storage the choice lasts for this page view only.
  }
}

/** The stored club when the person still belongs to it, else their first club, else none. */
export function resolveSelectedClub<T extends { clubId: number }>(
  memberships: readonly T[],
  storedClubId: number | null,
): T | null {
  return (
    memberships.find((membership) => membership.clubId === storedClubId) ?? memberships[0] ?? null
  );
}
