import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { can, canonicalRoleType, controlsLiveConsole } from '@lectern/domain';
import { useTRPC } from '../../lib/trpc';
import { useCurrentClub } from '../../app/clubs/club-selection';
import { useSignedInUser } from '../../app/auth/session';
import type { LiveState } from './live-types';

/** The console's stream: server-sent events, each a `state` event with the version as its id. */
function liveEventsUrl(meetingId: number): string {
  return `/api/meetings/${meetingId}/live/events`;
}

/**
 * The console's shared state: `live.state` first, then each newer state its stream brings
 * (written into the same query, so every part of the screen reads one place). The stream is the
 * API's event stream, not a tRPC subscription: the server serialises each state once for every
 * phone watching, where a subscription would serialise it once per phone. The browser's
 * EventSource reconnects by itself, resuming from the last version it got (Last-Event-ID).
 * `reconnecting` is true while the stream is down and the browser tries again.
 */
export function useLiveConsole(meetingId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const stateOptions = trpc.live.state.queryOptions({ meetingId });
  const state = useQuery(stateOptions);
  const [reconnecting, setReconnecting] = useState(false);
  const streaming = state.isSuccess;

  useEffect(() => {
    if (!streaming) return;
    const stateKey = trpc.live.state.queryKey({ meetingId });
    const source = new EventSource(liveEventsUrl(meetingId), { withCredentials: true });
    const onState = (event: MessageEvent<string>) => {
      const next = JSON.parse(event.data) as LiveState;
      setReconnecting(false);
      queryClient.setQueryData(stateKey, (current) =>
        current !== undefined && current.version > next.version ? current : next,
      );
    };
    source.addEventListener('state', onState);
    source.addEventListener('open', () => setReconnecting(false));
    source.addEventListener('error', () => setReconnecting(true));
    return () => source.close();
  }, [meetingId, streaming, queryClient, trpc]);
  return { state, reconnecting };
}

/** Presses a timer control; the answer (the new state) is shown at once, the stream follows. */
export function useTimerPress(meetingId: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const stateKey = trpc.live.state.queryKey({ meetingId });
  return useMutation(
    trpc.live.timer.mutationOptions({
      onSuccess: (next: LiveState) => {
        queryClient.setQueryData(stateKey, (current) =>
          current !== undefined && current.version > next.version ? current : next,
        );
      },
    }),
  );
}

/** What this person may press on the console, and whether they are a guest of its club. */
export interface LiveControls {
  /** The timer: managers and the Toastmaster, Timer, Ah-Counter and Vote Counter. */
  timer: boolean;
  /** Opening and closing voting: managers and the Vote Counter. */
  votes: boolean;
  /** The Ah-Counter's taps: managers and the Ah-Counter. */
  fillers: boolean;
  guest: boolean;
}

/**
 * What this person controls on the meeting's console, decided as the server decides it (the
 * meeting's club's managers, and the holders of the meeting's roles). Display only: the API
 * checks every press.
 */
export function useLiveControls(meetingId: number): LiveControls {
  const trpc = useTRPC();
  const user = useSignedInUser();
  const { memberships } = useCurrentClub();
  const meeting = useQuery(trpc.meetings.get.queryOptions({ meetingId }));
  const roles = useQuery(trpc.meetingRoles.list.queryOptions({ meetingId }));
  const none = { timer: false, votes: false, fillers: false, guest: false };
  if (meeting.data === undefined) return none;
  const membership = memberships.find((entry) => entry.clubId === meeting.data.clubId);
  const guest = membership?.role === 'guest';
  const actor = {
    userId: user.id,
    isSuperAdmin: user.isSuperAdmin,
    membership: membership ? { role: membership.role, status: membership.status } : null,
  };
  if (can(actor, 'meeting:write')) return { timer: true, votes: true, fillers: true, guest };
  const mine = (roles.data ?? [])
    .filter((role) => role.userId === user.id)
    .map((role) => canonicalRoleType(role.roleType));
  return {
    timer: controlsLiveConsole(mine),
    votes: mine.includes('vote_counter'),
    fillers: mine.includes('ah_counter'),
    guest,
  };
}
