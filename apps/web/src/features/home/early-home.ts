import type { inferOutput } from '@trpc/tanstack-react-query';
import { homeVariant } from '@lectern/domain';
import { readStoredClubId, resolveSelectedClub } from '../../app/clubs/selected-club-storage';
import type { ClubMembership, Meeting, MeetingRole } from '../../lib/api-types';
import { queryOrNull } from '../../lib/boot';
import type { SignedInApi } from '../../lib/signed-in-api';
import type { LecternTrpc } from '../../lib/trpc';

type Profile = inferOutput<LecternTrpc['profile']['get']>;
type ClubDashboard = inferOutput<LecternTrpc['clubs']['dashboard']>;

/** What the dashboard of the selected club shows first, read before the app's code has loaded. */
export interface HomeAnswers {
  clubId: number;
  dashboard: ClubDashboard | null;
  upcoming: Meeting[] | null;
  profile: Profile | null;
  roles: { meetingId: number; list: MeetingRole[] } | null;
}

/**
 * The signed-in home's data (decision 029), asked for with plain `fetch` the moment the boot
 * answer gives the person's clubs, in as few round trips as its dependencies allow: the selected
 * club's home queries together, then the next meeting's roles. The same procedures and inputs the
 * dashboards read (features/home/*-dashboard.tsx); whatever fails here they simply ask again.
 */
export async function fetchHomeAnswers(
  clubs: readonly ClubMembership[],
): Promise<HomeAnswers | null> {
  const selected = resolveSelectedClub(clubs, readStoredClubId());
  if (!selected) return null;
  const { clubId } = selected;
  const home = homeVariant(selected.role);
  const none = { dashboard: null, upcoming: null, profile: null, roles: null };
  if (home === 'officer') {
    return {
      ...none,
      clubId,
      dashboard: await queryOrNull<ClubDashboard>('clubs.dashboard', { clubId }),
    };
  }
  const [upcoming, profile] = await Promise.all([
    queryOrNull<Meeting[]>('meetings.upcoming', { clubId }),
    home === 'member' ? queryOrNull<Profile>('profile.get', { clubId }) : null,
  ]);
  const next = upcoming?.[0];
  const list =
    home === 'member' && next
      ? await queryOrNull<MeetingRole[]>('meetingRoles.list', { meetingId: next.id })
      : null;
  return {
    ...none,
    clubId,
    upcoming,
    profile,
    roles: next && list ? { meetingId: next.id, list } : null,
  };
}

/** Puts the answers into the query cache under the keys the dashboards read. */
export function seedHomeAnswers({ queryClient, trpc }: SignedInApi, answers: HomeAnswers): void {
  const { clubId } = answers;
  if (answers.dashboard)
    queryClient.setQueryData(trpc.clubs.dashboard.queryKey({ clubId }), answers.dashboard);
  if (answers.upcoming)
    queryClient.setQueryData(trpc.meetings.upcoming.queryKey({ clubId }), answers.upcoming);
  if (answers.profile)
    queryClient.setQueryData(trpc.profile.get.queryKey({ clubId }), answers.profile);
  if (answers.roles) {
    const { meetingId, list } = answers.roles;
    queryClient.setQueryData(trpc.meetingRoles.list.queryKey({ meetingId }), list);
  }
}
