// The database as Kysely sees it (camelCase via CamelCasePlugin). schema.test.ts proves these
// types match the migrated schema column for column.
import type {
  ClubRole,
  CompletionStatus,
  CreditKind,
  MeetingRoleStatus,
  MeetingStatus,
  MemberStatus as MembershipStatus,
  NotificationKind,
  RoleAskStatus,
  RoleOfferStatus,
} from '@lectern/domain';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

export type { ClubRole, MeetingRoleStatus, MeetingStatus, MembershipStatus, NotificationKind };

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
  /** Offers of roles and asks to take one (also kept in member_profiles.offer_notifications). */
  offers?: boolean;
  reminderDays?: number;
}

export interface ClubNotificationSettings {
  meetingReminders?: boolean;
  roleReminders?: boolean;
  roleReminderDays?: number;
  rsvpReminders?: boolean;
  rsvpReminderDays?: number;
  openRolesDigest?: boolean;
  openRolesDigestDays?: number;
  guestThankYou?: boolean;
}

export type EmailActionKind =
  | 'volunteer'
  | 'confirm_role'
  | 'rsvp_attending'
  | 'rsvp_not_attending'
  | 'unsubscribe'
  | 'accept_ask'
  | 'decline_ask'
  | 'take_offer';

/** A unit of background work (docs/decisions/044): claimed by one worker, retried with backoff. */
export interface JobsTable {
  /** bigserial: the int8 type parser (client.ts) returns a number. */
  id: Generated<number>;
  kind: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** At most one job ever per key: a reminder planned twice is enqueued once. */
  dedupKey: string | null;
  runAt: Timestamp;
  attempts: Generated<number>;
  maxAttempts: Generated<number>;
  lockedUntil: Timestamp | null;
  /** The claim holding the job (a fresh uuid per claim): only it renews, completes or fails it. */
  lockToken: string | null;
  /** Retried until this instant, however many attempts (a reminder: until its meeting starts). */
  retryUntil: Timestamp | null;
  lastError: string | null;
  doneAt: Timestamp | null;
  failedAt: Timestamp | null;
  createdAt: CreatedAt;
}

/** Every e-mail, kept here instead of sent when no SMTP server is configured. */
export interface EmailOutboxTable {
  id: Generated<number>;
  clubId: number | null;
  userId: number | null;
  kind: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  headers: ColumnType<Record<string, string>, string | undefined, string>;
  createdAt: CreatedAt;
}

/** A one-click answer from an e-mail: only the SHA-256 of the link's secret is stored. */
export interface EmailActionsTable {
  id: Generated<number>;
  tokenHash: Uint8Array;
  clubId: number;
  userId: number;
  action: EmailActionKind;
  meetingId: number | null;
  roleId: number | null;
  /** The offer a 'take_offer' link takes. */
  offerId: number | null;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  createdAt: CreatedAt;
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
  /** How dates read in this club ('en-US', 'en-AU', 'en-GB', ...). */
  locale: string;
  /** ISO 4217 code ('USD', 'AUD', ...). */
  currency: string;
  /** What attending without a meal costs (numeric, a decimal string). */
  noMealFee: ColumnType<string, string | number | undefined, string | number>;
  /** How many roles one member may hold in one meeting: 1 or 2 (a trigger enforces it). */
  rolesPerMember: Generated<number>;
  meetingSettings: ColumnType<MeetingSettings, string | undefined, string>;
  /** Which reminders the club sends and when; missing keys take the domain's defaults. */
  notificationSettings: ColumnType<ClubNotificationSettings, string | undefined, string>;
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
  /** When an officer marked this guest as interested in joining; null: not marked. */
  interestedAt: Timestamp | null;
  interestMarkedBy: number | null;
}

export type ContactMethod = 'email' | 'phone' | 'in_person' | 'other';

export interface GuestContactsTable {
  id: Generated<number>;
  clubId: number;
  /** The person contacted (a guest or an inactive member). */
  userId: number;
  contactedBy: number | null;
  method: ContactMethod;
  notes: string;
  createdAt: CreatedAt;
}

export type MembershipActivityKind =
  | 'member_added'
  | 'role_changed'
  | 'guest_converted'
  | 'contact_logged'
  | 'member_inactive'
  | 'role_asked'
  | 'role_ask_accepted'
  | 'role_ask_declined'
  | 'role_offered'
  | 'role_offer_withdrawn'
  | 'role_offer_taken'
  | 'waitlist_joined'
  | 'waitlist_left'
  | 'role_to_waitlist';

export interface MembershipActivityTable {
  /** bigserial: the int8 type parser (client.ts) returns a number. */
  id: Generated<number>;
  clubId: number;
  kind: MembershipActivityKind;
  subjectUserId: number;
  actorUserId: number | null;
  /** The role given, for 'member_added' and 'role_changed'. */
  detail: string | null;
  /** The meeting role a market or ask entry is about (the role's activity). */
  roleId: number | null;
  createdAt: CreatedAt;
}

export type MentorshipPairStatus = 'proposed' | 'active' | 'completed' | 'ended_early' | 'declined';

export interface MentorshipPairsTable {
  id: Generated<number>;
  clubId: number;
  mentorId: number;
  menteeId: number;
  status: ColumnType<MentorshipPairStatus, MentorshipPairStatus | undefined, MentorshipPairStatus>;
  proposedBy: number | null;
  proposedAt: DefaultedTimestamp;
  startedAt: Timestamp | null;
  endedAt: Timestamp | null;
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
  /** The create request's key (a UUID): the same request again makes nothing new. */
  requestKey: ColumnType<string | null, string | null | undefined, never>;
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
  /** Goes up by one on every change of the row (a trigger); the calendar feed's SEQUENCE. */
  revision: Generated<number>;
  /** The create request's key (a UUID): the same request again makes nothing new. */
  requestKey: ColumnType<string | null, string | null | undefined, never>;
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
  /** A released role is held for its waitlist until then (only they may volunteer). */
  heldForWaitlistUntil: Timestamp | null;
  /** Both set by a trigger on every change of the row: the calendar feed's SEQUENCE and stamp. */
  revision: Generated<number>;
  updatedAt: Generated<Date>;
}

export type LiveTimerStatus = 'idle' | 'running' | 'paused' | 'stopped';
export type LiveTimerAction = 'start' | 'pause' | 'stop' | 'next' | 'adjust';

/** A meeting's live console: the current item and the shared timer; `version` counts changes. */
export interface MeetingLiveTable {
  meetingId: number;
  clubId: number;
  version: Generated<number>;
  itemIndex: Generated<number>;
  timerStatus: ColumnType<LiveTimerStatus, LiveTimerStatus | undefined, LiveTimerStatus>;
  elapsedMs: Generated<number>;
  runningSince: Timestamp | null;
  updatedAt: DefaultedTimestamp;
  /** When completing the meeting wrote its night back; null: not yet (it happens once). */
  writtenBackAt: Timestamp | null;
}

/** Every control the Timer pressed, with the console version it made. */
export interface MeetingTimerEventsTable {
  id: Generated<number>;
  meetingId: number;
  version: number;
  action: LiveTimerAction;
  itemIndex: number;
  elapsedMs: number;
  adjustSeconds: number | null;
  byUserId: number | null;
  createdAt: CreatedAt;
}

/** The measured time of an agenda item the Timer stopped; `qualified` null when untimed. */
export interface MeetingItemTimesTable {
  meetingId: number;
  itemIndex: number;
  agendaItemId: string;
  elapsedMs: number;
  qualified: boolean | null;
  recordedAt: DefaultedTimestamp;
  /** The speaker or evaluator timed (the agenda row's role holder), set by the write-back. */
  userId: number | null;
}

export type CheckInMethod = 'code' | 'guest' | 'manual';

/** Who was at a meeting: one row per meeting and person. */
export interface MeetingCheckInsTable {
  id: Generated<number>;
  meetingId: number;
  clubId: number;
  userId: number;
  method: CheckInMethod;
  /** The manager who ticked the person in; null when they checked themselves in. */
  checkedInBy: number | null;
  createdAt: CreatedAt;
}

/**
 * A club's own vote categories and filler words, whether its guests may vote, and its own timing
 * presets (validated on the way in and read back through the domain's schema).
 */
export interface ClubLiveSettingsTable {
  clubId: number;
  voteCategories: ColumnType<string[], string | undefined, string>;
  fillerWords: ColumnType<string[], string | undefined, string>;
  guestsMayVote: Generated<boolean>;
  timingPresets: ColumnType<unknown[], string | undefined, string>;
  updatedBy: number | null;
  updatedAt: DefaultedTimestamp;
}

export type VotingStatus = 'open' | 'closed';

/** One category's winners as computed when voting closed (more than one: a tie). */
export type CategoryWinners = { category: string; winners: number[]; tie: boolean };

/** A meeting's voting: open or closed, by whom and when, and the winners computed at the close. */
export interface MeetingVotesTable {
  meetingId: number;
  clubId: number;
  status: ColumnType<VotingStatus, VotingStatus | undefined, VotingStatus>;
  openedBy: number | null;
  openedAt: DefaultedTimestamp;
  closedBy: number | null;
  closedAt: Timestamp | null;
  winners: ColumnType<CategoryWinners[] | null, string | null | undefined, string | null>;
}

/** One voter's ballot in one category of one meeting (changeable until voting closes). */
export interface MeetingBallotsTable {
  id: Generated<number>;
  meetingId: number;
  clubId: number;
  category: string;
  voterId: number;
  candidateId: number;
  castAt: DefaultedTimestamp;
}

/** One Ah-Counter tap (+1 or −1), unique by the id its phone made. */
export interface MeetingFillerTapsTable {
  id: Generated<number>;
  meetingId: number;
  clubId: number;
  tapId: string;
  speakerId: number;
  word: string;
  delta: Generated<number>;
  byUserId: number | null;
  createdAt: CreatedAt;
}

/** A completed meeting's vote winners: the awards on the members' achievements. */
export interface MeetingAwardsTable {
  meetingId: number;
  clubId: number;
  category: string;
  userId: number;
  tie: Generated<boolean>;
  awardedAt: DefaultedTimestamp;
}

/** A completed meeting's filler counts per member and word. */
export interface MeetingFillerCountsTable {
  meetingId: number;
  clubId: number;
  userId: number;
  word: string;
  count: number;
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
  /** The create request's key (a UUID): the same request again makes nothing new. */
  requestKey: ColumnType<string | null, string | null | undefined, never>;
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
  /** Offers of roles and asks to take one: in the app, by e-mail and on devices. */
  offerNotifications: Generated<boolean>;
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

/** A member's offer of the role they hold (decision 067); the rows are the role's history. */
export interface RoleOffersTable {
  id: Generated<number>;
  clubId: number;
  roleId: number;
  offeredBy: number;
  note: string | null;
  status: ColumnType<RoleOfferStatus, RoleOfferStatus | undefined, RoleOfferStatus>;
  takenBy: number | null;
  /** The meeting's start: the offer lapses then (none for an undated meeting). */
  expiresAt: Timestamp | null;
  createdAt: CreatedAt;
  closedAt: Timestamp | null;
  /** Until then only the role's waitlist may take it (null: no window). */
  firstRefusalUntil: Timestamp | null;
  /** When everyone eligible was told (null: not yet, the waitlist's window is running). */
  everyoneToldAt: Timestamp | null;
  /** When the VP Education was told nobody had taken it yet (once). */
  alertSentAt: Timestamp | null;
}

/** A member waiting for a role someone holds, in the order they joined (decision 075). */
export interface RoleWaitlistTable {
  id: Generated<number>;
  clubId: number;
  roleId: number;
  userId: number;
  createdAt: CreatedAt;
}

/** An officer's request that a member take an open role (decision 076). */
export interface RoleAsksTable {
  id: Generated<number>;
  clubId: number;
  roleId: number;
  /** The member asked. */
  userId: number;
  askedBy: number | null;
  status: ColumnType<RoleAskStatus, RoleAskStatus | undefined, RoleAskStatus>;
  createdAt: CreatedAt;
  answeredAt: Timestamp | null;
}

/** A message in the app for one person (decision 048): unread, read or dismissed. */
export interface NotificationsTable {
  id: Generated<number>;
  userId: number;
  /** The club the message is about; following its action selects that club. */
  clubId: number;
  kind: NotificationKind;
  title: string;
  body: string;
  /** The action button: both or neither. `actionHref` is a path of the web app. */
  actionLabel: string | null;
  actionHref: string | null;
  createdAt: CreatedAt;
  readAt: Timestamp | null;
  dismissedAt: Timestamp | null;
}

/** A person's calendar subscription address (decision 049): only the secret's SHA-256 is kept. */
export interface CalendarFeedsTable {
  userId: number;
  tokenHash: Uint8Array;
  /** When the current secret was made (replacing the address renews it). */
  createdAt: DefaultedTimestamp;
}

/** A browser subscribed to Web Push for a person (decision 068): several per person. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  userId: number;
  endpoint: string;
  /** The browser's P-256 key (`keys.p256dh`) and auth secret (`keys.auth`), base64url. */
  publicKey: string;
  authSecret: string;
  createdAt: DefaultedTimestamp;
}

export const PUSH_KINDS = [
  'role_offer',
  'role_ask',
  'role_reminder',
  'meeting_reminder',
  'meeting_live',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** A kind of push a person turned off (every kind is on by default). */
export interface PushKindsOffTable {
  userId: number;
  kind: PushKind;
}

/** The development server's own VAPID key pair: one row, made by the first instance to ask. */
export interface PushVapidKeysTable {
  onlyRow: Generated<boolean>;
  publicKey: string;
  privateKey: string;
  createdAt: DefaultedTimestamp;
}

export interface Database {
  pushSubscriptions: PushSubscriptionsTable;
  pushKindsOff: PushKindsOffTable;
  pushVapidKeys: PushVapidKeysTable;
  users: UsersTable;
  sessions: SessionsTable;
  apiTokens: ApiTokensTable;
  platformSettings: PlatformSettingsTable;
  clubs: ClubsTable;
  clubMemberships: ClubMembershipsTable;
  clubInvites: ClubInvitesTable;
  guestContacts: GuestContactsTable;
  membershipActivity: MembershipActivityTable;
  mentorshipPairs: MentorshipPairsTable;
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
  notifications: NotificationsTable;
  calendarFeeds: CalendarFeedsTable;
  jobs: JobsTable;
  emailOutbox: EmailOutboxTable;
  emailActions: EmailActionsTable;
  meetingCredits: MeetingCreditsTable;
  meetingLive: MeetingLiveTable;
  meetingTimerEvents: MeetingTimerEventsTable;
  meetingItemTimes: MeetingItemTimesTable;
  meetingCheckIns: MeetingCheckInsTable;
  roleOffers: RoleOffersTable;
  clubLiveSettings: ClubLiveSettingsTable;
  meetingVotes: MeetingVotesTable;
  meetingBallots: MeetingBallotsTable;
  meetingFillerTaps: MeetingFillerTapsTable;
  meetingAwards: MeetingAwardsTable;
  meetingFillerCounts: MeetingFillerCountsTable;
  roleAsks: RoleAsksTable;
  roleWaitlist: RoleWaitlistTable;
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
