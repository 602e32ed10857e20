import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { FixtureApiError, renderAppAt, renderWithApi } from '../../test/fixture-api';
import { clubDetails, membershipAs, signedInAs } from '../../test/fixtures';
import { ClubScreen, type SelectedClub } from './club-screen';
import { defineClubScreen } from './club-screen-declaration';

const THINGS_SCREEN = defineClubScreen({ load: 'wait', queries: () => [] });
const OFFICERS_SCREEN = defineClubScreen({
  permission: 'reports:read',
  load: 'wait',
  queries: () => [],
});

function ClubName({ club }: { club: SelectedClub }) {
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.clubs.get.queryOptions({ clubId: club.clubId }));
  return (
    <p>
      {data.name} / {club.role} / {club.can('club:write') ? 'may edit' : 'read only'}
    </p>
  );
}

function Screen() {
  return (
    <ClubScreen
      screen={THINGS_SCREEN}
      title="Club Things"
      noClub="Pick a club first."
      skeleton={<p>Loading things</p>}
    >
      {(club) => <ClubName club={club} />}
    </ClubScreen>
  );
}

function OfficersScreen() {
  return (
    <ClubScreen
      screen={OFFICERS_SCREEN}
      title="Officer Things"
      noClub="Pick a club first."
      skeleton={<p>Loading things</p>}
      denied={<p>For officers only.</p>}
    >
      {(club) => <ClubName club={club} />}
    </ClubScreen>
  );
}

const CLUB = clubDetails();

describe('ClubScreen', () => {
  it('gives the screen the selected club and its data, with what the role may do', async () => {
    renderWithApi(<Screen />, { ...signedInAs('president'), 'clubs.get': () => CLUB });
    expect(await screen.findByText('Harbour Speakers / president / may edit')).toBeTruthy();
  });

  it('shows the declared screen only to a role holding its permission', async () => {
    renderWithApi(<OfficersScreen />, { ...signedInAs('president'), 'clubs.get': () => CLUB });
    expect(await screen.findByText('Harbour Speakers / president / may edit')).toBeTruthy();
  });

  it('shows its own notice to a role without the declared permission, asking for nothing', async () => {
    renderWithApi(<OfficersScreen />, signedInAs('member'));
    expect(await screen.findByText('For officers only.')).toBeTruthy();
  });

  it('tells a member what they may not change', async () => {
    renderWithApi(<Screen />, { ...signedInAs('member'), 'clubs.get': () => CLUB });
    expect(await screen.findByText('Harbour Speakers / member / read only')).toBeTruthy();
  });

  it('shows the skeleton while the data loads', async () => {
    renderWithApi(<Screen />, {
      ...signedInAs('member'),
      'clubs.get': () => new Promise(() => {}),
    });
    expect(await screen.findByText('Loading things')).toBeTruthy();
  });

  it('says the screen’s own sentence without a club, and where the ways in are', async () => {
    renderAppAt('/meetings', { ...signedInAs('member'), 'clubs.list': () => [] });
    expect(await screen.findByText('Join a club to view meetings.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Upcoming Meetings', level: 1 })).toBeTruthy();
    const way = screen.getByRole('link', { name: 'How to join or start a club' });
    expect(way.getAttribute('href')).toBe('/');
  });

  it.each([
    '/meetings',
    '/rsvp-meals',
    '/invites',
    '/settings',
    '/reports',
    '/members',
    '/members/pathways',
    '/members/achievements',
    '/member/pathways',
    '/skills-progress',
    '/mentorship',
    '/membership/dashboard',
    '/profile',
  ])('never asks to select a club with none to select (%s)', async (path) => {
    renderAppAt(path, { ...signedInAs('member'), 'clubs.list': () => [] });
    expect(await screen.findByText(/^Join a club to /)).toBeTruthy();
    expect(screen.queryByText(/select a club/i)).toBeNull();
  });

  it('says the data could not be loaded, and tries again', async () => {
    let fail = true;
    renderWithApi(<Screen />, {
      ...signedInAs('vpe'),
      'clubs.get': () => {
        if (fail) throw new FixtureApiError('NOT_FOUND');
        return CLUB;
      },
    });
    expect(await screen.findByText('This page could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Harbour Speakers / vpe / may edit')).toBeTruthy();
  });

  it('says the clubs could not be loaded, and tries again', async () => {
    let fail = true;
    renderWithApi(<Screen />, {
      ...signedInAs('vpe'),
      'clubs.list': () => {
        if (fail) throw new FixtureApiError('CONFLICT');
        return [membershipAs('vpe')];
      },
      'clubs.get': () => CLUB,
    });
    expect(await screen.findByText('This page could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Harbour Speakers / vpe / may edit')).toBeTruthy();
  });
});
