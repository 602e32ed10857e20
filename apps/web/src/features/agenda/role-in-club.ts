import { isManager } from '@lectern/domain';
import { useCurrentClub } from '../../app/clubs/club-selection';

/** Whether the person manages the meeting's club (not necessarily the selected one). */
export function useManagesClub(clubId: number | undefined): boolean {
  const { memberships } = useCurrentClub();
  const membership = memberships.find((m) => m.clubId === clubId);
  return membership !== undefined && membership.status === 'active' && isManager(membership.role);
}
