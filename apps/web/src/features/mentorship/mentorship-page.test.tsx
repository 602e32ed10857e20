import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RouterOutputs } from '@lectern/api';
import { renderAppAt } from '../../test/fixture-api';
import { ANN, signedInAs } from '../../test/fixtures';
import { MENTORSHIP_PAGE_TEXT as T, MENTORSHIP_TEXT } from './text';

type Overview = RouterOutputs['mentorship']['overview'];
type Person = Overview['mentors'][number];

const person = (
  userId: number,
  name: string,
  status: Person['mentorshipStatus'],
  extra: Partial<Person> = {},
): Person => ({
  userId,
  role: 'member',
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
  pathwaysPath: 'Presentation Mastery',
  currentLevel: 3,
  mentorshipStatus: status,
  mentoringAreas: ['Speech structure', 'Humour', 'Evaluations', 'Timing'],
  seekingMentorshipIn: ['Nerves'],
  availability: 'monthly',
  format: 'virtual',
  ...extra,
});

const MARGARET = person(1, 'Margaret Chen', 'willing_to_mentor', { format: 'in-person' });
const DAVID = person(2, 'David Okafor', 'both');
const ME = person(ANN.id, 'Ann Lee', 'seeking_mentor');

const overview = (pairs: Overview['pairs'] = [], successRate: number | null = null): Overview => ({
  mentors: [MARGARET, DAVID],
  seekers: [DAVID, ME],
  pairs,
  stats: { availableMentors: 2, seekingMentors: 2, activePairs: 0, successRate },
});

describe('Mentorship Program (/mentorship)', () => {
  it('shows the figures with — until a pair has ended, and Smart Matching stays', async () => {
    renderAppAt('/mentorship', {
      ...signedInAs('member'),
      'mentorship.overview': () => overview(),
    });
    expect(
      await screen.findByRole('heading', { name: MENTORSHIP_TEXT.title, level: 1 }),
    ).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.getByText('Margaret Chen')).toBeTruthy();
    // Up to three areas.
    expect(screen.queryAllByText('Timing')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: T.createPair })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('tab', { name: T.tabs.smart }), { button: 0 });
    expect(await screen.findByText(MENTORSHIP_TEXT.smartMatching)).toBeTruthy();
  });

  it('searches and filters the mentors', async () => {
    renderAppAt('/mentorship', {
      ...signedInAs('member'),
      'mentorship.overview': () => overview(),
    });
    fireEvent.change(await screen.findByLabelText(T.search), { target: { value: 'david' } });
    expect(screen.queryByText('Margaret Chen')).toBeNull();
    expect(screen.getByText('David Okafor')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(T.search), { target: { value: 'nobody' } });
    expect(screen.getByText(T.noMatches)).toBeTruthy();
  });

  it('a seeker proposes a match with a mentor', async () => {
    let proposed: unknown = null;
    renderAppAt('/mentorship', {
      ...signedInAs('member'),
      'mentorship.overview': () => overview(),
      'mentorship.propose': (input) => {
        proposed = input;
        return { id: 9, status: 'proposed' };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Match: Margaret Chen' }));
    await waitFor(() => expect(screen.getAllByText(T.toasts.proposed).length).toBeGreaterThan(0));
    expect(proposed).toEqual({ clubId: 1, mentorId: 1, menteeId: ANN.id, start: false });
  });

  it('the mentor accepts a proposed pair', async () => {
    let answer: unknown = null;
    const pair: Overview['pairs'][number] = {
      id: 4,
      status: 'proposed',
      mentor: { userId: ANN.id, name: 'Ann Lee' },
      mentee: { userId: 2, name: 'David Okafor' },
      proposedAt: '2026-11-20T00:00:00.000Z',
      startedAt: null,
      endedAt: null,
    };
    renderAppAt('/mentorship', {
      ...signedInAs('member'),
      'mentorship.overview': () => overview([pair]),
      'mentorship.respond': (input) => {
        answer = input;
        return { id: 4, status: 'active' };
      },
    });
    fireEvent.mouseDown(await screen.findByRole('tab', { name: T.tabs.pairs }), { button: 0 });
    const list = await screen.findByRole('list', { name: T.tabs.pairs });
    fireEvent.click(within(list).getByRole('button', { name: T.pair.accept }));
    await waitFor(() => expect(answer).toEqual({ pairId: 4, accept: true }));
  });

  it('has its empty states and is for members only', async () => {
    renderAppAt('/mentorship', {
      ...signedInAs('member'),
      'mentorship.overview': () => ({ ...overview(), mentors: [] }),
    });
    expect(await screen.findByText(MENTORSHIP_TEXT.noMentors)).toBeTruthy();
  });

  it('tells guests the programme is for members', async () => {
    renderAppAt('/mentorship', signedInAs('guest'));
    expect(await screen.findByText(T.membersOnly)).toBeTruthy();
  });

  it('gives officers Schedule Match and Create Pair', async () => {
    renderAppAt('/mentorship', {
      ...signedInAs('president'),
      'mentorship.overview': () => overview([], 50),
      'members.list': () => [],
    });
    expect(await screen.findByText('50%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.createPair }));
    expect(await screen.findByRole('dialog', { name: T.dialog.create })).toBeTruthy();
  });

  it('asks for both people before a pair is saved', async () => {
    const propose = vi.fn();
    renderAppAt('/mentorship', {
      ...signedInAs('president'),
      'mentorship.overview': () => overview(),
      'members.list': () => [],
      'mentorship.propose': propose,
    });
    fireEvent.click(await screen.findByRole('button', { name: T.createPair }));
    const dialog = await screen.findByRole('dialog', { name: T.dialog.create });
    fireEvent.click(within(dialog).getByRole('button', { name: T.dialog.submit }));
    expect(await within(dialog).findByText(T.dialog.chooseMentor)).toBeTruthy();
    expect(within(dialog).getByText(T.dialog.chooseMentee)).toBeTruthy();
    expect(propose).not.toHaveBeenCalled();
  });
});
