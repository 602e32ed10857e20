import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RouterOutputs } from '@lectern/api';
import { renderAppAt } from '../../test/fixture-api';
import { signedInAs } from '../../test/fixtures';
import { MEETING_REPORT_PAGE_TEXT as TEXT } from './text';

const REPORT: RouterOutputs['meetings']['report'] = {
  meetingId: 1,
  title: 'Spring Showcase',
  date: '2031-03-01',
  status: 'completed',
  attendance: {
    members: 1,
    guests: 1,
    people: [
      { name: 'Ann Lee', isGuest: false },
      { name: 'Vera Visitor', isGuest: true },
    ],
  },
  times: [
    {
      itemIndex: 5,
      activity: 'Prepared Speech 1',
      presenter: 'Ann Lee',
      elapsedMs: 361_400,
      qualified: true,
      qualifyFromSeconds: 270,
      qualifyToSeconds: 450,
    },
    {
      itemIndex: 12,
      activity: 'Evaluation of Speech 1',
      presenter: 'Pat Kim',
      elapsedMs: 221_000,
      qualified: false,
      qualifyFromSeconds: 90,
      qualifyToSeconds: 210,
    },
  ],
  votes: {
    status: 'closed',
    categories: [
      { category: 'Best Speaker', winners: [{ userId: 7, name: 'Ann Lee' }], tie: false },
      {
        category: 'Best Evaluator',
        winners: [
          { userId: 8, name: 'Pat Kim' },
          { userId: 9, name: 'Sam Roe' },
        ],
        tie: true,
      },
      { category: 'Best Table Topics', winners: [], tie: false },
    ],
  },
  fillers: {
    words: ['um', 'ah', 'you know'],
    speakers: [
      {
        userId: 7,
        name: 'Ann Lee',
        counts: [
          { word: 'um', count: 3 },
          { word: 'you know', count: 2 },
        ],
        total: 5,
      },
      { userId: 8, name: 'Pat Kim', counts: [{ word: 'ah', count: 1 }], total: 1 },
    ],
  },
};

describe('the meeting report (/meetings/<id>/report)', () => {
  it("shows the Timer's results against each window, and who was there", async () => {
    renderAppAt('/meetings/1/report', {
      ...signedInAs('member'),
      'meetings.report': () => REPORT,
    });
    const table = await screen.findByRole('table', { name: TEXT.timer });
    const speech = within(table).getByText('Prepared Speech 1').closest('tr') as HTMLElement;
    expect(within(speech).getByText('6:01')).toBeTruthy();
    expect(within(speech).getByText('4:30–7:30')).toBeTruthy();
    expect(within(speech).getByText(TEXT.qualified)).toBeTruthy();
    const evaluation = within(table)
      .getByText('Evaluation of Speech 1')
      .closest('tr') as HTMLElement;
    expect(within(evaluation).getByText(TEXT.notQualified)).toBeTruthy();
    expect(screen.getByText(TEXT.counts(1, 1))).toBeTruthy();
    expect(screen.getByText('Vera Visitor')).toBeTruthy();
  });

  it('shows the winners of each category, a tie said as a tie, and the Ah-Counter’s counts', async () => {
    renderAppAt('/meetings/1/report', {
      ...signedInAs('member'),
      'meetings.report': () => REPORT,
    });
    const votes = await screen.findByRole('list', { name: TEXT.votes });
    const speaker = within(votes).getByText('Best Speaker').closest('li') as HTMLElement;
    expect(within(speaker).getByText('Ann Lee')).toBeTruthy();
    expect(within(speaker).queryByText(TEXT.tie)).toBeNull();
    const evaluator = within(votes).getByText('Best Evaluator').closest('li') as HTMLElement;
    expect(within(evaluator).getByText('Pat Kim, Sam Roe')).toBeTruthy();
    expect(within(evaluator).getByText(TEXT.tie)).toBeTruthy();
    const topics = within(votes).getByText('Best Table Topics').closest('li') as HTMLElement;
    expect(within(topics).getByText(TEXT.noWinner)).toBeTruthy();

    const fillers = screen.getByRole('table', { name: TEXT.ahCounter });
    const headers = within(fillers)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([TEXT.columns.speaker, 'um', 'ah', 'you know', TEXT.fillerTotal]);
    const ann = within(fillers).getByRole('rowheader', { name: 'Ann Lee' }).closest('tr');
    expect(
      within(ann as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '0', '2', '5']);
    const pat = within(fillers).getByRole('rowheader', { name: 'Pat Kim' }).closest('tr');
    expect(
      within(pat as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '1', '0', '1']);
  });

  it('says while voting is still open that the winners come at the close', async () => {
    renderAppAt('/meetings/1/report', {
      ...signedInAs('member'),
      'meetings.report': () => ({ ...REPORT, votes: { status: 'open', categories: [] } }),
    });
    expect(await screen.findByText(TEXT.votesOpen)).toBeTruthy();
  });

  it('says when nothing was recorded', async () => {
    renderAppAt('/meetings/1/report', {
      ...signedInAs('guest'),
      'meetings.report': () => ({
        ...REPORT,
        times: [],
        attendance: { members: 0, guests: 0, people: [] },
        votes: { status: 'not_open', categories: [] },
        fillers: { words: ['um'], speakers: [] },
      }),
    });
    expect(await screen.findByText(TEXT.noTimes)).toBeTruthy();
    expect(screen.getByText(TEXT.noAttendance)).toBeTruthy();
    expect(screen.getByText(TEXT.noVotes)).toBeTruthy();
    expect(screen.getByText(TEXT.noFillers)).toBeTruthy();
  });
});
