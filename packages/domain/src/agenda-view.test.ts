import { describe, expect, it } from 'vitest';
import { DEFAULT_CLUB_MISSION, serializeAgenda, TBD } from './agenda';
import { formatLongDate } from './meetings';
import {
  agendaFacts,
  agendaRows,
  committeeList,
  DEFAULT_MEMBER_ROLE_TIMELINE,
  foundingMonthYear,
  memberNamesSorted,
  memberRoleGuidance,
  roleAssignmentsOf,
} from './agenda-view';

const ann = { firstName: 'Ann', lastName: 'Lee' };

describe('agendaRows', () => {
  it('fills role rows with the holder, their pathway and level, and TBD for open roles', () => {
    const rows = agendaRows(
      null,
      [
        { roleType: 'speaker_1', userId: 7, user: ann },
        { roleType: 'toastmaster', userId: null, user: null },
      ],
      (userId) =>
        userId === 7 ? { pathwaysPath: 'Presentation Mastery', currentLevel: 3 } : undefined,
    );
    expect(rows).toHaveLength(26);
    const speech = rows.find((row) => row.activity === 'Prepared Speech 1');
    expect(speech).toMatchObject({ presenter: 'Ann Lee', pathway: 'Presentation Mastery L3' });
    const toastmaster = rows.find((row) => row.activity === 'Toastmaster of the Evening');
    expect(toastmaster).toMatchObject({ presenter: TBD, pathway: null });
  });

  it("defaults the pathway to 'Pathways L1' and keeps free-text presenters", () => {
    const stored = serializeAgenda([
      {
        id: '1',
        time: '19:00',
        activity: 'Speech',
        maxTime: '7:00',
        greenTime: '5:00',
        amberTime: '6:00',
        redTime: '7:00',
        presenter: 'old name',
        roleType: 'speaker1',
      },
      {
        id: '2',
        time: '19:10',
        activity: 'Welcome',
        maxTime: '1:00',
        greenTime: '',
        amberTime: '',
        redTime: '',
        presenter: 'President',
      },
    ]);
    const rows = agendaRows(stored, [{ roleType: 'speaker1', userId: 3, user: ann }], () => null);
    expect(rows.map((row) => [row.presenter, row.pathway])).toEqual([
      ['Ann Lee', 'Pathways L1'],
      ['President', null],
    ]);
  });
});

describe('agendaRows edge cases', () => {
  const row = (presenter: string, roleType?: string) => ({
    id: '1',
    time: '19:00',
    activity: 'Item',
    maxTime: '',
    greenTime: '',
    amberTime: '',
    redTime: '',
    presenter,
    ...(roleType === undefined ? {} : { roleType }),
  });
  it.each([
    // [stored presenter, row's role type, the meeting's role holder, shown presenter]
    ['', 'timer', undefined, TBD], // the role is not in the meeting and the row has no name
    ['Sam', 'timer', undefined, 'Sam'], // the role is not in the meeting: the row's own text
    ['Sam', 'timer', { firstName: '', lastName: '' }, 'Sam'], // a holder with no name yet
    ['', 'timer', { firstName: null, lastName: null }, TBD],
  ])('%j for %s with holder %j shows %j', (presenter, roleType, holder, shown) => {
    const roles = holder === undefined ? [] : [{ roleType, userId: 9, user: holder as typeof ann }];
    const [only] = agendaRows(serializeAgenda([row(presenter, roleType)]), roles, () => null);
    expect(only?.presenter).toBe(shown);
  });
});

describe('club sheet', () => {
  const members = [
    { role: 'member', user: { firstName: 'zoe', lastName: 'Adams' } },
    { role: 'treasurer', user: { firstName: 'Tom', lastName: 'Ng' } },
    { role: 'president', user: { firstName: 'Pat', lastName: 'Kim' } },
    { role: 'guest', user: { firstName: 'Gus', lastName: 'Test' } },
    { role: 'member', status: 'inactive', user: { firstName: 'Ina', lastName: 'Active' } },
  ];

  it('ranks every officer role, skipping unknown roles and nameless people', () => {
    const everyone = [
      { role: 'officer', user: { firstName: 'O', lastName: 'Fficer' } },
      { role: 'sergeant', user: { firstName: 'S', lastName: 'Arge' } },
      { role: 'vppr', user: { firstName: 'P', lastName: 'Ublic' } },
      { role: 'vpm', user: { firstName: 'M', lastName: 'Ember' } },
      { role: 'vpe', user: { firstName: 'E', lastName: 'Ducation' } },
      { role: 'secretary', user: { firstName: 'S', lastName: 'Ecretary' } },
      { role: 'webmaster', user: { firstName: 'W', lastName: 'Eb' } },
      { role: 'president', user: null },
    ];
    expect(committeeList(everyone).map((entry) => entry.name)).toEqual([
      'E Ducation',
      'M Ember',
      'P Ublic',
      'S Ecretary',
      'S Arge',
      'O Fficer',
    ]);
  });

  it('lists the committee by rank and the members (no guests, no inactive) A to Z', () => {
    expect(committeeList(members)).toEqual([
      { label: 'President', name: 'Pat Kim' },
      { label: 'Treasurer', name: 'Tom Ng' },
    ]);
    expect(memberNamesSorted(members)).toEqual(['Pat Kim', 'Tom Ng', 'zoe Adams']);
  });

  it('uses the club guidelines when set, else the default timeline', () => {
    expect(memberRoleGuidance('Line one\n\n Line two ')).toEqual(['Line one', 'Line two']);
    expect(memberRoleGuidance('  ')).toEqual(DEFAULT_MEMBER_ROLE_TIMELINE);
    expect(memberRoleGuidance(null)).toEqual(DEFAULT_MEMBER_ROLE_TIMELINE);
  });

  it('shows the founding month and year', () => {
    expect(foundingMonthYear({ foundedDate: '1998-03-15' })).toBe('March 1998');
    expect(foundingMonthYear({ foundedDate: null, founded: '1998' })).toBe('1998');
    expect(foundingMonthYear({})).toBe('');
  });
});

describe('agendaFacts', () => {
  it('words the header and Meeting details, with the product’s defaults', () => {
    expect(
      agendaFacts(
        { date: '2031-03-04', startTime: '18:15', endTime: '19:45', location: '  ' },
        { clubNumber: '1234', district: '70', foundedDate: '1998-03-15', mission: null },
      ),
    ).toEqual({
      clubLine: 'Club #1234 · District 70 · Founded March 1998',
      dateText: formatLongDate('2031-03-04'),
      timeRange: '6:15 PM - 7:45 PM',
      location: 'Location TBD',
      mission: DEFAULT_CLUB_MISSION,
      nextMeeting: formatLongDate('2031-03-11'),
    });
    expect(
      agendaFacts(
        { date: null, startTime: null, endTime: null, location: 'Library' },
        { mission: 'Our mission.' },
      ),
    ).toMatchObject({ clubLine: '', dateText: 'Date TBD', timeRange: '', nextMeeting: 'Date TBD' });
  });
});

describe('roleAssignmentsOf', () => {
  it.each([
    ['a holder with a name', { roleType: 'timer', userId: 9, user: ann }, 'Ann Lee'],
    [
      'an open role (a stale name is not shown)',
      { roleType: 'timer', userId: null, user: ann },
      null,
    ],
    [
      'a holder with no name yet',
      { roleType: 'timer', userId: 9, user: { firstName: ' ', lastName: null } },
      null,
    ],
    ['a holder whose person was not read', { roleType: 'timer', userId: 9, user: null }, null],
  ])('%s', (_case, role, presenterName) => {
    expect(roleAssignmentsOf([role])).toEqual([{ roleType: 'timer', presenterName }]);
  });
});

describe('agenda and club sheet text is trimmed', () => {
  const row = (presenter: string) => ({
    id: '1',
    time: '19:00',
    activity: 'Item',
    maxTime: '',
    greenTime: '',
    amberTime: '',
    redTime: '',
    presenter,
    roleType: 'timer',
  });
  it.each([
    // [the meeting's timer role, shown presenter]
    [[], 'Sam'],
    [[{ roleType: 'timer', userId: 9, user: { firstName: '', lastName: '' } }], 'Sam'],
  ])('a row presenter "  Sam  " with timer roles %j shows %j', (roles, shown) => {
    const [only] = agendaRows(serializeAgenda([row('  Sam  ')]), roles, () => null);
    expect(only?.presenter).toBe(shown);
  });

  it('the free-text founding year', () => {
    expect(foundingMonthYear({ founded: '  1998  ' })).toBe('1998');
  });

  it('an inactive officer is not on the committee; a person listed twice or without a name once or not at all', () => {
    const members = [
      { role: 'treasurer', status: 'inactive', user: { firstName: 'Old', lastName: 'Treasurer' } },
      { role: 'secretary', status: 'active', user: ann },
      { role: 'member', user: ann },
      { role: 'member', user: null },
    ];
    expect(committeeList(members)).toEqual([{ label: 'Secretary', name: 'Ann Lee' }]);
    expect(memberNamesSorted(members)).toEqual(['Ann Lee']);
  });

  it.each([
    // [start, end, location, mission, time range, shown location, shown mission]
    ['18:15', null, null, '  ', '6:15 PM', 'Location TBD', DEFAULT_CLUB_MISSION],
    [null, '19:45', ' Library ', ' Speak up. ', '', 'Library', 'Speak up.'],
  ])(
    'start %j, end %j, location %j, mission %j',
    (startTime, endTime, location, mission, timeRange, shownLocation, shownMission) => {
      expect(
        agendaFacts({ date: '2031-03-04', startTime, endTime, location }, { mission }),
      ).toMatchObject({ timeRange, location: shownLocation, mission: shownMission });
    },
  );
});
