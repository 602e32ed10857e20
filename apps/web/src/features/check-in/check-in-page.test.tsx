import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { CHECK_IN_TEXT } from '@lectern/domain';
import { FixtureApiError, renderAppAt, type FixtureHandlers } from '../../test/fixture-api';
import { signedInAs } from '../../test/fixtures';

const CODE = 'Ab_-0123xy';

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

describe('the check-in page (/meetings/<id>/check-in?code=…)', () => {
  it('a visitor checks in as a guest with a name and e-mail, signed out', async () => {
    const { calls } = renderAppAt(`/meetings/7/check-in?code=${CODE}`, {
      ...signedOut,
      'checkIn.guest': () => ({ meetingId: 7, userId: 40, created: true }),
    });
    expect(await screen.findByRole('button', { name: CHECK_IN_TEXT.signIn })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(CHECK_IN_TEXT.nameLabel), {
      target: { value: 'Vera Visitor' },
    });
    fireEvent.change(screen.getByLabelText(CHECK_IN_TEXT.emailLabel), {
      target: { value: 'vera@example.org' },
    });
    fireEvent.click(screen.getByRole('button', { name: CHECK_IN_TEXT.guestButton }));
    expect((await screen.findByRole('status')).textContent).toBe(CHECK_IN_TEXT.checkedIn);
    expect(calls.find((call) => call.path === 'checkIn.guest')?.input).toEqual({
      meetingId: 7,
      code: CODE,
      name: 'Vera Visitor',
      email: 'vera@example.org',
    });
  });

  it('checks the guest form before sending it', async () => {
    const { calls } = renderAppAt(`/meetings/7/check-in?code=${CODE}`, signedOut);
    fireEvent.click(await screen.findByRole('button', { name: CHECK_IN_TEXT.guestButton }));
    expect(await screen.findByText('Enter your name')).toBeTruthy();
    expect(calls.some((call) => call.path === 'checkIn.guest')).toBe(false);
  });

  it('a signed-in member checks in with one press; a stale code says so', async () => {
    const { calls } = renderAppAt(`/meetings/7/check-in?code=${CODE}`, {
      ...signedInAs('member'),
      'checkIn.self': () => {
        throw new FixtureApiError('FORBIDDEN', CHECK_IN_TEXT.staleCode);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: CHECK_IN_TEXT.checkInButton }));
    expect((await screen.findByRole('alert')).textContent).toBe(CHECK_IN_TEXT.staleCode);
    expect(calls.find((call) => call.path === 'checkIn.self')?.input).toEqual({
      meetingId: 7,
      code: CODE,
    });
  });

  it('without a code it asks to scan the one at the meeting', async () => {
    renderAppAt('/meetings/7/check-in', signedOut);
    expect((await screen.findByRole('alert')).textContent).toBe(CHECK_IN_TEXT.missingCode);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
