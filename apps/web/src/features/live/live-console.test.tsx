import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouterOutputs } from '@lectern/api';
import { TIMING_PRESETS } from '@lectern/domain';
import {
  FixtureApiError,
  FixtureStreams,
  renderAppAt,
  type FixtureHandlers,
} from '../../test/fixture-api';
import { ANN, meeting, role, signedInAs, type ClubRole } from '../../test/fixtures';
import type { LiveState } from './live-types';
import { CHECK_IN_PANEL_TEXT } from './check-in-text';
import { LIVE_TEXT } from './text';
import { AH_COUNTER_TEXT, VOTES_TEXT } from './votes-text';

// The phone's clock is frozen (only Date is faked: the query cache and the screen's own timers
// run as usual); the server's clock is 90 s ahead of it, so a screen that did not correct its
// clock against live.clock would show the wrong light.
const PHONE_NOW = Date.UTC(2031, 2, 1, 9, 0, 0);
const SERVER_AHEAD_MS = 90_000;
const SERVER_NOW = PHONE_NOW + SERVER_AHEAD_MS;

const MEETING = meeting(1, { title: 'Spring Showcase' });
/** The console's event stream for meeting 1. */
const STREAM = '/api/meetings/1/live/events';

function liveState(overrides: Partial<LiveState> = {}): LiveState {
  return {
    meetingId: 1,
    version: 3,
    meetingStatus: 'scheduled',
    items: [
      {
        index: 0,
        id: 'a',
        time: '19:00',
        activity: 'Prepared Speech 1',
        presenter: 'Ann Lee',
        project: 'Persuasive Speaking',
        rule: TIMING_PRESETS.speech,
      },
      {
        index: 1,
        id: 'b',
        time: '19:10',
        activity: 'Table Topics',
        presenter: 'Pat Kim',
        project: null,
        rule: TIMING_PRESETS.table_topics,
      },
      {
        index: 2,
        id: 'c',
        time: '19:30',
        activity: 'Closing',
        presenter: '',
        project: null,
        rule: null,
      },
    ],
    timer: { itemIndex: 0, status: 'idle', elapsedMs: 0, runningSince: null },
    results: [],
    people: [],
    votes: { status: 'not_open', guestsMayVote: false, categories: [], winners: [] },
    fillers: { words: ['um', 'ah'], totals: [] },
    checkIns: { count: 0, userIds: [] },
    ...overrides,
  };
}

/** A timer that has been running for `elapsedMs` by the server's clock. */
function runningFor(elapsedMs: number): LiveState['timer'] {
  return { itemIndex: 0, status: 'running', elapsedMs: 0, runningSince: SERVER_NOW - elapsedMs };
}

function handlers(
  clubRole: ClubRole,
  state: LiveState,
  extra: FixtureHandlers = {},
  myRoles: string[] = [],
): FixtureHandlers {
  return {
    ...signedInAs(clubRole),
    'meetings.get': () => MEETING,
    'meetingRoles.list': () => [
      role(11, 1, 'speaker1', 'assigned', 99),
      ...myRoles.map((roleType, i) => role(20 + i, 1, roleType, 'assigned', ANN.id)),
    ],
    'live.state': () => state,
    'live.clock': () => ({ serverTime: Date.now() + SERVER_AHEAD_MS }),
    ...extra,
  };
}

function timerLight() {
  return screen.getByTestId('timer-light');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(PHONE_NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the live console', () => {
  it('shows the agenda in order with the current item, its presenter and window', async () => {
    renderAppAt('/meetings/1/live', handlers('member', liveState()));
    const agenda = await screen.findByRole('list', { name: LIVE_TEXT.agenda });
    const rows = within(agenda).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Prepared Speech 1'),
      expect.stringContaining('Table Topics'),
      expect.stringContaining('Closing'),
    ]);
    expect(rows[0]?.getAttribute('aria-current')).toBe('step');
    expect(rows[0]?.textContent).toContain('Ann Lee · Persuasive Speaking');
    expect(rows[0]?.textContent).toContain('Green 5:00 · Amber 6:00 · Red 7:00');
    expect(rows[1]?.hasAttribute('aria-current')).toBe(false);
    expect(rows[2]?.textContent).toContain(LIVE_TEXT.noPresenter);
    // The current item names the speaker's project on its own line.
    expect(screen.getByText('Persuasive Speaking', { selector: 'p' })).toBeTruthy();
  });

  // Each colour from its own second on (speech preset: 5:00, 6:00, 7:00), by the server's clock.
  it.each([
    [299_999, 'none', '—', '04:59'],
    [300_000, 'green', 'GREEN', '05:00'],
    [359_999, 'green', 'GREEN', '05:59'],
    [360_000, 'amber', 'AMBER', '06:00'],
    [419_999, 'amber', 'AMBER', '06:59'],
    [420_000, 'red', 'RED', '07:00'],
  ])(
    'a phone joining at %i ms shows the %s light with its word and time',
    async (elapsed, light, word, time) => {
      renderAppAt(
        '/meetings/1/live',
        handlers('member', liveState({ timer: runningFor(elapsed) })),
      );
      await waitFor(() => expect(timerLight().getAttribute('data-light')).toBe(light));
      expect(timerLight().textContent).toContain(word);
      expect(timerLight().textContent).toContain(time);
    },
  );

  it('changes the light by itself when the next second begins (no ticks from the server)', async () => {
    const { calls } = renderAppAt(
      '/meetings/1/live',
      handlers('member', liveState({ timer: runningFor(299_500) })),
    );
    await waitFor(() => expect(timerLight().textContent).toContain('04:59'));
    await waitFor(() => expect(calls.filter((c) => c.path === 'live.clock')).toHaveLength(5));
    expect(timerLight().getAttribute('data-light')).toBe('none');
    act(() => {
      vi.setSystemTime(PHONE_NOW + 500);
    });
    await waitFor(() => expect(timerLight().getAttribute('data-light')).toBe('green'));
    expect(screen.getByText('The light is GREEN').getAttribute('aria-live')).toBe('polite');
    expect(calls.filter((c) => c.path === 'live.state')).toHaveLength(1);
  });

  it('shows a paused timer at its counted time whatever the clock', async () => {
    renderAppAt(
      '/meetings/1/live',
      handlers(
        'member',
        liveState({
          timer: { itemIndex: 1, status: 'paused', elapsedMs: 95_000, runningSince: null },
        }),
      ),
    );
    await waitFor(() => expect(timerLight().getAttribute('data-light')).toBe('amber'));
    expect(timerLight().textContent).toContain('01:35');
    expect(timerLight().textContent).toContain(LIVE_TEXT.status.paused);
  });

  it.each([
    ['a member without a role', 'member', [], false],
    ['a guest', 'guest', [], false],
    ['a member holding a speech', 'member', ['speaker2'], false],
    ['the Timer', 'member', ['timer'], true],
    ['the Toastmaster', 'member', ['toastmaster'], true],
    ['the Ah-Counter', 'member', ['ah_counter'], true],
    ['the Vote Counter', 'member', ['vote_counter'], true],
    ['a manager without a role', 'vpe', [], true],
  ] as const)('shows the controls to %s: %s', async (_who, clubRole, roles, controls) => {
    renderAppAt('/meetings/1/live', handlers(clubRole, liveState(), {}, [...roles]));
    await screen.findByTestId('timer-light');
    // The roles arrive with the state; the controls follow them.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: LIVE_TEXT.start }) !== null).toBe(controls),
    );
    if (!controls) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('button', { name: LIVE_TEXT.start })).toBeNull();
      expect(screen.queryByRole('button', { name: LIVE_TEXT.next })).toBeNull();
    }
  });

  it.each([
    ['the Timer', 'member', ['timer'], false, false],
    ['the Vote Counter', 'member', ['vote_counter'], true, false],
    ['the Ah-Counter', 'member', ['ah_counter'], false, true],
    ['a manager without a role', 'vpe', [], true, true],
  ] as const)(
    'gives voting to the Vote Counter and taps to the Ah-Counter: %s (%s)',
    async (_who, clubRole, roles, voting, taps) => {
      renderAppAt(
        '/meetings/1/live',
        handlers(clubRole, liveState(), { 'live.myBallots': () => ({ ballots: [] }) }, [...roles]),
      );
      await screen.findByRole('heading', { name: VOTES_TEXT.title });
      // The roles arrive with the state; the controls follow them (the Timer's start button).
      await screen.findByRole('button', { name: LIVE_TEXT.start });
      expect(screen.queryByRole('button', { name: VOTES_TEXT.openVoting }) !== null).toBe(voting);
      expect(screen.queryByLabelText(AH_COUNTER_TEXT.speaker) !== null).toBe(taps);
    },
  );

  it.each([
    ['the Timer', 'member', ['timer'], true],
    ['a member without a role', 'member', [], false],
  ] as const)(
    'shows the check-in code to those who run the console: %s',
    async (_who, clubRole, roles, shown) => {
      renderAppAt(
        '/meetings/1/live',
        handlers(
          clubRole,
          liveState(),
          {
            'live.myBallots': () => ({ ballots: [] }),
            'checkIn.code': () => ({
              code: 'Ab_-0123xy',
              path: '/meetings/1/check-in?code=Ab_-0123xy',
              changesAt: SERVER_NOW + 30_000,
              serverTime: SERVER_NOW,
            }),
            'checkIn.list': () => ({ meetingId: 1, checkedInCount: 0, canTick: false, people: [] }),
          },
          [...roles],
        ),
      );
      await screen.findByTestId('timer-light');
      if (shown) {
        expect(await screen.findByRole('img', { name: CHECK_IN_PANEL_TEXT.qrLabel })).toBeTruthy();
      } else {
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(screen.queryByRole('heading', { name: CHECK_IN_PANEL_TEXT.title })).toBeNull();
      }
    },
  );

  it('a press calls live.timer with its action and shows the new state at once', async () => {
    const pressed: unknown[] = [];
    const { calls } = renderAppAt(
      '/meetings/1/live',
      handlers(
        'member',
        liveState(),
        {
          'live.timer': (input) => {
            pressed.push(input);
            return liveState({ version: 4, timer: runningFor(0) });
          },
        },
        ['timer'],
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: LIVE_TEXT.start }));
    await waitFor(() => expect(pressed).toEqual([{ meetingId: 1, action: 'start' }]));
    await waitFor(() => expect(timerLight().textContent).toContain(LIVE_TEXT.status.running));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: LIVE_TEXT.start }).disabled).toBe(
      true,
    );
    expect(calls.filter((c) => c.path === 'live.timer')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText(LIVE_TEXT.startedLateLabel), {
      target: { value: '15' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Started late by 15 seconds' }));
    await waitFor(() =>
      expect(pressed).toContainEqual({ meetingId: 1, action: 'adjust', seconds: 15 }),
    );
  });

  it("says why a press was refused (the server's words)", async () => {
    renderAppAt(
      '/meetings/1/live',
      handlers('president', liveState(), {
        'live.timer': () => {
          throw new FixtureApiError('CONFLICT', 'The timer is already running.');
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: LIVE_TEXT.start }));
    expect(await screen.findByText('The timer is already running.')).toBeTruthy();
  });

  it('follows the stream: a newer state replaces the screen, and a drop says Reconnecting…', async () => {
    const streams = new FixtureStreams();
    renderAppAt('/meetings/1/live', handlers('member', liveState()), streams);
    await waitFor(() => expect(streams.count(STREAM)).toBe(1));
    await screen.findByTestId('timer-light');

    const next = liveState({
      version: 5,
      timer: { itemIndex: 1, status: 'idle', elapsedMs: 0, runningSince: null },
      results: [{ itemIndex: 0, elapsedMs: 401_000, qualified: true }],
    });
    act(() => streams.send(STREAM, 'state', next, '5'));
    const agenda = screen.getByRole('list', { name: LIVE_TEXT.agenda });
    await waitFor(() =>
      expect(within(agenda).getAllByRole('listitem')[1]?.getAttribute('aria-current')).toBe('step'),
    );
    expect(screen.getByText('06:41')).toBeTruthy();
    expect(screen.getByText(LIVE_TEXT.qualified)).toBeTruthy();

    // An older state arriving late changes nothing.
    act(() => streams.send(STREAM, 'state', liveState({ version: 4 }), '4'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(agenda).getAllByRole('listitem')[1]?.getAttribute('aria-current')).toBe('step');

    act(() => streams.drop(STREAM));
    expect(await screen.findByText(LIVE_TEXT.reconnecting)).toBeTruthy();
    act(() => streams.reconnect(STREAM));
    await waitFor(() => expect(screen.queryByText(LIVE_TEXT.reconnecting)).toBeNull());
  });

  it('the check-in panel follows the stream: a check-in elsewhere shows at once, without polling', async () => {
    const streams = new FixtureStreams();
    type Person = RouterOutputs['checkIn']['list']['people'][number];
    const at = '2031-03-01T08:00:00.000Z';
    const cy: Person = {
      userId: 1,
      name: 'Cy Nguyen',
      isGuest: false,
      method: 'code',
      checkedInAt: at,
    };
    const vera: Person = {
      userId: 3,
      name: 'Vera Visitor',
      isGuest: true,
      method: 'guest',
      checkedInAt: at,
    };
    let people = [cy];
    let listReads = 0;
    renderAppAt(
      '/meetings/1/live',
      handlers(
        'member',
        liveState({ checkIns: { count: 1, userIds: [1] } }),
        {
          'live.myBallots': () => ({ ballots: [] }),
          'checkIn.code': () => ({
            code: 'Ab_-0123xy',
            path: '/meetings/1/check-in?code=Ab_-0123xy',
            changesAt: SERVER_NOW + 30_000,
            serverTime: SERVER_NOW,
          }),
          'checkIn.list': () => {
            listReads += 1;
            return { meetingId: 1, checkedInCount: people.length, canTick: false, people };
          },
        },
        ['timer'],
      ),
      streams,
    );
    expect(await screen.findByText('Cy Nguyen')).toBeTruthy();
    const status = () =>
      screen.getAllByRole('status').find((s) => s.textContent?.endsWith('checked in'))?.textContent;
    expect(status()).toBe(CHECK_IN_PANEL_TEXT.checkedIn(1));
    const reads = listReads;

    // A guest checks in on another phone: the stream brings the console's next state.
    people = [cy, vera];
    act(() =>
      streams.send(
        STREAM,
        'state',
        liveState({ version: 4, checkIns: { count: 2, userIds: [1, 3] } }),
        '4',
      ),
    );
    await waitFor(() => expect(status()).toBe(CHECK_IN_PANEL_TEXT.checkedIn(2)));
    expect(await screen.findByText('Vera Visitor')).toBeTruthy();
    expect(listReads).toBe(reads + 1);

    // Cy's tick taken away by a manager: they leave the list at once.
    act(() =>
      streams.send(
        STREAM,
        'state',
        liveState({ version: 5, checkIns: { count: 1, userIds: [3] } }),
        '5',
      ),
    );
    await waitFor(() => expect(screen.queryByText('Cy Nguyen')).toBeNull());
    expect(status()).toBe(CHECK_IN_PANEL_TEXT.checkedIn(1));
  });

  it('shows measured times as Qualified or Not qualified (an untimed item says neither)', async () => {
    renderAppAt(
      '/meetings/1/live',
      handlers(
        'member',
        liveState({
          timer: { itemIndex: 2, status: 'stopped', elapsedMs: 30_000, runningSince: null },
          results: [
            { itemIndex: 0, elapsedMs: 269_000, qualified: false },
            { itemIndex: 1, elapsedMs: 75_000, qualified: true },
            { itemIndex: 2, elapsedMs: 30_000, qualified: null },
          ],
        }),
      ),
    );
    await screen.findByText('04:29');
    const results = screen.getByRole('list', { name: LIVE_TEXT.results });
    const rows = within(results).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain(LIVE_TEXT.notQualified);
    expect(rows[1]?.textContent).toContain(LIVE_TEXT.qualified);
    expect(rows[1]?.textContent).not.toContain(LIVE_TEXT.notQualified);
    expect(rows[2]?.textContent).not.toMatch(/qualified/i);
  });

  it('offers no controls once the meeting is over', async () => {
    renderAppAt(
      '/meetings/1/live',
      handlers('president', liveState({ meetingStatus: 'completed' })),
    );
    expect(await screen.findByText(LIVE_TEXT.meetingOver)).toBeTruthy();
    expect(screen.queryByRole('button', { name: LIVE_TEXT.start })).toBeNull();
  });

  it('says so when the meeting is not one of the club', async () => {
    renderAppAt(
      '/meetings/1/live',
      handlers('member', liveState(), {
        'live.state': () => {
          throw new FixtureApiError('NOT_FOUND', 'Meeting not found.');
        },
      }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Meeting not found.');
  });
});

describe('the full-screen light', () => {
  let requested = 0;
  let released = 0;
  let buzzes: unknown[] = [];
  beforeEach(() => {
    requested = 0;
    released = 0;
    buzzes = [];
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: () => {
          requested += 1;
          return Promise.resolve({ release: () => Promise.resolve(void (released += 1)) });
        },
      },
    });
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: (pattern: unknown) => buzzes.push(pattern) !== 0,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
    Reflect.deleteProperty(navigator, 'vibrate');
  });

  it('fills the screen with the colour, its word and the time, keeps it awake and buzzes on a change', async () => {
    const { router } = renderAppAt(
      '/meetings/1/live/light',
      handlers('member', liveState({ timer: runningFor(359_500) })),
    );
    await waitFor(() =>
      expect(screen.getByTestId('light-backdrop').getAttribute('data-light')).toBe('green'),
    );
    expect(screen.getByText('GREEN')).toBeTruthy();
    expect(screen.getByText('05:59')).toBeTruthy();
    // The words are painted in the light's own text colour (the colour is a backdrop behind
    // them, so they would otherwise keep the page's dark text on dark green).
    expect(screen.getByTestId('light-words').className).toContain('text-white');
    await waitFor(() => expect(requested).toBe(1));
    expect(buzzes).toEqual([]);

    act(() => {
      vi.setSystemTime(PHONE_NOW + 500);
    });
    await waitFor(() => expect(screen.getByText('AMBER')).toBeTruthy());
    expect(screen.getByTestId('light-backdrop').getAttribute('data-light')).toBe('amber');
    expect(screen.getByTestId('light-words').className).toContain('text-black');
    // The buzz is a passive effect: React may flush it after the DOM already shows AMBER.
    await waitFor(() => expect(buzzes).toHaveLength(1));

    // Hidden and shown again: the browser dropped the lock, the page takes it again.
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(requested).toBe(2));
    expect(buzzes).toHaveLength(1);

    await act(() => router.navigate({ to: '/meetings/$meetingId/live', params: { meetingId: 1 } }));
    await waitFor(() => expect(released).toBeGreaterThanOrEqual(1));
  });
});
