import { skipToken, useQuery } from '@tanstack/react-query';
import { agendaRows, type PresenterProfile } from '@lectern/domain';
import { useTRPC } from '../../lib/trpc';
import { isUnauthorizedError } from '../../lib/errors';

/**
 * Everything an agenda shows: the meeting first (its club decides the rest), then its roles,
 * the club, the member directory (presenters' pathways, the club sheet) and the RSVPs.
 */
export function useAgenda(meetingId: number) {
  const trpc = useTRPC();
  const meeting = useQuery(trpc.meetings.get.queryOptions({ meetingId }));
  const clubId = meeting.data?.clubId;
  const roles = useQuery(trpc.meetingRoles.list.queryOptions({ meetingId }));
  const club = useQuery(trpc.clubs.get.queryOptions(clubId === undefined ? skipToken : { clubId }));
  const members = useQuery(
    trpc.members.list.queryOptions(clubId === undefined ? skipToken : { clubId }),
  );
  const rsvps = useQuery(trpc.rsvps.list.queryOptions({ meetingId }));

  // A lost session: the query client sends the person to sign in; the screen says so meanwhile.
  const unauthorized = [meeting, roles, club].some((query) => isUnauthorizedError(query.error));

  const error = meeting.error ?? roles.error ?? club.error;
  const ready = meeting.data !== undefined && roles.data !== undefined && club.data !== undefined;
  if (unauthorized) return { status: 'unauthorized' as const };
  if (error) return { status: 'error' as const, error };
  if (!ready) return { status: 'loading' as const };

  const profiles = new Map<number, PresenterProfile>(
    (members.data ?? []).map((member) => [member.userId, member.profile]),
  );
  return {
    status: 'ready' as const,
    meeting: meeting.data,
    roles: roles.data,
    club: club.data,
    members: members.data ?? [],
    rsvps: rsvps.data ?? [],
    rows: agendaRows(
      meeting.data.agenda,
      roles.data,
      (userId) => profiles.get(userId),
      meeting.data.startTime,
    ),
  };
}

export type AgendaData = Extract<ReturnType<typeof useAgenda>, { status: 'ready' }>;
