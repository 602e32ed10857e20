import { QueryClient, type DehydratedState } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineSnapshot, type OfflineSnapshot } from './offline-snapshot';
import { keepOfflineSnapshot } from './query-persistence';

/** IndexedDB as idb-keyval sees it, in memory (jsdom has none); reads wait for `idbReads`. */
const idb = vi.hoisted(() => new Map<string, unknown>());
const idbReads = vi.hoisted(() => ({ open: Promise.resolve() }));
vi.mock('idb-keyval', () => ({
  get: (key: string) => idbReads.open.then(() => idb.get(key)),
  set: (key: string, value: unknown) => Promise.resolve(void idb.set(key, value)),
  del: (key: string) => Promise.resolve(void idb.delete(key)),
}));

const USER = { id: 1, name: 'Ann Member' } as unknown as OfflineSnapshot['user'];
const BOB = { id: 2, name: 'Bob Member' } as unknown as OfflineSnapshot['user'];
const CLUB_1 = [{ clubId: 1 }] as unknown as OfflineSnapshot['clubs'];

function keptProcedures(snapshot: OfflineSnapshot): string[] {
  const { queries } = snapshot.queries as { queries: Array<{ queryKey: unknown[] }> };
  return queries.map(({ queryKey }) => (queryKey[0] as string[]).join('.')).sort();
}

describe('keeping the offline snapshot', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits until every answer of a screen is in before writing', async () => {
    const queryClient = new QueryClient();
    const written: OfflineSnapshot[] = [];
    keepOfflineSnapshot(
      queryClient,
      () => ({ user: USER, clubs: null }),
      (snapshot) => {
        written.push(snapshot);
        return Promise.resolve();
      },
    );
    let answerClub: (value: unknown) => void = () => {};
    void queryClient.fetchQuery({
      queryKey: [['meetings', 'upcoming'], { input: { clubId: 1 }, type: 'query' }],
      queryFn: () => [{ id: 7 }],
    });
    void queryClient.fetchQuery({
      queryKey: [['clubs', 'get'], { input: { clubId: 1 }, type: 'query' }],
      queryFn: () => new Promise((resolve) => (answerClub = resolve)),
    });

    await vi.advanceTimersByTimeAsync(5_000);
    expect(written).toEqual([]);

    answerClub({ id: 1, name: 'Sunrise Speakers' });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(written).toHaveLength(1);
    expect(keptProcedures(written[0]!)).toEqual(['clubs.get', 'meetings.upcoming']);
  });

  type Answers = ReadonlyArray<readonly [procedure: string, input: object, data: unknown]>;
  const HOME: Answers = [
    ['meetings.upcoming', { clubId: 1 }, [{ id: 7 }, { id: 8 }]],
    ['clubs.get', { clubId: 1 }, { id: 1, name: 'Sunrise Speakers' }],
  ];
  const AGENDA_OF_7: Answers = [
    ['meetings.get', { meetingId: 7 }, { id: 7, theme: 'Spring' }],
    ['meetingRoles.list', { meetingId: 7 }, [{ roleName: 'Table Topics Master' }]],
    ['rsvps.list', { meetingId: 7 }, [{ userId: 1, status: 'yes' }]],
  ];

  /** One visit with a fresh cache: its screens' answers, then the write that follows them. */
  async function visit(
    answers: Answers,
    previous: OfflineSnapshot | null,
    who: { user: OfflineSnapshot['user']; clubs: OfflineSnapshot['clubs'] } = {
      user: USER,
      clubs: CLUB_1,
    },
  ) {
    const queryClient = new QueryClient();
    const written: OfflineSnapshot[] = [];
    const read = vi.fn(() => Promise.resolve(previous));
    keepOfflineSnapshot(
      queryClient,
      () => who,
      (snapshot) => {
        written.push(snapshot);
        return Promise.resolve();
      },
      read,
    );
    for (const [procedure, input, data] of answers)
      queryClient.setQueryData([procedure.split('.'), { input, type: 'query' }], data);
    await vi.advanceTimersByTimeAsync(2_000);
    // One IndexedDB read and one write for the burst.
    expect(read).toHaveBeenCalledTimes(1);
    expect(written).toHaveLength(1);
    return written[0]!;
  }

  function keptData(snapshot: OfflineSnapshot, procedure: string): unknown[] {
    return (snapshot.queries as DehydratedState).queries
      .filter(({ queryKey }) => (queryKey[0] as string[]).join('.') === procedure)
      .map(({ state }) => state.data);
  }

  it.each([
    {
      name: "the next meeting's agenda and RSVPs survive a fresh load of the home alone",
      lastVisit: [...HOME, ...AGENDA_OF_7],
      thisVisit: HOME,
      expected: [
        'clubs.get',
        'meetingRoles.list',
        'meetings.get',
        'meetings.upcoming',
        'rsvps.list',
      ],
      rsvps: [[{ userId: 1, status: 'yes' }]],
    },
    {
      name: 'they survive a fresh load of a screen that did not ask for the upcoming meetings',
      lastVisit: [...HOME, ...AGENDA_OF_7],
      thisVisit: [['clubs.get', { clubId: 1 }, { id: 1, name: 'Sunrise Speakers' }]] as Answers,
      expected: [
        'clubs.get',
        'meetingRoles.list',
        'meetings.get',
        'meetings.upcoming',
        'rsvps.list',
      ],
      rsvps: [[{ userId: 1, status: 'yes' }]],
    },
    {
      name: "the cache's fresher copy wins over the one kept before",
      lastVisit: [...HOME, ...AGENDA_OF_7],
      thisVisit: [
        ...HOME,
        ['rsvps.list', { meetingId: 7 }, [{ userId: 1, status: 'no' }]],
      ] as Answers,
      expected: [
        'clubs.get',
        'meetingRoles.list',
        'meetings.get',
        'meetings.upcoming',
        'rsvps.list',
      ],
      rsvps: [[{ userId: 1, status: 'no' }]],
    },
    {
      name: 'what was kept of a meeting that is no longer the next one is dropped',
      lastVisit: [...HOME, ...AGENDA_OF_7],
      thisVisit: [['meetings.upcoming', { clubId: 1 }, [{ id: 8 }]]] as Answers,
      expected: ['clubs.get', 'meetings.upcoming'],
      rsvps: [],
    },
    {
      name: "another person's snapshot is never merged",
      lastVisit: [...HOME, ...AGENDA_OF_7],
      lastVisitBy: BOB,
      thisVisit: HOME,
      expected: ['clubs.get', 'meetings.upcoming'],
      rsvps: [],
    },
    {
      name: 'what was kept of a club the person is no longer in is dropped',
      lastVisit: [...HOME, ...AGENDA_OF_7],
      thisVisit: [['profile.get', { clubId: 2 }, { id: 1 }]] as Answers,
      clubsNow: [{ clubId: 2 }] as unknown as OfflineSnapshot['clubs'],
      expected: ['profile.get'],
      rsvps: [],
    },
  ])('$name', async ({ lastVisit, lastVisitBy, thisVisit, clubsNow, expected, rsvps }) => {
    const before = await visit(lastVisit, null, { user: lastVisitBy ?? USER, clubs: CLUB_1 });
    const after = await visit(thisVisit, before, { user: USER, clubs: clubsNow ?? CLUB_1 });
    expect(keptProcedures(after)).toEqual(expected);
    expect(keptData(after, 'rsvps.list')).toEqual(rsvps);
    expect(after.user).toBe(USER);
  });

  it('a write racing a sign-out does not bring the deleted snapshot back', async () => {
    idb.clear();
    const queryClient = new QueryClient();
    keepOfflineSnapshot(queryClient, () => ({ user: USER, clubs: CLUB_1 }));
    for (const [procedure, input, data] of [...HOME, ...AGENDA_OF_7])
      queryClient.setQueryData([procedure.split('.'), { input, type: 'query' }], data);
    await vi.advanceTimersByTimeAsync(2_000);
    const kept = idb.get('lectern-offline-snapshot') as OfflineSnapshot;
    expect(keptProcedures(kept)).toContain('rsvps.list');

    // The next burst's write is reading the previous snapshot when the person signs out.
    let answerRead = () => {};
    idbReads.open = new Promise((resolve) => (answerRead = resolve));
    queryClient.setQueryData([['profile', 'get'], { input: { clubId: 1 }, type: 'query' }], {});
    await vi.advanceTimersByTimeAsync(2_000);
    await clearOfflineSnapshot();
    answerRead();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(idb.has('lectern-offline-snapshot')).toBe(false);
  });
});
