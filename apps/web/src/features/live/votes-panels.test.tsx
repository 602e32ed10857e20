import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FixtureApiError, renderWithApi } from '../../test/fixture-api';
import { signedInAs } from '../../test/fixtures';
import { AhCounterPanel } from './ah-counter-panel';
import { VotesPanel, type LiveState } from './votes-panel';
import { AH_COUNTER_TEXT, VOTES_TEXT } from './votes-text';

const ALEX = 11;
const BEA = 12;
const CHRIS = 13;

function liveState(
  votes: Partial<LiveState['votes']> = {},
  fillers: Partial<LiveState['fillers']> = {},
): LiveState {
  return {
    meetingId: 7,
    version: 3,
    meetingStatus: 'scheduled',
    items: [],
    timer: { itemIndex: 0, status: 'idle', elapsedMs: 0, runningSince: null },
    results: [],
    people: [
      { userId: ALEX, name: 'Alex Kim' },
      { userId: BEA, name: 'Bea Lund' },
      { userId: CHRIS, name: 'Chris Moss' },
    ],
    votes: {
      status: 'open',
      guestsMayVote: false,
      categories: [
        { name: 'Best Speaker', candidateIds: [ALEX, BEA], disqualifiedIds: [BEA] },
        { name: 'Best Evaluator', candidateIds: [CHRIS], disqualifiedIds: [] },
      ],
      winners: [],
      ...votes,
    },
    fillers: { words: ['um', 'ah', 'you know'], totals: [], ...fillers },
    checkIns: { count: 0, userIds: [] },
  };
}

describe('VotesPanel', () => {
  it('says "Your vote is in" at once when the voter chooses, before the server answers', async () => {
    const cast: unknown[] = [];
    renderWithApi(<VotesPanel meetingId={7} state={liveState()} />, {
      ...signedInAs('member'),
      'live.myBallots': () => ({ ballots: [] }),
      'live.ballot': (input) => {
        cast.push(input);
        return new Promise(() => {}); // the server has not answered yet
      },
    });
    const speaker = await screen.findByRole('group', { name: 'Best Speaker' });
    expect(within(speaker).queryByText(VOTES_TEXT.yourVoteIsIn)).toBeNull();
    fireEvent.click(within(speaker).getByLabelText('Alex Kim'));
    expect(await within(speaker).findByText(VOTES_TEXT.yourVoteIsIn)).toBeTruthy();
    expect(cast).toEqual([{ meetingId: 7, category: 'Best Speaker', candidateId: ALEX }]);
    // Nothing said in a category not voted in.
    const evaluator = screen.getByRole('group', { name: 'Best Evaluator' });
    expect(within(evaluator).queryByText(VOTES_TEXT.yourVoteIsIn)).toBeNull();
  });

  it('shows the ballots already cast, and a speaker over time cannot be chosen', async () => {
    renderWithApi(<VotesPanel meetingId={7} state={liveState()} />, {
      ...signedInAs('member'),
      'live.myBallots': () => ({ ballots: [{ category: 'Best Evaluator', candidateId: CHRIS }] }),
    });
    const evaluator = await screen.findByRole('group', { name: /Best Evaluator/ });
    expect(await within(evaluator).findByText(VOTES_TEXT.yourVoteIsIn)).toBeTruthy();
    expect(within(evaluator).getByLabelText<HTMLInputElement>('Chris Moss').checked).toBe(true);
    const over = screen.getByLabelText<HTMLInputElement>(`Bea Lund (${VOTES_TEXT.overTime})`);
    expect(over.disabled).toBe(true);
  });

  it('takes the vote back off the screen when the server refuses it, saying why', async () => {
    renderWithApi(<VotesPanel meetingId={7} state={liveState()} />, {
      ...signedInAs('member'),
      'live.myBallots': () => ({ ballots: [] }),
      'live.ballot': () => {
        throw new FixtureApiError('CONFLICT', 'Voting is not open.');
      },
    });
    const speaker = await screen.findByRole('group', { name: 'Best Speaker' });
    fireEvent.click(within(speaker).getByLabelText('Alex Kim'));
    expect(await screen.findByText('Voting is not open.')).toBeTruthy();
    await waitFor(() => expect(within(speaker).queryByText(VOTES_TEXT.yourVoteIsIn)).toBeNull());
  });

  it('tells a guest the club does not let guests vote', async () => {
    renderWithApi(<VotesPanel meetingId={7} state={liveState()} guest />, {
      ...signedInAs('guest'),
      'live.myBallots': () => ({ ballots: [] }),
    });
    expect(await screen.findByText(VOTES_TEXT.guestsMayNotVote)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Best Speaker' })).toBeNull();
  });

  it('lets the Vote Counter open voting, and shows the new state', async () => {
    const calls: unknown[] = [];
    renderWithApi(<VotesPanel meetingId={7} state={liveState({ status: 'not_open' })} controls />, {
      ...signedInAs('member'),
      'live.myBallots': () => ({ ballots: [] }),
      'live.voting': (input) => {
        calls.push(input);
        return liveState();
      },
    });
    expect(await screen.findByText(VOTES_TEXT.notOpen)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: VOTES_TEXT.openVoting }));
    await waitFor(() => expect(calls).toEqual([{ meetingId: 7, action: 'open' }]));
  });

  it('shows the winners once voting has closed, ties said as ties', async () => {
    const state = liveState({
      status: 'closed',
      winners: [
        { category: 'Best Speaker', winnerIds: [ALEX], tie: false },
        { category: 'Best Evaluator', winnerIds: [BEA, CHRIS], tie: true },
        { category: 'Best Table Topics', winnerIds: [], tie: false },
      ],
    });
    renderWithApi(<VotesPanel meetingId={7} state={state} controls />, {
      ...signedInAs('member'),
      'live.myBallots': () => ({ ballots: [] }),
    });
    const winners = await screen.findByRole('region', { name: VOTES_TEXT.winners });
    expect(
      within(winners)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Best Speaker: Alex Kim',
      'Best Evaluator: Tie: Bea Lund and Chris Moss',
      'Best Table Topics: No votes',
    ]);
    expect(screen.queryByRole('button', { name: VOTES_TEXT.openVoting })).toBeNull();
  });
});

describe('AhCounterPanel', () => {
  it('taps a word for the chosen speaker with a tap id of its own each time', async () => {
    const taps: { tapId: string; speakerId: number; word: string; delta?: 1 | -1 }[] = [];
    renderWithApi(<AhCounterPanel meetingId={7} state={liveState()} controls />, {
      ...signedInAs('member'),
      'live.fillerTap': (input) => {
        taps.push(input);
        return liveState({}, { totals: [{ speakerId: ALEX, word: 'um', count: taps.length }] });
      },
    });
    const um = await screen.findByRole('button', { name: 'um' });
    expect((um as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(AH_COUNTER_TEXT.speaker), {
      target: { value: String(ALEX) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'um (0)' }));
    fireEvent.click(screen.getByRole('button', { name: 'um (0)' }));
    await waitFor(() => expect(taps).toHaveLength(2));
    expect(taps.map((t) => [t.speakerId, t.word])).toEqual([
      [ALEX, 'um'],
      [ALEX, 'um'],
    ]);
    expect(taps[0]!.tapId).not.toBe(taps[1]!.tapId);
    // A mistaken tap is taken back with a tap of its own.
    fireEvent.click(
      screen.getByRole('button', { name: AH_COUNTER_TEXT.takeBack('um', 'Alex Kim') }),
    );
    await waitFor(() => expect(taps).toHaveLength(3));
    expect(taps[2]).toMatchObject({ speakerId: ALEX, word: 'um', delta: -1 });
    expect(new Set(taps.map((t) => t.tapId)).size).toBe(3);
  });

  it('shows everyone the counts so far, and no tap buttons to watchers', async () => {
    const state = liveState(
      {},
      {
        totals: [
          { speakerId: ALEX, word: 'um', count: 3 },
          { speakerId: ALEX, word: 'you know', count: 1 },
          { speakerId: CHRIS, word: 'ah', count: 2 },
        ],
      },
    );
    renderWithApi(<AhCounterPanel meetingId={7} state={state} />, signedInAs('member'));
    const rows = (await screen.findAllByRole('listitem')).map((li) => li.textContent);
    expect(rows).toEqual([
      `Alex Kim: um 3, you know 1 — ${AH_COUNTER_TEXT.total(4)}`,
      `Chris Moss: ah 2 — ${AH_COUNTER_TEXT.total(2)}`,
    ]);
    expect(screen.queryByRole('button', { name: 'um' })).toBeNull();
  });
});
