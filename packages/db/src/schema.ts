// The database as Kysely sees it (camelCase via CamelCasePlugin). schema.test.ts proves these
// types match the migrated schema column for column.
import type {
  ClubRole,
  CompletionStatus,
  CreditKind,
  MeetingRoleStatus,
  MeetingStatus,
  MemberStatus as MembershipStatus,
} from '@lectern/domain';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export type { ClubRole, MeetingRoleStatus, MeetingStatus, MembershipStatus };

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp the database fills in (`DEFAULT now()`) unless given. */
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
/** numeric(10,2): pg returns strings; the API sends strings. */
type Money = ColumnType<string, string | number, string | number>;
type Json<T> = ColumnType<T, string, string>;

/** 'read': every call that changes nothing; 'full': all its owner may do. */
export type ApiTokenScope = 'read' | 'full';
export type RsvpStatus = 'attending' | 'not_attending' | 'tentative';
export type PaymentStatus = 'pending' | 'paid';
export type MenuCategory =
  | 'meal'
  | 'drink_6pm'
  | 'drink_7pm'
  | 'snack'
  | 'coffee_tea'
  | 'wine_spirits'
  | 'beer'
  | 'soft_drink'
  | 'extras';

export interface MeetingSettings {
  rsvpDeadline?: number;
  mealDeadline?: number;
  defaultTheme?: string;
  meetingFormat?: string;
}

export interface CommunicationPreferences {
  email?: boolean;
  sms?: boolean;
  app?: boolean;
  reminderDays?: number;
}

export interface UsersTable {
  id: Generated<number>;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isSuperAdmin: Generated<boolean>;
  oidcIssuer: string | null;
  oidcSubject: string | null;
  createdAt: CreatedAt;
  updatedAt: DefaultedTimestamp;
}

export interface SessionsTable {
  id: string;
  secretHash: Uint8Array;
  userId: number;
  createdAt: CreatedAt;
  lastVerifiedAt: DefaultedTimestamp;
  expiresAt: Timestamp;
}

export interface ApiTokensTable {
  id: string;
  secretHash: Uint8Array;
  userId: number;
  name: string;
  scope: ColumnType<ApiTokenScope, ApiTokenScope | undefined, ApiTokenScope>;
  createdAt: CreatedAt;
  lastUsedAt: Timestamp | null;
  revokedAt: Timestamp | null;
}

export interface PlatformSettingsTable {
  id: Generated<number>;
  key: string;
  value: string | null;
  description: string | null;
  updatedBy: number | null;
  updatedAt: DefaultedTimestamp;
}

export interface ClubsTable {
  id: Generated<number>;
  name: string;
  clubNumber: string | null;
  district: string | null;
  meetingLocation: string | null;
  meetingTime: string | null;
  meetingDay: string | null;
  founded: string | null;
  /** 'YYYY-MM-DD' */
  foundedDate: string | null;
  endTime: string | null;
  mission: string | null;
  vpeGuidelines: string | null;
  logoUrl: string | null;
  timeZone: Generated<string>;
  meetingSettings: ColumnType<MeetingSettings, string | undefined, string>;
  /** Set when the club is archived: hidden and read-only, its records kept. */
  archivedAt: Timestamp | null;
  createdAt: CreatedAt;
  updatedAt: DefaultedTimestamp;
}

export interface ClubInvitesTable {
  id: Generated<number>;
  clubId: number;
  /** SHA-256 of the secret in the link; the secret itself is never stored. */
  tokenHash: Uint8Array;
  role: 'guest' | 'member';
  expiresAt: Timestamp;
  maxUses: number | null;
  uses: Generated<number>;
  revokedAt: Timestamp | null;
  createdBy: number | null;
  createdAt: CreatedAt;
}

export interface ClubMembershipsTable {
  id: Generated<number>;
  clubId: number;
  userId: number;
  role: ColumnType<ClubRole, ClubRole | undefined, ClubRole>;
  status: ColumnType<MembershipStatus, MembershipStatus | undefined, MembershipStatus>;
  tmiNumber: string | null;
  joinedAt: DefaultedTimestamp;
  membershipExpiresAt: Timestamp | null;
}

export interface AgendaTemplatesTable {
  id: Generated<number>;
  clubId: number;
  name: string;
  content: string;
  structure: ColumnType<unknown[] | null, string | null, string | null>;
  meetingDuration: Generated<number>;
  isDefault: Generated<boolean>;
  createdAt: CreatedAt;
  updatedAt: DefaultedTimestamp;
}

export interface MeetingsTable {
  id: Generated<number>;
  clubId: number;
  agendaTemplateId: number | null;
  title: string;
  agenda: string | null;
  /** 'YYYY-MM-DD' */
  date: string | null;
  /** 'HH:MM:SS' */
  startTime: string | null;
  endTime: string;
  location: string | null;
  theme: string | null;
  notes: string | null;
  status: ColumnType<MeetingStatus, MeetingStatus | undefined, MeetingStatus>;
  scheduledAt: Timestamp | null;
  createdAt: CreatedAt;
  updatedAt: DefaultedTimestamp;
}

export interface MeetingRolesTable {
  id: Generated<number>;
  meetingId: number;
  clubId: number;
  roleType: string;
  userId: number | null;
  status: ColumnType<MeetingRoleStatus, MeetingRoleStatus | undefined, MeetingRoleStatus>;
  speechTitle: string | null;
  pathwaysProject: string | null;
  notes: string | null;
  assignedAt: Timestamp | null;
  confirmedAt: Timestamp | null;
}

export interface MenuItemsTable {
  id: Generated<number>;
  clubId: number;
  name: string;
  description: string | null;
  price: Money;
  category: MenuCategory;
  available: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface RsvpsTable {
  id: Generated<number>;
  meetingId: number;
  clubId: number;
  userId: number;
  status: ColumnType<RsvpStatus, RsvpStatus | undefined, RsvpStatus>;
  mealChoice: string | null;
  drink6pm: string | null;
  drink7pm: string | null;
  extras: string | null;
  mealPrice: ColumnType<string, string | number | undefined, string | number>;
  totalPrice: ColumnType<string, string | number | undefined, string | number>;
  specialRequirements: string | null;
  paymentStatus: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  paymentMethod: string | null;
  paymentNotes: string | null;
  paidAt: Timestamp | null;
  arrivalTime: string | null;
  notes: string | null;
  createdAt: CreatedAt;
  updatedAt: DefaultedTimestamp;
}

export interface PaymentEventsTable {
  /** bigserial: the int8 type parser (client.ts) returns a number. */
  id: Generated<number>;
  clubId: number;
  rsvpId: number;
  meetingId: number;
  userId: number;
  fromStatus: PaymentStatus;
  toStatus: PaymentStatus;
  amount: Money;
  method: string | null;
  actorUserId: number | null;
  createdAt: CreatedAt;
}

export interface MemberProfilesTable {
  clubId: number;
  userId: number;
  tmiMembershipNumber: string | null;
  bio: string | null;
  goals: string | null;
  membershipStatus: ColumnType<
    'guest' | 'member',
    'guest' | 'member' | undefined,
    'guest' | 'member'
  >;
  pathwaysPath: string | null;
  currentLevel: Generated<number>;
  currentProject: string | null;
  availabilityPattern: string | null;
  availableWeekdays: string | null;
  availableWeekends: Generated<boolean>;
  preferredSpeechFrequency: string | null;
  rolePreferences: string | null;
  dietaryRestrictions: string | null;
  emergencyContact: string | null;
  emergencyPhone: string | null;
  mentorshipStatus: Generated<string>;
  mentorshipExperience: string | null;
  mentoringAreas: ColumnType<string[], string | undefined, string>;
  seekingMentorshipIn: ColumnType<string[], string | undefined, string>;
  mentorshipAvailability: Generated<string>;
  mentorshipFormat: Generated<string>;
  mentorshipGoals: string | null;
  mentorshipEmailNotifications: Generated<boolean>;
  mentorshipAppNotifications: Generated<boolean>;
  interests: string | null;
  howHeardAboutClub: string | null;
  visitationGoals: string | null;
  emailNotifications: Generated<boolean>;
  smsNotifications: Generated<boolean>;
  appNotifications: Generated<boolean>;
  communicationPreferences: ColumnType<CommunicationPreferences, string | undefined, string>;
  speechesCompleted: Generated<number>;
  evaluationsGiven: Generated<number>;
  leadershipRolesFilled: Generated<number>;
  tableTopicsAnswered: Generated<number>;
  competentCommunicator: Generated<boolean>;
  competentLeader: Generated<boolean>;
  communicationSkill: Generated<number>;
  leadershipSkill: Generated<number>;
  listeningSkill: Generated<number>;
  criticalThinkingSkill: Generated<number>;
  updatedAt: DefaultedTimestamp;
}

export interface PathwaysTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  coreCompetencies: Json<string[]>;
  createdAt: CreatedAt;
}

export interface PathwayLevelsTable {
  id: Generated<number>;
  pathwayId: number;
  level: number;
  title: string;
  description: string | null;
}

export interface PathwayProjectsTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  type: string | null;
  pathSpecific: Generated<boolean>;
  estimatedSpeeches: Generated<number>;
  estimatedTimeMinutes: Generated<number>;
  skills: ColumnType<string[], string | undefined, string>;
}

export interface LevelProjectsTable {
  levelId: number;
  projectId: number;
  isRequired: Generated<boolean>;
  order: Generated<number>;
}

export interface MemberPathwayProgressTable {
  id: Generated<number>;
  clubId: number;
  userId: number;
  pathwayId: number;
  currentLevel: Generated<number>;
  startedAt: DefaultedTimestamp;
  completedAt: Timestamp | null;
}

export interface ProjectCompletionsTable {
  id: Generated<number>;
  memberProgressId: number;
  projectId: number;
  completedAt: DefaultedTimestamp;
  speechTitle: string | null;
  evaluatorFeedback: string | null;
  meetingId: number | null;
  /** 'pending' while a member's own submission waits for a manager; only approved ones count. */
  status: ColumnType<CompletionStatus, CompletionStatus | undefined, CompletionStatus>;
  submittedBy: number | null;
  approvedBy: number | null;
  approvedAt: Timestamp | null;
}

/** One row per role of a completed meeting whose holder was credited (decision 040). */
export interface MeetingCreditsTable {
  meetingId: number;
  roleType: string;
  clubId: number;
  userId: number;
  kind: CreditKind;
  creditedAt: CreatedAt;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  apiTokens: ApiTokensTable;
  platformSettings: PlatformSettingsTable;
  clubs: ClubsTable;
  clubMemberships: ClubMembershipsTable;
  clubInvites: ClubInvitesTable;
  agendaTemplates: AgendaTemplatesTable;
  meetings: MeetingsTable;
  meetingRoles: MeetingRolesTable;
  menuItems: MenuItemsTable;
  rsvps: RsvpsTable;
  paymentEvents: PaymentEventsTable;
  memberProfiles: MemberProfilesTable;
  pathways: PathwaysTable;
  pathwayLevels: PathwayLevelsTable;
  pathwayProjects: PathwayProjectsTable;
  levelProjects: LevelProjectsTable;
  memberPathwayProgress: MemberPathwayProgressTable;
  projectCompletions: ProjectCompletionsTable;
  meetingCredits: MeetingCreditsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Club = Selectable<ClubsTable>;
export type ClubUpdate = Updateable<ClubsTable>;
export type ClubMembership = Selectable<ClubMembershipsTable>;
export type Meeting = Selectable<MeetingsTable>;
export type NewMeeting = Insertable<MeetingsTable>;
export type MeetingUpdate = Updateable<MeetingsTable>;
export type MeetingRole = Selectable<MeetingRolesTable>;
export type Rsvp = Selectable<RsvpsTable>;
export type MenuItem = Selectable<MenuItemsTable>;
export type AgendaTemplate = Selectable<AgendaTemplatesTable>;
export type MemberProfile = Selectable<MemberProfilesTable>;
export type Pathway = Selectable<PathwaysTable>;
