import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PATHWAY_NAMES } from '@lectern/domain';
import { renderAppAt } from '../../test/fixture-api';
import { signedInAs } from '../../test/fixtures';
import { ABOUT_TEXT } from './text';

describe('About', () => {
  it('explains the platform, mission, benefits and names the 11 Pathways from the catalogue', async () => {
    renderAppAt('/about', signedInAs('member'));
    expect(await screen.findByRole('heading', { level: 1, name: ABOUT_TEXT.title })).toBeTruthy();
    for (const heading of [
      ABOUT_TEXT.platform.heading,
      ABOUT_TEXT.mission.heading,
      ABOUT_TEXT.benefits.heading,
      ABOUT_TEXT.pathways.heading,
      ABOUT_TEXT.guests.heading,
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    const paths = within(screen.getByRole('list', { name: ABOUT_TEXT.pathways.listLabel }));
    expect(paths.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      ...PATHWAY_NAMES,
    ]);
    expect(PATHWAY_NAMES).toHaveLength(11);
    expect(screen.getByText(ABOUT_TEXT.pathways.body(11))).toBeTruthy();
    expect(screen.getByText(ABOUT_TEXT.guests.body)).toBeTruthy();
    expect(screen.queryByRole('link', { name: ABOUT_TEXT.guests.profileLink })).toBeNull();
  });

  it('offers a guest the way to their guest profile', async () => {
    renderAppAt('/about', signedInAs('guest'));
    const link = await screen.findByRole('link', { name: ABOUT_TEXT.guests.profileLink });
    expect(link.getAttribute('href')).toBe('/profile');
  });
});
