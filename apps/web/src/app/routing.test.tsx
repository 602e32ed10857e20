import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { getToasts } from '@lectern/ui';
import { FixtureApiError, renderAppAt, type FixtureHandlers } from '../test/fixture-api';
import { signedInAs } from '../test/fixtures';

const navigation = vi.hoisted(() => ({ navigateToServerRoute: vi.fn<(path: string) => void>() }));
vi.mock('../lib/full-page-navigation', () => navigation);

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

describe('signed-out routes', () => {
  it('shows the landing page at / with the way to sign in', async () => {
    renderAppAt('/', signedOut);
    const signIn = await screen.findByRole('link', { name: 'Sign In to Get Started' });
    expect(signIn.getAttribute('href')).toBe('/login');
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the platform logo only when it is an inline image', async () => {
    renderAppAt('/', {
      ...signedOut,
      'platformSettings.public': () => [
        { key: 'platform_logo_url', value: 'data:image/png;base64,AAAA' },
      ],
    });
    await screen.findByRole('link', { name: 'Sign In to Get Started' });
    await waitFor(() =>
      expect(document.querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,AAAA'),
    );
  });

  it('ignores a logo that is not an inline image', async () => {
    renderAppAt('/login', {
      ...signedOut,
      'platformSettings.public': () => [
        { key: 'platform_logo_url', value: 'https://example.org/logo.png' },
      ],
    });
    await screen.findByRole('button', { name: 'Sign in with Acme ID' });
    expect(document.querySelector('img')).toBeNull();
  });

  it('signs in through the server with the configured provider’s name', async () => {
    renderAppAt('/login', signedOut);
    const button = await screen.findByRole('button', { name: 'Sign in with Acme ID' });
    button.click();
    expect(navigation.navigateToServerRoute).toHaveBeenCalledWith('/api/login');
  });

  it('greets a first-time visitor as one, and someone who signed in here before with Welcome back', async () => {
    window.localStorage.clear();
    const first = renderAppAt('/login', signedOut);
    expect(await screen.findByRole('heading', { name: 'Welcome to Lectern' })).toBeTruthy();
    expect(screen.queryByText('Welcome back')).toBeNull();
    first.router.history.destroy();
    cleanup();

    const signedIn = renderAppAt('/meetings', {
      ...signedInAs('member'),
      'meetings.upcoming': () => [],
    });
    await screen.findByRole('heading', { name: 'Upcoming Meetings', level: 1 });
    await waitFor(() => expect(window.localStorage.getItem('lectern.signedInBefore')).toBe('1'));
    signedIn.router.history.destroy();
    cleanup();

    renderAppAt('/login', signedOut);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('answers unknown paths with the not-found page', async () => {
    renderAppAt('/no-such-page', signedOut);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });

  it('sends a signed-out visitor of a protected screen to sign in', async () => {
    navigation.navigateToServerRoute.mockClear();
    renderAppAt('/meetings', signedOut);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Unauthorized'));
    expect(screen.queryByRole('heading', { name: 'Upcoming Meetings' })).toBeNull();
    await waitFor(() =>
      expect(navigation.navigateToServerRoute).toHaveBeenCalledWith('/api/login'),
    );
  });
});

describe('signed-in routes', () => {
  it.each([
    ['/role-assignment?meeting=4', '/roles', { meeting: 4 }],
    ['/meetings/rsvp?meeting=5', '/rsvp-meals', { meeting: 5 }],
    ['/meetings/rsvp?meeting=oops', '/rsvp-meals', {}],
    ['/pathways', '/pathways-overview', {}],
  ])('redirects the alias %s to %s, keeping a valid ?meeting=', async (path, target, search) => {
    const { router } = renderAppAt(path, signedInAs('member'));
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    await waitFor(() => expect(router.state.status).toBe('idle'));
    const screenMatch = router.state.matches.at(-1);
    expect(
      Object.fromEntries(
        Object.entries(screenMatch?.search ?? {}).filter(([, value]) => value !== undefined),
      ),
    ).toEqual(search);
  });

  it.each([
    ['/reports', 'Club Reports & Analytics'],
    ['/members', 'Member Directory'],
    ['/members/achievements', 'Member Achievements'],
    ['/membership/guest-follow-up', 'Guest Follow-up'],
    ['/meetings/12/view-agenda', 'View Agenda'],
    ['/super-admin', 'Super Admin Dashboard'],
  ])('gives %s its page title inside the app frame', async (path, title) => {
    renderAppAt(path, {
      ...signedInAs('president'),
      'members.list': () => [],
      'growth.guests': () => ({ guests: [], converted: 0, conversionRate: null }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeTruthy();
  });

  it('treats a meeting id that is not a positive integer as a missing page', async () => {
    renderAppAt('/meetings/abc/view-agenda', signedInAs('president'));
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
  });
});
