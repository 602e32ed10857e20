import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { FixtureApiError, renderAppAt, type FixtureHandlers } from '../../test/fixture-api';
import { profile, signedInAs, type ClubRole } from '../../test/fixtures';
import { CALENDAR_FEED_TEXT as TEXT } from './text';

vi.setConfig({ testTimeout: 30_000 });

const URL_SHOWN =
  'http://localhost:3000/api/calendar/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG.ics';

function handlers(role: ClubRole, extra: FixtureHandlers = {}): FixtureHandlers {
  return {
    ...signedInAs(role),
    'profile.get': () => profile({ role, membershipStatus: role === 'guest' ? 'guest' : 'member' }),
    'apiTokens.list': () => [],
    ...extra,
  };
}

async function card() {
  const heading = await screen.findByRole('heading', { name: TEXT.heading });
  return (
    heading.closest<HTMLElement>('[data-slot="card"]') ?? heading.parentElement!.parentElement!
  );
}

describe('calendar subscription', () => {
  it.each<ClubRole>(['member', 'guest'])(
    'a %s subscribes and sees the address once, with copy',
    async (role) => {
      let active = false;
      const create = vi.fn(() => {
        active = true;
        return { url: URL_SHOWN, createdAt: '2026-11-26T08:00:00.000Z' };
      });
      const writeText = vi.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      renderAppAt(
        '/profile',
        handlers(role, {
          'calendarFeed.get': () =>
            active
              ? { active: true, createdAt: '2026-11-26T08:00:00.000Z' }
              : { active: false, createdAt: null },
          'calendarFeed.create': create,
        }),
      );
      const section = await card();
      expect(await within(section).findByText(TEXT.none)).toBeTruthy();
      fireEvent.click(within(section).getByRole('button', { name: TEXT.subscribe }));

      const address = await within(section).findByLabelText<HTMLInputElement>(TEXT.addressLabel);
      expect(address.value).toBe(URL_SHOWN);
      expect(await screen.findByText(TEXT.created)).toBeTruthy();
      expect(await within(section).findByText(TEXT.active('26/11/2026'))).toBeTruthy();
      fireEvent.click(within(section).getByRole('button', { name: TEXT.copy }));
      expect(await within(section).findByRole('button', { name: TEXT.copied })).toBeTruthy();
      expect(writeText).toHaveBeenCalledWith(URL_SHOWN);
      expect(create).toHaveBeenCalledTimes(1);

      fireEvent.click(within(section).getByRole('button', { name: TEXT.done }));
      expect(within(section).queryByLabelText(TEXT.addressLabel)).toBeNull();
    },
  );

  it('revokes after confirming, and says so', async () => {
    let active = true;
    const revoke = vi.fn(() => {
      active = false;
      return { revoked: true as const };
    });
    renderAppAt(
      '/profile',
      handlers('member', {
        'calendarFeed.get': () =>
          active
            ? { active: true, createdAt: '2026-11-20T08:00:00.000Z' }
            : { active: false, createdAt: null },
        'calendarFeed.revoke': revoke,
      }),
    );
    const section = await card();
    expect(await within(section).findByText(TEXT.active('20/11/2026'))).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: TEXT.revoke }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(TEXT.revokeDescription)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: TEXT.revoke }));
    expect(await screen.findByText(TEXT.revokedToast)).toBeTruthy();
    expect(await within(section).findByText(TEXT.none)).toBeTruthy();
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it('a failure to load or to create says so', async () => {
    renderAppAt(
      '/profile',
      handlers('member', {
        'calendarFeed.get': () => {
          throw new FixtureApiError('CONFLICT', 'busy');
        },
      }),
    );
    const section = await card();
    expect(await within(section).findByText(TEXT.loadFailed)).toBeTruthy();
  });

  it('a refused creation shows an error toast and no address', async () => {
    renderAppAt(
      '/profile',
      handlers('member', {
        'calendarFeed.create': () => {
          throw new FixtureApiError('FORBIDDEN', 'Forbidden');
        },
      }),
    );
    const section = await card();
    fireEvent.click(await within(section).findByRole('button', { name: TEXT.subscribe }));
    expect(await screen.findByText(TEXT.createFailed)).toBeTruthy();
    expect(within(section).queryByLabelText(TEXT.addressLabel)).toBeNull();
  });
});
