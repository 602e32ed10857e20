// Proves the Kysely `Database` interface matches the migrated schema: same tables, same columns
// (through the CamelCasePlugin's own mapping), same nullability, defaults and runtime types.
import { sql, type Insertable, type Selectable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './schema.js';
import { createTestDb, type TestDb } from './testing.js';

type Kind = 'number' | 'string' | 'boolean' | 'Date' | 'bytes' | 'json';

type KindOf<T> = [T] extends [Date]
  ? 'Date'
  : [T] extends [Uint8Array]
    ? 'bytes'
    : [T] extends [number]
      ? 'number'
      : [T] extends [string]
        ? 'string'
        : [T] extends [boolean]
          ? 'boolean'
          : 'json';

type Read<Table, C> = C extends keyof Selectable<Table> ? Selectable<Table>[C] : never;

type InsertOptional<Table, C> = C extends keyof Insertable<Table>
  ? Record<never, never> extends Pick<Insertable<Table>, C>
    ? true
    : false
  : true;

/** 'number', 'string | null', 'Date = default': the kind as read, nullable, or omittable on insert. */
type Describe<Table, C> =
  null extends Read<Table, C>
    ? `${KindOf<NonNullable<Read<Table, C>>>} | null`
    : InsertOptional<Table, C> extends true
      ? `${KindOf<Read<Table, C>>} = default`
      : KindOf<Read<Table, C>>;

type Manifest = { [T in keyof Database]: { [C in keyof Database[T]]: Describe<Database[T], C> } };

// The compiler checks every entry against the interface: a missing, extra or mistyped column in
// schema.ts fails typecheck here; a difference from the migrated schema fails the tests below.
const MANIFEST: Manifest = {
  users: {
    id: 'number = default',
    email: 'string | null',
    firstName: 'string | null',
    lastName: 'string | null',
    profileImageUrl: 'string | null',
    isSuperAdmin: 'boolean = default',
    oidcIssuer: 'string | null',
    oidcSubject: 'string | null',
    createdAt: 'Date = default',
    updatedAt: 'Date = default',
  },
  sessions: {
    id: 'string',
    secretHash: 'bytes',
    userId: 'number',
    createdAt: 'Date = default',
    lastVerifiedAt: 'Date = default',
    expiresAt: 'Date',
  },
  apiTokens: {
    id: 'string',
    secretHash: 'bytes',
    userId: 'number',
    name: 'string',
    scope: 'string = default',
    createdAt: 'Date = default',
    lastUsedAt: 'Date | null',
    revokedAt: 'Date | null',
  },
  platformSettings: {
    id: 'number = default',
    key: 'string',
    value: 'string | null',
    description: 'string | null',
    updatedBy: 'number | null',
    updatedAt: 'Date = default',
  },
  clubs: {
    id: 'number = default',
    name: 'string',
    clubNumber: 'string | null',
    district: 'string | null',
    meetingLocation: 'string | null',
    meetingTime: 'string | null',
    meetingDay: 'string | null',
    founded: 'string | null',
    foundedDate: 'string | null',
    endTime: 'string | null',
    mission: 'string | null',
    vpeGuidelines: 'string | null',
    logoUrl: 'string | null',
    timeZone: 'string = default',
    locale: 'string',
    currency: 'string',
    noMealFee: 'string = default',
    rolesPerMember: 'number = default',
    meetingSettings: 'json = default',
    notificationSettings: 'json = default',
    archivedAt: 'Date | null',
    createdAt: 'Date = default',
    updatedAt: 'Date = default',
  },
  clubInvites: {
    id: 'number = default',
    clubId: 'number',
    tokenHash: 'bytes',
    role: 'string',
    expiresAt: 'Date',
    maxUses: 'number | null',
    uses: 'number = default',
    revokedAt: 'Date | null',
    createdBy: 'number | null',
    createdAt: 'Date = default',
  },
  clubMemberships: {
    id: 'number = default',
    clubId: 'number',
    userId: 'number',
    role: 'string = default',
    status: 'string = default',
    tmiNumber: 'string | null',
    joinedAt: 'Date = default',
    membershipExpiresAt: 'Date | null',
    interestedAt: 'Date | null',
    interestMarkedBy: 'number | null',
  },
  guestContacts: {
    id: 'number = default',
    clubId: 'number',
    userId: 'number',
    contactedBy: 'number | null',
    method: 'string',
    notes: 'string',
    createdAt: 'Date = default',
  },
  membershipActivity: {
    id: 'number = default',
    clubId: 'number',
    kind: 'string',
    subjectUserId: 'number',
    actorUserId: 'number | null',
    detail: 'string | null',
    roleId: 'number | null',
    createdAt: 'Date = default',
  },
  mentorshipPairs: {
    id: 'number = default',
    clubId: 'number',
    mentorId: 'number',
    menteeId: 'number',
    status: 'string = default',
    proposedBy: 'number | null',
    proposedAt: 'Date = default',
    startedAt: 'Date | null',
    endedAt: 'Date | null',
  },
  agendaTemplates: {
    id: 'number = default',
    clubId: 'number',
    name: 'string',
    content: 'string',
    structure: 'json | null',
    meetingDuration: 'number = default',
    isDefault: 'boolean = default',
    createdAt: 'Date = default',
    updatedAt: 'Date = default',
    requestKey: 'string | null',
  },
  meetings: {
    id: 'number = default',
    clubId: 'number',
    agendaTemplateId: 'number | null',
    title: 'string',
    agenda: 'string | null',
    date: 'string | null',
    startTime: 'string | null',
    endTime: 'string',
    location: 'string | null',
    theme: 'string | null',
    notes: 'string | null',
    status: 'string = default',
    scheduledAt: 'Date | null',
    createdAt: 'Date = default',
    updatedAt: 'Date = default',
    revision: 'number = default',
    requestKey: 'string | null',
  },
  meetingRoles: {
    id: 'number = default',
    meetingId: 'number',
    clubId: 'number',
    roleType: 'string',
    userId: 'number | null',
    status: 'string = default',
    speechTitle: 'string | null',
    pathwaysProject: 'string | null',
    notes: 'string | null',
    assignedAt: 'Date | null',
    confirmedAt: 'Date | null',
    heldForWaitlistUntil: 'Date | null',
    revision: 'number = default',
    updatedAt: 'Date = default',
  },
  menuItems: {
    id: 'number = default',
    clubId: 'number',
    name: 'string',
    description: 'string | null',
    price: 'string',
    category: 'string',
    available: 'boolean = default',
    createdAt: 'Date = default',
    requestKey: 'string | null',
  },
  rsvps: {
    id: 'number = default',
    meetingId: 'number',
    clubId: 'number',
    userId: 'number',
    status: 'string = default',
    mealChoice: 'string | null',
    drink6pm: 'string | null',
    drink7pm: 'string | null',
    extras: 'string | null',
    mealPrice: 'string = default',
    totalPrice: 'string = default',
    specialRequirements: 'string | null',
    paymentStatus: 'string = default',
    paymentMethod: 'string | null',
    paymentNotes: 'string | null',
    paidAt: 'Date | null',
    arrivalTime: 'string | null',
    notes: 'string | null',
    createdAt: 'Date = default',
    updatedAt: 'Date = default',
  },
  paymentEvents: {
    id: 'number = default',
    clubId: 'number',
    rsvpId: 'number',
    meetingId: 'number',
    userId: 'number',
    fromStatus: 'string',
    toStatus: 'string',
    amount: 'string',
    method: 'string | null',
    actorUserId: 'number | null',
    createdAt: 'Date = default',
  },
  memberProfiles: {
    clubId: 'number',
    userId: 'number',
    tmiMembershipNumber: 'string | null',
    bio: 'string | null',
    goals: 'string | null',
    membershipStatus: 'string = default',
    pathwaysPath: 'string | null',
    currentLevel: 'number = default',
    currentProject: 'string | null',
    availabilityPattern: 'string | null',
    availableWeekdays: 'string | null',
    availableWeekends: 'boolean = default',
    preferredSpeechFrequency: 'string | null',
    rolePreferences: 'string | null',
    dietaryRestrictions: 'string | null',
    emergencyContact: 'string | null',
    emergencyPhone: 'string | null',
    mentorshipStatus: 'string = default',
    mentorshipExperience: 'string | null',
    mentoringAreas: 'json = default',
    seekingMentorshipIn: 'json = default',
    mentorshipAvailability: 'string = default',
    mentorshipFormat: 'string = default',
    mentorshipGoals: 'string | null',
    mentorshipEmailNotifications: 'boolean = default',
    mentorshipAppNotifications: 'boolean = default',
    interests: 'string | null',
    howHeardAboutClub: 'string | null',
    visitationGoals: 'string | null',
    emailNotifications: 'boolean = default',
    smsNotifications: 'boolean = default',
    appNotifications: 'boolean = default',
    offerNotifications: 'boolean = default',
    communicationPreferences: 'json = default',
    speechesCompleted: 'number = default',
    evaluationsGiven: 'number = default',
    leadershipRolesFilled: 'number = default',
    tableTopicsAnswered: 'number = default',
    competentCommunicator: 'boolean = default',
    competentLeader: 'boolean = default',
    communicationSkill: 'number = default',
    leadershipSkill: 'number = default',
    listeningSkill: 'number = default',
    criticalThinkingSkill: 'number = default',
    updatedAt: 'Date = default',
  },
  pathways: {
    id: 'number = default',
    name: 'string',
    description: 'string | null',
    // Json<T> takes a JSON string on insert, so the compiler sees no default here; the column
    // has one (see DEFAULTS_NOT_IN_TYPES).
    coreCompetencies: 'json',
    createdAt: 'Date = default',
  },
  pathwayLevels: {
    id: 'number = default',
    pathwayId: 'number',
    level: 'number',
    title: 'string',
    description: 'string | null',
  },
  pathwayProjects: {
    id: 'number = default',
    title: 'string',
    description: 'string | null',
    type: 'string | null',
    pathSpecific: 'boolean = default',
    estimatedSpeeches: 'number = default',
    estimatedTimeMinutes: 'number = default',
    skills: 'json = default',
  },
  levelProjects: {
    levelId: 'number',
    projectId: 'number',
    isRequired: 'boolean = default',
    order: 'number = default',
  },
  memberPathwayProgress: {
    id: 'number = default',
    clubId: 'number',
    userId: 'number',
    pathwayId: 'number',
    currentLevel: 'number = default',
    startedAt: 'Date = default',
    completedAt: 'Date | null',
  },
  projectCompletions: {
    id: 'number = default',
    memberProgressId: 'number',
    projectId: 'number',
    completedAt: 'Date = default',
    speechTitle: 'string | null',
    evaluatorFeedback: 'string | null',
    meetingId: 'number | null',
    status: 'string = default',
    submittedBy: 'number | null',
    approvedBy: 'number | null',
    approvedAt: 'Date | null',
  },
  meetingCredits: {
    meetingId: 'number',
    roleType: 'string',
    clubId: 'number',
    userId: 'number',
    kind: 'string',
    creditedAt: 'Date = default',
  },
  meetingLive: {
    meetingId: 'number',
    clubId: 'number',
    version: 'number = default',
    itemIndex: 'number = default',
    timerStatus: 'string = default',
    elapsedMs: 'number = default',
    runningSince: 'Date | null',
    updatedAt: 'Date = default',
    writtenBackAt: 'Date | null',
  },
  meetingTimerEvents: {
    id: 'number = default',
    meetingId: 'number',
    version: 'number',
    action: 'string',
    itemIndex: 'number',
    elapsedMs: 'number',
    adjustSeconds: 'number | null',
    byUserId: 'number | null',
    createdAt: 'Date = default',
  },
  meetingItemTimes: {
    meetingId: 'number',
    itemIndex: 'number',
    agendaItemId: 'string',
    elapsedMs: 'number',
    qualified: 'boolean | null',
    recordedAt: 'Date = default',
    userId: 'number | null',
  },
  meetingCheckIns: {
    id: 'number = default',
    meetingId: 'number',
    clubId: 'number',
    userId: 'number',
    method: 'string',
    checkedInBy: 'number | null',
    createdAt: 'Date = default',
  },
  clubLiveSettings: {
    clubId: 'number',
    voteCategories: 'json = default',
    fillerWords: 'json = default',
    guestsMayVote: 'boolean = default',
    timingPresets: 'json = default',
    updatedBy: 'number | null',
    updatedAt: 'Date = default',
  },
  meetingVotes: {
    meetingId: 'number',
    clubId: 'number',
    status: 'string = default',
    openedBy: 'number | null',
    openedAt: 'Date = default',
    closedBy: 'number | null',
    closedAt: 'Date | null',
    winners: 'json | null',
  },
  meetingBallots: {
    id: 'number = default',
    meetingId: 'number',
    clubId: 'number',
    category: 'string',
    voterId: 'number',
    candidateId: 'number',
    castAt: 'Date = default',
  },
  meetingFillerTaps: {
    id: 'number = default',
    meetingId: 'number',
    clubId: 'number',
    tapId: 'string',
    speakerId: 'number',
    word: 'string',
    delta: 'number = default',
    byUserId: 'number | null',
    createdAt: 'Date = default',
  },
  meetingAwards: {
    meetingId: 'number',
    clubId: 'number',
    category: 'string',
    userId: 'number',
    tie: 'boolean = default',
    awardedAt: 'Date = default',
  },
  meetingFillerCounts: {
    meetingId: 'number',
    clubId: 'number',
    userId: 'number',
    word: 'string',
    count: 'number',
  },
  notifications: {
    id: 'number = default',
    userId: 'number',
    clubId: 'number',
    kind: 'string',
    title: 'string',
    body: 'string',
    actionLabel: 'string | null',
    actionHref: 'string | null',
    createdAt: 'Date = default',
    readAt: 'Date | null',
    dismissedAt: 'Date | null',
  },
  roleOffers: {
    id: 'number = default',
    clubId: 'number',
    roleId: 'number',
    offeredBy: 'number',
    note: 'string | null',
    status: 'string = default',
    takenBy: 'number | null',
    expiresAt: 'Date | null',
    createdAt: 'Date = default',
    closedAt: 'Date | null',
    firstRefusalUntil: 'Date | null',
    everyoneToldAt: 'Date | null',
    alertSentAt: 'Date | null',
  },
  roleWaitlist: {
    id: 'number = default',
    clubId: 'number',
    roleId: 'number',
    userId: 'number',
    createdAt: 'Date = default',
  },
  roleAsks: {
    id: 'number = default',
    clubId: 'number',
    roleId: 'number',
    userId: 'number',
    askedBy: 'number | null',
    status: 'string = default',
    createdAt: 'Date = default',
    answeredAt: 'Date | null',
  },
  calendarFeeds: {
    userId: 'number',
    tokenHash: 'bytes',
    createdAt: 'Date = default',
  },
  pushSubscriptions: {
    id: 'number = default',
    userId: 'number',
    endpoint: 'string',
    publicKey: 'string',
    authSecret: 'string',
    createdAt: 'Date = default',
  },
  pushKindsOff: {
    userId: 'number',
    kind: 'string',
  },
  pushVapidKeys: {
    onlyRow: 'boolean = default',
    publicKey: 'string',
    privateKey: 'string',
    createdAt: 'Date = default',
  },
  jobs: {
    id: 'number = default',
    kind: 'string',
    payload: 'json = default',
    dedupKey: 'string | null',
    runAt: 'Date',
    attempts: 'number = default',
    maxAttempts: 'number = default',
    lockedUntil: 'Date | null',
    lockToken: 'string | null',
    retryUntil: 'Date | null',
    lastError: 'string | null',
    doneAt: 'Date | null',
    failedAt: 'Date | null',
    createdAt: 'Date = default',
  },
  emailOutbox: {
    id: 'number = default',
    clubId: 'number | null',
    userId: 'number | null',
    kind: 'string',
    toAddress: 'string',
    subject: 'string',
    text: 'string',
    html: 'string',
    headers: 'json = default',
    createdAt: 'Date = default',
  },
  emailActions: {
    id: 'number = default',
    tokenHash: 'bytes',
    clubId: 'number',
    userId: 'number',
    action: 'string',
    meetingId: 'number | null',
    roleId: 'number | null',
    offerId: 'number | null',
    expiresAt: 'Date',
    usedAt: 'Date | null',
    createdAt: 'Date = default',
  },
};

/**
 * Columns with a database default that the types deliberately make required on insert (stricter
 * than the schema, never looser). Kept explicit so a new one is a decision, not an accident.
 */
const DEFAULTS_NOT_IN_TYPES = new Set(['pathways.coreCompetencies']);

/** What the drivers (pg with client.ts's parsers, PGlite with its own) return per SQL type. */
const KIND_OF_SQL_TYPE: Record<string, Kind> = {
  integer: 'number',
  bigint: 'number',
  smallint: 'number',
  numeric: 'string',
  text: 'string',
  'character varying': 'string',
  date: 'string',
  'time without time zone': 'string',
  boolean: 'boolean',
  'timestamp with time zone': 'Date',
  jsonb: 'json',
  bytea: 'bytes',
  xid8: 'string',
  uuid: 'string',
};

const MIGRATOR_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

interface DbColumn {
  table: string;
  column: string;
  description: string;
}

let testDb: TestDb;
let dbColumns: DbColumn[];
/** table (as Kysely names it) → SQL table name, and `table.column` → SQL column name. */
const sqlTable = new Map<string, string>();
const sqlColumn = new Map<string, string>();

const tables = Object.keys(MANIFEST) as (keyof Database)[];

function runtimeKind(value: unknown): Kind | 'unexpected' {
  if (value instanceof Date) return 'Date';
  if (value instanceof Uint8Array) return 'bytes';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'object' && value !== null) return 'json';
  return 'unexpected';
}

beforeAll(async () => {
  testDb = await createTestDb({ demo: true });
  const result = await sql<{
    tableName: string;
    columnName: string;
    dataType: string;
    isNullable: 'YES' | 'NO';
    hasDefault: boolean;
  }>`
    SELECT c.table_name, c.column_name, c.data_type, c.is_nullable,
           (c.column_default IS NOT NULL OR c.is_identity = 'YES') AS has_default
    FROM information_schema.columns c
    JOIN information_schema.tables t USING (table_schema, table_name)
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
    ORDER BY c.table_name, c.ordinal_position
  `.execute(testDb.db);
  dbColumns = result.rows
    .filter((r) => !MIGRATOR_TABLES.has(r.tableName))
    .map((r) => {
      const kind = KIND_OF_SQL_TYPE[r.dataType] ?? `unmapped SQL type ${r.dataType}`;
      const suffix = r.isNullable === 'YES' ? ' | null' : r.hasDefault ? ' = default' : '';
      return { table: r.tableName, column: r.columnName, description: `${kind}${suffix}` };
    });

  // A row in every table the demo leaves empty, so every column is read back below.
  const demo = testDb.demo;
  if (!demo) throw new Error('demo not seeded');
  const userId = demo.userIds['member@example.org'];
  const { db } = testDb;
  await db
    .insertInto('platformSettings')
    .values({ key: 'platform_logo_url', value: 'https://example.org/logo.png', updatedBy: userId })
    .execute();
  await db
    .insertInto('sessions')
    .values({
      id: 'schema-test-session',
      secretHash: new Uint8Array([1, 2, 3]),
      userId,
      expiresAt: new Date(),
    })
    .execute();
  await db
    .insertInto('apiTokens')
    .values({
      id: 'schema-test-token',
      secretHash: new Uint8Array([4, 5, 6]),
      userId,
      name: 'CLI',
      lastUsedAt: new Date(),
    })
    .execute();
  await db
    .insertInto('calendarFeeds')
    .values({ userId, tokenHash: new Uint8Array(32).fill(7) })
    .execute();
  await db
    .insertInto('pushSubscriptions')
    .values({ userId, endpoint: 'https://push.example/1', publicKey: 'BP', authSecret: 'au' })
    .execute();
  await db.insertInto('pushKindsOff').values({ userId, kind: 'meeting_live' }).execute();
  await db.insertInto('pushVapidKeys').values({ publicKey: 'BK', privateKey: 'pk' }).execute();
  const pathway = await db
    .selectFrom('pathways')
    .select(['id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const project = await db
    .selectFrom('pathwayProjects')
    .select(['id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const progress = await db
    .insertInto('memberPathwayProgress')
    .values({ clubId: demo.clubId, userId, pathwayId: pathway.id })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  await db
    .insertInto('projectCompletions')
    .values({
      memberProgressId: progress.id,
      projectId: project.id,
      speechTitle: 'Why I Said Yes',
      meetingId: demo.pastMeetingId,
    })
    .execute();
  await db.insertInto('jobs').values({ kind: 'email', runAt: new Date() }).execute();
  const held = await db
    .selectFrom('meetingRoles')
    .select(['id', 'clubId', 'userId'])
    .where('userId', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('roleOffers')
    .values({ clubId: held.clubId, roleId: held.id, offeredBy: held.userId ?? userId })
    .execute();
  await db
    .insertInto('roleAsks')
    .values({ clubId: held.clubId, roleId: held.id, userId: held.userId ?? userId })
    .execute();
  await db
    .insertInto('roleWaitlist')
    .values({ clubId: held.clubId, roleId: held.id, userId })
    .execute();
  await db
    .insertInto('emailOutbox')
    .values({ kind: 'test', toAddress: 'a@example.org', subject: 'S', text: 'T', html: '<p>T</p>' })
    .execute();
  await db
    .insertInto('emailActions')
    .values({
      tokenHash: new Uint8Array(32),
      clubId: demo.clubId,
      userId,
      action: 'unsubscribe',
      expiresAt: new Date(),
    })
    .execute();
  await db
    .insertInto('meetingLive')
    .values({
      meetingId: demo.pastMeetingId,
      clubId: demo.clubId,
      timerStatus: 'running',
      runningSince: new Date(),
    })
    .execute();
  await db
    .insertInto('meetingTimerEvents')
    .values({
      meetingId: demo.pastMeetingId,
      version: 1,
      action: 'adjust',
      itemIndex: 0,
      elapsedMs: 0,
      adjustSeconds: 5,
      byUserId: userId,
    })
    .execute();
  await db
    .insertInto('meetingItemTimes')
    .values({
      meetingId: demo.pastMeetingId,
      itemIndex: 0,
      agendaItemId: '1',
      elapsedMs: 1000,
      qualified: true,
      userId,
    })
    .execute();
  await db
    .insertInto('meetingCheckIns')
    .values({
      meetingId: demo.pastMeetingId,
      clubId: demo.clubId,
      userId,
      method: 'manual',
      checkedInBy: userId,
    })
    .execute();
  const live = { meetingId: demo.pastMeetingId, clubId: demo.clubId };
  await db
    .insertInto('clubLiveSettings')
    .values({ clubId: demo.clubId, voteCategories: '["Best Joke"]', updatedBy: userId })
    .execute();
  await db
    .insertInto('meetingVotes')
    .values({
      ...live,
      status: 'closed',
      openedBy: userId,
      closedBy: userId,
      closedAt: new Date(),
      winners: JSON.stringify([{ category: 'Best Speaker', winners: [userId], tie: false }]),
    })
    .execute();
  await db
    .insertInto('meetingBallots')
    .values({ ...live, category: 'Best Speaker', voterId: userId, candidateId: userId })
    .execute();
  await db
    .insertInto('meetingFillerTaps')
    .values({ ...live, tapId: 'tap-1', speakerId: userId, word: 'um', byUserId: userId })
    .execute();
  await db
    .insertInto('meetingAwards')
    .values({ ...live, category: 'Best Speaker', userId })
    .execute();
  await db
    .insertInto('meetingFillerCounts')
    .values({ ...live, userId, word: 'um', count: 2 })
    .execute();

  // The CamelCasePlugin's own mapping, read off compiled SQL: `select "drink_6pm" from "rsvps"`.
  for (const table of tables) {
    for (const column of Object.keys(MANIFEST[table])) {
      const compiled = testDb.db.selectFrom(table).select(sql.ref(column).as('c')).compile().sql;
      const match = /^select "([^"]+)" as "c" from "([^"]+)"$/.exec(compiled);
      if (!match?.[1] || !match[2]) throw new Error(`unexpected SQL: ${compiled}`);
      sqlColumn.set(`${table}.${column}`, match[1]);
      sqlTable.set(table, match[2]);
    }
  }
});

afterAll(async () => {
  await testDb?.drop();
});

describe('Database interface ⇔ migrated schema', () => {
  it('has exactly the same tables', () => {
    const fromTypes = tables.map((t) => sqlTable.get(t)).sort();
    const fromDb = [...new Set(dbColumns.map((c) => c.table))].sort();
    expect(fromTypes).toEqual(fromDb);
  });

  it.each(tables)('%s: same columns both ways, same nullability, defaults and kinds', (table) => {
    const sqlName = sqlTable.get(table);
    const expected = Object.entries(MANIFEST[table] as Record<string, string>).map(
      ([column, description]) => ({
        column: sqlColumn.get(`${table}.${column}`),
        description: DEFAULTS_NOT_IN_TYPES.has(`${table}.${column}`)
          ? `${description} = default`
          : description,
      }),
    );
    const actual = dbColumns
      .filter((c) => c.table === sqlName)
      .map(({ column, description }) => ({ column, description }));
    const byColumn = (a: { column?: string | undefined }, b: { column?: string | undefined }) =>
      (a.column ?? '').localeCompare(b.column ?? '');
    expect(expected.sort(byColumn)).toEqual(actual.sort(byColumn));
  });

  it('maps every SQL column back to the camelCase key the interface declares', async () => {
    // Rows come back through the plugin's result transform: keys must be the interface's keys.
    for (const table of tables) {
      const row = await testDb.db.selectFrom(table).selectAll().limit(1).executeTakeFirst();
      expect(row, `${table} has a row to read`).toBeDefined();
      expect(Object.keys(row ?? {}).sort(), table).toEqual(Object.keys(MANIFEST[table]).sort());
    }
  });

  it('returns values of the kind the types promise (type parsers included)', async () => {
    const mismatches: string[] = [];
    let values = 0;
    for (const table of tables) {
      const rows = await testDb.db.selectFrom(table).selectAll().limit(20).execute();
      for (const row of rows as Record<string, unknown>[]) {
        for (const [column, description] of Object.entries(
          MANIFEST[table] as Record<string, string>,
        )) {
          const value = row[column];
          if (value === null) {
            if (!description.includes('| null')) mismatches.push(`${table}.${column}: null`);
            continue;
          }
          values++;
          const kind = description.split(' ')[0];
          if (runtimeKind(value) !== kind)
            mismatches.push(`${table}.${column}: ${runtimeKind(value)} ≠ ${kind}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(values).toBeGreaterThan(500);
  });

  it('keeps dates as YYYY-MM-DD and times as HH:MM:SS', async () => {
    const meeting = await testDb.db
      .selectFrom('meetings')
      .select(['date', 'startTime', 'endTime'])
      .where('id', '=', testDb.demo?.meetingIds[0] ?? -1)
      .executeTakeFirstOrThrow();
    expect(meeting.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(meeting).toMatchObject({ startTime: '18:15:00', endTime: '19:45:00' });
  });
});
