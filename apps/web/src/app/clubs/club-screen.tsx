import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { ClubRole, HomeVariant, Permission } from '@lectern/domain';
import type { ClubMembership } from '../../lib/api-types';
import {
  mayOpenScreen,
  membershipCan,
  type ClubScreenDeclaration,
} from './club-screen-declaration';
import { ScreenBoundary, ScreenLoadFailed, ScreenNotice } from '../layout/screen-boundary';
import { SCREEN_STATE_TEXT } from '../layout/text';
import { useCurrentClub } from './club-selection';

/** The selected club as a club screen receives it: always there, never loading. */
export interface SelectedClub {
  clubId: number;
  membership: ClubMembership;
  club: ClubMembership['club'];
  /** The role shown (the development role-testing bar may simulate another). */
  role: ClubRole;
  audience: HomeVariant;
  isManager: boolean;
  /**
   * Whether the role holds a permission of the domain's permission table, to decide what the
   * screen offers. Display only: the API checks every call again.
   */
  can: (permission: Permission) => boolean;
  selectClub: (clubId: number) => void;
}

export interface ClubScreenProps {
  /** The screen's declaration (its permission and queries), which its route loads with. */
  screen: ClubScreenDeclaration;
  /** The page title shown with the no-club and error states. */
  title: string;
  /**
   * The screen's own sentence for a person with no club (each screen words it; there is
   * nothing to select then, so it says to join one). A link to the ways in follows it.
   */
  noClub: string;
  /** Shown while the clubs or the screen's data load (include a header if the screen wants one). */
  skeleton: ReactNode;
  /** The screen's own sentence when its data cannot be loaded. */
  loadFailed?: string;
  /** Shown in place of the screen to a role without the declared permission. */
  denied?: ReactNode;
  /** The screen, given the selected club. Remounted when another club is selected. */
  children: (club: SelectedClub) => ReactNode;
}

/**
 * The frame of every club-scoped screen. It owns the states they all share — the clubs
 * loading, no club, the screen's data loading (Suspense, for `useSuspenseQuery`) and failing
 * ("Try again") — so the screen itself only renders one club's data.
 */
export function ClubScreen({
  screen,
  title,
  noClub,
  skeleton,
  loadFailed,
  denied = null,
  children,
}: ClubScreenProps) {
  const current = useCurrentClub();
  if (current.isLoading) return skeleton;
  if (current.clubsError)
    return <ScreenLoadFailed title={title} message={loadFailed} onRetry={current.retryClubs} />;
  const { membership, role, audience } = current;
  if (membership === null || role === null || audience === null)
    return (
      <ScreenNotice title={title}>
        <p className="text-muted-foreground">{noClub}</p>
        <Link to="/" className="text-sm font-medium text-primary underline underline-offset-4">
          {SCREEN_STATE_TEXT.joinOrStartClub}
        </Link>
      </ScreenNotice>
    );

  const canDo = membershipCan({ role, status: membership.status });
  const club: SelectedClub = {
    clubId: membership.clubId,
    membership,
    club: membership.club,
    role,
    audience,
    isManager: current.isManager,
    can: canDo,
    selectClub: current.selectClub,
  };
  return (
    <ScreenBoundary key={club.clubId} title={title} skeleton={skeleton} loadFailed={loadFailed}>
      {mayOpenScreen(screen, canDo) ? children(club) : denied}
    </ScreenBoundary>
  );
}
