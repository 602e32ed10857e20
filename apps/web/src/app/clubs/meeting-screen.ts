import type { Permission } from '@lectern/domain';
import type { ClubMembership } from '../../lib/api-types';
import { mayOpenScreen, membershipCan } from './club-screen-declaration';
import { useCurrentClub } from './club-selection';
import type { MeetingScreenDeclaration } from './meeting-screen-declaration';

/** The person in a meeting's club, as a meeting screen's page sees them. */
export interface MeetingClub {
  /** The person's membership of the meeting's club; null until the meeting is in, or if none. */
  membership: ClubMembership | null;
  /** Whether their role there holds a permission (display only: the API checks every call). */
  can: (permission: Permission) => boolean;
  /** Whether their role there may open the screen (its declared permission). */
  mayOpen: boolean;
}

const NOTHING = (): boolean => false;

/**
 * A meeting screen's page reads the person's role in the meeting's club (not necessarily the
 * selected one) through its declaration, the same one its route loads with. Pass the
 * meeting's club id once the meeting is in.
 */
export function useMeetingScreen(
  screen: MeetingScreenDeclaration,
  clubId: number | undefined,
): MeetingClub {
  const { memberships } = useCurrentClub();
  const membership = memberships.find((candidate) => candidate.clubId === clubId) ?? null;
  if (membership === null) return { membership, can: NOTHING, mayOpen: false };
  const can = membershipCan(membership);
  return { membership, can, mayOpen: mayOpenScreen(screen, can) };
}
