import { createContext, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { clearClubScopedQueries } from '../../lib/query-client';
import { readStoredClubId, storeClubId } from './selected-club-storage';

export interface ClubSelectionValue {
  /** The club chosen last (stored), which may no longer be one of the person's clubs. */
  storedClubId: number | null;
  selectClub: (clubId: number) => void;
}

export const ClubSelectionContext = createContext<ClubSelectionValue | null>(null);

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
