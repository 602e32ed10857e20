// The VP Membership's records: guest conversion, outreach, the conversion rate, member status
// changes and the membership activity log's kinds and sentences.
import { z } from 'zod';
import { clubRoleLabel, isOfficerRank, tierOf, type ClubRole } from './club-roles';
import type { MemberStatus } from './permissions';
import { canConvertGuest } from './membership';
import { roleTypeLabel } from './meeting-roles';
import { fail, ok, type Result } from './result';
import { requiredString } from './validation';

export const CONTACT_METHODS = ['email', 'phone', 'in_person', 'other'] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export const CONTACT_METHOD_LABELS: Record<ContactMethod, string> = {
  email: 'Email',
  phone: 'Phone',
  in_person: 'In person',
  other: 'Other',
};

export const CONTACT_NOTES_REQUIRED = 'Contact notes are required';

/** A contact logged with a guest or an inactive member: how, and non-blank notes. */
export const guestContactSchema = z.object({
  method: z.enum(CONTACT_METHODS, { error: 'Choose how you made contact' }),
  notes: requiredString(CONTACT_NOTES_REQUIRED, 2000),
});
export type GuestContactValues = z.infer<typeof guestContactSchema>;

export type GuestConversionViolation = 'not_a_guest' | 'not_eligible';

/** Conversion to member: only a guest, and only when interested with 2 or more visits. */
export function decideGuestConversion(guest: {
  role: ClubRole;
  interested: boolean;
  visits: number;
}): Result<'member', GuestConversionViolation> {
  if (guest.role !== 'guest') return fail('not_a_guest');
  if (!canConvertGuest(guest)) return fail('not_eligible');
  return ok('member');
}

/** Guests converted ÷ (guests converted + guests still visiting), in percent; null with neither. */
export function conversionRate(converted: number, currentGuests: number): number | null {
  const total = Math.max(0, converted) + Math.max(0, currentGuests);
  if (total === 0) return null;
  return Math.round((Math.max(0, converted) / total) * 100);
}

export const OUTREACH_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * A guest needs outreach when not seen for 30 days: their last visit (an attended meeting's
 * date), else the day they joined, lies 30 days or more before today ('YYYY-MM-DD' dates).
 */
export function guestNeedsOutreach(
  guest: { lastVisit: string | null; joinedAt: Date | string },
  today: string,
): boolean {
  const seen = guest.lastVisit ?? new Date(guest.joinedAt).toISOString().slice(0, 10);
  const days = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${seen}T00:00:00Z`)) / DAY_MS;
  return days >= OUTREACH_WINDOW_DAYS;
}

export type MemberStatusViolation = 'self_change' | 'forbidden' | 'last_president' | 'unchanged';

/**
 * Making a member inactive (or active again) follows the role-change rules: managers only,
 * an officer rank needs the president, nobody changes their own status, and the last active
 * president stays active.
 */
export function decideStatusChange(input: {
  actorUserId: number;
  actorRole: ClubRole;
  targetUserId: number;
  targetRole: ClubRole;
  fromStatus: MemberStatus;
  toStatus: MemberStatus;
  /** Active presidents in the club, the target included when they are one. */
  activePresidentCount: number;
}): Result<MemberStatus, MemberStatusViolation> {
  if (input.actorUserId === input.targetUserId) return fail('self_change');
  const tier = tierOf(input.actorRole);
  if (tier !== 'manager' && tier !== 'president') return fail('forbidden');
  if (input.fromStatus === input.toStatus) return fail('unchanged');
  if (isOfficerRank(input.targetRole) && tier !== 'president') return fail('forbidden');
  if (
    input.targetRole === 'president' &&
    input.toStatus === 'inactive' &&
    input.activePresidentCount <= 1
  )
    return fail('last_president');
  return ok(input.toStatus);
}

export const MEMBERSHIP_ACTIVITY_KINDS = [
  'member_added',
  'role_changed',
  'guest_converted',
  'contact_logged',
  'member_inactive',
  'role_asked',
  'role_ask_accepted',
  'role_ask_declined',
  'role_offered',
  'role_offer_withdrawn',
  'role_offer_taken',
  'waitlist_joined',
  'waitlist_left',
  'role_to_waitlist',
] as const;
export type MembershipActivityKind = (typeof MEMBERSHIP_ACTIVITY_KINDS)[number];

/** Which activity a role change is: a guest becoming a member is a conversion. */
export function roleChangeActivity(from: ClubRole, to: ClubRole): MembershipActivityKind {
  return from === 'guest' && to === 'member' ? 'guest_converted' : 'role_changed';
}

function meetingRole(roleType: string | null): string {
  return roleType ? roleTypeLabel(roleType) : 'a meeting role';
}

function meetingRoleCapitalised(roleType: string | null): string {
  return roleType ? roleTypeLabel(roleType) : 'A meeting role';
}

/** The Recent Activity line for one record. */
export function activitySentence(entry: {
  kind: MembershipActivityKind;
  name: string;
  detail: string | null;
}): string {
  const role = entry.detail ? clubRoleLabel(entry.detail) : null;
  switch (entry.kind) {
    case 'member_added':
      return role ? `${entry.name} joined as ${role}` : `${entry.name} joined the club`;
    case 'role_changed':
      return role ? `${entry.name} is now ${role}` : `${entry.name}'s role changed`;
    case 'guest_converted':
      return `${entry.name} converted from guest to member`;
    case 'contact_logged':
      return `Contact logged with ${entry.name}`;
    case 'member_inactive':
      return `${entry.name} was made inactive`;
    // For a request to take a meeting role, the detail is the meeting role's type.
    case 'role_asked':
      return `${entry.name} was asked to be ${meetingRole(entry.detail)}`;
    case 'role_ask_accepted':
      return `${entry.name} accepted to be ${meetingRole(entry.detail)}`;
    case 'role_ask_declined':
      return `${entry.name} declined to be ${meetingRole(entry.detail)}`;
    // The role market (decision 077): the subject offered, took or waits for the role.
    case 'role_offered':
      return `${entry.name} offered their role as ${meetingRole(entry.detail)}`;
    case 'role_offer_withdrawn':
      return `${entry.name}'s offer of ${meetingRole(entry.detail)} was withdrawn`;
    case 'role_offer_taken':
      return `${entry.name} took ${meetingRole(entry.detail)} from an offer`;
    case 'waitlist_joined':
      return `${entry.name} joined the waitlist for ${meetingRole(entry.detail)}`;
    case 'waitlist_left':
      return `${entry.name} left the waitlist for ${meetingRole(entry.detail)}`;
    // The subject gave the role up (an offer, a release); its waitlist hears first.
    case 'role_to_waitlist':
      return `${meetingRoleCapitalised(entry.detail)}, given up by ${entry.name}, went to its waitlist first`;
  }
}

/** Guests converted this calendar year ('YYYY' of the club's today). */
export function isThisYear(at: Date | string, today: string): boolean {
  return new Date(at).toISOString().slice(0, 4) === today.slice(0, 4);
}

export const MEMBERSHIP_RECORD_MESSAGES = {
  notAGuest: 'Only a guest can be converted to a member',
  notEligible: 'A guest can be converted only when marked interested and with 2 or more visits',
  statusSelf: 'Forbidden: you cannot change your own status',
  statusForbidden: 'Forbidden: only the president can change an officer’s status',
  statusLastPresident:
    'The club must keep at least one active president, so the last president stays active',
  guestOnly: 'Only a guest can be marked as interested',
} as const;
