import { sql } from 'kysely';
import type { Executor } from '../executor.js';
import { PROFILE_COLUMNS } from './profile-columns.js';
import type { CommunicationPreferences } from '../schema.js';

/** Creates the member's profile with the database defaults when it does not exist yet. */
export async function ensureProfile(
  db: Executor,
  clubId: number,
  userId: number,
  membershipStatus: 'guest' | 'member',
): Promise<void> {
  await db
    .insertInto('memberProfiles')
    .values({ clubId, userId, membershipStatus })
    .onConflict((oc) => oc.columns(['clubId', 'userId']).doNothing())
    .execute();
}

/** A member's own profile with the name and e-mail of their account. */
export async function findProfile(db: Executor, clubId: number, userId: number) {
  return db
    .selectFrom('memberProfiles as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .innerJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 'p.clubId').onRef('cm.userId', '=', 'p.userId'),
    )
    .select([
      'p.userId',
      'p.clubId',
      'u.firstName',
      'u.lastName',
      'u.email',
      'cm.role',
      ...PROFILE_COLUMNS,
      'p.updatedAt',
    ])
    .where('p.clubId', '=', clubId)
    .where('p.userId', '=', userId)
    .executeTakeFirst();
}

export type ProfileRow = Awaited<ReturnType<typeof findProfile>> & {};

/** The profile fields a member or guest may write about themselves. */
export interface ProfileChanges {
  tmiMembershipNumber?: string | null;
  bio?: string | null;
  goals?: string | null;
  availableWeekdays?: string | null;
  availableWeekends?: boolean;
  preferredSpeechFrequency?: string | null;
  rolePreferences?: string | null;
  dietaryRestrictions?: string | null;
  emergencyContact?: string | null;
  emergencyPhone?: string | null;
  mentorshipStatus?: string;
  mentorshipExperience?: string | null;
  mentoringAreas?: string[];
  seekingMentorshipIn?: string[];
  mentorshipAvailability?: string;
  mentorshipFormat?: string;
  mentorshipGoals?: string | null;
  mentorshipEmailNotifications?: boolean;
  mentorshipAppNotifications?: boolean;
  interests?: string | null;
  howHeardAboutClub?: string | null;
  visitationGoals?: string | null;
  emailNotifications?: boolean;
  smsNotifications?: boolean;
  appNotifications?: boolean;
  communicationPreferences?: CommunicationPreferences;
}

/** Writes the given fields only; communication preferences are merged into the stored ones. */
export async function updateProfile(
  db: Executor,
  clubId: number,
  userId: number,
  changes: ProfileChanges,
): Promise<boolean> {
  const { communicationPreferences, mentoringAreas, seekingMentorshipIn, ...fields } = changes;
  const result = await db
    .updateTable('memberProfiles')
    .set({
      ...fields,
      ...(mentoringAreas === undefined ? {} : { mentoringAreas: JSON.stringify(mentoringAreas) }),
      ...(seekingMentorshipIn === undefined
        ? {}
        : { seekingMentorshipIn: JSON.stringify(seekingMentorshipIn) }),
      ...(communicationPreferences === undefined
        ? {}
        : {
            communicationPreferences: sql<string>`communication_preferences || ${JSON.stringify(
              communicationPreferences,
            )}::jsonb`,
          }),
      updatedAt: new Date(),
    })
    .where('clubId', '=', clubId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Keeps the membership's member number (shown in the directory) in step with the profile. */
export async function setMembershipTmiNumber(
  db: Executor,
  clubId: number,
  userId: number,
  tmiNumber: string | null,
): Promise<void> {
  await db
    .updateTable('clubMemberships')
    .set({ tmiNumber })
    .where('clubId', '=', clubId)
    .where('userId', '=', userId)
    .execute();
}
