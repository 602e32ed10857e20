import { describe, it, expect } from 'vitest';
import {
  AGENDA_TEXT,
  DEFAULT_AGENDA_ITEM_COUNT,
  NEW_AGENDA_ITEM_DEFAULTS,
  QUICK_ADD_AGENDA_ITEMS,
  STRUCTURED_ITEM_TYPES,
  addMinutesToClock,
  agendaExportFileName,
  agendaItemsSchema,
  agendaToPlainText,
  buildDefaultAgenda,
  clampUiDuration,
  formatClock,
  formatDuration,
  keyRoles,
  newAgendaItem,
  parseAgenda,
  parseDuration,
  parseStoredAgenda,
  parseTemplateStructure,
  presenterPathway,
  roleGroupProgress,
  scheduleStructuredItems,
  serializeAgenda,
  storedAgendaTextSchema,
  structuredTemplateItemSchema,
  templateStructureSchema,
  type AgendaItem,
  type RoleAssignment,
} from './agenda';
import { parseClockMinutes } from './meetings';

const ASSIGNMENTS: RoleAssignment[] = [
  { roleType: 'toastmaster', presenterName: 'Tina Toast' },
  { roleType: 'speaker_1', presenterName: 'Sam Speaker' },
  { roleType: 'speaker2', presenterName: null },
  { roleType: 'timekeeper', presenterName: 'Tim Timer' },
  { roleType: 'general_evaluator', presenterName: '  ' },
  { roleType: 'sergeant', presenterName: 'Sarge' },
];

describe('buildDefaultAgenda', () => {
  const agenda = buildDefaultAgenda(ASSIGNMENTS);

  it('has exactly 26 items from 18:15 to 19:55 in time order with unique ids', () => {
    expect(agenda).toHaveLength(26);
    expect(DEFAULT_AGENDA_ITEM_COUNT).toBe(26);
    expect(agenda[0]?.time).toBe('18:15');
    expect(agenda[25]?.time).toBe('19:55');
    const minutes = agenda.map((item) => parseClockMinutes(item.time) ?? -1);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    expect(new Set(agenda.map((item) => item.id)).size).toBe(26);
  });

  it('every item is valid against the stored-agenda schema', () => {
    expect(agendaItemsSchema.safeParse(agenda).success).toBe(true);
  });

  it.each([
    ['Call to Order', '2:00', '1:00', '1:30', '2:00'],
    ['Prepared Speech 1', '7:00', '5:00', '6:00', '7:00'],
    ['Prepared Speech 2', '7:00', '5:00', '6:00', '7:00'],
    ['Prepared Speech 3', '7:00', '5:00', '6:00', '7:00'],
    ['Table Topics', '10:00', '1:00', '1:30', '2:00'],
    ['Dinner Break', '15:00', '', '', ''],
    ['Evaluation of Speech 1', '3:00', '2:00', '2:30', '3:00'],
    ['Evaluation of Speech 3', '3:00', '2:00', '2:30', '3:00'],
    ['Voting', '1:00', '0:30', '0:45', '1:00'],
  ])('%s: max %s (%s/%s/%s)', (activity, maxTime, greenTime, amberTime, redTime) => {
    expect(agenda.find((item) => item.activity === activity)).toMatchObject({
      maxTime,
      greenTime,
      amberTime,
      redTime,
    });
  });

  it.each([
    ['Call to Order', 'sergeant_at_arms', 'Sarge'],
    ['Toastmaster of the Evening', 'toastmaster', 'Tina Toast'],
    ['Prepared Speech 1', 'speaker1', 'Sam Speaker'],
    ['Prepared Speech 2', 'speaker2', 'TBD'],
    ['Prepared Speech 3', 'speaker3', 'TBD'],
    ["Timer's Explanation", 'timer', 'Tim Timer'],
    ['General Evaluator Introduction', 'general_evaluator', 'TBD'],
    ['Evaluation of Speech 2', 'evaluator2', 'TBD'],
  ])('%s is a %s row presented by %s', (activity, roleType, presenter) => {
    expect(agenda.find((item) => item.activity === activity)).toMatchObject({
      roleType,
      presenter,
    });
  });

  it('fixed rows carry no role type', () => {
    const welcome = agenda.find((item) => item.activity === "President's Welcome");
    expect(welcome).toEqual({
      id: '3',
      time: '18:32',
      activity: "President's Welcome",
      maxTime: '2:00',
      greenTime: '1:00',
      amberTime: '1:30',
      redTime: '2:00',
      presenter: 'President',
    });
  });

  it('without assignments every role row is TBD', () => {
    const bare = buildDefaultAgenda();
    for (const item of bare) if (item.roleType) expect(item.presenter).toBe('TBD');
  });

  it('the dinner break row reminds speakers about evaluation forms', () => {
    expect(agenda.find((item) => item.activity === 'Dinner Break')?.notes).toBe(
      AGENDA_TEXT.evaluationFormsRow,
    );
  });
});

describe('new agenda items', () => {
  it('defaults', () => {
    expect(NEW_AGENDA_ITEM_DEFAULTS).toEqual({
      time: '19:00',
      activity: '',
      maxTime: '3:00',
      greenTime: '2:00',
      amberTime: '2:30',
      redTime: '3:00',
      presenter: '',
    });
  });

  it.each<[string[], string]>([
    [[], '1'],
    [['1', '2'], '3'],
    [['3', '1'], '4'],
    [['2', '3'], '4'],
    [['a', 'b'], '3'],
  ])('ids %j → next id %s', (ids, next) => {
    const existing = ids.map((id) => ({ ...NEW_AGENDA_ITEM_DEFAULTS, id }));
    expect(newAgendaItem(existing)).toEqual({ ...NEW_AGENDA_ITEM_DEFAULTS, id: next });
  });
});

describe('stored agenda parsing', () => {
  const item: AgendaItem = {
    id: '1',
    time: '19:00',
    activity: 'Opening',
    maxTime: '2:00',
    greenTime: '1:00',
    amberTime: '1:30',
    redTime: '2:00',
    presenter: 'Ann',
    roleType: 'toastmaster',
    notes: 'Welcome',
  };

  it('round-trips through serializeAgenda', () => {
    expect(parseStoredAgenda(serializeAgenda([item]))).toEqual([item]);
  });

  it('normalises ids, role spellings and null optionals', () => {
    const text = JSON.stringify([
      { ...item, id: 7, roleType: 'speaker_2', notes: null, extra: 'dropped' },
      { ...item, id: '8', roleType: null, notes: undefined, time: '' },
    ]);
    const { notes: _notes, roleType: _roleType, ...bare } = item;
    expect(parseStoredAgenda(text)).toEqual([
      { ...bare, id: '7', roleType: 'speaker2' },
      { ...bare, id: '8', time: '' },
    ]);
  });

  it.each([
    ['null', null],
    ['empty', ''],
    ['plain text', 'Opening\nSpeeches'],
    ['broken JSON', '[{"id":'],
    ['object JSON', '{"id":1}'],
    ['wrong shape', '[{"id":"1"}]'],
    ['bad time', JSON.stringify([{ ...item, time: '7pm' }])],
    [
      'too many items',
      JSON.stringify(Array.from({ length: 201 }, (_, i) => ({ ...item, id: String(i) }))),
    ],
    ['long activity', JSON.stringify([{ ...item, activity: 'x'.repeat(501) }])],
    ['long notes', JSON.stringify([{ ...item, notes: 'x'.repeat(2001) }])],
    ['negative id', JSON.stringify([{ ...item, id: -1 }])],
  ])('parseStoredAgenda(%s) → null', (_name, text) => {
    expect(parseStoredAgenda(text)).toBeNull();
  });

  it('accepts exactly 200 items', () => {
    const text = JSON.stringify(
      Array.from({ length: 200 }, (_, i) => ({ ...item, id: String(i) })),
    );
    expect(parseStoredAgenda(text)).toHaveLength(200);
  });

  it.each([
    ['stored list', serializeAgenda([item]), 1],
    ['leading whitespace', `  ${serializeAgenda([item])}`, 1],
    ['plain text → default', 'Opening', 26],
    ['null → default', null, 26],
    ['invalid list → default', '[1,2]', 26],
  ])('parseAgenda: %s', (_name, text, length) => {
    expect(parseAgenda(text, ASSIGNMENTS)).toHaveLength(length);
  });

  it('parseAgenda fills the default from assignments', () => {
    expect(
      parseAgenda(null, ASSIGNMENTS).find((i) => i.roleType === 'toastmaster')?.presenter,
    ).toBe('Tina Toast');
    expect(parseAgenda(undefined).find((i) => i.roleType === 'toastmaster')?.presenter).toBe('TBD');
  });

  it.each([
    ['free text', 'Opening\nClose', true],
    ['valid list', serializeAgenda([item]), true],
    ['invalid list', '[{"x":1}]', false],
    ['too long', 'x'.repeat(200_001), false],
  ])('storedAgendaTextSchema: %s → %s', (_name, text, valid) => {
    expect(storedAgendaTextSchema.safeParse(text).success).toBe(valid);
  });
});

describe('clock and durations', () => {
  it.each([
    ['19:00', '7:00'],
    ['19:05', '7:05'],
    ['18:15', '6:15'],
    ['12:30', '12:30'],
    ['00:10', '12:10'],
    ['09:45:00', '9:45'],
    ['', ''],
    ['later', 'later'],
  ])('formatClock(%j) → %j', (input, output) => {
    expect(formatClock(input)).toBe(output);
  });

  it.each([
    ['7:00', 420],
    ['0:30', 30],
    ['10:00', 600],
    [' 2:05 ', 125],
    ['0:00', 0],
    ['7', null],
    ['7:60', null],
    ['', null],
    ['abc', null],
  ])('parseDuration(%j) → %s', (text, seconds) => {
    expect(parseDuration(text)).toBe(seconds);
  });

  it.each([
    [420, '7:00'],
    [125, '2:05'],
    [0, '0:00'],
    [59.9, '0:59'],
    [-5, '0:00'],
    [3600, '60:00'],
  ])('formatDuration(%s) → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it.each([
    ['19:00', 5, '19:05'],
    ['23:58', 5, '23:59'],
    ['00:02', -5, '00:00'],
    ['bad', 30, '00:30'],
  ])('addMinutesToClock(%s, %i) → %s', (time, minutes, result) => {
    expect(addMinutesToClock(time, minutes)).toBe(result);
  });
});

describe('plain-text export', () => {
  const items: AgendaItem[] = [
    {
      ...NEW_AGENDA_ITEM_DEFAULTS,
      id: '1',
      activity: 'Opening',
      presenter: 'Ann',
      notes: 'Bell at 7',
    },
    { ...NEW_AGENDA_ITEM_DEFAULTS, id: '2', time: '19:03', activity: 'Speech', presenter: '' },
  ];

  it('renders header and rows', () => {
    const text = agendaToPlainText({
      clubName: 'Harbour Speakers',
      date: '2025-01-07',
      theme: 'New Beginnings',
      startTime: '19:00',
      endTime: '20:30',
      location: 'Library',
      items,
    });
    expect(text).toBe(
      [
        'Harbour Speakers',
        'Meeting Agenda: Tuesday 7 January 2025',
        'Theme: New Beginnings',
        'Time: 7:00 PM - 8:30 PM',
        'Location: Library',
        '',
        'TIME | PROJECTS | MAX TIME | Green | Amber | Red | PRESENTED BY',
        '7:00 | Opening | 3:00 | 2:00 | 2:30 | 3:00 | Ann',
        '    Bell at 7',
        '7:03 | Speech | 3:00 | 2:00 | 2:30 | 3:00 | TBD',
        '',
      ].join('\n'),
    );
  });

  it('falls back when details are missing', () => {
    const text = agendaToPlainText({ clubName: 'C', date: null, items: [] });
    expect(text).toBe(
      [
        'C',
        'Meeting Agenda: Date TBD',
        'Location: Location TBD',
        '',
        'TIME | PROJECTS | MAX TIME | Green | Amber | Red | PRESENTED BY',
        '',
      ].join('\n'),
    );
  });

  it('start time without end time', () => {
    expect(
      agendaToPlainText({
        clubName: 'C',
        date: null,
        startTime: '18:00',
        endTime: null,
        items: [],
      }),
    ).toContain('Time: 6:00 PM\n');
  });

  it.each([
    ['Harbour Speakers', '2025-01-07', 'Harbour-Speakers-agenda-2025-01-07.txt'],
    ['Club #1 / North', '2025-01-07', 'Club-1-North-agenda-2025-01-07.txt'],
    ['../../etc/passwd', '2025-01-07', 'etcpasswd-agenda-2025-01-07.txt'],
    ['Café  Orators_Club', '2025-01-07', 'Cafe-Orators-Club-agenda-2025-01-07.txt'],
    ['***', null, 'club-agenda-undated.txt'],
    ['- Edge -', '', 'Edge-agenda-undated.txt'],
    ['x'.repeat(100), '2025-01-07', `${'x'.repeat(80)}-agenda-2025-01-07.txt`],
  ])('agendaExportFileName(%j, %j) → %s', (club, date, name) => {
    expect(agendaExportFileName(club, date)).toBe(name);
  });
});

describe('role group progress (generate screen)', () => {
  const roles = [
    { roleType: 'speaker1', userId: 1 },
    { roleType: 'speaker_2', userId: 2 },
    { roleType: 'speaker3', userId: null },
    { roleType: 'evaluator1', userId: null },
    { roleType: 'toastmaster', userId: 4 },
    { roleType: 'table_topics_master', userId: 5 },
    { roleType: 'table_topics_evaluator', userId: null },
    { roleType: 'timekeeper', userId: 6 },
    { roleType: 'grammarian', userId: null },
  ];

  it.each([
    ['Speaker', 2, 3, 67, 'yellow'],
    ['Evaluator', 0, 1, 0, 'red'],
    ['Toastmaster', 1, 1, 100, 'green'],
    ['Table Topics', 1, 2, 50, 'yellow'],
    ['General Evaluator', 0, 0, 0, 'red'],
    ['Timer', 1, 1, 100, 'green'],
    ['Grammarian', 0, 1, 0, 'red'],
    ['Harkmaster', 0, 0, 0, 'red'],
  ])('%s: %i/%i = %i%% %s', (group, filled, total, percent, colour) => {
    expect(roleGroupProgress(roles).find((g) => g.group === group)).toEqual({
      group,
      filled,
      total,
      percent,
      colour,
    });
  });

  it('lists the eight groups in order', () => {
    expect(roleGroupProgress([]).map((g) => g.group)).toEqual([
      'Speaker',
      'Evaluator',
      'Toastmaster',
      'Table Topics',
      'General Evaluator',
      'Timer',
      'Grammarian',
      'Harkmaster',
    ]);
  });
});

describe('key roles and presenter pathway', () => {
  it('key roles with names or TBD', () => {
    expect(keyRoles(ASSIGNMENTS)).toEqual([
      { label: 'Toastmaster', roleType: 'toastmaster', name: 'Tina Toast' },
      { label: 'General Evaluator', roleType: 'general_evaluator', name: 'TBD' },
      { label: 'Table Topics Master', roleType: 'table_topics_master', name: 'TBD' },
      { label: 'Timekeeper', roleType: 'timer', name: 'Tim Timer' },
    ]);
  });

  it.each([
    [null, 'Pathways L1'],
    [{}, 'Pathways L1'],
    [{ pathwaysPath: null, currentLevel: null }, 'Pathways L1'],
    [{ pathwaysPath: ' ', currentLevel: 0 }, 'Pathways L1'],
    [{ pathwaysPath: 'Dynamic Leadership', currentLevel: 3 }, 'Dynamic Leadership L3'],
    [{ currentLevel: 5 }, 'Pathways L5'],
  ])('presenterPathway(%j) → %s', (profile, text) => {
    expect(presenterPathway(profile)).toBe(text);
  });
});

describe('structured templates', () => {
  const valid = {
    title: 'Opening',
    startTime: '19:00',
    endTime: '19:05',
    duration: 5,
    type: 'opening',
  };

  it('item types', () => {
    expect(STRUCTURED_ITEM_TYPES).toEqual([
      'opening',
      'speech',
      'evaluation',
      'table_topics',
      'reports',
      'business',
      'closing',
    ]);
  });

  it('accepts a valid item with optional fields', () => {
    expect(
      structuredTemplateItemSchema.parse({
        ...valid,
        id: 1,
        roleType: 'toastmaster',
        speechLevel: 2,
        projectNumber: '3',
        notes: null,
      }),
    ).toEqual({
      ...valid,
      id: 1,
      roleType: 'toastmaster',
      speechLevel: 2,
      projectNumber: '3',
      notes: null,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['missing title', { title: undefined }, 'Title is required'],
    ['blank title', { title: ' ' }, 'Title is required'],
    ['missing start', { startTime: undefined }, 'Start time is required'],
    ['bad start', { startTime: '7' }, 'Start time is required'],
    ['missing end', { endTime: '' }, 'End time is required'],
    ['duration 0', { duration: 0 }, 'Duration must be at least 1 minute'],
    ['duration missing', { duration: undefined }, 'Duration must be at least 1 minute'],
    ['unknown type', { type: 'party' }, 'Choose an item type'],
  ])('%s → %s', (_name, overrides, message) => {
    const result = structuredTemplateItemSchema.safeParse({ ...valid, ...overrides });
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it('structure list is bounded', () => {
    expect(
      templateStructureSchema.safeParse(Array.from({ length: 201 }, () => valid)).success,
    ).toBe(false);
  });

  it.each([
    [JSON.stringify([valid]), 1],
    [null, null],
    ['', null],
    ['not json', null],
    ['[{"title":""}]', null],
  ])('parseTemplateStructure(%j)', (text, length) => {
    const parsed = parseTemplateStructure(text);
    expect(parsed === null ? null : parsed.length).toBe(length);
  });

  it.each([
    [5, 5],
    [1, 1],
    [60, 60],
    [0, 1],
    [61, 60],
    [-3, 1],
    [2.6, 3],
    ['7', 7],
    ['12 minutes', 12],
    ['', 1],
    ['abc', 1],
    [null, 1],
    [undefined, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
  ])('clampUiDuration(%j) → %i', (value, minutes) => {
    expect(clampUiDuration(value)).toBe(minutes);
  });

  it('quick-add durations', () => {
    expect(QUICK_ADD_AGENDA_ITEMS.map((i) => i.duration)).toEqual([2, 3, 7, 7, 3, 15, 5, 10, 3]);
  });

  it('schedules items back to back', () => {
    expect(
      scheduleStructuredItems([{ duration: 2 }, { duration: 0 }, { duration: 90 }], '19:00'),
    ).toEqual([
      { duration: 2, startTime: '19:00', endTime: '19:02' },
      { duration: 1, startTime: '19:02', endTime: '19:03' },
      { duration: 60, startTime: '19:03', endTime: '20:03' },
    ]);
  });
});

describe('agenda texts', () => {
  it('exact strings', () => {
    expect(AGENDA_TEXT.accessDenied).toEqual({
      title: 'Access Denied',
      description: 'Please log in to view this meeting agenda.',
    });
    expect(AGENDA_TEXT.notFound).toEqual({
      title: 'Meeting not found',
      description: 'The requested meeting could not be found.',
    });
    expect(AGENDA_TEXT.saved).toBe('Success: Meeting agenda updated successfully');
    expect(AGENDA_TEXT.saveFailed).toBe('Error: Failed to update meeting agenda');
    expect(AGENDA_TEXT.noAttendees).toBe('No confirmed attendees yet');
    expect(AGENDA_TEXT.voteSlips).toEqual([
      'Best Speaker',
      'Best Table Topics Speaker',
      'Best Evaluator',
    ]);
  });
});
