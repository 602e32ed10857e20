import { Trash2Icon } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
  Button,
} from '@lectern/ui';
import { useDeleteMeeting } from './meeting-mutations';
import { MEETINGS_PAGE_TEXT, MEETINGS_TEXT } from './text';

/** Officers delete a meeting from its card after confirming. */
export function DeleteMeetingButton({ meetingId, title }: { meetingId: number; title: string }) {
  const deleteMeeting = useDeleteMeeting();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="text-muted-foreground hover:text-destructive"
          aria-label={MEETINGS_PAGE_TEXT.deleteMeetingLabel(title)}
          disabled={deleteMeeting.isPending}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{MEETINGS_PAGE_TEXT.deleteDialogTitle}</AlertDialogTitle>
          <AlertDialogDescription>
            {MEETINGS_PAGE_TEXT.deleteDialogDescription(title)}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{MEETINGS_TEXT.cancel}</AlertDialogCancel>
          <AlertDialogAction
            variant="destructive"
            onClick={() => deleteMeeting.mutate({ meetingId })}
          >
            {MEETINGS_PAGE_TEXT.deleteConfirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
