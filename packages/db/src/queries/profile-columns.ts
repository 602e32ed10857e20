import { MENTORSHIP_DEFAULTS } from '@lectern/domain';

/** Every member-profile column, selected as `p.*` by name (queries alias member_profiles as p). */
export const PROFILE_COLUMNS = [
  'p.membershipStatus',
  'p.tmiMembershipNumber',
  'p.bio',
  'p.goals',
  'p.pathwaysPath',
  'p.currentLevel',
  'p.currentProject',
  'p.availabilityPattern',
  'p.availableWeekdays',
  'p.availableWeekends',
  'p.preferredSpeechFrequency',
  'p.rolePreferences',
  'p.dietaryRestrictions',
  'p.emergencyContact',
  'p.emergencyPhone',
  'p.mentorshipStatus',
  'p.mentorshipExperience',
  'p.mentoringAreas',
  'p.seekingMentorshipIn',
  'p.mentorshipAvailability',
  'p.mentorshipFormat',
  'p.mentorshipGoals',
  'p.mentorshipEmailNotifications',
  'p.mentorshipAppNotifications',
  'p.interests',
  'p.howHeardAboutClub',
  'p.visitationGoals',
  'p.emailNotifications',
  'p.smsNotifications',
  'p.appNotifications',
  'p.offerNotifications',
  'p.communicationPreferences',
  'p.speechesCompleted',
  'p.evaluationsGiven',
  'p.leadershipRolesFilled',
  'p.tableTopicsAnswered',
  'p.competentCommunicator',
  'p.competentLeader',
  'p.communicationSkill',
  'p.leadershipSkill',
  'p.listeningSkill',
  'p.criticalThinkingSkill',
] as const;

/** The mentorship tab's choices as one object, in the names the profile form uses. */
export interface MentorshipInterests {
  availability: string;
  preferred_format: string;
  goals: string | null;
  emailNotifications: boolean;
  appNotifications: boolean;
}

/** From a profile row; a left-joined row without a profile gets the columns' defaults. */
export function mentorshipInterestsOf(row: {
  mentorshipAvailability: string | null;
  mentorshipFormat: string | null;
  mentorshipGoals: string | null;
  mentorshipEmailNotifications: boolean | null;
  mentorshipAppNotifications: boolean | null;
}): MentorshipInterests {
  return {
    availability: row.mentorshipAvailability ?? MENTORSHIP_DEFAULTS.availability,
    preferred_format: row.mentorshipFormat ?? MENTORSHIP_DEFAULTS.format,
    goals: row.mentorshipGoals,
    emailNotifications: row.mentorshipEmailNotifications ?? true,
    appNotifications: row.mentorshipAppNotifications ?? true,
  };
}
