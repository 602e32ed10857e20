// Agenda and structured template items, how the agenda is stored, the agenda screens' model and
// constants; the stored agenda is validated on write.
import { z } from 'zod';
import { canonicalRoleType } from './meeting-roles';
import { formatLongDate, formatTime12, parseClockMinutes } from './meetings';
import { formatDuration, parseDuration } from './durations';
import { requiredString } from './validation';

export { formatDuration, parseDuration };

/** One row of a meeting's stored agenda (an agenda item stored with a meeting). */
export type AgendaItem = {
  id: string;
  /** Clock time 'HH:MM' (24-hour). */
  time: string;
  activity: string;
  /** Durations are free text, normally 'm:ss'. */
  maxTime: string;
  greenTime: string;
  amberTime: string;
  redTime: string;
  presenter: string;
  roleType?: string;
  notes?: string;
};

/** Who holds each role, for filling presenter names. */
export type RoleAssignment = { roleType: string; presenterName: string | null };

export const TBD = 'TBD';
export const DEFAULT_AGENDA_ITEM_COUNT = 26;

type Row = [
  time: string,
  activity: string,
  max: string,
  green: string,
  amber: string,
  red: string,
  who: string,
  notes?: string,
];

const ROLE_PREFIX = 'role:';

// A Toastmasters-style dinner meeting, 18:15 to 19:55. `who` is either a role type
// (prefixed 'role:') whose holder presents, or a fixed presenter text.
const DEFAULT_ROWS: readonly Row[] = [
  [
    '18:15',
    'Doors Open, Registration & Networking',
    '15:00',
    '',
    '',
    '',
    'Members & Guests',
    'Sign in and collect a name badge',
  ],
  ['18:30', 'Call to Order', '2:00', '1:00', '1:30', '2:00', 'role:sergeant_at_arms'],
  ['18:32', "President's Welcome", '2:00', '1:00', '1:30', '2:00', 'President'],
  [
    '18:34',
    'Toastmaster of the Evening',
    '3:00',
    '2:00',
    '2:30',
    '3:00',
    'role:toastmaster',
    'Introduces the theme and the meeting roles',
  ],
  ['18:37', "Timer's Explanation", '1:00', '0:30', '0:45', '1:00', 'role:timer'],
  ['18:38', "Ah-Counter's Explanation", '1:00', '0:30', '0:45', '1:00', 'role:ah_counter'],
  [
    '18:39',
    "Grammarian's Explanation & Word of the Day",
    '1:00',
    '0:30',
    '0:45',
    '1:00',
    'role:grammarian',
  ],
  ['18:40', 'Prepared Speech 1', '7:00', '5:00', '6:00', '7:00', 'role:speaker1'],
  ['18:48', 'Prepared Speech 2', '7:00', '5:00', '6:00', '7:00', 'role:speaker2'],
  ['18:56', 'Prepared Speech 3', '7:00', '5:00', '6:00', '7:00', 'role:speaker3'],
  [
    '19:04',
    'Table Topics',
    '10:00',
    '1:00',
    '1:30',
    '2:00',
    'role:table_topics_master',
    'Impromptu speeches of 1 to 2 minutes each',
  ],
  [
    '19:14',
    'Dinner Break',
    '15:00',
    '',
    '',
    '',
    'All',
    'Speakers: give your evaluation forms to your evaluator',
  ],
  [
    '19:29',
    'General Evaluator Introduction',
    '1:00',
    '0:30',
    '0:45',
    '1:00',
    'role:general_evaluator',
  ],
  ['19:30', 'Evaluation of Speech 1', '3:00', '2:00', '2:30', '3:00', 'role:evaluator1'],
  ['19:33', 'Evaluation of Speech 2', '3:00', '2:00', '2:30', '3:00', 'role:evaluator2'],
  ['19:36', 'Evaluation of Speech 3', '3:00', '2:00', '2:30', '3:00', 'role:evaluator3'],
  ['19:39', "Timer's Report", '1:00', '0:30', '0:45', '1:00', 'role:timer'],
  ['19:40', "Ah-Counter's Report", '1:00', '0:30', '0:45', '1:00', 'role:ah_counter'],
  ['19:41', "Grammarian's Report", '1:00', '0:30', '0:45', '1:00', 'role:grammarian'],
  ['19:42', "General Evaluator's Report", '5:00', '3:00', '4:00', '5:00', 'role:general_evaluator'],
  [
    '19:47',
    'Voting',
    '1:00',
    '0:30',
    '0:45',
    '1:00',
    'role:toastmaster',
    'Best Speaker, Best Table Topics Speaker, Best Evaluator',
  ],
  ['19:48', 'Awards Presentation', '3:00', '2:00', '2:30', '3:00', 'President'],
  ['19:51', 'Guest Comments', '2:00', '1:00', '1:30', '2:00', 'Guests'],
  ['19:53', 'Announcements & Club Business', '1:00', '0:30', '0:45', '1:00', 'President'],
  ['19:54', 'Toastmaster Returns Control', '1:00', '0:30', '0:45', '1:00', 'role:toastmaster'],
  ['19:55', 'Meeting Close', '1:00', '0:30', '0:45', '1:00', 'President'],
];

function presenterFor(roleType: string, assignments: readonly RoleAssignment[]): string {
  const holder = assignments.find((a) => canonicalRoleType(a.roleType) === roleType);
  const name = holder?.presenterName?.trim();
  return name ? name : TBD;
}

/** Where the built-in agenda's rows are written from: its first row's time. */
const DEFAULT_ROWS_START = '18:15';
const DEFAULT_ROWS_START_MINUTES = 18 * 60 + 15;

/**
 * The built-in 26-item agenda with presenters from role assignments or 'TBD', its first row at
 * `startTime` (the meeting's start; 18:15 to 19:55 when the meeting starts at 18:15).
 */
export function buildDefaultAgenda(
  assignments: readonly RoleAssignment[] = [],
  startTime: string | null = DEFAULT_ROWS_START,
): AgendaItem[] {
  const start = startTime === null ? null : parseClockMinutes(startTime);
  const offset = start === null ? 0 : start - DEFAULT_ROWS_START_MINUTES;
  return DEFAULT_ROWS.map(
    ([time, activity, maxTime, greenTime, amberTime, redTime, who, notes], index) => {
      const item: AgendaItem = {
        id: String(index + 1),
        time: addMinutesToClock(time, offset),
        activity,
        maxTime,
        greenTime,
        amberTime,
        redTime,
        presenter: who,
      };
      if (who.startsWith(ROLE_PREFIX)) {
        const roleType = who.slice(ROLE_PREFIX.length);
        item.roleType = roleType;
        item.presenter = presenterFor(roleType, assignments);
      }
      if (notes !== undefined) item.notes = notes;
      return item;
    },
  );
}

export const NEW_AGENDA_ITEM_DEFAULTS = {
  time: '19:00',
  activity: '',
  maxTime: '3:00',
  greenTime: '2:00',
  amberTime: '2:30',
  redTime: '3:00',
  presenter: '',
} as const satisfies Omit<AgendaItem, 'id'>;

/** A fresh row for the Add Item button, with an id not used by the existing rows. */
export function newAgendaItem(existing: readonly AgendaItem[]): AgendaItem {
  const used = new Set(existing.map((item) => item.id));
  let next = existing.length + 1;
  while (used.has(String(next))) next += 1;
  return { id: String(next), ...NEW_AGENDA_ITEM_DEFAULTS };
}

export const AGENDA_MAX_ITEMS = 200;

const durationText = z.string().trim().max(16);

/** One stored agenda row; numeric ids become strings, null optionals are dropped. */
export const agendaItemSchema = z.object({
  id: z.union([z.string().trim().min(1).max(64), z.number().int().nonnegative().transform(String)]),
  time: z
    .string()
    .max(16)
    .trim()
    .refine((v) => v === '' || parseClockMinutes(v) !== null, 'Enter a time as HH:MM'),
  activity: z.string().max(500),
  maxTime: durationText,
  greenTime: durationText,
  amberTime: durationText,
  redTime: durationText,
  presenter: z.string().max(255),
  roleType: z
    .string()
    .max(50)
    .nullish()
    .transform((v) => (v ? canonicalRoleType(v) : undefined)),
  notes: z
    .string()
    .max(2000)
    .nullish()
    .transform((v) => v ?? undefined),
});

/** The stored agenda list, validated on write (input safety). */
export const agendaItemsSchema = z.array(agendaItemSchema).max(AGENDA_MAX_ITEMS);

function withoutUndefined(item: z.output<typeof agendaItemSchema>): AgendaItem {
  const { roleType, notes, ...rest } = item;
  return {
    ...rest,
    ...(roleType === undefined ? {} : { roleType }),
    ...(notes === undefined ? {} : { notes }),
  };
}

/**
 * A stored agenda text as items when it is a valid JSON list (starts with '['),
 * otherwise null.
 */
export function parseStoredAgenda(text: string | null | undefined): AgendaItem[] | null {
  if (!text || !text.trimStart().startsWith('[')) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const result = agendaItemsSchema.safeParse(parsed);
  return result.success ? result.data.map(withoutUndefined) : null;
}

/**
 * Text starting with '[' is the stored list; anything else gives the built-in agenda from the
 * meeting's start time.
 */
export function parseAgenda(
  text: string | null | undefined,
  assignments: readonly RoleAssignment[] = [],
  startTime: string | null = DEFAULT_ROWS_START,
): AgendaItem[] {
  return parseStoredAgenda(text) ?? buildDefaultAgenda(assignments, startTime);
}

export function serializeAgenda(items: readonly AgendaItem[]): string {
  return JSON.stringify(items);
}

/**
 * Validates agenda text before it is written: JSON lists must be valid agenda items;
 * other text (a free-form agenda from a template) is kept as it is.
 */
export const storedAgendaTextSchema = z
  .string()
  .max(200_000)
  .refine(
    (text) => !text.trimStart().startsWith('[') || parseStoredAgenda(text) !== null,
    'Invalid agenda items',
  );

/** Agenda clock display 'h:mm' without AM/PM ('19:05' → '7:05'); other text unchanged. */
export function formatClock(time: string): string {
  const minutes = parseClockMinutes(time);
  if (minutes === null) return time;
  const hours = Math.floor(minutes / 60) % 12;
  return `${hours === 0 ? 12 : hours}:${String(minutes % 60).padStart(2, '0')}`;
}

export type AgendaExportInput = {
  clubName: string;
  date: string | null;
  theme?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  location?: string | null;
  items: readonly AgendaItem[];
  /** How the club writes dates (en-AU when not given). */
  locale?: string | null;
};

/** The View Agenda 'Export' plain-text file. */
export function agendaToPlainText(input: AgendaExportInput): string {
  const lines = [input.clubName, `Meeting Agenda: ${formatLongDate(input.date, input.locale)}`];
  if (input.theme) lines.push(`Theme: ${input.theme}`);
  const start = formatTime12(input.startTime);
  const end = formatTime12(input.endTime);
  if (start) lines.push(`Time: ${end ? `${start} - ${end}` : start}`);
  lines.push(`Location: ${input.location || 'Location TBD'}`, '');
  lines.push('TIME | PROJECTS | MAX TIME | Green | Amber | Red | PRESENTED BY');
  for (const item of input.items) {
    lines.push(
      [
        formatClock(item.time),
        item.activity,
        item.maxTime,
        item.greenTime,
        item.amberTime,
        item.redTime,
        item.presenter || TBD,
      ].join(' | '),
    );
    if (item.notes) lines.push(`    ${item.notes}`);
  }
  return `${lines.join('\n')}\n`;
}

/** File name with the club name and meeting date, unsafe characters removed (text or PDF). */
export function agendaExportFileName(
  clubName: string,
  date: string | null,
  extension: 'txt' | 'pdf' = 'txt',
): string {
  const safe = (text: string): string =>
    text
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9 _-]/g, '')
      .trim()
      .replace(/[\s_]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80);
  const club = safe(clubName) || 'club';
  const day = (date && safe(date)) || 'undated';
  return `${club}-agenda-${day}.${extension}`;
}

export const ROLE_PROGRESS_GROUPS = [
  'Speaker',
  'Evaluator',
  'Toastmaster',
  'Table Topics',
  'General Evaluator',
  'Timer',
  'Grammarian',
  'Harkmaster',
] as const;

export type RoleProgressGroup = (typeof ROLE_PROGRESS_GROUPS)[number];

const GROUP_MATCHERS: Record<RoleProgressGroup, (key: string) => boolean> = {
  Speaker: (key) => /^speaker\d*$/.test(key),
  Evaluator: (key) => /^evaluator\d*$/.test(key),
  Toastmaster: (key) => key === 'toastmaster',
  'Table Topics': (key) => key.startsWith('table_topics'),
  'General Evaluator': (key) => key === 'general_evaluator',
  Timer: (key) => key === 'timer',
  Grammarian: (key) => key === 'grammarian',
  Harkmaster: (key) => key === 'harkmaster',
};

export type RoleGroupProgress = {
  group: RoleProgressGroup;
  filled: number;
  total: number;
  percent: number;
  colour: 'green' | 'yellow' | 'red';
};

/** Generate-agenda progress bars: green at 100%, yellow above 0, red at 0. */
export function roleGroupProgress(
  roles: readonly { roleType: string; userId: number | null }[],
): RoleGroupProgress[] {
  return ROLE_PROGRESS_GROUPS.map((group) => {
    const inGroup = roles.filter((role) => GROUP_MATCHERS[group](canonicalRoleType(role.roleType)));
    const filled = inGroup.filter((role) => role.userId !== null).length;
    const total = inGroup.length;
    const percent = total === 0 ? 0 : Math.round((filled / total) * 100);
    const colour = percent >= 100 ? 'green' : percent > 0 ? 'yellow' : 'red';
    return { group, filled, total, percent, colour };
  });
}

export const KEY_ROLES = [
  { label: 'Toastmaster', roleType: 'toastmaster' },
  { label: 'General Evaluator', roleType: 'general_evaluator' },
  { label: 'Table Topics Master', roleType: 'table_topics_master' },
  { label: 'Timekeeper', roleType: 'timer' },
] as const;

/** View Agenda 'Key Roles' card: each with the holder's name or 'TBD'. */
export function keyRoles(
  assignments: readonly RoleAssignment[],
): { label: string; roleType: string; name: string }[] {
  return KEY_ROLES.map(({ label, roleType }) => ({
    label,
    roleType,
    name: presenterFor(roleType, assignments),
  }));
}

/** Presenter's pathway and level under a row, default 'Pathways L1'. */
export function presenterPathway(
  profile: { pathwaysPath?: string | null; currentLevel?: number | null } | null,
): string {
  const path = profile?.pathwaysPath?.trim() || 'Pathways';
  const level = profile?.currentLevel || 1;
  return `${path} L${level}`;
}

export const DEFAULT_CLUB_MISSION =
  'We provide a supportive and positive learning experience in which members are empowered to develop communication and leadership skills, resulting in greater self-confidence and personal growth.';

export const AGENDA_TEXT = {
  accessDenied: {
    title: 'Access Denied',
    description: 'Please log in to view this meeting agenda.',
  },
  notFound: {
    title: 'Meeting not found',
    description: 'The requested meeting could not be found.',
  },
  themeLabel: "This week's theme",
  noAttendees: 'No confirmed attendees yet',
  voteSlips: ['Best Speaker', 'Best Table Topics Speaker', 'Best Evaluator'],
  memberRoleHeading: 'Your role as a member!',
  evaluationFormsRow: 'Speakers: give your evaluation forms to your evaluator',
  nextMeeting: 'Next Meeting',
  missingAssignmentsTip: 'Missing assignments print as TBD.',
  backToAgenda: 'Back to Agenda',
  backToMeetings: 'Back to Meetings',
  saveChanges: 'Save Changes',
  addItem: 'Add Item',
  selectMember: 'Select Member',
  timingLegend: { green: 'Green: target', amber: 'Amber: warning', red: 'Red: maximum' },
  tableHeaders: ['TIME', 'PROJECTS', 'MAX TIME', 'Green', 'Amber', 'Red', 'PRESENTED BY'],
  editorHeaders: ['Time', 'Activity', 'Max Time', 'Green', 'Amber', 'Red', 'Presenter', 'Action'],
  saved: 'Success: Meeting agenda updated successfully',
  saveFailed: 'Error: Failed to update meeting agenda',
  detailsSaved: 'Meeting details updated successfully',
  detailsSaveFailed: 'Failed to update meeting details',
} as const;

// Structured agenda templates.

export const STRUCTURED_ITEM_TYPES = [
  'opening',
  'speech',
  'evaluation',
  'table_topics',
  'reports',
  'business',
  'closing',
] as const;
export type StructuredItemType = (typeof STRUCTURED_ITEM_TYPES)[number];

export const STRUCTURED_ITEM_DEFAULT_DURATION = 5;
export const UI_DURATION_MIN = 1;
export const UI_DURATION_MAX = 60;

/** The template editor's duration input: 1–60 minutes; anything non-numeric becomes 1. */
export function clampUiDuration(value: unknown): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number.parseInt(value, 10)
        : Number.NaN;
  if (!Number.isFinite(n)) return UI_DURATION_MIN;
  return Math.min(UI_DURATION_MAX, Math.max(UI_DURATION_MIN, Math.round(n)));
}

const clockRequired = (message: string) =>
  z
    .string({ error: message })
    .max(16, message)
    .trim()
    .refine((v) => parseClockMinutes(v) !== null, message);

export const structuredTemplateItemSchema = z.object({
  id: z.union([z.string().max(64), z.number().int()]).optional(),
  title: requiredString('Title is required', 255),
  startTime: clockRequired('Start time is required'),
  endTime: clockRequired('End time is required'),
  duration: z
    .number({ error: 'Duration must be at least 1 minute' })
    .int('Duration must be whole minutes')
    .min(1, 'Duration must be at least 1 minute')
    .max(300, 'Duration must be at most 300 minutes'),
  type: z.enum(STRUCTURED_ITEM_TYPES, { error: 'Choose an item type' }),
  roleType: z.string().max(50).nullish(),
  speechLevel: z.union([z.string().max(50), z.number().int()]).nullish(),
  projectNumber: z.union([z.string().max(50), z.number().int()]).nullish(),
  notes: z.string().max(2000).nullish(),
});

export type StructuredTemplateItem = z.output<typeof structuredTemplateItemSchema>;

export const templateStructureSchema = z.array(structuredTemplateItemSchema).max(AGENDA_MAX_ITEMS);

/** Template 'structure' as stored (JSON text); null when absent or invalid. */
export function parseTemplateStructure(
  text: string | null | undefined,
): StructuredTemplateItem[] | null {
  if (!text) return null;
  try {
    const result = templateStructureSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** Quick-add agenda items of the template editor. */
export const QUICK_ADD_AGENDA_ITEMS: readonly {
  title: string;
  type: StructuredItemType;
  duration: number;
}[] = [
  { title: 'Call to Order', type: 'opening', duration: 2 },
  { title: 'Toastmaster Introduction', type: 'opening', duration: 3 },
  { title: 'Prepared Speech', type: 'speech', duration: 7 },
  { title: 'Prepared Speech', type: 'speech', duration: 7 },
  { title: 'Speech Evaluation', type: 'evaluation', duration: 3 },
  { title: 'Table Topics', type: 'table_topics', duration: 15 },
  { title: 'Reports (Timer, Ah-Counter, Grammarian)', type: 'reports', duration: 5 },
  { title: 'Club Business', type: 'business', duration: 10 },
  { title: 'Closing Remarks', type: 'closing', duration: 3 },
];

/** Adds minutes to 'HH:MM', clamped within the day. */
export function addMinutesToClock(time: string, minutes: number): string {
  const start = parseClockMinutes(time) ?? 0;
  const total = Math.min(23 * 60 + 59, Math.max(0, start + Math.round(minutes)));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * Lays structured items back to back from a start time: each item's start is the previous
 * end and its end is start + duration (durations clamped as in the UI).
 */
export function scheduleStructuredItems<T extends { duration: number }>(
  items: readonly T[],
  startTime: string,
): (T & { startTime: string; endTime: string; duration: number })[] {
  let clock = startTime;
  return items.map((item) => {
    const duration = clampUiDuration(item.duration);
    const start = clock;
    clock = addMinutesToClock(start, duration);
    return { ...item, duration, startTime: start, endTime: clock };
  });
}
