import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  MEETING_STATUS_BADGE,
  MEETING_STATUS_TEXT,
  statusChoices,
  type MeetingStatus,
} from '@lectern/domain';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  toast,
} from '@lectern/ui';
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
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          disabled={change.isPending}
          aria-label={`${MEETING_STATUS_TEXT.label}: ${title}`}
        >
          {MEETING_STATUS_TEXT.label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {statusChoices(status).map((next) => (
          <DropdownMenuItem key={next} onSelect={() => change.mutate({ meetingId, status: next })}>
            {MEETING_STATUS_TEXT.markAs(MEETING_STATUS_BADGE[next].label)}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
