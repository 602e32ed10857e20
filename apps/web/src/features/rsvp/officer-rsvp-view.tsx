import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { ClipboardListIcon, DownloadIcon, PlusIcon } from 'lucide-react';
import { rsvpStats, type PaymentStatus } from '@lectern/domain';
import {
  Button,
  Label,
  PageHeader,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@lectern/ui';
import { useSignedInUser } from '../../app/auth/session';
import { useClubFormat } from '../../app/clubs/club-format';
import type { ClubMembership, MeetingBasics } from '../../lib/api-types';
import { AddRsvpDialog } from './add-rsvp-dialog';
import { PaymentDialog, type PayableRsvp } from './payment-dialog';
import { useTogglePayment } from './rsvp-mutations';
import { meetingOptionLabel, NoMeetings, StatCards, TableSkeleton } from './rsvp-parts';
import { exportPreOrder, exportRsvpCsv, rsvpName } from './rsvp-rows';
import { RsvpTable } from './rsvp-table';
import { useRsvpScreen } from './use-rsvp-screen';
import { RSVP_PAGE_TEXT, RSVP_TEXT } from './text';

export interface OfficerViewProps {
  clubId: number;
  membership: ClubMembership;
  meetingParam: number | undefined;
}

/** Which meeting's answers are shown: the upcoming ones, and one opened by link. */
function MeetingPicker({
  meetingId,
  meeting,
  isUpcoming,
  upcoming,
}: {
  meetingId: number | undefined;
  meeting: MeetingBasics | undefined;
  isUpcoming: boolean;
  upcoming: readonly MeetingBasics[];
}) {
  const format = useClubFormat();
  const navigate = useNavigate();
  function chooseMeeting(value: string) {
    void navigate({ to: '/rsvp-meals', search: { meeting: Number(value) } });
  }
  return (
    <div className="max-w-md space-y-2">
      <Label htmlFor="rsvp-meeting-picker">{RSVP_PAGE_TEXT.meetingPicker}</Label>
      <Select
        value={meetingId === undefined ? undefined : String(meetingId)}
        onValueChange={chooseMeeting}
      >
        <SelectTrigger id="rsvp-meeting-picker">
          <SelectValue placeholder={RSVP_PAGE_TEXT.chooseMeeting} />
        </SelectTrigger>
        <SelectContent>
          {meeting && !isUpcoming && (
            <SelectItem value={String(meeting.id)}>
              {meetingOptionLabel(meeting, format)}
            </SelectItem>
          )}
          {upcoming.map((option) => (
            <SelectItem key={option.id} value={String(option.id)}>
              {meetingOptionLabel(option, format)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/** The officer view: meeting picker, stat cards, the table, exports and Add RSVP. */
export function OfficerRsvpView({ clubId, membership, meetingParam }: OfficerViewProps) {
  const format = useClubFormat();
  const user = useSignedInUser();
  const { meetings, upcoming, meetingId, meeting, isUpcoming, rsvps, full, menu } = useRsvpScreen(
    clubId,
    meetingParam,
  );
  const [adding, setAdding] = useState(false);
  const [paying, setPaying] = useState<PayableRsvp | null>(null);
  const toggle = useTogglePayment();
  const [toggling, setToggling] = useState<number | null>(null);

  const stats = rsvpStats(full);
  const meetingDate = meeting?.date ?? null;

  function exportCsv() {
    exportRsvpCsv(full, meetingDate);
  }

  function exportSheet() {
    exportPreOrder(full, {
      clubName: membership.club.name,
      meetingDate,
      locale: membership.club.locale,
      venue: meeting?.location ?? null,
      contact: {
        name: [user.firstName, user.lastName].filter(Boolean).join(' '),
        email: user.email,
      },
    });
  }

  function openPayment(rsvpId: number) {
    const rsvp = full.find((candidate) => candidate.id === rsvpId);
    if (rsvp) setPaying({ id: rsvp.id, name: rsvpName(rsvp), totalPrice: rsvp.totalPrice });
  }

  const hasMeeting = meetingId !== undefined;

  return (
    <div className="space-y-6">
      <PageHeader
        title={RSVP_TEXT.officerTitle}
        description={RSVP_PAGE_TEXT.officerDescription}
        actions={
          <>
            <Button variant="outline" disabled={!rsvps.isSuccess} onClick={exportCsv}>
              <DownloadIcon aria-hidden />
              {RSVP_TEXT.exportCsv}
            </Button>
            <Button variant="outline" disabled={!rsvps.isSuccess} onClick={exportSheet}>
              <ClipboardListIcon aria-hidden />
              {RSVP_TEXT.preOrder}
            </Button>
            <Button disabled={!hasMeeting} onClick={() => setAdding(true)}>
              <PlusIcon aria-hidden />
              {RSVP_TEXT.addRsvp}
            </Button>
          </>
        }
      />

      <MeetingPicker
        meetingId={meetingId}
        meeting={meeting}
        isUpcoming={isUpcoming}
        upcoming={upcoming}
      />

      {meetings.isSuccess && !hasMeeting ? (
        <NoMeetings />
      ) : (
        <>
          <section
            aria-label={RSVP_PAGE_TEXT.statsLabel}
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          >
            <StatCards
              stats={stats}
              rsvpCount={full.length}
              meetingDate={format.date(meetingDate)}
            />
          </section>
          {rsvps.isPending ? (
            <TableSkeleton />
          ) : rsvps.isError ? (
            <div role="alert" className="space-y-2">
              <p>{RSVP_PAGE_TEXT.loadFailed}</p>
              <Button variant="outline" onClick={() => void rsvps.refetch()}>
                {RSVP_PAGE_TEXT.retry}
              </Button>
            </div>
          ) : (
            <RsvpTable
              rsvps={rsvps.data}
              caption={RSVP_PAGE_TEXT.tableCaption}
              manage={{
                onToggle: (rsvpId: number, paymentStatus: PaymentStatus) => {
                  setToggling(rsvpId);
                  toggle.mutate({ rsvpId, paymentStatus }, { onSettled: () => setToggling(null) });
                },
                onPay: openPayment,
                pendingId: toggling,
              }}
            />
          )}
        </>
      )}

      <PaymentDialog rsvp={paying} onOpenChange={(open) => !open && setPaying(null)} />

      <AddRsvpDialog
        open={adding}
        onOpenChange={setAdding}
        clubId={clubId}
        meetingId={meetingId}
        menu={menu}
      />
    </div>
  );
}
