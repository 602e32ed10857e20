import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { ROLE_ASK_MESSAGES } from '@lectern/domain';
import { FixtureApiError, renderAppAt, type FixtureHandlers } from '../../test/fixture-api';
import { directoryEntry, meeting, role, signedInAs } from '../../test/fixtures';

const MEETING = meeting(1, { title: 'Spring Showcase' });
const ROLES = [role(11, 1, 'evaluator1', 'open', null), role(12, 1, 'timer', 'assigned', 42)];

const SUGGESTIONS = [
  {
    roleId: 11,
    candidates: [
      {
        userId: 41,
        name: 'Liam Patel',
        reasons: ['last Evaluator 9 weeks ago', 'prefers evaluating roles'],
      },
      {
        userId: 43,
        name: 'Zara Quinn',
        reasons: ['never Evaluator yet', 'new member: an easier role first would suit better'],
      },
    ],
  },
];

function handlersFor(extra: FixtureHandlers = {}): FixtureHandlers {
  return {
    ...signedInAs('vpe'),
    'meetings.upcoming': () => [MEETING],
    'meetingRoles.list': () => ROLES,
    'members.list': () => [directoryEntry(41, 'member', 'Liam', 'Patel')],
    'roleSuggestions.forMeeting': () => SUGGESTIONS,
    'roleSuggestions.ask': (input: unknown) => {
      const { roleId, userId } = input as { roleId: number; userId: number };
      return {
        id: 5,
        roleId,
        userId,
        name: 'Liam Patel',
        askedBy: 1,
        status: 'open' as const,
        createdAt: '2026-11-27T00:00:00.000Z',
        answeredAt: null,
      };
    },
    ...extra,
  };
}

async function openSuggestions() {
  const button = await screen.findByRole('button', { name: 'Suggest Evaluator 1' });
  fireEvent.click(button);
  return screen.findByRole('dialog');
}

describe('Suggest on Role Assignment', () => {
  it('offers Suggest on open roles only', async () => {
    renderAppAt('/roles?meeting=1', handlersFor());
    await screen.findByRole('button', { name: 'Suggest Evaluator 1' });
    expect(screen.queryByRole('button', { name: 'Suggest Timer' })).toBeNull();
  });

  it('lists the candidates with their reasons; Ask sends the request and says so', async () => {
    const { calls } = renderAppAt('/roles?meeting=1', handlersFor());
    const dialog = await openSuggestions();
    expect(within(dialog).getByText(ROLE_ASK_MESSAGES.dialogTitle('Evaluator 1'))).toBeTruthy();
    expect(await within(dialog).findByText('last Evaluator 9 weeks ago')).toBeTruthy();
    expect(within(dialog).getByText('prefers evaluating roles')).toBeTruthy();
    expect(within(dialog).getByText('Zara Quinn')).toBeTruthy();
    expect(calls.find((call) => call.path === 'roleSuggestions.forMeeting')?.input).toEqual({
      meetingId: 1,
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask Liam Patel' }));
    expect(await screen.findByText(ROLE_ASK_MESSAGES.asked('Liam Patel'))).toBeTruthy();
    expect(calls.find((call) => call.path === 'roleSuggestions.ask')?.input).toEqual({
      roleId: 11,
      userId: 41,
    });
  });

  it('shows the server’s refusal', async () => {
    renderAppAt(
      '/roles?meeting=1',
      handlersFor({
        'roleSuggestions.ask': () => {
          throw new FixtureApiError('CONFLICT', ROLE_ASK_MESSAGES.alreadyAsked);
        },
      }),
    );
    const dialog = await openSuggestions();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Ask Zara Quinn' }));
    expect(await screen.findByText(ROLE_ASK_MESSAGES.alreadyAsked)).toBeTruthy();
  });

  it('says when no one is eligible', async () => {
    renderAppAt(
      '/roles?meeting=1',
      handlersFor({ 'roleSuggestions.forMeeting': () => [{ roleId: 11, candidates: [] }] }),
    );
    const dialog = await openSuggestions();
    expect(await within(dialog).findByText(ROLE_ASK_MESSAGES.noCandidates)).toBeTruthy();
  });
});
