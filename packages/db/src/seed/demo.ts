// The demo data for the embedded default and for tests (the README lists its people): one club
// with one person per role, a super admin, and a second club so cross-club tests have foreign
// rows to leak.
// Idempotent: keyed on the demo club's number; when it exists nothing is written and the ids are
// looked up.
import { createHash } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type {
  ClubRole,
  Database,
  MeetingRolesTable,
  MemberProfilesTable,
  MenuCategory,
  RsvpsTable,
} from '../schema.js';
import { NOTIFICATION_TEXT, STANDARD_ROLE_TYPES } from '@lectern/domain';
import { addDays, nextWeekdays, previousWeekday, zonedDate } from './dates.js';
import { seedDemoHistory } from './demo-history.js';
import { inTransaction } from './transaction.js';

export const DEMO_CLUB_NUMBER = '1234567';
export const SECOND_CLUB_NUMBER = '7654321';
export const DEMO_TIME_ZONE = 'Australia/Sydney';
const TUESDAY = 2;
const STANDARD_TEMPLATE_NAME = 'Standard Meeting';
const ONLINE_TEMPLATE_NAME = 'Short Online Meeting';
const THURSDAY = 4;

export interface DemoPerson {
  email: string;
  firstName: string;
  lastName: string;
  /**
   * The club role, 'super_admin' for the platform administrator or 'none' for a newcomer; both
   * belong to no club.
   */
  role: ClubRole | 'super_admin' | 'none';
  /** What the development sign-in page shows. */
  roleLabel: string;
  /** The club the person belongs to; null for the super admin and the newcomer. */
  clubNumber: string | null;
}

export const DEMO_PEOPLE = [
  {
    email: 'president@example.org',
    firstName: 'Margaret',
    lastName: 'Chen',
    role: 'president',
    roleLabel: 'President',
    clubNumber: DEMO_CLUB_NUMBER,
  },
  {
    email: 'vpe@example.org',
    firstName: 'David',
    lastName: 'Okafor',
    role: 'vpe',
    roleLabel: 'VP Education',
    clubNumber: DEMO_CLUB_NUMBER,
  },
  {
    email: 'vpm@example.org',
    firstName: 'Priya',
    lastName: 'Sharma',
    role: 'vpm',
    roleLabel: 'VP Membership',
    clubNumber: DEMO_CLUB_NUMBER,
  },
  {
    email: 'secretary@example.org',
    firstName: 'Thomas',
    lastName: 'Nguyen',
    role: 'secretary',
    roleLabel: 'Secretary',
    clubNumber: DEMO_CLUB_NUMBER,
  },
  {
    email: 'treasurer@example.org',
    firstName: 'Sophie',
    lastName: 'Williams',
    role: 'treasurer',
    roleLabel: 'Treasurer',
    clubNumber: DEMO_CLUB_NUMBER,
  },
  {
    email: 'sergeant@example.org',
    firstName: 'James',
    lastName: "O'Brien",
    role: 'sergeant',
    roleLabel: 'Sergeant at Arms',
    clubNumber: DEMO_CLUB_NUMBER,
  },
  {
    email: 'officer@example.org',
    firstName: 'Emma',
    lastName: 'Rossi',
    role: 'officer',
    roleLabel: 'Officer',
    clubNumber: DEMO_CLUB_NUMBER,
  },
  {
    email: 'member@example.org',
    firstName: 'Liam',
    lastName: 'Patel',
    role: 'member',
    roleLabel: 'Member',
    clubNumber: DEMO_CLUB_NUMBER,
  },
  {
    email: 'member2@example.org',
    firstName: 'Olivia',
    lastName: 'Brown',
    role: 'member',
    roleLabel: 'Member',
    clubNumber: DEMO_CLUB_NUMBER,
  },
  {
    email: 'guest@example.org',
    firstName: 'Noah',
    lastName: 'Kim',
    role: 'guest',
    roleLabel: 'Guest',
    clubNumber: DEMO_CLUB_NUMBER,
  },
  {
    email: 'admin@example.org',
    firstName: 'Alex',
    lastName: 'Morgan',
    role: 'super_admin',
    roleLabel: 'Super admin',
    clubNumber: null,
  },
  {
    email: 'outsider@example.org',
    firstName: 'Hannah',
    lastName: 'Fischer',
    role: 'member',
    roleLabel: 'Member of Harbour Speakers',
    clubNumber: SECOND_CLUB_NUMBER,
  },
  {
    email: 'president2@example.org',
    firstName: 'Ravi',
    lastName: 'Singh',
    role: 'president',
    roleLabel: 'President of Harbour Speakers',
    clubNumber: SECOND_CLUB_NUMBER,
  },
  {
    email: 'newcomer@example.org',
    firstName: 'Noah',
    lastName: 'Park',
    role: 'none',
    roleLabel: 'No club yet',
    clubNumber: null,
  },
] as const satisfies readonly DemoPerson[];

/**
 * The secret of the demo club's expired invitation (/join/<this>): it shows how an expired link
 * answers. Only its hash is stored, as for every invitation.
 */
export const DEMO_EXPIRED_INVITE_TOKEN = 'demo-expired-invitation-0000000000000000000';

export type DemoEmail = (typeof DEMO_PEOPLE)[number]['email'];

export const DEMO_EMAILS: readonly DemoEmail[] = DEMO_PEOPLE.map((p) => p.email);

/** Every demo meeting gets the standard meeting-role catalogue but the Sergeant at Arms slot. */
export const DEMO_ROLE_TYPES = STANDARD_ROLE_TYPES.filter(
  (roleType) => roleType !== 'sergeant_at_arms',
);

interface DemoMenuItem {
  name: string;
  category: MenuCategory;
  /** Cents, so RSVP totals are computed exactly. */
  cents: number;
  description: string;
  available: boolean;
}

export const DEMO_MENU = {
  chickenSchnitzel: {
    name: 'Chicken Schnitzel',
    category: 'meal',
    cents: 3200,
    description: 'Crumbed chicken breast with chips and salad.',
    available: true,
  },
  vegetarianRisotto: {
    name: 'Vegetarian Risotto',
    category: 'meal',
    cents: 3200,
    description: 'Mushroom and pea risotto with parmesan.',
    available: true,
  },
  beefRibs: {
    name: 'Beef Ribs',
    category: 'meal',
    cents: 3700,
    description: 'Slow-cooked beef ribs with coleslaw.',
    available: true,
  },
  seafoodLinguine: {
    name: 'Seafood Linguine',
    category: 'meal',
    cents: 3500,
    description: 'Prawns and calamari in a tomato sauce (off the menu this season).',
    available: false,
  },
  houseWine6pm: {
    name: 'House Wine',
    category: 'drink_6pm',
    cents: 950,
    description: 'A glass of red or white.',
    available: true,
  },
  softDrink6pm: {
    name: 'Soft Drink',
    category: 'drink_6pm',
    cents: 400,
    description: 'Cola, lemonade or orange juice.',
    available: true,
  },
  sparklingWater6pm: {
    name: 'Sparkling Water',
    category: 'drink_6pm',
    cents: 0,
    description: 'Complimentary.',
    available: true,
  },
  houseWine7pm: {
    name: 'House Wine',
    category: 'drink_7pm',
    cents: 950,
    description: 'A glass of red or white.',
    available: true,
  },
  softDrink7pm: {
    name: 'Soft Drink',
    category: 'drink_7pm',
    cents: 400,
    description: 'Cola, lemonade or orange juice.',
    available: true,
  },
  sparklingWater7pm: {
    name: 'Sparkling Water',
    category: 'drink_7pm',
    cents: 0,
    description: 'Complimentary.',
    available: true,
  },
  garlicBread: {
    name: 'Garlic Bread',
    category: 'extras',
    cents: 600,
    description: 'To share.',
    available: true,
  },
} as const satisfies Record<string, DemoMenuItem>;

export type DemoMenuKey = keyof typeof DEMO_MENU;
const DEMO_MENU_KEYS = Object.keys(DEMO_MENU) as DemoMenuKey[];

const SECOND_CLUB_MENU: DemoMenuItem = {
  name: 'Fish and Chips',
  category: 'meal',
  cents: 2800,
  description: 'Beer-battered flathead with chips.',
  available: true,
};

interface AgendaStep {
  start: string;
  minutes: number;
  title: string;
  type: string;
  roleType: string | null;
}

const STANDARD_AGENDA: readonly AgendaStep[] = [
  {
    start: '18:15',
    minutes: 2,
    title: 'Call to Order',
    type: 'opening',
    roleType: 'sergeant_at_arms',
  },
  {
    start: '18:17',
    minutes: 3,
    title: 'Welcome and Introductions',
    type: 'opening',
    roleType: null,
  },
  {
    start: '18:20',
    minutes: 3,
    title: 'Toastmaster of the Evening',
    type: 'role',
    roleType: 'toastmaster',
  },
  {
    start: '18:23',
    minutes: 5,
    title: 'Timer, Ah-Counter and Grammarian Explain Their Roles',
    type: 'role',
    roleType: null,
  },
  { start: '18:28', minutes: 7, title: 'Prepared Speech 1', type: 'speech', roleType: 'speaker1' },
  { start: '18:35', minutes: 7, title: 'Prepared Speech 2', type: 'speech', roleType: 'speaker2' },
  { start: '18:42', minutes: 7, title: 'Prepared Speech 3', type: 'speech', roleType: 'speaker3' },
  { start: '18:49', minutes: 15, title: 'Dinner Break', type: 'break', roleType: null },
  {
    start: '19:04',
    minutes: 10,
    title: 'Table Topics',
    type: 'table_topics',
    roleType: 'table_topics_master',
  },
  {
    start: '19:14',
    minutes: 2,
    title: 'General Evaluator Introduction',
    type: 'evaluation',
    roleType: 'general_evaluator',
  },
  { start: '19:16', minutes: 9, title: 'Speech Evaluations', type: 'evaluation', roleType: null },
  {
    start: '19:25',
    minutes: 6,
    title: 'Timer, Ah-Counter and Grammarian Reports',
    type: 'report',
    roleType: null,
  },
  {
    start: '19:31',
    minutes: 5,
    title: 'General Evaluation',
    type: 'evaluation',
    roleType: 'general_evaluator',
  },
  { start: '19:36', minutes: 4, title: 'Votes and Awards', type: 'awards', roleType: null },
  {
    start: '19:40',
    minutes: 5,
    title: "President's Closing Remarks",
    type: 'closing',
    roleType: null,
  },
];

const ONLINE_AGENDA: readonly AgendaStep[] = [
  {
    start: '18:15',
    minutes: 3,
    title: 'Welcome and Housekeeping',
    type: 'opening',
    roleType: null,
  },
  { start: '18:18', minutes: 7, title: 'Prepared Speech 1', type: 'speech', roleType: 'speaker1' },
  { start: '18:25', minutes: 7, title: 'Prepared Speech 2', type: 'speech', roleType: 'speaker2' },
  {
    start: '18:32',
    minutes: 12,
    title: 'Table Topics',
    type: 'table_topics',
    roleType: 'table_topics_master',
  },
  { start: '18:44', minutes: 8, title: 'Speech Evaluations', type: 'evaluation', roleType: null },
  { start: '18:52', minutes: 5, title: 'Reports and Votes', type: 'report', roleType: null },
  { start: '18:57', minutes: 3, title: 'Close', type: 'closing', roleType: null },
];

function endOf(step: AgendaStep): string {
  const [h, m] = step.start.split(':').map(Number);
  const total = (h ?? 0) * 60 + (m ?? 0) + step.minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function agendaContent(steps: readonly AgendaStep[]): string {
  return steps.map((s) => `${s.start} ${s.title} (${s.minutes} min)`).join('\n');
}

function agendaStructure(steps: readonly AgendaStep[]): string {
  return JSON.stringify(
    steps.map((s, i) => ({
      id: `item-${i + 1}`,
      title: s.title,
      startTime: s.start,
      endTime: endOf(s),
      duration: s.minutes,
      type: s.type,
      roleType: s.roleType,
      notes: '',
    })),
  );
}

function money(cents: number): string {
  return (cents / 100).toFixed(2);
}

type ProfileSeed = Omit<Insertable<MemberProfilesTable>, 'clubId' | 'userId'>;

const PROFILES: Partial<Record<DemoEmail, ProfileSeed>> = {
  'president@example.org': {
    membershipStatus: 'member',
    tmiMembershipNumber: 'PN-1048213',
    bio: 'Project manager who joined to get comfortable presenting to executives.',
    goals: 'Complete Dynamic Leadership and mentor two new members this year.',
    pathwaysPath: 'Dynamic Leadership',
    currentLevel: 3,
    currentProject: 'Persuasive Speaking',
    speechesCompleted: 14,
    evaluationsGiven: 9,
    leadershipRolesFilled: 6,
    tableTopicsAnswered: 11,
    competentCommunicator: true,
    mentorshipStatus: 'willing_to_mentor',
    mentoringAreas: JSON.stringify(['Speech writing', 'Leadership']),
    communicationSkill: 4,
    leadershipSkill: 4,
    listeningSkill: 3,
    criticalThinkingSkill: 3,
  },
  'vpe@example.org': {
    membershipStatus: 'member',
    tmiMembershipNumber: 'PN-2231874',
    bio: 'Secondary school teacher and keen storyteller.',
    pathwaysPath: 'Presentation Mastery',
    currentLevel: 3,
    currentProject: 'Deliver Social Speeches',
    dietaryRestrictions: 'Vegetarian',
    speechesCompleted: 11,
    evaluationsGiven: 12,
    leadershipRolesFilled: 4,
    tableTopicsAnswered: 8,
    competentCommunicator: true,
    mentorshipStatus: 'both',
    mentoringAreas: JSON.stringify(['Evaluations', 'Vocal variety']),
    seekingMentorshipIn: JSON.stringify(['Club leadership']),
    communicationSkill: 4,
    leadershipSkill: 3,
    listeningSkill: 4,
    criticalThinkingSkill: 3,
  },
  'vpm@example.org': {
    membershipStatus: 'member',
    tmiMembershipNumber: 'PN-3310562',
    pathwaysPath: 'Strategic Relationships',
    currentLevel: 2,
    currentProject: 'Understanding Your Communication Style',
    speechesCompleted: 6,
    evaluationsGiven: 4,
    leadershipRolesFilled: 3,
    tableTopicsAnswered: 5,
    communicationSkill: 3,
    leadershipSkill: 2,
    listeningSkill: 3,
    criticalThinkingSkill: 2,
  },
  'secretary@example.org': {
    membershipStatus: 'member',
    tmiMembershipNumber: 'PN-4127790',
    pathwaysPath: 'Leadership Development',
    currentLevel: 2,
    currentProject: 'Active Listening',
    speechesCompleted: 5,
    evaluationsGiven: 3,
    leadershipRolesFilled: 2,
    tableTopicsAnswered: 4,
    communicationSkill: 2,
    leadershipSkill: 2,
    listeningSkill: 2,
    criticalThinkingSkill: 2,
  },
  'treasurer@example.org': {
    membershipStatus: 'member',
    tmiMembershipNumber: 'PN-5098341',
    pathwaysPath: 'Team Collaboration',
    currentLevel: 2,
    currentProject: 'Introduction to Vocal Variety and Body Language',
    speechesCompleted: 4,
    evaluationsGiven: 2,
    leadershipRolesFilled: 2,
    tableTopicsAnswered: 3,
    communicationSkill: 2,
    leadershipSkill: 2,
    listeningSkill: 2,
    criticalThinkingSkill: 2,
  },
  'sergeant@example.org': {
    membershipStatus: 'member',
    tmiMembershipNumber: 'PN-6240017',
    pathwaysPath: 'Engaging Humor',
    currentLevel: 2,
    currentProject: 'Introduction to Vocal Variety and Body Language',
    speechesCompleted: 3,
    evaluationsGiven: 1,
    leadershipRolesFilled: 1,
    tableTopicsAnswered: 6,
    communicationSkill: 2,
    leadershipSkill: 1,
    listeningSkill: 2,
    criticalThinkingSkill: 1,
  },
  'officer@example.org': {
    membershipStatus: 'member',
    tmiMembershipNumber: 'PN-7385529',
    pathwaysPath: 'Visionary Communication',
    currentLevel: 1,
    currentProject: 'Researching and Presenting',
    speechesCompleted: 2,
    evaluationsGiven: 1,
    leadershipRolesFilled: 1,
    tableTopicsAnswered: 2,
  },
  'member@example.org': {
    membershipStatus: 'member',
    tmiMembershipNumber: 'PN-8412236',
    goals: 'Speak up more confidently in team meetings.',
    pathwaysPath: 'Persuasive Influence',
    currentLevel: 1,
    currentProject: 'Evaluation and Feedback',
    speechesCompleted: 1,
    tableTopicsAnswered: 1,
    mentorshipStatus: 'seeking_mentor',
    seekingMentorshipIn: JSON.stringify(['Speech structure', 'Nerves']),
  },
  'member2@example.org': {
    membershipStatus: 'member',
    tmiMembershipNumber: 'PN-9057614',
    pathwaysPath: 'Effective Coaching',
    currentLevel: 1,
    currentProject: 'Ice Breaker',
  },
  'guest@example.org': {
    membershipStatus: 'guest',
    currentLevel: 1,
    howHeardAboutClub: 'A friend from work',
    visitationGoals: 'See a meeting before deciding to join.',
    interests: 'Storytelling, interview skills',
  },
  'outsider@example.org': {
    membershipStatus: 'member',
    tmiMembershipNumber: 'PN-1193508',
    pathwaysPath: 'Motivational Strategies',
    currentLevel: 2,
    speechesCompleted: 5,
    evaluationsGiven: 3,
  },
  'president2@example.org': {
    membershipStatus: 'member',
    tmiMembershipNumber: 'PN-1276045',
    pathwaysPath: 'Innovative Planning',
    currentLevel: 3,
    speechesCompleted: 12,
    evaluationsGiven: 10,
    leadershipRolesFilled: 5,
  },
};

/** Days before `now` each person joined their club. */
const JOINED_DAYS_AGO: Partial<Record<DemoEmail, number>> = {
  'president@example.org': 2200,
  'vpe@example.org': 1800,
  'vpm@example.org': 1100,
  'secretary@example.org': 900,
  'treasurer@example.org': 800,
  'sergeant@example.org': 500,
  'officer@example.org': 400,
  'member@example.org': 120,
  'member2@example.org': 20,
  'guest@example.org': 7,
  'outsider@example.org': 600,
  'president2@example.org': 1500,
};

/**
 * People of the demo club's membership records who never sign in: a returning guest the VP
 * Membership has marked interested (two visits: ready to convert) and a former member gone
 * inactive (the outreach list).
 */
export const DEMO_VISITORS = [
  {
    email: 'grace.visitor@example.org',
    firstName: 'Grace',
    lastName: 'Lee',
    role: 'guest',
    status: 'active',
    joinedDaysAgo: 45,
  },
  {
    email: 'ben.former@example.org',
    firstName: 'Ben',
    lastName: 'Carter',
    role: 'member',
    status: 'inactive',
    joinedDaysAgo: 700,
  },
] as const;

/** Reported for a row of an existing demo that has been deleted since it was seeded. */
export const MISSING_DEMO_ID = -1;

export interface DemoIds {
  clubId: number;
  secondClubId: number;
  userIds: Record<DemoEmail, number>;
  /** The demo club's scheduled meetings after today (Sydney), in date order: 4 on a fresh seed. */
  meetingIds: number[];
  /** The demo club's latest completed meeting. */
  pastMeetingId: number;
  /** The second club's meeting (foreign data for cross-club tests). */
  secondClubMeetingId: number;
  templateIds: { standard: number; online: number };
  menuItemIds: Record<DemoMenuKey, number>;
}

export interface SeedDemoOptions {
  /** The seed's notion of "now": meeting dates are computed from its date in Australia/Sydney. */
  now: Date;
}

/**
 * Creates the demo clubs, people, menus, templates, meetings, roles and RSVPs unless the demo club
 * exists, and returns their ids. When the demo exists nothing is written and the ids are looked
 * up (lookupDemo): rows deleted since are reported as MISSING_DEMO_ID, so a start-up seed never
 * fails because someone edited the demo. Run seedPathways first (profiles name pathways).
 */
export async function seedDemo(db: Kysely<Database>, options: SeedDemoOptions): Promise<DemoIds> {
  return inTransaction(db, async (trx) => {
    // Serialises concurrent seeders (several API instances starting at once).
    await sql`SELECT pg_advisory_xact_lock(hashtext('lectern_seed_demo'))`.execute(trx);
    const existing = await trx
      .selectFrom('clubs')
      .select(['id'])
      .where('clubNumber', '=', DEMO_CLUB_NUMBER)
      .executeTakeFirst();
    if (existing) return lookupDemo(trx, options.now);
    return createDemo(trx, options.now);
  });
}

/**
 * The ids of an existing demo; what cannot be found is MISSING_DEMO_ID. `now` decides which
 * meetings are upcoming.
 */
export async function lookupDemo(db: Kysely<Database>, now: Date): Promise<DemoIds> {
  const clubs = await db
    .selectFrom('clubs')
    .select(['id', 'clubNumber'])
    .where('clubNumber', 'in', [DEMO_CLUB_NUMBER, SECOND_CLUB_NUMBER])
    .execute();
  const clubId = clubs.find((c) => c.clubNumber === DEMO_CLUB_NUMBER)?.id ?? MISSING_DEMO_ID;
  const secondClubId =
    clubs.find((c) => c.clubNumber === SECOND_CLUB_NUMBER)?.id ?? MISSING_DEMO_ID;

  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where((eb) =>
      eb(
        eb.fn('lower', ['email']),
        'in',
        DEMO_EMAILS.map((e) => e.toLowerCase()),
      ),
    )
    .execute();
  const userIds = recordOf(
    DEMO_EMAILS,
    (email) => users.find((u) => u.email?.toLowerCase() === email)?.id ?? MISSING_DEMO_ID,
  );

  const today = zonedDate(now, DEMO_TIME_ZONE);
  const upcoming = await db
    .selectFrom('meetings')
    .select(['id'])
    .where('clubId', '=', clubId)
    .where('status', '=', 'scheduled')
    .where('date', '>', today)
    .orderBy('date')
    .orderBy('startTime')
    .orderBy('id')
    .execute();
  const past = await db
    .selectFrom('meetings')
    .select(['id'])
    .where('clubId', '=', clubId)
    .where('status', '=', 'completed')
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const secondMeeting = await db
    .selectFrom('meetings')
    .select(['id'])
    .where('clubId', '=', secondClubId)
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

  const templates = await db
    .selectFrom('agendaTemplates')
    .select(['id', 'name'])
    .where('clubId', '=', clubId)
    .where('name', 'in', [STANDARD_TEMPLATE_NAME, ONLINE_TEMPLATE_NAME])
    .orderBy('id')
    .execute();
  const templateId = (name: string) =>
    templates.find((t) => t.name === name)?.id ?? MISSING_DEMO_ID;

  const menu = await db
    .selectFrom('menuItems')
    .select(['id', 'name', 'category'])
    .where('clubId', '=', clubId)
    .orderBy('id')
    .execute();
  const menuItemIds = recordOf(DEMO_MENU_KEYS, (key) => {
    const item = DEMO_MENU[key];
    return (
      menu.find((m) => m.name === item.name && m.category === item.category)?.id ?? MISSING_DEMO_ID
    );
  });

  return {
    clubId,
    secondClubId,
    userIds,
    meetingIds: upcoming.map((m) => m.id),
    pastMeetingId: past?.id ?? MISSING_DEMO_ID,
    secondClubMeetingId: secondMeeting?.id ?? MISSING_DEMO_ID,
    templateIds: {
      standard: templateId(STANDARD_TEMPLATE_NAME),
      online: templateId(ONLINE_TEMPLATE_NAME),
    },
    menuItemIds,
  };
}

function recordOf<K extends string>(
  keys: readonly K[],
  idOf: (key: K) => number | undefined,
): Record<K, number> {
  const entries = keys.map((key) => {
    const id = idOf(key);
    if (id === undefined) throw new Error(`demo row not found after inserting it: ${key}`);
    return [key, id] as const;
  });
  return Object.fromEntries(entries) as Record<K, number>;
}

function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

function hoursBefore(now: Date, hours: number): Date {
  return new Date(now.getTime() - hours * 3_600_000);
}

function scheduledAt(date: string, time: string) {
  return sql<Date>`(${date}::date + ${time}::time) AT TIME ZONE ${DEMO_TIME_ZONE}`;
}

type DemoUserIds = Record<DemoEmail, number>;

/** The demo people. Accounts that already exist (signed in before the demo was seeded) are reused. */
async function seedDemoPeople(trx: Transaction<Database>): Promise<DemoUserIds> {
  const existingUsers = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where((eb) =>
      eb(
        eb.fn('lower', ['email']),
        'in',
        DEMO_EMAILS.map((e) => e.toLowerCase()),
      ),
    )
    .execute();
  const known = new Set(existingUsers.map((u) => u.email?.toLowerCase()));
  const missing = DEMO_PEOPLE.filter((p) => !known.has(p.email.toLowerCase()));
  const insertedUsers =
    missing.length === 0
      ? []
      : await trx
          .insertInto('users')
          .values(
            missing.map((p) => ({
              email: p.email,
              firstName: p.firstName,
              lastName: p.lastName,
              isSuperAdmin: p.role === 'super_admin',
            })),
          )
          .returning(['id', 'email'])
          .execute();
  const allUsers = [...existingUsers, ...insertedUsers];
  const userIds = recordOf(
    DEMO_EMAILS,
    (email) => allUsers.find((u) => u.email?.toLowerCase() === email)?.id,
  );
  return userIds;
}

/** The demo club, and the second club unless an earlier seed made it (then it is kept as is). */
async function seedDemoClubs(trx: Transaction<Database>, now: Date) {
  const [club] = await trx
    .insertInto('clubs')
    .values({
      name: 'Lectern Demo Club',
      clubNumber: DEMO_CLUB_NUMBER,
      district: '70',
      meetingLocation: 'Community Center',
      meetingDay: 'Tuesday',
      meetingTime: '18:15',
      endTime: '20:00',
      founded: 'March 2015',
      foundedDate: '2015-03-01',
      mission:
        'We provide a supportive and positive learning experience in which members are empowered to develop communication and leadership skills.',
      vpeGuidelines:
        'Confirm your role by Sunday evening. Speakers: send your speech title and project to the VPE.',
      timeZone: DEMO_TIME_ZONE,
      locale: 'en-AU',
      currency: 'AUD',
      noMealFee: '5.00',
      meetingSettings: JSON.stringify({
        rsvpDeadline: 1,
        mealDeadline: 11,
        defaultTheme: 'Growing Together',
        meetingFormat: 'in-person',
      }),
      // A club of long standing whose settings were saved since (no first-week checklist).
      createdAt: daysBefore(now, 2200),
    })
    .returning(['id'])
    .execute();
  if (!club) throw new Error('demo club insert returned no row');
  const clubId = club.id;

  let secondClub = await trx
    .selectFrom('clubs')
    .select(['id'])
    .where('clubNumber', '=', SECOND_CLUB_NUMBER)
    .executeTakeFirst();
  const secondClubIsNew = secondClub === undefined;
  secondClub ??= await trx
    .insertInto('clubs')
    .values({
      name: 'Harbour Speakers',
      clubNumber: SECOND_CLUB_NUMBER,
      district: '71',
      meetingLocation: 'Harbourside Library, Meeting Room 2',
      meetingDay: 'Thursday',
      meetingTime: '19:00',
      endTime: '20:30',
      foundedDate: '2009-08-15',
      mission: 'Helping harbourside professionals speak with clarity and confidence.',
      timeZone: DEMO_TIME_ZONE,
      locale: 'en-AU',
      currency: 'AUD',
      noMealFee: '5.00',
      meetingSettings: JSON.stringify({
        rsvpDeadline: 2,
        mealDeadline: 24,
        meetingFormat: 'hybrid',
      }),
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  const secondClubId = secondClub.id;
  return { clubId, secondClubId, secondClubIsNew };
}

/** Memberships and profiles in both clubs, and an invitation that expired yesterday. */
async function seedDemoMemberships(
  trx: Transaction<Database>,
  now: Date,
  userIds: DemoUserIds,
  { clubId, secondClubId, secondClubIsNew }: Awaited<ReturnType<typeof seedDemoClubs>>,
): Promise<void> {
  const people = DEMO_PEOPLE.filter(
    (p) => p.clubNumber !== null && (p.clubNumber === DEMO_CLUB_NUMBER || secondClubIsNew),
  );
  const clubOf = (clubNumber: string | null): number =>
    clubNumber === DEMO_CLUB_NUMBER ? clubId : secondClubId;
  await trx
    .insertInto('clubMemberships')
    .values(
      people.map((p) => {
        const profile = PROFILES[p.email];
        return {
          clubId: clubOf(p.clubNumber),
          userId: userIds[p.email],
          role: p.role as ClubRole,
          status: 'active' as const,
          tmiNumber: profile?.tmiMembershipNumber ?? null,
          joinedAt: daysBefore(now, JOINED_DAYS_AGO[p.email] ?? 30),
        };
      }),
    )
    .execute();
  await trx
    .insertInto('memberProfiles')
    .values(
      people.map((p) => ({
        ...PROFILES[p.email],
        clubId: clubOf(p.clubNumber),
        userId: userIds[p.email],
      })),
    )
    .execute();

  // An invitation that expired yesterday (the polite refusal of /join/…).
  await trx
    .insertInto('clubInvites')
    .values({
      clubId,
      tokenHash: createHash('sha256').update(DEMO_EXPIRED_INVITE_TOKEN).digest(),
      role: 'guest',
      expiresAt: daysBefore(now, 1),
      createdBy: userIds['vpm@example.org'],
    })
    .execute();
}

/** The demo club's menu and its two agenda templates. */
async function seedDemoMenuAndTemplates(trx: Transaction<Database>, clubId: number) {
  const menuRows = await trx
    .insertInto('menuItems')
    .values(
      DEMO_MENU_KEYS.map((key) => {
        const item = DEMO_MENU[key];
        return {
          clubId,
          name: item.name,
          description: item.description,
          price: money(item.cents),
          category: item.category,
          available: item.available,
        };
      }),
    )
    .returning(['id', 'name', 'category'])
    .execute();
  // Matched by content: RETURNING's row order is not promised to follow VALUES.
  const menuItemIds = recordOf(
    DEMO_MENU_KEYS,
    (key) =>
      menuRows.find((m) => m.name === DEMO_MENU[key].name && m.category === DEMO_MENU[key].category)
        ?.id,
  );

  // Agenda templates.
  const templateRows = await trx
    .insertInto('agendaTemplates')
    .values([
      {
        clubId,
        name: STANDARD_TEMPLATE_NAME,
        content: agendaContent(STANDARD_AGENDA),
        structure: agendaStructure(STANDARD_AGENDA),
        meetingDuration: 120,
        isDefault: true,
      },
      {
        clubId,
        name: ONLINE_TEMPLATE_NAME,
        content: agendaContent(ONLINE_AGENDA),
        structure: agendaStructure(ONLINE_AGENDA),
        meetingDuration: 60,
        isDefault: false,
      },
    ])
    .returning(['id', 'name'])
    .execute();
  const standard = templateRows.find((t) => t.name === STANDARD_TEMPLATE_NAME)?.id;
  const online = templateRows.find((t) => t.name === ONLINE_TEMPLATE_NAME)?.id;
  if (standard === undefined || online === undefined)
    throw new Error('demo template insert returned no rows');
  return { menuItemIds, standard, online };
}

/** The demo club's two completed meetings and its upcoming ones. */
async function seedDemoMeetings(
  trx: Transaction<Database>,
  now: Date,
  clubId: number,
  standard: number,
) {
  const { today, past: pastDate, upcoming: upcomingDates } = demoMeetingDates(now);
  const themes = ['Fresh Starts', 'The Power of Stories', 'Lessons from Travel', 'Finding Courage'];
  const meetingRows = await trx
    .insertInto('meetings')
    .values([
      {
        clubId,
        agendaTemplateId: standard,
        title: 'Weekly Club Meeting',
        date: pastDate,
        startTime: '18:15',
        endTime: '19:45',
        location: 'Community Center',
        theme: 'Turning Points',
        notes: 'Great turnout: 18 attendees including 3 guests.',
        status: 'completed' as const,
        scheduledAt: scheduledAt(pastDate, '18:15'),
      },
      {
        clubId,
        agendaTemplateId: standard,
        title: 'Weekly Club Meeting',
        date: addDays(pastDate, -7),
        startTime: '18:15',
        endTime: '19:45',
        location: 'Community Center',
        theme: 'New Beginnings',
        status: 'completed' as const,
        scheduledAt: scheduledAt(addDays(pastDate, -7), '18:15'),
      },
      ...upcomingDates.map((date, i) => ({
        clubId,
        agendaTemplateId: standard,
        title: 'Weekly Club Meeting',
        date,
        startTime: '18:15',
        endTime: '19:45',
        location: 'Community Center',
        theme: themes[i] ?? null,
        status: 'scheduled' as const,
        scheduledAt: scheduledAt(date, '18:15'),
      })),
    ])
    .returning(['id', 'date'])
    .execute();
  const pastMeetingId = meetingRows.find((m) => m.date === pastDate)?.id;
  const earlierMeetingId = meetingRows.find((m) => m.date === addDays(pastDate, -7))?.id;
  const meetingIds = upcomingDates
    .map((date) => meetingRows.find((m) => m.date === date)?.id)
    .filter((id) => id !== undefined);
  const firstMeetingId = meetingIds[0];
  if (pastMeetingId === undefined || earlierMeetingId === undefined || firstMeetingId === undefined)
    throw new Error('demo meeting insert returned no rows');
  return {
    today,
    pastDate,
    upcomingDates,
    pastMeetingId,
    earlierMeetingId,
    meetingIds,
    firstMeetingId,
  };
}

type Holder = Pick<Insertable<MeetingRolesTable>, 'speechTitle' | 'pathwaysProject'> & {
  email: DemoEmail;
  confirmed: boolean;
};

/** Makes a meeting's role rows: every demo role type, open unless a holder is given. */
function roleSlots(now: Date, userIds: DemoUserIds) {
  return (
    meetingId: number,
    slotClubId: number,
    holders: Partial<Record<(typeof DEMO_ROLE_TYPES)[number], Holder>>,
    assignedDaysAgo: number,
  ): Insertable<MeetingRolesTable>[] =>
    DEMO_ROLE_TYPES.map((roleType) => {
      const holder = holders[roleType];
      if (!holder) return { meetingId, clubId: slotClubId, roleType, status: 'open' as const };
      const assignedAt = daysBefore(now, assignedDaysAgo);
      return {
        meetingId,
        clubId: slotClubId,
        roleType,
        userId: userIds[holder.email],
        status: holder.confirmed ? ('confirmed' as const) : ('assigned' as const),
        speechTitle: holder.speechTitle ?? null,
        pathwaysProject: holder.pathwaysProject ?? null,
        assignedAt,
        confirmedAt: holder.confirmed ? assignedAt : null,
      };
    });
}

/**
 * The demo club's role rows: the last meeting's all taken; the first upcoming meeting three
 * taken, none by member, member2 or guest; the later ones open.
 */
function demoRoleRows(
  slots: ReturnType<typeof roleSlots>,
  clubId: number,
  {
    pastMeetingId,
    firstMeetingId,
    meetingIds,
  }: { pastMeetingId: number; firstMeetingId: number; meetingIds: number[] },
): Insertable<MeetingRolesTable>[] {
  return [
    ...slots(
      pastMeetingId,
      clubId,
      {
        toastmaster: { email: 'president@example.org', confirmed: true },
        speaker1: {
          email: 'member@example.org',
          confirmed: true,
          speechTitle: 'Why I Said Yes',
          pathwaysProject: 'Ice Breaker',
        },
        speaker2: {
          email: 'vpm@example.org',
          confirmed: true,
          speechTitle: 'Coffee, Cards and Connections',
          pathwaysProject: 'Understanding Your Communication Style',
        },
        table_topics_master: { email: 'secretary@example.org', confirmed: true },
        general_evaluator: { email: 'vpe@example.org', confirmed: true },
        evaluator1: { email: 'treasurer@example.org', confirmed: true },
        evaluator2: { email: 'sergeant@example.org', confirmed: true },
        timer: { email: 'member2@example.org', confirmed: true },
        ah_counter: { email: 'officer@example.org', confirmed: true },
      },
      14,
    ),
    ...slots(
      firstMeetingId,
      clubId,
      {
        toastmaster: { email: 'vpe@example.org', confirmed: true },
        speaker1: {
          email: 'sergeant@example.org',
          confirmed: false,
          speechTitle: 'Laughing at the Lectern',
          pathwaysProject: 'Introduction to Vocal Variety and Body Language',
        },
        timer: { email: 'officer@example.org', confirmed: false },
      },
      3,
    ),
    ...meetingIds.slice(1).flatMap((meetingId) => slots(meetingId, clubId, {}, 0)),
  ];
}

/**
 * The second club's own menu, template, meeting, roles and RSVP, when this seed made the club;
 * else its latest meeting. Its role rows are returned to be inserted with the demo club's.
 */
async function seedSecondClubMeeting(
  trx: Transaction<Database>,
  slots: ReturnType<typeof roleSlots>,
  today: string,
  userIds: DemoUserIds,
  { secondClubId, secondClubIsNew }: { secondClubId: number; secondClubIsNew: boolean },
): Promise<{ secondClubMeetingId: number | undefined; roleRows: Insertable<MeetingRolesTable>[] }> {
  if (!secondClubIsNew) {
    const found = await trx
      .selectFrom('meetings')
      .select(['id'])
      .where('clubId', '=', secondClubId)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    return { secondClubMeetingId: found?.id, roleRows: [] };
  }
  await trx
    .insertInto('menuItems')
    .values({
      clubId: secondClubId,
      name: SECOND_CLUB_MENU.name,
      description: SECOND_CLUB_MENU.description,
      price: money(SECOND_CLUB_MENU.cents),
      category: SECOND_CLUB_MENU.category,
    })
    .execute();
  const secondTemplate = await trx
    .insertInto('agendaTemplates')
    .values({
      clubId: secondClubId,
      name: 'Harbour Standard',
      content: agendaContent(ONLINE_AGENDA),
      meetingDuration: 90,
      isDefault: true,
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  const [secondDate] = nextWeekdays(today, THURSDAY, 1);
  if (secondDate === undefined) throw new Error('no date for the second club meeting');
  const secondMeeting = await trx
    .insertInto('meetings')
    .values({
      clubId: secondClubId,
      agendaTemplateId: secondTemplate.id,
      title: 'Harbour Speakers Meeting',
      date: secondDate,
      startTime: '19:00',
      endTime: '20:30',
      location: 'Harbourside Library, Meeting Room 2',
      theme: 'Tides of Change',
      status: 'scheduled',
      scheduledAt: scheduledAt(secondDate, '19:00'),
    })
    .returning(['id'])
    .executeTakeFirstOrThrow();
  const roleRows = slots(
    secondMeeting.id,
    secondClubId,
    {
      toastmaster: { email: 'president2@example.org', confirmed: true },
      speaker1: {
        email: 'outsider@example.org',
        confirmed: false,
        speechTitle: 'Sailing Solo',
        pathwaysProject: 'Persuasive Speaking',
      },
    },
    5,
  );
  await trx
    .insertInto('rsvps')
    .values({
      meetingId: secondMeeting.id,
      clubId: secondClubId,
      userId: userIds['outsider@example.org'],
      status: 'attending',
      mealChoice: SECOND_CLUB_MENU.name,
      mealPrice: money(SECOND_CLUB_MENU.cents),
      totalPrice: money(SECOND_CLUB_MENU.cents),
    })
    .execute();
  return { secondClubMeetingId: secondMeeting.id, roleRows };
}

/** RSVPs on the first upcoming meeting (prices follow the menu), and the paid one's ledger entry. */
async function seedDemoRsvps(
  trx: Transaction<Database>,
  now: Date,
  userIds: DemoUserIds,
  { clubId, firstMeetingId }: { clubId: number; firstMeetingId: number },
): Promise<void> {
  type RsvpSeed = { email: DemoEmail } & Omit<
    Insertable<RsvpsTable>,
    'meetingId' | 'clubId' | 'userId'
  >;
  const order = (meal: DemoMenuKey, ...others: DemoMenuKey[]) => ({
    mealChoice: DEMO_MENU[meal].name,
    mealPrice: money(DEMO_MENU[meal].cents),
    totalPrice: money([meal, ...others].reduce((sum, key) => sum + DEMO_MENU[key].cents, 0)),
  });
  const presidentOrder = order('chickenSchnitzel', 'houseWine6pm', 'softDrink7pm');
  const paidAt = hoursBefore(now, 2);
  const rsvpSeeds: RsvpSeed[] = [
    {
      email: 'president@example.org',
      status: 'attending',
      ...presidentOrder,
      drink6pm: DEMO_MENU.houseWine6pm.name,
      drink7pm: DEMO_MENU.softDrink7pm.name,
      paymentStatus: 'paid',
      paymentMethod: 'bsb_transfer',
      paidAt,
      arrivalTime: '18:00',
    },
    {
      email: 'vpe@example.org',
      status: 'attending',
      ...order('vegetarianRisotto', 'sparklingWater6pm', 'sparklingWater7pm'),
      drink6pm: DEMO_MENU.sparklingWater6pm.name,
      drink7pm: DEMO_MENU.sparklingWater7pm.name,
      specialRequirements: 'Vegetarian',
      arrivalTime: '18:00',
    },
    {
      email: 'secretary@example.org',
      status: 'attending',
      ...order('beefRibs', 'softDrink6pm', 'garlicBread'),
      drink6pm: DEMO_MENU.softDrink6pm.name,
      extras: DEMO_MENU.garlicBread.name,
      arrivalTime: '18:10',
    },
    { email: 'treasurer@example.org', status: 'not_attending', notes: 'Away for work this week.' },
  ];

  const rsvpRows = await trx
    .insertInto('rsvps')
    .values(
      rsvpSeeds.map(({ email, ...rsvp }) => ({
        ...rsvp,
        meetingId: firstMeetingId,
        clubId,
        userId: userIds[email],
      })),
    )
    .returning(['id', 'userId', 'totalPrice'])
    .execute();
  const paid = rsvpRows.find((r) => r.userId === userIds['president@example.org']);
  if (!paid) throw new Error('demo paid RSVP missing');
  await trx
    .insertInto('paymentEvents')
    .values({
      clubId,
      rsvpId: paid.id,
      meetingId: firstMeetingId,
      userId: userIds['president@example.org'],
      fromStatus: 'pending',
      toStatus: 'paid',
      amount: paid.totalPrice,
      method: 'bsb_transfer',
      actorUserId: userIds['treasurer@example.org'],
      createdAt: paidAt,
    })
    .execute();
}

async function createDemo(trx: Transaction<Database>, now: Date): Promise<DemoIds> {
  const userIds = await seedDemoPeople(trx);
  const clubs = await seedDemoClubs(trx, now);
  const { clubId, secondClubId } = clubs;
  await seedDemoMemberships(trx, now, userIds, clubs);
  const { menuItemIds, standard, online } = await seedDemoMenuAndTemplates(trx, clubId);
  const meetings = await seedDemoMeetings(trx, now, clubId, standard);
  const {
    today,
    pastDate,
    upcomingDates,
    pastMeetingId,
    earlierMeetingId,
    meetingIds,
    firstMeetingId,
  } = meetings;
  const slots = roleSlots(now, userIds);
  const roleRows = demoRoleRows(slots, clubId, meetings);
  const second = await seedSecondClubMeeting(trx, slots, today, userIds, clubs);
  await trx
    .insertInto('meetingRoles')
    .values([...roleRows, ...second.roleRows])
    .execute();
  await seedDemoRsvps(trx, now, userIds, { clubId, firstMeetingId });

  await seedMembershipRecords(trx, {
    clubId,
    now,
    userIds,
    pastMeetingIds: [earlierMeetingId, pastMeetingId],
  });
  // The speaker of the next meeting was given the role by the VPE and told so in the app.
  const firstMeetingDate = upcomingDates[0] ?? null;
  const told = NOTIFICATION_TEXT.roleAssigned({
    roleType: 'speaker1',
    meetingId: firstMeetingId,
    meetingTitle: 'Weekly Club Meeting',
    meetingDate: firstMeetingDate,
  });
  await trx
    .insertInto('notifications')
    .values({
      userId: userIds['sergeant@example.org'],
      clubId,
      kind: told.kind,
      title: told.title,
      body: told.body,
      actionLabel: told.action?.label ?? null,
      actionHref: told.action?.href ?? null,
      createdAt: daysBefore(now, 5),
    })
    .execute();
  await seedDemoHistory(trx, {
    clubId,
    latestPastDate: pastDate,
    latestPastMeetingId: pastMeetingId,
    templateId: standard,
    userIds,
    meal: { name: DEMO_MENU.chickenSchnitzel.name, price: money(DEMO_MENU.chickenSchnitzel.cents) },
    altMeal: { name: DEMO_MENU.beefRibs.name, price: money(DEMO_MENU.beefRibs.cents) },
    scheduledAt,
    now,
  });

  return {
    clubId,
    secondClubId,
    userIds,
    meetingIds,
    pastMeetingId,
    secondClubMeetingId: second.secondClubMeetingId ?? MISSING_DEMO_ID,
    templateIds: { standard, online },
    menuItemIds,
  };
}

/**
 * The VP Membership's and the mentorship programme's records: guests at the two past meetings
 * (the demo guest once, the returning visitor twice and marked interested), a former member gone
 * inactive, a few logged contacts, the activity they made, and three mentorship pairs (one
 * active, one completed, one ended early).
 */
async function seedMembershipRecords(
  trx: Transaction<Database>,
  demo: {
    clubId: number;
    now: Date;
    userIds: Record<DemoEmail, number>;
    pastMeetingIds: [number, number];
  },
) {
  const { clubId, now, userIds } = demo;
  const [earlier, latest] = demo.pastMeetingIds;
  const existing = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where(
      (eb) => eb.fn('lower', ['email']),
      'in',
      DEMO_VISITORS.map((v) => v.email),
    )
    .execute();
  const missing = DEMO_VISITORS.filter(
    (v) => !existing.some((u) => u.email?.toLowerCase() === v.email),
  );
  const inserted =
    missing.length === 0
      ? []
      : await trx
          .insertInto('users')
          .values(
            missing.map((v) => ({ email: v.email, firstName: v.firstName, lastName: v.lastName })),
          )
          .returning(['id', 'email'])
          .execute();
  const idOf = (email: string): number => {
    const id = [...existing, ...inserted].find((u) => u.email?.toLowerCase() === email)?.id;
    if (id === undefined) throw new Error(`demo visitor ${email} missing`);
    return id;
  };
  const grace = idOf('grace.visitor@example.org');
  const ben = idOf('ben.former@example.org');
  const vpm = userIds['vpm@example.org'];
  const guest = userIds['guest@example.org'];
  await trx
    .insertInto('clubMemberships')
    .values(
      DEMO_VISITORS.map((v) => ({
        clubId,
        userId: idOf(v.email),
        role: v.role,
        status: v.status,
        joinedAt: daysBefore(now, v.joinedDaysAgo),
        ...(v.email === 'grace.visitor@example.org'
          ? { interestedAt: daysBefore(now, 3), interestMarkedBy: vpm }
          : {}),
      })),
    )
    .execute();
  await trx
    .insertInto('memberProfiles')
    .values([
      {
        clubId,
        userId: grace,
        membershipStatus: 'guest',
        howHeardAboutClub: 'Saw the club at the library open day',
        interests: 'Presentations at work',
      },
      { clubId, userId: ben, membershipStatus: 'member', pathwaysPath: 'Presentation Mastery' },
    ])
    .execute();

  // Visits: attending RSVPs for meetings that have passed.
  await trx
    .insertInto('rsvps')
    .values([
      { meetingId: earlier, clubId, userId: grace, status: 'attending' },
      { meetingId: latest, clubId, userId: grace, status: 'attending' },
      { meetingId: latest, clubId, userId: guest, status: 'attending' },
    ])
    .execute();

  await trx
    .insertInto('guestContacts')
    .values([
      {
        clubId,
        userId: grace,
        contactedBy: vpm,
        method: 'email',
        notes: 'Sent the welcome pack and the membership fees after her first visit.',
        createdAt: daysBefore(now, 10),
      },
      {
        clubId,
        userId: guest,
        contactedBy: vpm,
        method: 'in_person',
        notes: 'Chatted at the break; keen to see a second meeting.',
        createdAt: daysBefore(now, 5),
      },
      {
        clubId,
        userId: ben,
        contactedBy: vpm,
        method: 'phone',
        notes: 'Left a message inviting him back for the next meeting.',
        createdAt: daysBefore(now, 2),
      },
    ])
    .execute();

  await trx
    .insertInto('membershipActivity')
    .values([
      {
        clubId,
        kind: 'member_added',
        subjectUserId: grace,
        actorUserId: vpm,
        detail: 'guest',
        createdAt: daysBefore(now, 45),
      },
      {
        clubId,
        kind: 'member_inactive',
        subjectUserId: ben,
        actorUserId: vpm,
        createdAt: daysBefore(now, 40),
      },
      {
        clubId,
        kind: 'member_added',
        subjectUserId: userIds['member2@example.org'],
        actorUserId: vpm,
        detail: 'member',
        createdAt: daysBefore(now, 20),
      },
      {
        clubId,
        kind: 'contact_logged',
        subjectUserId: grace,
        actorUserId: vpm,
        createdAt: daysBefore(now, 10),
      },
      {
        clubId,
        kind: 'member_added',
        subjectUserId: guest,
        actorUserId: vpm,
        detail: 'guest',
        createdAt: daysBefore(now, 7),
      },
      {
        clubId,
        kind: 'contact_logged',
        subjectUserId: guest,
        actorUserId: vpm,
        createdAt: daysBefore(now, 5),
      },
      {
        clubId,
        kind: 'contact_logged',
        subjectUserId: ben,
        actorUserId: vpm,
        createdAt: daysBefore(now, 2),
      },
    ])
    .execute();

  await trx
    .insertInto('mentorshipPairs')
    .values([
      {
        clubId,
        mentorId: userIds['president@example.org'],
        menteeId: userIds['vpe@example.org'],
        status: 'active',
        proposedBy: userIds['vpe@example.org'],
        proposedAt: daysBefore(now, 62),
        startedAt: daysBefore(now, 60),
      },
      {
        clubId,
        mentorId: userIds['vpe@example.org'],
        menteeId: userIds['member2@example.org'],
        status: 'completed',
        proposedBy: vpm,
        proposedAt: daysBefore(now, 200),
        startedAt: daysBefore(now, 198),
        endedAt: daysBefore(now, 30),
      },
      {
        clubId,
        mentorId: userIds['president@example.org'],
        menteeId: userIds['officer@example.org'],
        status: 'ended_early',
        proposedBy: userIds['officer@example.org'],
        proposedAt: daysBefore(now, 150),
        startedAt: daysBefore(now, 148),
        endedAt: daysBefore(now, 100),
      },
    ])
    .execute();
}

/**
 * The dates a fresh demo seed gives its meetings (Sydney): the completed one before today, then
 * four Tuesdays from the day after tomorrow on — so the next meeting's RSVP deadline (the day
 * before, at the start time) is still open whatever the day and hour the demo is seeded.
 */
export function demoMeetingDates(now: Date): { past: string; upcoming: string[]; today: string } {
  const today = zonedDate(now, DEMO_TIME_ZONE);
  return {
    past: previousWeekday(today, TUESDAY),
    upcoming: nextWeekdays(addDays(today, 1), TUESDAY, 4),
    today,
  };
}
