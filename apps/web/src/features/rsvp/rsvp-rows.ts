import type { inferOutput } from '@trpc/tanstack-react-query';
import { preOrderSheet, rsvpCsv, rsvpExportFileName, type PreOrderInput } from '@lectern/domain';
import { saveFile } from '../../lib/download';
import type { LecternTrpc } from '../../lib/trpc';

export type RsvpListItem = inferOutput<LecternTrpc['rsvps']['list']>[number];
export type FullRsvp = Extract<RsvpListItem, { paymentStatus: unknown }>;
export type MenuItem = inferOutput<LecternTrpc['menuItems']['list']>[number];

/** Managers and the RSVP's owner get every field; others only the name and attendance. */
export function isFullRsvp(rsvp: RsvpListItem): rsvp is FullRsvp {
  return 'paymentStatus' in rsvp;
}

export function rsvpName(rsvp: Pick<RsvpListItem, 'user'>): string {
  return [rsvp.user.firstName, rsvp.user.lastName].filter(Boolean).join(' ');
}

/** Saves text as a file; the CSV text already starts with the UTF-8 BOM (domain `toCsv`). */
export function downloadCsv(fileName: string, csv: string): void {
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

/** 'Export CSV' of the meeting's RSVPs. */
export function exportRsvpCsv(rsvps: readonly FullRsvp[], meetingDate: string | null): void {
  const csv = rsvpCsv(
    rsvps.map((rsvp) => ({
      name: rsvpName(rsvp),
      status: rsvp.status,
      mealChoice: rsvp.mealChoice,
      drink6pm: rsvp.drink6pm,
      drink7pm: rsvp.drink7pm,
      totalPrice: rsvp.totalPrice,
      paymentStatus: rsvp.paymentStatus,
      specialRequirements: rsvp.specialRequirements,
    })),
  );
  downloadCsv(rsvpExportFileName('rsvps', meetingDate), csv);
}

/** Restaurant pre-order sheet: attendees, padded to 25 rows, booking header. */
export function exportPreOrder(
  rsvps: readonly FullRsvp[],
  details: Omit<PreOrderInput, 'rsvps'>,
): void {
  const { csv } = preOrderSheet({
    ...details,
    rsvps: rsvps.map((rsvp) => ({
      name: rsvpName(rsvp),
      status: rsvp.status,
      isGuest: rsvp.role === 'guest',
      mealChoice: rsvp.mealChoice,
      drink6pm: rsvp.drink6pm,
      drink7pm: rsvp.drink7pm,
      extras: rsvp.extras,
      specialRequirements: rsvp.specialRequirements,
    })),
  });
  downloadCsv(rsvpExportFileName('pre-order', details.meetingDate), csv);
}
