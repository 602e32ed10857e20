import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@lectern/domain';
import { renderAppAt } from '../../test/fixture-api';
import { clubDetails, signedInAs } from '../../test/fixtures';
import { SETTINGS_PAGE_TEXT as T, TEMPLATE_TEXT } from './text';

const CLUB = clubDetails({
  name: 'Riverside Speakers',
  district: '30',
  meetingLocation: 'Library',
  meetingDay: 'Wednesday',
  timeZone: 'America/Chicago',
  locale: 'en-US',
  currency: 'USD',
});

const STRUCTURED = {
  id: 8,
  clubId: 1,
  name: 'Riverside Standard',
  isDefault: true,
  content: '19:00 Welcome\n19:05 Speech',
  meetingDuration: 60,
  structure: [
    {
      title: 'Welcome',
      startTime: '19:00',
      endTime: '19:05',
      duration: 5,
      type: 'opening',
      roleType: 'sergeant_at_arms',
    },
    { title: 'Speech', startTime: '19:05', endTime: '19:12', duration: 7, type: 'speech' },
  ],
};

function handlers(extra: Record<string, (input: unknown) => unknown> = {}) {
  return {
    ...signedInAs('president'),
    'clubs.get': () => CLUB,
    'members.list': () => [],
    'menuItems.list': () => [],
    'reminders.settings': () => DEFAULT_NOTIFICATION_SETTINGS,
    'live.settings': () => ({
      voteCategories: [],
      fillerWords: [],
      guestsMayVote: false,
      timingPresets: {},
    }),
    'agendaTemplates.list': () => [STRUCTURED],
    'agendaTemplates.update': () => STRUCTURED,
    ...extra,
  };
}

async function openEditor() {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Riverside Standard' }));
  return within(await screen.findByRole('dialog'));
}

describe('Editing a structured agenda template', () => {
  // The whole settings screen, two selects and two dialogs: more than the usual 20 s on a busy machine.
  it(
    'edits the items with their roles, then offers to apply the roles to upcoming meetings',
    { timeout: 60_000 },
    async () => {
      const { calls } = renderAppAt(
        '/settings',
        handlers({
          'agendaTemplates.applyRolesToUpcoming': () => ({ meetings: 4, rolesAdded: 4 }),
        }),
      );
      const dialog = await openEditor();
      expect(dialog.getByLabelText<HTMLInputElement>('Start Time').value).toBe('19:00');
      expect(dialog.getByLabelText<HTMLInputElement>('Item title 2').value).toBe('Speech');
      expect(dialog.getByLabelText('Role', { selector: '#template-item-0-role' }).textContent).toBe(
        'Sergeant at Arms',
      );
      const speechRole = dialog.getByLabelText('Role', { selector: '#template-item-1-role' });
      expect(speechRole.textContent).toBe('No role');
      fireEvent.keyDown(speechRole, { key: 'Enter' });
      fireEvent.keyDown(await screen.findByRole('option', { name: 'Speaker 1' }), { key: 'Enter' });
      fireEvent.click(dialog.getByRole('button', { name: T.templates.save }));

      expect((await screen.findAllByText(TEMPLATE_TEXT.updated)).length).toBeGreaterThan(0);
      const sent = calls.find((call) => call.path === 'agendaTemplates.update')?.input as {
        templateId: number;
        structure: string;
        content: string;
      };
      expect(sent.templateId).toBe(8);
      expect(sent.content).toBe('19:00 Welcome\n19:05 Speech');
      expect(JSON.parse(sent.structure)).toMatchObject([
        { title: 'Welcome', roleType: 'sergeant_at_arms', startTime: '19:00' },
        { title: 'Speech', roleType: 'speaker1', startTime: '19:05', endTime: '19:12' },
      ]);

      const offer = await screen.findByRole('alertdialog');
      expect(within(offer).getByText(T.templates.applyRoles.title)).toBeTruthy();
      fireEvent.click(within(offer).getByRole('button', { name: T.templates.applyRoles.confirm }));
      expect(
        (await screen.findAllByText('4 roles added to 4 upcoming meetings')).length,
      ).toBeGreaterThan(0);
      expect(
        calls.find((call) => call.path === 'agendaTemplates.applyRolesToUpcoming')?.input,
      ).toEqual({ templateId: 8 });
    },
  );

  it('does not offer anything when the roles stayed the same', async () => {
    const { calls } = renderAppAt('/settings', handlers());
    const dialog = await openEditor();
    fireEvent.change(dialog.getByLabelText('Item title 2'), { target: { value: 'Icebreaker' } });
    fireEvent.click(dialog.getByRole('button', { name: T.templates.save }));
    expect((await screen.findAllByText(TEMPLATE_TEXT.updated)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((call) => call.path === 'agendaTemplates.applyRolesToUpcoming')).toBe(false);
  });
});
