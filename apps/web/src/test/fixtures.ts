import type { RouterOutputs } from '@lectern/api';
import type { FixtureHandlers } from './fixture-api';

/** A meeting as the meeting answers give it: the agenda, and the upcoming list's item count. */
type Meeting = RouterOutputs['meetings']['list'][number] &
  RouterOutputs['meetings']['upcoming'][number];
type MeetingRole = RouterOutputs['meetingRoles']['list'][number];
type Membership = RouterOutputs['clubs']['list'][number];
export type ClubRole = Membership['role'];
type Profile = RouterOutputs['profile']['get'];
type ClubDetails = RouterOutputs['clubs']['get'];
type DirectoryEntry = RouterOutputs['members']['list'][number];

/** Plain-JSON responses typed from the API's outputs, for the screens under test. */
export const ANN: NonNullable<RouterOutputs['auth']['user']> = {
  id: 7,
  email: 'ann.lee@example.org',
  firstName: 'Ann',
  lastName: 'Lee',
  profileImageUrl: null,
  isSuperAdmin: false,
};

export function membershipAs(role: ClubRole, clubId = 1): Membership {
  return {
    clubId,
    role,
    status: 'active',
    club: {
      id: clubId,
      name: clubId === 1 ? 'Harbour Speakers' : 'Riverside Orators',
      clubNumber: '1234',
      district: '70',
      logoUrl: null,
      timeZone: 'Australia/Sydney',
      locale: 'en-AU',
      currency: 'AUD',
      rolesPerMember: 1,
      noMealFee: '5.00',
    },
  };
}

export function meeting(id: number, overrides: Partial<Meeting> = {}): Meeting {
  return {
    id,
    clubId: 1,
    agendaTemplateId: null,
    title: `Meeting ${id}`,
    agenda: 'Call to Order\nTable Topics\nEvaluations',
    agendaItemCount: 3,
    date: '2031-03-0' + String(id),
    startTime: '19:00',
    endTime: '20:30',
    location: 'Community Center',
    theme: null,
    notes: null,
    status: 'scheduled',
    scheduledAt: '2031-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export function role(
  id: number,
  meetingId: number,
  roleType: string,
  status: MeetingRole['status'],
  userId: number | null,
): MeetingRole {
  return {
    id,
    meetingId,
    roleType,
    userId,
    status,
    user: userId === null ? null : { firstName: 'Someone', lastName: 'Else' },
    speechTitle: null,
    pathwaysProject: null,
    notes: null,
    assignedAt: null,
    confirmedAt: null,
  };
}

/** One member's own profile, as `profile.get` answers it. */
export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    userId: ANN.id,
    clubId: 1,
    role: 'member',
    user: { firstName: 'Ann', lastName: 'Lee', email: ANN.email },
    membershipStatus: 'member',
    tmiMembershipNumber: 'PN-1',
    tmiMemberNumber: 'PN-1',
    bio: 'Old bio',
    goals: null,
    pathwaysPath: null,
    currentLevel: 1,
    currentProject: null,
    availabilityPattern: null,
    availableWeekdays: null,
    availableWeekends: false,
    preferredSpeechFrequency: 'monthly',
    rolePreferences: null,
    dietaryRestrictions: null,
    emergencyContact: null,
    emergencyPhone: null,
    mentorshipStatus: 'not_participating',
    mentorshipExperience: null,
    mentoringAreas: [],
    seekingMentorshipIn: [],
    mentorshipInterests: {
      availability: 'flexible',
      preferred_format: 'hybrid',
      goals: null,
      emailNotifications: true,
      appNotifications: true,
    },
    interests: null,
    howHeardAboutClub: null,
    visitationGoals: null,
    emailNotifications: true,
    smsNotifications: false,
    appNotifications: true,
    offerNotifications: true,
    communicationPreferences: { email: true, sms: false, app: true, reminderDays: 3 },
    speechesCompleted: 0,
    evaluationsGiven: 0,
    leadershipRolesFilled: 0,
    tableTopicsAnswered: 0,
    competentCommunicator: false,
    competentLeader: false,
    communicationSkill: 0,
    leadershipSkill: 0,
    listeningSkill: 0,
    criticalThinkingSkill: 0,
    updatedAt: '2026-11-20T00:00:00.000Z',
    ...overrides,
  };
}

/** A club's own record, as `clubs.get` answers it. */
export function clubDetails(overrides: Partial<ClubDetails> = {}): ClubDetails {
  return {
    id: 1,
    name: 'Harbour Speakers',
    clubNumber: '1234',
    district: '70',
    meetingLocation: 'Town Hall',
    meetingDay: 'Tuesday',
    meetingTime: null,
    endTime: null,
    founded: null,
    foundedDate: null,
    mission: null,
    vpeGuidelines: null,
    logoUrl: null,
    timeZone: 'Australia/Sydney',
    locale: 'en-AU',
    currency: 'AUD',
    noMealFee: '5.00',
    rolesPerMember: 1,
    meetingSettings: {},
    ...overrides,
  };
}

/** One entry of the member directory, as `members.list` answers it. */
export function directoryEntry(
  userId: number,
  role: ClubRole,
  firstName: string,
  lastName: string,
  overrides: Partial<DirectoryEntry> = {},
): DirectoryEntry {
  return {
    id: userId * 10,
    userId,
    clubId: 1,
    role,
    status: 'active',
    joinedAt: '2030-01-01T00:00:00.000Z',
    user: { firstName, lastName, profileImageUrl: null },
    profile: null,
    ...overrides,
  };
}

/** The calls every signed-in screen makes, for a person with the given club role. */
export function signedInAs(role: ClubRole) {
  return {
    'auth.user': () => ANN,
    'clubs.list': () => [membershipAs(role)],
    'platformSettings.public': () => [],
    publicConfig: () => ({
      authProviderName: 'Replit',
      productName: 'Lectern',
      stripePublishableKey: null,
    }),
    // The bell asks on every screen; nothing to tell unless a test says otherwise.
    'notifications.list': () => ({ items: [], unreadCount: 0 }),
    'calendarFeed.get': () => ({ active: false, createdAt: null }),
  } satisfies FixtureHandlers;
}
