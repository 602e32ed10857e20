import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { EMAIL_ACTION_TEXT } from '@lectern/domain';
import type { RouterOutputs } from '@lectern/api';
import { FixtureApiError, renderAppAt, type FixtureHandlers } from '../../test/fixture-api';

const TOKEN = 'a'.repeat(43);

const signedOut = {
  'auth.user': () => {
    throw new FixtureApiError('UNAUTHORIZED', 'Unauthorized');
  },
  'platformSettings.public': () => [],
  publicConfig: () => ({
    authProviderName: 'Acme ID',
    productName: 'Lectern',
    stripePublishableKey: null,
  }),
} satisfies FixtureHandlers;

const READY: RouterOutputs['emailActions']['preview'] = {
  state: 'ready',
  action: 'confirm_role',
  clubName: 'Harbour Speakers',
  message: 'You will confirm that you will be Timer at Weekly Meeting on Tuesday 3 March 2026.',
  button: 'Confirm my role',
};

describe('a one-click answer from e-mail (/respond/<secret>)', () => {
  it('says what will happen without doing it; the button does it and says so', async () => {
    const { calls } = renderAppAt(`/respond/${TOKEN}`, {
      ...signedOut,
      'emailActions.preview': () => READY,
      'emailActions.perform': () => ({
        outcome: 'done',
        message: 'Done: your role as Timer at Weekly Meeting is confirmed.',
      }),
    });
    expect(await screen.findByText(READY.message)).toBeTruthy();
    expect(screen.getByText('Harbour Speakers')).toBeTruthy();
    expect(calls.some((call) => call.path === 'emailActions.perform')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my role' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Done: your role as Timer at Weekly Meeting is confirmed.',
    );
    expect(calls.find((call) => call.path === 'emailActions.perform')?.input).toEqual({
      token: TOKEN,
    });
    expect(screen.getByRole('link', { name: EMAIL_ACTION_TEXT.goToApp })).toBeTruthy();
  });

  it('says plainly when the answer is no longer possible', async () => {
    renderAppAt(`/respond/${TOKEN}`, {
      ...signedOut,
      'emailActions.preview': () => READY,
      'emailActions.perform': () => ({
        outcome: 'impossible',
        message: `${EMAIL_ACTION_TEXT.impossible} This role is not yours.`,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm my role' }));
    expect((await screen.findByRole('status')).textContent).toContain('no longer be done');
  });

  it.each<[RouterOutputs['emailActions']['preview']['state'], string]>([
    ['used', EMAIL_ACTION_TEXT.used],
    ['expired', EMAIL_ACTION_TEXT.expired],
    ['invalid', EMAIL_ACTION_TEXT.invalid],
  ])('a %s link offers no button', async (state, message) => {
    renderAppAt(`/respond/${TOKEN}`, {
      ...signedOut,
      'emailActions.preview': () => ({ ...READY, state, message, button: null }),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a malformed link is not valid', async () => {
    renderAppAt('/respond/short', {
      ...signedOut,
      'emailActions.preview': () => {
        throw new FixtureApiError('BAD_REQUEST', 'This link is not valid');
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(EMAIL_ACTION_TEXT.invalid);
  });
});
