import { describe, expect, it } from 'vitest';
import { buildDefaultAgenda, parseAgenda, type AgendaItem } from './agenda';
import {
  agendaEndTime,
  agendaFromTemplate,
  moveAgendaStart,
  removeAgendaItem,
  roleTypesForNewMeeting,
  shiftFollowingItems,
  structuredItemsOf,
} from './agenda-times';
import { agendaRows } from './agenda-view';
import { STANDARD_ROLE_TYPES } from './meeting-roles';

type TemplateItem = Parameters<typeof agendaFromTemplate>[0][number];

function templateItem(
  startTime: string,
  duration: number,
  type: TemplateItem['type'],
  extra: Partial<TemplateItem> = {},
): TemplateItem {
  return {
    title: `${type} at ${startTime}`,
    startTime,
    endTime: startTime,
    duration,
    type,
    ...extra,
  };
}

/** Eight items from 19:00, as a new club's president writes them. */
const RIVERSIDE: TemplateItem[] = [
  templateItem('19:00', 5, 'opening', { title: 'Welcome', roleType: 'sergeant_at_arms' }),
  templateItem('19:05', 7, 'speech', { roleType: 'speaker_1', notes: 'Ice Breaker' }),
  templateItem('19:12', 7, 'speech', { roleType: 'speaker2' }),
  templateItem('19:19', 15, 'table_topics', { roleType: 'table_topics_master' }),
  templateItem('19:34', 3, 'evaluation', { roleType: 'evaluator1' }),
  templateItem('19:37', 3, 'evaluation', { roleType: 'Evaluator_2' }),
  templateItem('19:45', 5, 'reports', { roleType: 'timekeeper' }),
  templateItem('19:50', 10, 'closing', { roleType: 'no spaces allowed' }),
];

describe('agendaFromTemplate', () => {
  it('keeps each item at its distance from the first, counted from the meeting start', () => {
    const agenda = agendaFromTemplate(RIVERSIDE, '18:30');
    expect(agenda.map((item) => item.time)).toEqual([
      '18:30',
      '18:35',
      '18:42',
      '18:49',
      '19:04',
      '19:07',
      '19:15',
      '19:20',
    ]);
    expect(agenda.map((item) => item.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it.each([
    ['speech', 7, ['7:00', '5:00', '6:00', '7:00']],
    ['evaluation', 3, ['3:00', '2:00', '2:30', '3:00']],
    ['table_topics', 15, ['15:00', '1:00', '1:30', '2:00']],
    ['opening', 5, ['5:00', '', '', '']],
    ['speech', 1, ['1:00', '0:00', '0:00', '1:00']],
  ] as const)('a %s of %i minutes is timed %j', (type, minutes, expected) => {
    const [item] = agendaFromTemplate([templateItem('19:00', minutes, type)], '19:00');
    expect([item?.maxTime, item?.greenTime, item?.amberTime, item?.redTime]).toEqual(expected);
  });

  it('a role item is presented by its holder (TBD until held); others have no presenter', () => {
    const agenda = agendaFromTemplate(RIVERSIDE, '19:00');
    expect(agenda[0]).toEqual({
      id: '1',
      time: '19:00',
      activity: 'Welcome',
      maxTime: '5:00',
      greenTime: '',
      amberTime: '',
      redTime: '',
      presenter: 'TBD',
      roleType: 'sergeant_at_arms',
    });
    expect(agenda[1]).toMatchObject({ roleType: 'speaker1', notes: 'Ice Breaker' });
    expect(agenda[7]).toMatchObject({ presenter: '' });
    expect(agenda[7]?.roleType).toBeUndefined();
  });

  it('an item listed before an earlier one still keeps its own distance', () => {
    const agenda = agendaFromTemplate(
      [templateItem('19:10', 5, 'speech'), templateItem('19:00', 10, 'opening')],
      '07:00',
    );
    expect(agenda.map((item) => item.time)).toEqual(['07:10', '07:00']);
  });

  it('an item whose start is not a clock time counts from midnight', () => {
    const agenda = agendaFromTemplate(
      [templateItem('00:10', 5, 'speech'), templateItem('noon', 10, 'opening')],
      '19:00',
    );
    expect(agenda.map((entry) => entry.time)).toEqual(['19:10', '19:00']);
  });

  it('no items give an empty agenda', () => {
    expect(agendaFromTemplate([], '19:00')).toEqual([]);
  });
});

describe('structuredItemsOf', () => {
  it.each([
    ['a valid list', RIVERSIDE, 8],
    ['an empty list', [], null],
    ['no structure', null, null],
    ['an invalid item', [{ title: 'x' }], null],
  ] as const)('%s', (_name, structure, count) => {
    expect(structuredItemsOf(structure)?.length ?? null).toBe(count);
  });
});

describe('roleTypesForNewMeeting', () => {
  it.each([
    [
      'the roles the template names, each once, canonical',
      RIVERSIDE,
      [
        'sergeant_at_arms',
        'speaker1',
        'speaker2',
        'table_topics_master',
        'evaluator1',
        'evaluator2',
        'timer',
      ],
    ],
    [
      'the same role twice is one slot',
      [
        templateItem('19:00', 5, 'reports', { roleType: 'timer' }),
        templateItem('19:30', 5, 'reports', { roleType: 'timekeeper' }),
      ],
      ['timer'],
    ],
    [
      'a template naming none gets the standard set',
      [templateItem('19:00', 5, 'opening')],
      [...STANDARD_ROLE_TYPES],
    ],
    ['no template gets the standard set', null, [...STANDARD_ROLE_TYPES]],
  ] as const)('%s', (_name, structure, expected) => {
    expect(roleTypesForNewMeeting(structure)).toEqual(expected);
  });
});

function item(id: string, time: string, maxTime: string): AgendaItem {
  return {
    id,
    time,
    activity: `Item ${id}`,
    maxTime,
    greenTime: '',
    amberTime: '',
    redTime: '',
    presenter: '',
  };
}

/** 19:00 (5 min), 19:05 (7), 19:12 (7), 19:30 (10): a gap before the last item. */
const AGENDA: AgendaItem[] = [
  item('1', '19:00', '5:00'),
  item('2', '19:05', '7:00'),
  item('3', '19:12', '7:00'),
  item('4', '19:30', '10:00'),
];

const timesOf = (items: readonly AgendaItem[]) => items.map((entry) => entry.time);

function edit(index: number, change: Partial<AgendaItem>): AgendaItem[] {
  return AGENDA.map((entry, position) => (position === index ? { ...entry, ...change } : entry));
}

describe('shiftFollowingItems', () => {
  it.each([
    [
      'a longer item pushes the later ones',
      1,
      { maxTime: '10:00' },
      ['19:00', '19:05', '19:15', '19:33'],
    ],
    ['a shorter item pulls them', 1, { maxTime: '4:00' }, ['19:00', '19:05', '19:09', '19:27']],
    ['a later start moves them too', 0, { time: '19:10' }, ['19:10', '19:15', '19:22', '19:40']],
    ['an earlier start too', 2, { time: '19:02' }, ['19:00', '19:05', '19:02', '19:20']],
    ['half a minute more rounds', 0, { maxTime: '5:30' }, ['19:00', '19:06', '19:13', '19:31']],
    ['the last item moves nothing', 3, { maxTime: '20:00' }, ['19:00', '19:05', '19:12', '19:30']],
    [
      'an unreadable new length moves nothing',
      1,
      { maxTime: '7:' },
      ['19:00', '19:05', '19:12', '19:30'],
    ],
    ['an unreadable new time moves nothing', 1, { time: '' }, ['19:00', '', '19:12', '19:30']],
    ['no change moves nothing', 1, {}, ['19:00', '19:05', '19:12', '19:30']],
  ] as const)('%s', (_name, index, change, expected) => {
    const previous = AGENDA[index] as AgendaItem;
    expect(timesOf(shiftFollowingItems(edit(index, change), index, previous))).toEqual(expected);
  });

  it('an unreadable old length moves nothing (the length was being typed)', () => {
    const items = edit(1, { maxTime: '9:00' });
    expect(timesOf(shiftFollowingItems(items, 1, { time: '19:05', maxTime: '9:' }))).toEqual(
      timesOf(AGENDA),
    );
  });

  it('an index past the end moves nothing', () => {
    expect(shiftFollowingItems(AGENDA, 9, AGENDA[0] as AgendaItem)).toEqual(AGENDA);
  });

  it('a later item whose time is not a time keeps it; times stay within the day', () => {
    const items = [
      item('1', '23:00', '30:00'),
      item('2', 'soon', '1:00'),
      item('3', '23:40', '1:00'),
    ];
    expect(timesOf(shiftFollowingItems(items, 0, { time: '23:00', maxTime: '10:00' }))).toEqual([
      '23:00',
      'soon',
      '23:59',
    ]);
  });

  it('keeps everything else of every item', () => {
    const shifted = shiftFollowingItems(edit(0, { maxTime: '6:00' }), 0, AGENDA[0] as AgendaItem);
    expect(shifted[1]).toEqual({ ...AGENDA[1], time: '19:06' });
  });
});

describe('removeAgendaItem', () => {
  it.each([
    ['the first: the rest start one slot earlier', 0, ['19:00', '19:07', '19:25']],
    ['a middle one: the next starts when it did', 1, ['19:00', '19:05', '19:23']],
    ['the one before a gap: the gap closes too', 2, ['19:00', '19:05', '19:12']],
    ['the last: nothing moves', 3, ['19:00', '19:05', '19:12']],
    ['one that is not there: nothing changes', 7, ['19:00', '19:05', '19:12', '19:30']],
  ] as const)('%s', (_name, index, expected) => {
    expect(timesOf(removeAgendaItem(AGENDA, index))).toEqual(expected);
  });

  it.each([
    ['its own time is not a time', [item('1', '', '5:00'), item('2', '19:05', '5:00')]],
    ['the next time is not a time', [item('1', '19:00', '5:00'), item('2', 'later', '5:00')]],
    ['the next starts before it', [item('1', '19:30', '5:00'), item('2', '19:05', '5:00')]],
  ])('nothing moves when %s', (_name, items) => {
    expect(removeAgendaItem(items, 0)).toEqual([items[1]]);
  });
});

describe('moveAgendaStart', () => {
  it.each([
    ['a later start moves every item', '19:00', '19:30', ['19:30', '19:35', '19:42', '20:00']],
    ['an earlier start too', '19:00', '18:15', ['18:15', '18:20', '18:27', '18:45']],
    ['the same start moves nothing', '19:00', '19:00', ['19:00', '19:05', '19:12', '19:30']],
    ['no old start moves nothing', '', '19:30', ['19:00', '19:05', '19:12', '19:30']],
    ['no new start moves nothing', '19:00', 'soon', ['19:00', '19:05', '19:12', '19:30']],
  ] as const)('%s', (_name, from, to, expected) => {
    expect(timesOf(moveAgendaStart(AGENDA, from, to))).toEqual(expected);
  });
});

describe('agendaEndTime', () => {
  it.each([
    ['the latest end of the items', AGENDA, '19:40'],
    ['seconds round up to the minute', [item('1', '19:00', '0:30')], '19:01'],
    [
      'items without a readable time or length are left out',
      [item('1', '', '5:00'), item('2', '19:00', 'long')],
      null,
    ],
    ['no items', [], null],
  ] as const)('%s', (_name, items, expected) => {
    expect(agendaEndTime(items)).toBe(expected);
  });
});

describe('the built-in agenda starts at the meeting time', () => {
  it.each([
    ['19:00', '19:00', '20:40', '20:41'],
    ['18:15', '18:15', '19:55', '19:56'],
    [null, '18:15', '19:55', '19:56'],
    ['not a time', '18:15', '19:55', '19:56'],
  ] as const)('from %s', (start, first, last, end) => {
    const agenda = buildDefaultAgenda([], start);
    expect(agenda[0]?.time).toBe(first);
    expect(agenda.at(-1)?.time).toBe(last);
    expect(agendaEndTime(agenda)).toBe(end);
  });

  it('parseAgenda and agendaRows pass the start time on; a stored list keeps its own times', () => {
    expect(parseAgenda('Free text', [], '07:00')[0]?.time).toBe('07:00');
    expect(agendaRows(null, [], () => null, '19:00')[1]?.time).toBe('19:15');
    const stored = JSON.stringify([item('1', '12:00', '5:00')]);
    expect(parseAgenda(stored, [], '19:00')[0]?.time).toBe('12:00');
  });
});
