import { Trash2Icon } from 'lucide-react';
import { Button, ConfirmDialog } from '@lectern/ui';
import { useDeleteMeeting } from './meeting-mutations';
import { MEETINGS_PAGE_TEXT, MEETINGS_TEXT } from './text';

/** Officers delete a meeting from its card after confirming. */
export function DeleteMeetingButton({ meetingId, title }: { meetingId: number; title: string }) {
  const deleteMeeting = useDeleteMeeting();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="text-muted-foreground hover:text-destructive"
          aria-label={MEETINGS_PAGE_TEXT.deleteMeetingLabel(title)}
          disabled={deleteMeeting.isPending}
        >
          <Trash2Icon aria-hidden />
        </Button>
      }
      title={MEETINGS_PAGE_TEXT.deleteDialogTitle}
      description={MEETINGS_PAGE_TEXT.deleteDialogDescription(title)}
      cancelLabel={MEETINGS_TEXT.cancel}
      confirmLabel={MEETINGS_PAGE_TEXT.deleteConfirm}
      onConfirm={() => deleteMeeting.mutate({ meetingId })}
      destructive
    />
  );
}
