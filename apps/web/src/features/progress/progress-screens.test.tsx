import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { RouterOutputs } from '@lectern/api';
import { renderAppAt } from '../../test/fixture-api';
import { membershipAs, profile, signedInAs } from '../../test/fixtures';
import {
  ACHIEVEMENTS_TEXT,
  CATALOGUE_TEXT,
  COMPLETION_TEXT,
  MY_PATHWAYS_TEXT,
  MY_TIMES_TEXT,
  PATHWAYS_PROGRESS_TEXT,
  SKILLS_PROGRESS_TEXT,
} from './text';

type ClubMemberProgress = RouterOutputs['pathways']['club'][number];

const member = (
  userId: number,
  name: string,
  extra: Partial<ClubMemberProgress> = {},
): ClubMemberProgress => ({
  userId,
  name,
  role: 'member',
  pathwaysPath: 'Persuasive Influence',
  currentLevel: 1,
  completedProjects: 0,
  speechesCompleted: 0,
  evaluationsGiven: 0,
  leadershipRolesFilled: 0,
  tableTopicsAnswered: 0,
  awards: [],
  ...extra,
});

const CLUB_PROGRESS = [
  member(1, 'Ann Lee', {
    role: 'president',
    speechesCompleted: 12,
    leadershipRolesFilled: 6,
    currentLevel: 3,
    completedProjects: 2,
    pathwaysPath: 'Dynamic Leadership',
  }),
  member(2, 'Bo Chen', { speechesCompleted: 4, evaluationsGiven: 8, leadershipRolesFilled: 1 }),
  member(3, 'Cy Diaz', { pathwaysPath: null }),
];

const CATALOGUE = [
  {
    id: 1,
    name: 'Dynamic Leadership',
    description: 'Lead through change.',
    coreCompetencies: ['Leading'],
    levels: [1, 2, 3, 4, 5].map((level) => ({
      id: level,
      level,
      title: `Step ${level}`,
      description: null,
    })),
  },
  {
    id: 2,
    name: 'Persuasive Influence',
    description: 'Influence decisions.',
    coreCompetencies: ['Negotiation'],
    levels: [1, 2, 3, 4, 5].map((level) => ({
      id: 10 + level,
      level,
      title: `Part ${level}`,
      description: null,
    })),
  },
];

const PROFILE = profile({
  speechesCompleted: 1,
  evaluationsGiven: 0,
  leadershipRolesFilled: 0,
  tableTopicsAnswered: 0,
});

const progress = (pathway: { id: number; name: string } | null) => ({
  pathway: pathway ? { ...pathway, description: 'About it.' } : null,
  currentLevel: 1,
  completedAt: null,
  completedAtLevel: pathway ? 2 : 0,
  progressPercent: pathway ? 40 : 0,
  completedProjects: pathway
    ? [
        {
          title: 'Ice Breaker',
          description: null,
          date: '2026-11-10T12:00:00Z',
          speechTitle: 'Hello',
          evaluatorFeedback: null,
          meetingTitle: null,
        },
      ]
    : [],
  pendingProjects: pathway
    ? [{ id: 4, title: 'Active Listening', date: '2026-11-20T12:00:00Z', speechTitle: null }]
    : [],
  nextProjects: pathway
    ? [{ name: 'Researching and Presenting', dueDate: null, difficulty: 'Level 1' }]
    : [],
});

describe('Skills Progress Dashboard', () => {
  it('asks for a club when the person has none', async () => {
    renderAppAt('/skills-progress', { ...signedInAs('president'), 'clubs.list': () => [] });
    expect(await screen.findByText(SKILLS_PROGRESS_TEXT.noClub)).toBeTruthy();
  });

  it('shows officers the tiles, the top lists and each member’s skills', async () => {
    renderAppAt('/skills-progress', {
      ...signedInAs('president'),
      'pathways.club': () => CLUB_PROGRESS,
    });
    expect(await screen.findByRole('heading', { name: SKILLS_PROGRESS_TEXT.title })).toBeTruthy();
    expect(screen.getByText('16')).toBeTruthy(); // total speeches
    const top = within(
      screen
        .getByText(SKILLS_PROGRESS_TEXT.topCommunicators)
        .closest('[data-slot="card"]') as HTMLElement,
    );
    expect(top.getByText('12 speeches')).toBeTruthy();
    expect(top.getByText('#1')).toBeTruthy();
    expect(screen.getAllByText('Level 5 · Master Communicator').length).toBe(1);
  });

  it('tells members the club’s progress is for officers, without asking for it', async () => {
    const { calls } = renderAppAt('/skills-progress', signedInAs('member'));
    expect(await screen.findByText(SKILLS_PROGRESS_TEXT.officersOnly)).toBeTruthy();
    expect(calls.some((c) => c.path === 'pathways.club')).toBe(false);
  });

  it.each(['/members/pathways', '/skills-progress', '/members/achievements'])(
    'links a member who reaches %s to My Pathways',
    async (path) => {
      renderAppAt(path, signedInAs('member'));
      const link = await screen.findByRole('link', { name: 'Go to My Pathways' });
      expect(link.getAttribute('href')).toBe('/member/pathways');
    },
  );
});

describe('Pathways Progress', () => {
  it('shows the tiles, the distribution and approves a submission', async () => {
    const { calls } = renderAppAt('/members/pathways', {
      ...signedInAs('vpe'),
      'pathways.club': () => CLUB_PROGRESS,
      'pathways.list': () => CATALOGUE,
      'pathways.pendingCompletions': () => [
        {
          id: 9,
          userId: 2,
          memberName: 'Bo Chen',
          pathwayName: 'Persuasive Influence',
          projectTitle: 'Ice Breaker',
          completedAt: '2026-11-20T12:00:00Z',
          speechTitle: null,
          evaluatorFeedback: null,
        },
      ],
      'pathways.approveCompletion': () => ({ id: 9, status: 'approved' }),
    });
    expect(await screen.findByRole('heading', { name: PATHWAYS_PROGRESS_TEXT.title })).toBeTruthy();
    expect(screen.getByText(PATHWAYS_PROGRESS_TEXT.ofPaths(11))).toBeTruthy();
    expect(screen.getByText(PATHWAYS_PROGRESS_TEXT.notOnPath)).toBeTruthy();
    expect(screen.getByRole('button', { name: COMPLETION_TEXT.recordTitle })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve: Bo Chen, Ice Breaker' }));
    expect((await screen.findAllByText(COMPLETION_TEXT.approved)).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === 'pathways.approveCompletion')?.input).toEqual({
      completionId: 9,
    });
  });

  it('says when nothing waits for approval', async () => {
    renderAppAt('/members/pathways', {
      ...signedInAs('president'),
      'pathways.club': () => [],
      'pathways.list': () => CATALOGUE,
      'pathways.pendingCompletions': () => [],
    });
    expect(await screen.findByText(COMPLETION_TEXT.noPending)).toBeTruthy();
    expect(screen.getByText(PATHWAYS_PROGRESS_TEXT.noDistribution)).toBeTruthy();
  });
});

describe('Member Achievements', () => {
  it('computes the awards and crowns the top achiever', async () => {
    renderAppAt('/members/achievements', {
      ...signedInAs('president'),
      'pathways.club': () => CLUB_PROGRESS,
    });
    expect(await screen.findByRole('heading', { name: ACHIEVEMENTS_TEXT.title })).toBeTruthy();
    expect(screen.getByLabelText('Top achiever')).toBeTruthy();
    expect(screen.getAllByText('Competent Communicator').length).toBeGreaterThan(0);
  });

  const BEST_SPEAKER_12_NOV = {
    meetingId: 7,
    meetingTitle: 'Weekly Meeting',
    date: '2026-11-12',
    category: 'Best Speaker',
    tie: false,
  };

  it('lists the awards meetings’ votes gave, as the members’ achievements', async () => {
    renderAppAt('/members/achievements', {
      ...signedInAs('president'),
      'pathways.club': () => [
        member(3, 'Cy Diaz', {
          awards: [
            BEST_SPEAKER_12_NOV,
            {
              meetingId: 6,
              meetingTitle: 'Weekly Meeting',
              date: '2026-11-05',
              category: 'Best Evaluator',
              tie: true,
            },
          ],
        }),
      ],
    });
    expect(await screen.findByText('Cy Diaz · Weekly Meeting, 12 Nov')).toBeTruthy();
    expect(screen.getByText('Cy Diaz · Weekly Meeting, 5 Nov (shared)')).toBeTruthy();
    expect(screen.getByText('Best Speaker — Weekly Meeting, 12 Nov')).toBeTruthy();
    expect(screen.getByText('Best Evaluator — Weekly Meeting, 5 Nov (shared)')).toBeTruthy();
    expect(screen.getByText(ACHIEVEMENTS_TEXT.awards(2))).toBeTruthy();
    expect(screen.queryByText(ACHIEVEMENTS_TEXT.noRecent)).toBeNull();
  });

  it('writes an award’s day as the club does (month first in the United States)', async () => {
    const us = membershipAs('president');
    renderAppAt('/members/achievements', {
      ...signedInAs('president'),
      'clubs.list': () => [{ ...us, club: { ...us.club, locale: 'en-US', currency: 'USD' } }],
      'pathways.club': () => [
        member(3, 'Cy Diaz', {
          awards: [BEST_SPEAKER_12_NOV],
        }),
      ],
    });
    expect(await screen.findByText('Cy Diaz · Weekly Meeting, Nov 12')).toBeTruthy();
  });

  it('has the empty sentence without awards', async () => {
    renderAppAt('/members/achievements', {
      ...signedInAs('president'),
      'pathways.club': () => [member(3, 'Cy Diaz')],
    });
    expect((await screen.findAllByText(ACHIEVEMENTS_TEXT.noRecent)).length).toBeGreaterThan(0);
  });
});

describe('My Pathways Journey', () => {
  it('shows the path, level, projects and what waits for approval', async () => {
    renderAppAt('/member/pathways', {
      ...signedInAs('member'),
      'pathways.progress': () => progress({ id: 2, name: 'Persuasive Influence' }),
      'profile.get': () => PROFILE,
      'pathways.list': () => CATALOGUE,
      'meetings.myTimes': () => ({
        items: [
          {
            meetingId: 4,
            date: '2031-02-11',
            activity: 'Prepared Speech 1',
            elapsedMs: 361_400,
            qualified: true,
          },
        ],
        awards: [
          {
            meetingId: 4,
            meetingTitle: 'Weekly Meeting',
            date: '2031-02-11',
            category: 'Best Speaker',
            tie: false,
          },
        ],
      }),
    });
    expect(await screen.findByText('Persuasive Influence')).toBeTruthy();
    // The award the meeting's vote gave is among the member's own achievements.
    expect(await screen.findByText('Best Speaker')).toBeTruthy();
    expect(screen.getByText('Weekly Meeting, 11 Feb')).toBeTruthy();
    expect(await screen.findByText('Prepared Speech 1')).toBeTruthy();
    expect(screen.getByText('6:01')).toBeTruthy();
    expect(screen.getByText(MY_TIMES_TEXT.qualified)).toBeTruthy();
    expect(screen.getByText(MY_PATHWAYS_TEXT.ofProjects(2, 5))).toBeTruthy();
    expect(screen.getByText('Researching and Presenting')).toBeTruthy();
    expect(screen.getByText('Active Listening')).toBeTruthy();
    expect(screen.getByRole('button', { name: COMPLETION_TEXT.submitTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: MY_PATHWAYS_TEXT.downloadReport })).toBeTruthy();
  });

  it('without a path: Not Selected, the empty sentences, and a path to choose', async () => {
    const { calls } = renderAppAt('/member/pathways', {
      ...signedInAs('member'),
      'pathways.progress': () => progress(null),
      'profile.get': () => ({ ...PROFILE, speechesCompleted: 0 }),
      'pathways.list': () => CATALOGUE,
      'pathways.choose': () => progress({ id: 1, name: 'Dynamic Leadership' }),
    });
    expect(await screen.findByText('Not Selected')).toBeTruthy();
    expect(screen.getByText(MY_PATHWAYS_TEXT.noUpcoming)).toBeTruthy();
    expect(screen.getByText(MY_PATHWAYS_TEXT.noAchievements)).toBeTruthy();
    expect(await screen.findByText(MY_TIMES_TEXT.none)).toBeTruthy();
    expect(screen.queryByRole('button', { name: COMPLETION_TEXT.submitTitle })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('tab', { name: MY_PATHWAYS_TEXT.tabs.explore }));
    fireEvent.click(
      await screen.findByRole('button', {
        name: `${COMPLETION_TEXT.choosePath}: Dynamic Leadership`,
      }),
    );
    expect((await screen.findAllByText(COMPLETION_TEXT.pathChosen)).length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path === 'pathways.choose')?.input).toEqual({
      clubId: 1,
      pathwayId: 1,
    });
  });
});

describe('Pathways catalogue', () => {
  it('offers View My Progress on the current path and disables Switch on the others', async () => {
    renderAppAt('/pathways-overview', {
      ...signedInAs('member'),
      'pathways.list': () => CATALOGUE,
      'pathways.progress': () => progress({ id: 2, name: 'Persuasive Influence' }),
    });
    expect(await screen.findByRole('link', { name: CATALOGUE_TEXT.viewMyProgress })).toBeTruthy();
    expect(screen.getByRole('heading', { name: CATALOGUE_TEXT.title })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: CATALOGUE_TEXT.switchPathway }).matches(':disabled'),
    ).toBe(true);
    expect(screen.getAllByText('+2 more levels').length).toBe(2);
    expect(screen.getByText('Level 1: Step 1')).toBeTruthy();
  });

  it('offers Learn More and choosing when no path is current', async () => {
    renderAppAt('/pathways-overview', {
      ...signedInAs('member'),
      'pathways.list': () => CATALOGUE,
      'pathways.progress': () => progress(null),
    });
    expect(await screen.findByText(CATALOGUE_TEXT.noCurrent)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: CATALOGUE_TEXT.learnMore }).length).toBe(2);
    expect(screen.queryByRole('button', { name: CATALOGUE_TEXT.switchPathway })).toBeNull();
  });
});
