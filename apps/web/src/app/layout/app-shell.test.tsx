import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAppAt } from '../../test/fixture-api';
import { ANN, meeting, membershipAs, signedInAs, type ClubRole } from '../../test/fixtures';

const navigation = vi.hoisted(() => ({ navigateToServerRoute: vi.fn<(path: string) => void>() }));
vi.mock('../../lib/full-page-navigation', () => navigation);

function sideMenuGroups() {
  const menu = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(menu)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => ({
      group: heading.textContent,
      links: within(heading.closest('section') as HTMLElement)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    }));
}

async function openAccountMenu() {
  fireEvent.keyDown(await screen.findByRole('button', { name: / — account menu$/ }), {
    key: 'Enter',
  });
  return screen.findByRole('menu');
}

describe('layout', () => {
  it('shows the club, its number and district in the top bar', async () => {
    renderAppAt('/reports', signedInAs('president'));
    // The page's own title block is a <header> too; the top bar comes first.
    const [topBar] = await screen.findAllByRole('banner');
    if (!topBar) throw new Error('the top bar is missing');
    expect(await within(topBar).findByText('Club #1234, District 70')).toBeTruthy();
    expect(within(topBar).getAllByText('Harbour Speakers').length).toBeGreaterThan(0);
  });

  it('reads the product’s own name when the person has no club', async () => {
    renderAppAt('/reports', { ...signedInAs('member'), 'clubs.list': () => [] });
    const [topBar] = await screen.findAllByRole('banner');
    if (!topBar) throw new Error('the top bar is missing');
    expect(await within(topBar).findByText('Lectern')).toBeTruthy();
    expect(screen.queryByText('Lectern Club')).toBeNull();
  });

  it('gives officers the four officer groups in order', async () => {
    renderAppAt('/reports', signedInAs('treasurer'));
    await screen.findByRole('heading', { level: 2, name: 'Meeting Management' });
    expect(sideMenuGroups()).toEqual([
      {
        group: 'Meeting Management',
        links: [
          ['Upcoming Meetings', '/meetings'],
          ['Role Assignments', '/roles'],
          ['RSVP & Meals', '/rsvp-meals'],
        ],
      },
      {
        group: 'Members',
        links: [
          ['Member Directory', '/members'],
          ['Mentorship Program', '/mentorship'],
          ['Pathways Progress', '/members/pathways'],
          ['Achievements', '/members/achievements'],
        ],
      },
      {
        group: 'VP Membership',
        links: [
          ['Membership Dashboard', '/membership/dashboard'],
          ['Guest Follow-up', '/membership/guest-follow-up'],
          ['Invitations', '/invites'],
        ],
      },
      {
        group: 'Administration',
        links: [
          ['Reports', '/reports'],
          ['Club Settings', '/settings'],
        ],
      },
    ]);
  });

  it.each<[ClubRole, string[]]>([
    ['member', ['/member/pathways', '/pathways', '/profile']],
    ['guest', ['/profile', '/about']],
  ])('gives a %s their own area links', async (clubRole, hrefs) => {
    renderAppAt('/reports', signedInAs(clubRole));
    await screen.findByRole('heading', { level: 2, name: 'Meetings' });
    const areaLinks = sideMenuGroups()
      .at(-1)
      ?.links.map(([, href]) => href);
    expect(areaLinks).toEqual(hrefs);
    expect(screen.queryByRole('heading', { level: 2, name: 'Administration' })).toBeNull();
  });

  it('has three tabs and More in the bottom bar', async () => {
    renderAppAt('/reports', signedInAs('member'));
    const bar = within(await screen.findByRole('navigation', { name: 'Sections' }));
    expect(bar.getAllByRole('link').map((tab) => tab.textContent)).toEqual([
      'Dashboard',
      'Meetings',
      'Members',
    ]);
    expect(bar.getByRole('button', { name: 'More' })).toBeTruthy();
  });

  it('leaves the side menu out on a phone, where the bottom tabs stand for it', async () => {
    const width = window.innerWidth;
    window.innerWidth = 390;
    try {
      renderAppAt('/reports', signedInAs('president'));
      expect(await screen.findByRole('navigation', { name: 'Sections' })).toBeTruthy();
      expect(
        screen.queryByRole('navigation', { name: 'Main navigation', hidden: true }),
      ).toBeNull();
    } finally {
      window.innerWidth = width;
    }
  });

  it('gives an officer on a phone every page of the side menu and the club switcher under More', async () => {
    renderAppAt('/meetings', {
      ...signedInAs('president'),
      'clubs.list': () => [membershipAs('president', 1), membershipAs('member', 2)],
      'meetings.upcoming': () => [],
    });
    await screen.findByRole('heading', { level: 2, name: 'Meeting Management' });
    const sideLinks = within(screen.getByRole('navigation', { name: 'Main navigation' }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const bar = within(screen.getByRole('navigation', { name: 'Sections' }));
    fireEvent.click(bar.getByRole('button', { name: 'More' }));
    const sheet = await screen.findByRole('dialog', { name: 'More' });
    const moreLinks = within(sheet)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(moreLinks).toEqual(sideLinks);
    for (const page of ['Invitations', 'Role Assignments', 'RSVP & Meals', 'Reports'])
      expect(within(sheet).getByRole('link', { name: page })).toBeTruthy();

    const club = within(sheet).getByRole('combobox', { name: 'Club' });
    fireEvent.change(club, { target: { value: '2' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'More' })).toBeNull());
    expect(window.localStorage.getItem('lectern.selectedClubId')).toBe('2');
  });

  it('keeps pages a role may not open out of the menus', async () => {
    renderAppAt('/meetings', { ...signedInAs('member'), 'meetings.upcoming': () => [] });
    await screen.findByRole('heading', { level: 2, name: 'My Area' });
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('button', {
        name: 'More',
      }),
    );
    const sheet = await screen.findByRole('dialog', { name: 'More' });
    expect(within(sheet).queryByRole('link', { name: 'Invitations' })).toBeNull();
    expect(within(sheet).queryByRole('link', { name: 'Reports' })).toBeNull();
    expect(within(sheet).getByRole('link', { name: 'My Pathways Journey' })).toBeTruthy();
  });

  it('shows initials, name and role, and the account actions', async () => {
    renderAppAt('/reports', signedInAs('vpe'));
    const trigger = await screen.findByRole('button', {
      name: 'AL Ann Lee, VP Education — account menu',
    });
    expect(within(trigger).getByText('AL')).toBeTruthy();
    expect(within(trigger).getByText('Ann Lee')).toBeTruthy();
    expect(await within(trigger).findByText('VP Education')).toBeTruthy();
    const menu = await openAccountMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe(
      '/settings',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Notifications' })).toBeTruthy();
    expect(within(menu).queryByRole('menuitem', { name: 'Platform Settings' })).toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    // The offline copy is cleared first, then the page leaves.
    await waitFor(() =>
      expect(navigation.navigateToServerRoute).toHaveBeenCalledWith('/api/logout'),
    );
  });

  it('names the account menu button by what it shows, in order, first (WCAG 2.5.3)', async () => {
    renderAppAt('/reports', signedInAs('vpe'));
    const trigger = await screen.findByRole('button', { name: / — account menu$/ });
    await within(trigger).findByText('VP Education');
    // The button's text (what a sighted person reads: initials, name, role) begins its name, as
    // a checker compares them: the text nodes as they are, then letters, digits and spaces only.
    const words = (text: string) =>
      text
        .replace(/[^\p{L}\p{N}\s]+/gu, '')
        .replace(/\s+/g, ' ')
        .trim();
    const shown = words(trigger.textContent ?? '');
    expect(shown).toBe('AL Ann Lee VP Education');
    expect(words(trigger.getAttribute('aria-label') ?? '').startsWith(shown)).toBe(true);
  });

  it('counts unread notifications on the account menu, where a phone finds them', async () => {
    renderAppAt('/reports', {
      ...signedInAs('member'),
      'notifications.list': () => ({ items: [], unreadCount: 2 }),
    });
    const menu = await openAccountMenu();
    expect(
      await within(menu).findByRole('menuitem', { name: /^Notifications\s*,\s*2 unread$/ }),
    ).toBeTruthy();
  });

  it('adds the Super Admin section for super admins', async () => {
    renderAppAt('/reports', {
      ...signedInAs('member'),
      'auth.user': () => ({ ...ANN, isSuperAdmin: true }),
    });
    const menu = await openAccountMenu();
    expect(within(menu).getByText('Super Admin')).toBeTruthy();
    expect(
      within(menu).getByRole('menuitem', { name: 'Platform Settings' }).getAttribute('href'),
    ).toBe('/super-admin');
  });

  it('switches clubs, remembers the choice and drops the other club’s cached data', async () => {
    const { queryClient } = renderAppAt('/meetings', {
      ...signedInAs('member'),
      'clubs.list': () => [membershipAs('member', 1), membershipAs('vpe', 2)],
      'meetings.upcoming': (input: unknown) => [
        meeting(1, { title: `Club ${(input as { clubId: number }).clubId} meeting` }),
      ],
      'meetingRoles.list': () => [],
    });
    expect(await screen.findByRole('heading', { name: 'Club 1 meeting' })).toBeTruthy();

    const selector = screen.getByRole('combobox', { name: 'Select club' });
    expect(within(selector).getByRole('option', { name: 'Riverside Orators' })).toBeTruthy();
    fireEvent.change(selector, { target: { value: '2' } });

    expect(await screen.findByRole('heading', { name: 'Club 2 meeting' })).toBeTruthy();
    expect(window.localStorage.getItem('lectern.selectedClubId')).toBe('2');
    await waitFor(() =>
      expect(
        queryClient
          .getQueryCache()
          .findAll({ queryKey: [['meetings', 'upcoming']] })
          .map((query) => query.queryKey[1]),
      ).toEqual([{ input: { clubId: 2 }, type: 'query' }]),
    );
    // The officer menu follows the role held in the newly selected club.
    expect(screen.getByRole('heading', { level: 2, name: 'Administration' })).toBeTruthy();
  });
});
