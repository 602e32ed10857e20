import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import type { MeetingBasics } from '../../lib/api-types';
import { isFullRsvp, type FullRsvp } from './rsvp-rows';

/**
 * What RSVP & Meals reads, in one place. The upcoming meetings and the menu are the screen's
 * declared queries (RSVP_SCREEN, the same options: its loader has started them); the meeting
 * shown and its answers follow from them. All are read with `useQuery`, never awaited before
 * the screen shows: offline the page opens from what the app kept, and what it did not keep
 * stays pending (TanStack Query holds a fetch while offline) without blanking the screen.
 *
 * `meetingParam` (officers, `?meeting=`): a meeting picked by link; one not among the upcoming
 * ones (a past meeting) is read by itself once the upcoming ones are in.
 */
export function useRsvpScreen(clubId: number, meetingParam?: number) {
  const trpc = useTRPC();
  const meetings = useQuery(trpc.meetings.upcoming.queryOptions({ clubId }));
  const menu = useQuery(trpc.menuItems.list.queryOptions({ clubId }));
  const upcoming: readonly MeetingBasics[] = meetings.data ?? [];
  const meetingId = meetingParam ?? upcoming[0]?.id;
  const listed = upcoming.find((meeting) => meeting.id === meetingId);
  const fetched = useQuery({
    ...trpc.meetings.get.queryOptions({ meetingId: meetingId ?? 0 }),
    enabled: meetingId !== undefined && !meetings.isPending && listed === undefined,
  });
  const rsvps = useQuery({
    ...trpc.rsvps.list.queryOptions({ meetingId: meetingId ?? 0 }),
    enabled: meetingId !== undefined,
  });
  const meeting: MeetingBasics | undefined = listed ?? fetched.data;
  const full: FullRsvp[] = (rsvps.data ?? []).filter(isFullRsvp);
  return {
    /** The upcoming meetings' query: pending until they are in (or kept offline). */
    meetings,
    upcoming,
    /** The meeting shown: the one asked for by link, else the next one. */
    meetingId,
    meeting,
    /** Whether the shown meeting is one of the upcoming ones (else it was read by itself). */
    isUpcoming: listed !== undefined,
    rsvps,
    /** The answers with every detail (an officer's; a member gets only their own so). */
    full,
    menu: menu.data ?? [],
  };
}

export type RsvpScreenData = ReturnType<typeof useRsvpScreen>;
