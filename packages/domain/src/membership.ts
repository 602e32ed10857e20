// Membership Dashboard, Guest Follow-up, Mentorship, Guest Profile; membership
// and mentorship status; membership constants.
import { z } from 'zod';
import { requiredString } from './validation';

/** The profile's membershipStatus (display only; authorization reads the club role). */
export const PROFILE_MEMBERSHIP_STATUSES = ['guest', 'member'] as const;
export type ProfileMembershipStatus = (typeof PROFILE_MEMBERSHIP_STATUSES)[number];

export const RETENTION_OFFSET = 5;

/**
 * Retention speaks of a period: until the club's longest-standing member joined at least this
 * many days ago (a Toastmasters dues period), there is nothing to measure yet.
 */
export const RETENTION_PERIOD_DAYS = 182;

/**
 * Retention = active / (active + 5) × 100, rounded; null while there is no period to measure
 * (no member has been in the club for RETENTION_PERIOD_DAYS), so a young club sees "—".
 */
export function retentionRate(
  activeMembers: number,
  firstJoinedAt: Date | string | null,
  now: Date,
): number | null {
  if (firstJoinedAt === null) return null;
  const since = now.getTime() - new Date(firstJoinedAt).getTime();
  if (!(since >= RETENTION_PERIOD_DAYS * DAY_MS)) return null;
  const active = Math.max(0, activeMembers);
  return Math.round((active / (active + RETENTION_OFFSET)) * 100);
}

export const MEMBERSHIP_GOALS = {
  activeMembers: 25,
  guestsConverted: 5,
  retentionPercent: 90,
} as const;

/** Progress towards a goal in percent, capped at 100. */
export function goalPercent(current: number, target: number): number {
  if (target <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((current / target) * 100)));
}

export const NEW_MEMBER_WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** Joined within the last 30 days of `now` (a join date in the future does not count). */
export function isNewMember(joinedAt: Date | string | null | undefined, now: Date): boolean {
  if (joinedAt === null || joinedAt === undefined) return false;
  const joined = new Date(joinedAt).getTime();
  if (Number.isNaN(joined)) return false;
  const age = now.getTime() - joined;
  return age >= 0 && age <= NEW_MEMBER_WINDOW_DAYS * DAY_MS;
}

export function newMembers<T extends { joinedAt?: Date | string | null }>(
  list: readonly T[],
  now: Date,
): T[] {
  return list.filter((m) => isNewMember(m.joinedAt, now));
}

export type GuestVisitLabel = 'Frequent Visitor' | 'Returning Guest' | 'New Guest';

/** 4+ visits Frequent Visitor, 2–3 Returning Guest, else New Guest. */
export function guestVisitLabel(visits: number): GuestVisitLabel {
  if (visits >= 4) return 'Frequent Visitor';
  return visits >= 2 ? 'Returning Guest' : 'New Guest';
}

/** High (interested and 3+ visits), Medium (interested), Low. */
export function guestInterest(guest: {
  interested: boolean;
  visits: number;
}): 'High' | 'Medium' | 'Low' {
  if (!guest.interested) return 'Low';
  return guest.visits >= 3 ? 'High' : 'Medium';
}

/** A guest can be converted only when interested and with 2 or more visits. */
export function canConvertGuest(guest: { interested: boolean; visits: number }): boolean {
  return guest.interested && guest.visits >= 2;
}

export const contactLogSchema = z.object({
  notes: requiredString('Contact notes are required', 2000),
  method: z.enum(['email', 'phone', 'in_person', 'other']).default('email'),
});

export const MENTORSHIP_STATUSES = [
  'not_participating',
  'seeking_mentor',
  'willing_to_mentor',
  'both',
] as const;
export type MentorshipStatus = (typeof MENTORSHIP_STATUSES)[number];
export const MENTORSHIP_AVAILABILITY = [
  'weekly',
  'bi-weekly',
  'monthly',
  'flexible',
  'as-needed',
] as const;
export const MENTORSHIP_FORMATS = ['in-person', 'virtual', 'hybrid', 'email', 'phone'] as const;
export const MENTORSHIP_DEFAULTS = {
  availability: 'flexible',
  format: 'hybrid',
  status: 'not_participating',
} as const satisfies { availability: string; format: string; status: MentorshipStatus };
export const MENTORSHIP_SUCCESS_RATE = 85;
export const MENTOR_AREAS_PREVIEW = 3;

/** Available Mentors: willing_to_mentor or both. */
export function mentors<T extends { mentorshipStatus?: string | null }>(list: readonly T[]): T[] {
  return list.filter(
    (m) => m.mentorshipStatus === 'willing_to_mentor' || m.mentorshipStatus === 'both',
  );
}

/** Seeking Mentors: seeking_mentor or both. */
export function mentorshipSeekers<T extends { mentorshipStatus?: string | null }>(
  list: readonly T[],
): T[] {
  return list.filter(
    (m) => m.mentorshipStatus === 'seeking_mentor' || m.mentorshipStatus === 'both',
  );
}

/** Lists stored as JSON text (mentoring areas): the strings of a JSON list, else []. */
export function parseJsonList(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .map((item) => item.trim());
}

/** A bounded JSON list of short strings, for mentorship areas written to the database. */
export const areaListSchema = z.array(z.string().trim().min(1).max(100)).max(20);

export const GUEST_MEMBERSHIP_STEPS = [
  'Visit the club at least once',
  'Register with Toastmasters International and get your member number',
  'Pay your dues and club fees',
  'Contact the VP Membership or Secretary to convert your account',
  'Choose your learning path',
] as const;

export const MEMBERSHIP_TEXT = {
  contactLogged: {
    title: 'Contact logged',
    description: 'Guest contact has been recorded successfully.',
  },
  memberConverted: {
    title: 'Member converted',
    description: 'Guest has been successfully converted to a member!',
  },
  guestProfileTitle: 'Guest Profile',
  guestStatus: 'Guest Status',
  guestNoClub: {
    title: 'Welcome to Toastmasters',
    description: 'Join a club to view your guest profile.',
  },
  guestUpdate: 'Update Profile',
  guestUpdating: 'Updating...',
  guestSaved: 'Your guest profile has been updated successfully.',
  profileUpdated: {
    title: 'Profile Updated',
    description: 'Your profile has been successfully updated.',
  },
  profileFailed: { title: 'Error', description: 'Failed to update profile. Please try again.' },
  mentorship: {
    title: 'Mentorship Program',
    noMentors:
      'No available mentors found. Encourage experienced members to join the mentorship program!',
    noSeekers: 'No members currently seeking mentorship. Great job on member engagement!',
    noPairs: 'No active mentorship pairs yet...',
    smartMatching: 'Smart Matching Coming Soon',
  },
} as const;
