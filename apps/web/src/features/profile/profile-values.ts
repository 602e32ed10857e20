import {
  DEFAULT_REMINDER_DAYS,
  MENTORSHIP_DEFAULTS,
  memberProfileSchema,
  type MentorshipStatus,
} from '@lectern/domain';
import type { inferInput, inferOutput } from '@trpc/tanstack-react-query';
import type { LecternTrpc } from '../../lib/trpc';

export type Profile = inferOutput<LecternTrpc['profile']['get']>;
export type MemberProfileInput = Omit<inferInput<LecternTrpc['profile']['saveMember']>, 'clubId'>;

/** What the member form edits: text boxes hold text, the area lists are comma-separated. */
export interface MemberFormValues {
  bio: string;
  goals: string;
  tmiMemberNumber: string;
  preferredSpeechFrequency: string;
  rolePreferences: string;
  availableWeekdays: string;
  availableWeekends: boolean;
  dietaryRestrictions: string;
  emergencyContact: string;
  emergencyPhone: string;
  mentorshipStatus: MentorshipStatus;
  mentorshipExperience: string;
  mentoringAreas: string;
  seekingMentorshipIn: string;
  mentorshipAvailability: string;
  mentorshipFormat: string;
  mentorshipGoals: string;
  mentorshipEmailNotifications: boolean;
  mentorshipAppNotifications: boolean;
  emailNotifications: boolean;
  appNotifications: boolean;
  offerNotifications: boolean;
  reminderDays: string;
}

function listOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

export function memberFormValues(profile: Profile): MemberFormValues {
  const prefs = profile.communicationPreferences;
  const interests = profile.mentorshipInterests;
  return {
    bio: profile.bio ?? '',
    goals: profile.goals ?? '',
    tmiMemberNumber: profile.tmiMemberNumber ?? '',
    preferredSpeechFrequency: profile.preferredSpeechFrequency ?? '',
    rolePreferences: profile.rolePreferences ?? '',
    availableWeekdays: profile.availableWeekdays ?? '',
    availableWeekends: profile.availableWeekends,
    dietaryRestrictions: profile.dietaryRestrictions ?? '',
    emergencyContact: profile.emergencyContact ?? '',
    emergencyPhone: profile.emergencyPhone ?? '',
    mentorshipStatus:
      (profile.mentorshipStatus as MentorshipStatus | null) ?? MENTORSHIP_DEFAULTS.status,
    mentorshipExperience: profile.mentorshipExperience ?? '',
    mentoringAreas: listOf(profile.mentoringAreas).join(', '),
    seekingMentorshipIn: listOf(profile.seekingMentorshipIn).join(', '),
    mentorshipAvailability: interests.availability,
    mentorshipFormat: interests.preferred_format,
    mentorshipGoals: interests.goals ?? '',
    mentorshipEmailNotifications: interests.emailNotifications,
    mentorshipAppNotifications: interests.appNotifications,
    emailNotifications: profile.emailNotifications,
    appNotifications: profile.appNotifications,
    offerNotifications: profile.offerNotifications,
    reminderDays: String(prefs.reminderDays ?? DEFAULT_REMINDER_DAYS),
  };
}

function areasOf(text: string): string[] {
  return text
    .split(',')
    .map((area) => area.trim())
    .filter((area) => area !== '');
}

/** Everything the form shows is sent, mentorship and in-app choices included. */
export function memberProfileInput(values: MemberFormValues): MemberProfileInput {
  return {
    tmiMemberNumber: values.tmiMemberNumber,
    bio: values.bio,
    goals: values.goals,
    availableWeekdays: values.availableWeekdays,
    availableWeekends: values.availableWeekends,
    preferredSpeechFrequency: (values.preferredSpeechFrequency ||
      null) as MemberProfileInput['preferredSpeechFrequency'],
    rolePreferences: values.rolePreferences,
    dietaryRestrictions: values.dietaryRestrictions,
    emergencyContact: values.emergencyContact,
    emergencyPhone: values.emergencyPhone,
    mentorshipStatus: values.mentorshipStatus,
    mentorshipExperience: values.mentorshipExperience,
    mentoringAreas: areasOf(values.mentoringAreas),
    seekingMentorshipIn: areasOf(values.seekingMentorshipIn),
    mentorshipInterests: {
      availability: values.mentorshipAvailability as never,
      preferred_format: values.mentorshipFormat as never,
      goals: values.mentorshipGoals,
      emailNotifications: values.mentorshipEmailNotifications,
      appNotifications: values.mentorshipAppNotifications,
    },
    communicationPreferences: {
      email: values.emailNotifications,
      app: values.appNotifications,
      offers: values.offerNotifications,
      reminderDays: values.reminderDays,
    },
  };
}

/** Where a message of the domain schema belongs on the form. */
const FIELD_OF_PATH: Readonly<Record<string, keyof MemberFormValues>> = {
  'mentorshipInterests.availability': 'mentorshipAvailability',
  'mentorshipInterests.preferred_format': 'mentorshipFormat',
  'mentorshipInterests.goals': 'mentorshipGoals',
  'communicationPreferences.reminderDays': 'reminderDays',
};

/** The domain's member-profile schema, run on what would be sent, as form errors by field. */
export function validateMemberForm(
  values: MemberFormValues,
): Partial<Record<keyof MemberFormValues, string>> {
  const parsed = memberProfileSchema.safeParse(memberProfileInput(values));
  if (parsed.success) return {};
  const errors: Partial<Record<keyof MemberFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String);
    const field = FIELD_OF_PATH[path.slice(0, 2).join('.')] ?? (path[0] as keyof MemberFormValues);
    errors[field] ??= issue.message;
  }
  return errors;
}
