import { use } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  can,
  homeVariant,
  isManager,
  type ClubRole,
  type HomeVariant,
  type Permission,
} from '@lectern/domain';
import { useTRPC } from '../../lib/trpc';
import type { ClubMembership } from '../../lib/api-types';
import { ClubSelectionContext } from './club-selection-provider';
import { resolveSelectedClub } from './selected-club-storage';
import { useRoleOverride } from '../dev/role-testing';

export interface CurrentClub {
  /** True until the person's clubs have loaded. */
  isLoading: boolean;
  /** True when the person's clubs could not be loaded. */
  clubsError: boolean;
  retryClubs: () => void;
  memberships: readonly ClubMembership[];
  /** The selected membership (club, role, status), or null when the person has no club. */
  membership: ClubMembership | null;
  clubId: number | null;
  role: ClubRole | null;
  /** Which home, menu and meeting view the person gets in this club. */
  audience: HomeVariant | null;
  isManager: boolean;
  /** Whether the shown role holds a permission (display only; the API checks every call). */
  can: (permission: Permission) => boolean;
  selectClub: (clubId: number) => void;
}

/** The selected club and the person's role in it (first club by default). */
export function useCurrentClub(): CurrentClub {
  const selection = use(ClubSelectionContext);
  if (!selection) throw new Error('useCurrentClub needs a ClubSelectionProvider above it');
  const trpc = useTRPC();
  const clubs = useQuery(trpc.clubs.list.queryOptions());
  const memberships = clubs.data ?? [];
  const membership = resolveSelectedClub(memberships, selection.storedClubId);
  const realRole = membership?.role ?? null;
  // The role-testing bar (development builds) changes what is shown, never what is sent.
  const simulatedRole = useRoleOverride();
  const role = realRole !== null && simulatedRole !== null ? simulatedRole : realRole;
  return {
    isLoading: clubs.isPending,
    clubsError: clubs.isError,
    retryClubs: () => void clubs.refetch(),
    memberships,
    membership,
    clubId: membership?.clubId ?? null,
    role,
    audience: role === null ? null : homeVariant(role),
    isManager: role !== null && isManager(role),
    can: (permission) =>
      membership !== null &&
      role !== null &&
      can(
        { userId: 0, isSuperAdmin: false, membership: { role, status: membership.status } },
        permission,
      ),
    selectClub: (clubId) => {
      // Re-choosing the club already shown must not throw its cached data away.
      if (clubId !== membership?.clubId) selection.selectClub(clubId);
    },
  };
}
