import { useQuery } from '@tanstack/react-query';
import { toCents } from '@lectern/domain';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@lectern/ui';
import { useClubFormat } from '../../app/clubs/club-format';
import { useCurrentClub } from '../../app/clubs/club-selection';
import { useTRPC } from '../../lib/trpc';
import { RsvpForm } from './rsvp-form';
import { useSubmitRsvpFor } from './rsvp-mutations';
import type { RsvpScreenData } from './use-rsvp-screen';
import { RSVP_PAGE_TEXT } from './text';

/** Add RSVP: an officer answers for an active member; the members load when it opens. */
export function AddRsvpDialog({
  open,
  onOpenChange,
  clubId,
  meetingId,
  menu,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clubId: number;
  meetingId: number | undefined;
  menu: RsvpScreenData['menu'];
}) {
  const format = useClubFormat();
  const noMealFeeCents = toCents(useCurrentClub().membership?.club.noMealFee ?? '0');
  const trpc = useTRPC();
  const members = useQuery({ ...trpc.members.list.queryOptions({ clubId }), enabled: open });
  const submitFor = useSubmitRsvpFor(() => onOpenChange(false));
  const memberItems = (members.data ?? [])
    .filter((member) => member.status === 'active')
    .map((member) => ({
      value: String(member.userId),
      label:
        [member.user.firstName, member.user.lastName].filter(Boolean).join(' ') ||
        (member.user.email ?? String(member.userId)),
    }));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{RSVP_PAGE_TEXT.addRsvpTitle}</DialogTitle>
          <DialogDescription>{RSVP_PAGE_TEXT.addRsvpDescription}</DialogDescription>
        </DialogHeader>
        {open && meetingId !== undefined && (
          <RsvpForm
            format={format}
            noMealFeeCents={noMealFeeCents}
            menu={menu}
            members={memberItems}
            isPending={submitFor.isPending}
            onCancel={() => onOpenChange(false)}
            onSubmit={(submission, userId) => {
              if (userId !== null) submitFor.mutate({ meetingId, userId, ...submission });
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
