import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { homeVariant, isManager, type ClubRole, type HomeVariant } from '@lectern/domain';
import { clearClubScopedQueries } from '../../lib/query-client';
import { useTRPC } from '../../lib/trpc';
import type { ClubMembership } from '../../lib/api-types';
import { readStoredClubId, resolveSelectedClub, storeClubId } from './selected-club-storage';

interface ClubSelectionValue {
  storedClubId: number | null;
  selectClub: (clubId: number) => void;
}

const ClubSelectionContext = createContext<ClubSelectionValue | null>(null);

/** Holds which club is selected; switching clubs drops the previous club's cached data. */
export function ClubSelectionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [storedClubId, setStoredClubId] = useState(readStoredClubId);

  const selectClub = useCallback(
    (clubId: number) => {
      if (clubId === storedClubId) return;
      storeClubId(clubId);
      clearClubScopedQueries(queryClient);
      setStoredClubId(clubId);
    },
    [queryClient, storedClubId],
  );

  const value = useMemo(() => ({ storedClubId, selectClub }), [storedClubId, selectClub]);
  return <ClubSelectionContext value={value}>{children}</ClubSelectionContext>;
}

export interface CurrentClub {
  /** True until the person's clubs have loaded. */
  isLoading: boolean;
  memberships: readonly ClubMembership[];
  /** The selected membership (club, role, status), or null when the person has no club. */
  membership: ClubMembership | null;
  clubId: number | null;
  role: ClubRole | null;
  /** Which home, menu and meeting view the person gets in this club. */
  audience: HomeVariant | null;
  isManager: boolean;
  selectClub: (clubId: number) => void;
}

export function useCurrentClub(): CurrentClub {
  const selection = use(ClubSelectionContext);
  if (!selection) throw new Error('useCurrentClub needs a ClubSelectionProvider above it');
  const trpc = useTRPC();
  const clubs = useQuery(trpc.clubs.list.queryOptions());
  const memberships = clubs.data ?? [];
  const membership = resolveSelectedClub(memberships, selection.storedClubId);
  const role = membership?.role ?? null;
  return {
    isLoading: clubs.isPending,
    memberships,
    membership,
    clubId: membership?.clubId ?? null,
    role,
    audience: role === null ? null : homeVariant(role),
    isManager: role !== null && isManager(role),
    selectClub: (clubId) => {
      // Re-choosing the club already shown must not throw its cached data away.
      if (clubId !== membership?.clubId) selection.selectClub(clubId);
    },
  };
}
