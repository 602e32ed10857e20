import type { ClubRole, guestProfileSchema, memberProfileSchema } from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import * as profiles from '@lectern/db/queries/profile';
import { mentorshipInterestsOf } from '@lectern/db/queries/profile-columns';
import type { CommunicationPreferences } from '@lectern/db/schema';
import type { z } from 'zod';
import { appError } from '../../errors.js';

type Db = Executor;
/**
 * Present keys are written, absent keys are left as they are (the schemas' `.partial()`; Kysely
 * leaves undefined values out of the SET list).
 */
export type MemberProfileInput = z.output<ReturnType<typeof memberProfileSchema.partial>>;
export type GuestProfileInput = z.output<ReturnType<typeof guestProfileSchema.partial>>;

function toProfileDto(row: profiles.ProfileRow) {
  return {
    userId: row.userId,
    clubId: row.clubId,
    role: row.role,
    user: { firstName: row.firstName, lastName: row.lastName, email: row.email },
    membershipStatus: row.membershipStatus,
    tmiMembershipNumber: row.tmiMembershipNumber,
    /** The spelling the profile form uses. */
    tmiMemberNumber: row.tmiMembershipNumber,
    bio: row.bio,
    goals: row.goals,
    pathwaysPath: row.pathwaysPath,
    currentLevel: row.currentLevel,
    currentProject: row.currentProject,
    availabilityPattern: row.availabilityPattern,
    availableWeekdays: row.availableWeekdays,
    availableWeekends: row.availableWeekends,
    preferredSpeechFrequency: row.preferredSpeechFrequency,
    rolePreferences: row.rolePreferences,
    dietaryRestrictions: row.dietaryRestrictions,
    emergencyContact: row.emergencyContact,
    emergencyPhone: row.emergencyPhone,
    mentorshipStatus: row.mentorshipStatus,
    mentorshipExperience: row.mentorshipExperience,
    mentoringAreas: row.mentoringAreas,
    seekingMentorshipIn: row.seekingMentorshipIn,
    mentorshipInterests: mentorshipInterestsOf(row),
    interests: row.interests,
    howHeardAboutClub: row.howHeardAboutClub,
    visitationGoals: row.visitationGoals,
    emailNotifications: row.emailNotifications,
    smsNotifications: row.smsNotifications,
    appNotifications: row.appNotifications,
    offerNotifications: row.offerNotifications,
    communicationPreferences: row.communicationPreferences,
    speechesCompleted: row.speechesCompleted,
    evaluationsGiven: row.evaluationsGiven,
    leadershipRolesFilled: row.leadershipRolesFilled,
    tableTopicsAnswered: row.tableTopicsAnswered,
    competentCommunicator: row.competentCommunicator,
    competentLeader: row.competentLeader,
    communicationSkill: row.communicationSkill,
    leadershipSkill: row.leadershipSkill,
    listeningSkill: row.listeningSkill,
    criticalThinkingSkill: row.criticalThinkingSkill,
    updatedAt: row.updatedAt,
  };
}

function initialStatus(role: ClubRole): 'guest' | 'member' {
  return role === 'guest' ? 'guest' : 'member';
}

async function profileResponse(db: Db, clubId: number, userId: number) {
  const row = await profiles.findProfile(db, clubId, userId);
  if (!row) throw appError('NOT_FOUND');
  return toProfileDto(row);
}

/** The caller's own profile and counters; a membership without one gets the defaults. */
export async function getOwnProfile(db: Db, clubId: number, userId: number, role: ClubRole) {
  await profiles.ensureProfile(db, clubId, userId, initialStatus(role));
  return profileResponse(db, clubId, userId);
}

/** E-mail, SMS and in-app choices live both in the preferences object and in their own columns. */
function notificationChanges(prefs: CommunicationPreferences) {
  return {
    ...(prefs.email === undefined ? {} : { emailNotifications: prefs.email }),
    ...(prefs.sms === undefined ? {} : { smsNotifications: prefs.sms }),
    ...(prefs.app === undefined ? {} : { appNotifications: prefs.app }),
    ...(prefs.offers === undefined ? {} : { offerNotifications: prefs.offers }),
  };
}

/** The mentorship tab's object, as the columns it is stored in (absent keys left as they are). */
function mentorshipChanges(interests: MemberProfileInput['mentorshipInterests']) {
  if (interests === undefined) return {};
  return {
    mentorshipAvailability: interests.availability,
    mentorshipFormat: interests.preferred_format,
    mentorshipGoals: interests.goals,
    mentorshipEmailNotifications: interests.emailNotifications,
    mentorshipAppNotifications: interests.appNotifications,
  };
}

/**
 * Member save (`profile.saveMember`, POST /api/clubs/{clubId}/member-profile). Only the
 * member-editable fields reach the database:
 * membership status, counters, skills, level and path are server-controlled and never inputs.
 */
export async function saveMemberProfile(
  db: Db,
  clubId: number,
  userId: number,
  role: ClubRole,
  input: MemberProfileInput,
) {
  const { tmiMemberNumber, communicationPreferences } = input;
  // Named one by one: the procedure's merged input also carries `clubId`.
  const fields = {
    bio: input.bio,
    goals: input.goals,
    availableWeekdays: input.availableWeekdays,
    availableWeekends: input.availableWeekends,
    preferredSpeechFrequency: input.preferredSpeechFrequency,
    rolePreferences: input.rolePreferences,
    dietaryRestrictions: input.dietaryRestrictions,
    emergencyContact: input.emergencyContact,
    emergencyPhone: input.emergencyPhone,
    mentorshipStatus: input.mentorshipStatus,
    mentorshipExperience: input.mentorshipExperience,
    mentoringAreas: input.mentoringAreas,
    seekingMentorshipIn: input.seekingMentorshipIn,
    ...mentorshipChanges(input.mentorshipInterests),
  };
  const prefs: CommunicationPreferences | undefined = communicationPreferences
    ? {
        ...(communicationPreferences.email === undefined
          ? {}
          : { email: communicationPreferences.email }),
        ...(communicationPreferences.sms === undefined
          ? {}
          : { sms: communicationPreferences.sms }),
        ...(communicationPreferences.app === undefined
          ? {}
          : { app: communicationPreferences.app }),
        reminderDays: communicationPreferences.reminderDays,
      }
    : undefined;
  await db.transaction().execute(async (trx) => {
    await profiles.ensureProfile(trx, clubId, userId, initialStatus(role));
    await profiles.updateProfile(trx, clubId, userId, {
      ...fields,
      ...(tmiMemberNumber === undefined ? {} : { tmiMembershipNumber: tmiMemberNumber }),
      ...(prefs === undefined
        ? {}
        : { communicationPreferences: prefs, ...notificationChanges(prefs) }),
    });
    if (tmiMemberNumber !== undefined)
      await profiles.setMembershipTmiNumber(trx, clubId, userId, tmiMemberNumber);
  });
  return profileResponse(db, clubId, userId);
}

/**
 * Guest save (`profile.saveGuest`, PUT /api/clubs/{clubId}/member-profile). The
 * `membershipStatus` a guest sends is never read.
 */
export async function saveGuestProfile(
  db: Db,
  clubId: number,
  userId: number,
  role: ClubRole,
  input: GuestProfileInput,
) {
  const { emailNotifications } = input;
  const fields = {
    interests: input.interests,
    howHeardAboutClub: input.howHeardAboutClub,
    visitationGoals: input.visitationGoals,
    dietaryRestrictions: input.dietaryRestrictions,
    emergencyContact: input.emergencyContact,
    emergencyPhone: input.emergencyPhone,
  };
  await db.transaction().execute(async (trx) => {
    await profiles.ensureProfile(trx, clubId, userId, initialStatus(role));
    await profiles.updateProfile(trx, clubId, userId, {
      ...fields,
      ...(emailNotifications === undefined
        ? {}
        : { emailNotifications, communicationPreferences: { email: emailNotifications } }),
    });
  });
  return profileResponse(db, clubId, userId);
}
