import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEETING_STATUS_BADGE, statusChoices, type MeetingStatus } from '@lectern/domain';
import { MEETING_STATUS_TEXT } from './text';
import { toast } from '@lectern/ui';
import { serverMessageOf } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';

/**
 * A manager moves a meeting along its status transitions; completing it credits its confirmed
 * role holders (the API does it, docs/decisions/040-meeting-status-and-credits.md).
 */
export function MeetingStatusControl({
  meetingId,
  status,
  title,
}: {
  meetingId: number;
  status: MeetingStatus;
  title: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const change = useMutation(
    trpc.meetings.update.mutationOptions({
      onSuccess: async (meeting) => {
        toast({ title: MEETING_STATUS_TEXT.changed(MEETING_STATUS_BADGE[meeting.status].label) });
        await queryClient.invalidateQueries({ queryKey: trpc.meetings.pathKey() });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: MEETING_STATUS_TEXT.failed,
          description: serverMessageOf(error),
        }),
    }),
  );
  // A native select: the card list stays light (no menu library in this route's chunk).
  return (
    <select
      aria-label={`${MEETING_STATUS_TEXT.label}: ${title}`}
      className="h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:opacity-50"
      value=""
      disabled={change.isPending}
      onChange={(event) => {
        const next = event.target.value as MeetingStatus;
        if (next) change.mutate({ meetingId, status: next });
      }}
    >
      <option value="">{MEETING_STATUS_TEXT.label}</option>
      {statusChoices(status).map((next) => (
        <option key={next} value={next}>
          {MEETING_STATUS_TEXT.markAs(MEETING_STATUS_BADGE[next].label)}
        </option>
      ))}
    </select>
  );
}
