import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GUEST_MEMBERSHIP_STEPS } from '@lectern/domain';
import type { RouterInputs, RouterOutputs } from '@lectern/api';
import { FixtureApiError, renderAppAt, type FixtureHandlers } from '../../test/fixture-api';
import { ANN, profile, signedInAs, type ClubRole } from '../../test/fixtures';
import { API_TOKENS_TEXT, GUEST_PROFILE_TEXT, PROFILE_TEXT } from './text';

vi.setConfig({ testTimeout: 30_000 });

const TOKENS: RouterOutputs['apiTokens']['list'] = [
  {
    id: 'tok1',
    name: 'Attendance export',
    scope: 'read',
    createdAt: '2026-11-01T00:00:00.000Z',
    lastUsedAt: null,
    revokedAt: null,
  },
  {
    id: 'tok2',
    name: 'Old script',
    scope: 'full',
    createdAt: '2026-10-01T00:00:00.000Z',
    lastUsedAt: '2026-10-05T00:00:00.000Z',
    revokedAt: '2026-10-06T00:00:00.000Z',
  },
];

function handlers(role: ClubRole, extra: FixtureHandlers = {}): FixtureHandlers {
  return {
    ...signedInAs(role),
    'profile.get': () => profile(role === 'guest' ? { role, membershipStatus: 'guest' } : {}),
    'apiTokens.list': () => TOKENS,
    ...extra,
  };
}

/** Radix tabs switch on mouse down. */
function openTab(name: string) {
  fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0, ctrlKey: false });
}

describe('My Profile', () => {
  it('is read-only until Edit Profile, then saves the bio and the mentorship tab', async () => {
    const save = vi.fn((input: RouterInputs['profile']['saveMember']) =>
      profile(input as Partial<RouterOutputs['profile']['get']>),
    );
    renderAppAt('/profile', handlers('member', { 'profile.saveMember': save }));
    const bio = await screen.findByLabelText(PROFILE_TEXT.fields.bio);
    expect(screen.getByRole('heading', { level: 1, name: PROFILE_TEXT.title })).toBeTruthy();
    for (const tab of Object.values(PROFILE_TEXT.tabs))
      expect(screen.getByRole('tab', { name: tab })).toBeTruthy();
    expect(bio.hasAttribute('readonly')).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(PROFILE_TEXT.fields.email).value).toBe(
      ANN.email,
    );
    // The avatar initials: in the user menu and on the Basic Info card.
    expect(screen.getAllByText('AL')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: PROFILE_TEXT.save })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: PROFILE_TEXT.edit }));
    expect(bio.hasAttribute('readonly')).toBe(false);
    expect(screen.getByLabelText(PROFILE_TEXT.fields.email).hasAttribute('readonly')).toBe(true);
    fireEvent.change(bio, { target: { value: 'I love table topics' } });

    openTab(PROFILE_TEXT.tabs.mentorship);
    fireEvent.change(await screen.findByLabelText(PROFILE_TEXT.fields.mentorshipExperience), {
      target: { value: 'Five years' },
    });
    fireEvent.change(screen.getByLabelText(PROFILE_TEXT.fields.mentoringAreas), {
      target: { value: 'Evaluations, Humour' },
    });
    fireEvent.change(screen.getByLabelText(PROFILE_TEXT.fields.mentorshipGoals), {
      target: { value: 'Coach a new member' },
    });
    fireEvent.click(screen.getByLabelText(PROFILE_TEXT.fields.mentorshipEmailNotifications));

    fireEvent.click(screen.getByRole('button', { name: PROFILE_TEXT.save }));
    expect(await screen.findByText(PROFILE_TEXT.updated.description)).toBeTruthy();
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({
        clubId: 1,
        bio: 'I love table topics',
        preferredSpeechFrequency: 'monthly',
        mentorshipStatus: 'not_participating',
        mentorshipExperience: 'Five years',
        mentoringAreas: ['Evaluations', 'Humour'],
        seekingMentorshipIn: [],
        mentorshipInterests: {
          availability: 'flexible',
          preferred_format: 'hybrid',
          goals: 'Coach a new member',
          emailNotifications: false,
          appNotifications: true,
        },
        communicationPreferences: { email: true, app: true, offers: true, reminderDays: '3' },
      }),
    );
    // Back to reading after a successful save.
    expect(await screen.findByRole('button', { name: PROFILE_TEXT.edit })).toBeTruthy();
  });

  it('Cancel puts back what was stored and leaves edit mode', async () => {
    const save = vi.fn();
    renderAppAt('/profile', handlers('member', { 'profile.saveMember': save }));
    fireEvent.click(await screen.findByRole('button', { name: PROFILE_TEXT.edit }));
    const bio = screen.getByLabelText(PROFILE_TEXT.fields.bio);
    fireEvent.change(bio, { target: { value: 'Typed then abandoned' } });
    fireEvent.click(screen.getByRole('button', { name: PROFILE_TEXT.cancel }));
    await waitFor(() => expect((bio as HTMLTextAreaElement).value).toBe('Old bio'));
    expect(bio.hasAttribute('readonly')).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it('shows its error toast when saving fails and stays in edit mode', async () => {
    renderAppAt(
      '/profile',
      handlers('member', {
        'profile.saveMember': () => {
          throw new FixtureApiError('BAD_REQUEST', 'nope');
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: PROFILE_TEXT.edit }));
    fireEvent.click(screen.getByRole('button', { name: PROFILE_TEXT.save }));
    expect(await screen.findByText(PROFILE_TEXT.failed.description)).toBeTruthy();
    expect(screen.getByRole('button', { name: PROFILE_TEXT.save })).toBeTruthy();
  });

  it('shows skeleton cards while the profile loads', async () => {
    renderAppAt('/profile', handlers('member', { 'profile.get': () => new Promise(() => {}) }));
    expect(await screen.findByTestId('profile-skeleton')).toBeTruthy();
    expect(screen.queryByRole('button', { name: PROFILE_TEXT.edit })).toBeNull();
  });
});

describe('Guest Profile', () => {
  it('shows its sections and the five steps, and saves with Update Profile', async () => {
    const save = vi.fn((input: unknown) =>
      profile({ role: 'guest', ...(input as Record<string, unknown>) }),
    );
    renderAppAt('/profile', handlers('guest', { 'profile.saveGuest': save }));
    expect(
      await screen.findByRole('heading', { level: 1, name: GUEST_PROFILE_TEXT.title }),
    ).toBeTruthy();
    expect(screen.getByText(GUEST_PROFILE_TEXT.statusTitle)).toBeTruthy();
    for (const section of Object.values(GUEST_PROFILE_TEXT.sections))
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: GUEST_PROFILE_TEXT.sections.becoming }));
    expect(steps.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      ...GUEST_MEMBERSHIP_STEPS,
    ]);
    expect(GUEST_MEMBERSHIP_STEPS).toHaveLength(5);

    fireEvent.change(screen.getByLabelText(GUEST_PROFILE_TEXT.fields.interests), {
      target: { value: 'Storytelling' },
    });
    fireEvent.change(screen.getByLabelText(GUEST_PROFILE_TEXT.fields.howHeardAboutClub), {
      target: { value: 'A friend' },
    });
    fireEvent.click(screen.getByLabelText(GUEST_PROFILE_TEXT.fields.emailNotifications));
    fireEvent.click(screen.getByRole('button', { name: GUEST_PROFILE_TEXT.update }));
    expect(await screen.findByText(GUEST_PROFILE_TEXT.saved)).toBeTruthy();
    expect(save).toHaveBeenCalledWith({
      clubId: 1,
      interests: 'Storytelling',
      howHeardAboutClub: 'A friend',
      visitationGoals: '',
      dietaryRestrictions: '',
      emergencyContact: '',
      emergencyPhone: '',
      emailNotifications: false,
    });
  });

  it('without a club: Welcome to Toastmasters and the reason', async () => {
    renderAppAt('/profile', { ...handlers('guest'), 'clubs.list': () => [] });
    expect(
      await screen.findByRole('heading', { name: GUEST_PROFILE_TEXT.noClub.title }),
    ).toBeTruthy();
    expect(screen.getByText(GUEST_PROFILE_TEXT.noClub.description)).toBeTruthy();
  });
});

describe('API tokens for scripts', () => {
  it('lists tokens with scope, created and last used', async () => {
    renderAppAt('/profile', handlers('guest'));
    const rows = await screen.findAllByTestId('api-token-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => within(row));
    expect(first?.getByText('Attendance export')).toBeTruthy();
    expect(first?.getByText(API_TOKENS_TEXT.scopes.read)).toBeTruthy();
    expect(first?.getByText('01/11/2026')).toBeTruthy();
    expect(first?.getByText(API_TOKENS_TEXT.never)).toBeTruthy();
    expect(second?.getByText(API_TOKENS_TEXT.scopes.full)).toBeTruthy();
    expect(second?.getByText(API_TOKENS_TEXT.revoked)).toBeTruthy();
    expect(second?.queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('creates a read-only token, shows its secret once with a copy button, then revokes one', async () => {
    const create = vi.fn((input: RouterInputs['apiTokens']['create']) => ({
      id: 'tok3',
      token: 'lct_tok3.secret',
      createdAt: '2026-11-26T00:00:00.000Z',
      ...input,
    }));
    const revoke = vi.fn((input: RouterInputs['apiTokens']['revoke']) => input);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAppAt(
      '/profile',
      handlers('member', { 'apiTokens.create': create, 'apiTokens.revoke': revoke }),
    );
    const createButton = await screen.findByRole('button', { name: API_TOKENS_TEXT.create });
    fireEvent.click(createButton);
    expect(await screen.findByText(API_TOKENS_TEXT.nameRequired)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(API_TOKENS_TEXT.nameLabel), {
      target: { value: 'Nightly report' },
    });
    fireEvent.click(createButton);
    const secret = await screen.findByLabelText(API_TOKENS_TEXT.secretLabel);
    expect((secret as HTMLInputElement).value).toBe('lct_tok3.secret');
    expect(create).toHaveBeenCalledWith({ name: 'Nightly report', scope: 'read' });
    expect(screen.getByText(API_TOKENS_TEXT.secretHint)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: API_TOKENS_TEXT.copy }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('lct_tok3.secret'));
    expect(await screen.findByRole('button', { name: API_TOKENS_TEXT.copied })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: API_TOKENS_TEXT.done }));
    expect(screen.queryByLabelText(API_TOKENS_TEXT.secretLabel)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke Attendance export' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: API_TOKENS_TEXT.revoke }));
    await waitFor(() => expect(revoke).toHaveBeenCalledWith({ id: 'tok1' }));
    expect(await screen.findByText(API_TOKENS_TEXT.revokedToast)).toBeTruthy();
  });
});
