import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CLUB_FOUNDING_TEXT, NEW_CLUB_MESSAGES } from '@lectern/domain';
import { FixtureApiError, renderWithApi, type FixtureHandler } from '../../test/fixture-api';
import { signedInAs } from '../../test/fixtures';
import { NewClubForm } from './new-club-form';
import { PLATFORM_CLUBS_TEXT as TEXT } from './text';

type Create = FixtureHandler<'platformClubs.create'>;

const CREATED: Awaited<ReturnType<Create>> = {
  id: 7,
  name: 'Harbour Speakers',
  clubNumber: '1234',
  district: null,
  timeZone: 'Australia/Sydney',
  meetingDay: 'Tuesday',
  meetingTime: '18:30',
  createdAt: '2026-11-27T03:00:00.000Z',
  activeMembers: 1,
  presidentEmails: [],
  archivedAt: null,
};

async function renderForm(create: Create, appointPresident = false) {
  const onCreated = vi.fn();
  renderWithApi(<NewClubForm appointPresident={appointPresident} onCreated={onCreated} />, {
    ...signedInAs('member'),
    'platformClubs.create': create,
  });
  await screen.findByRole('button', { name: TEXT.submit });
  return onCreated;
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the new club form', () => {
  it('says what is missing under the field, focuses it and sends nothing', async () => {
    const create = vi.fn<Create>(() => CREATED);
    await renderForm(create);
    fireEvent.click(screen.getByRole('button', { name: TEXT.submit }));
    expect(await screen.findByText(NEW_CLUB_MESSAGES.name)).toBeTruthy();
    const name = screen.getByLabelText(TEXT.fields.name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the club (no president e-mail of its own) and suggests the currency of a locale', async () => {
    const create = vi.fn<Create>(() => CREATED);
    const onCreated = await renderForm(create);
    type(TEXT.fields.name, ' Harbour Speakers ');
    type(TEXT.fields.clubNumber, '1234');
    fireEvent.change(screen.getByLabelText(TEXT.fields.timeZone), {
      target: { value: 'Australia/Sydney' },
    });
    fireEvent.change(screen.getByLabelText(TEXT.fields.locale), { target: { value: 'en-GB' } });
    expect(screen.getByLabelText<HTMLSelectElement>(TEXT.fields.currency).value).toBe('GBP');
    fireEvent.click(screen.getByRole('button', { name: TEXT.submit }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(CREATED));
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Harbour Speakers',
        clubNumber: '1234',
        district: null,
        timeZone: 'Australia/Sydney',
        locale: 'en-GB',
        currency: 'GBP',
      }),
    );
    expect(create.mock.calls[0]?.[0]).not.toHaveProperty('presidentEmail');
  });

  it('puts a taken club number under its field', async () => {
    await renderForm(() => {
      throw new FixtureApiError('CONFLICT', CLUB_FOUNDING_TEXT.duplicateNumber);
    });
    type(TEXT.fields.name, 'Harbour Speakers');
    type(TEXT.fields.clubNumber, '1234');
    fireEvent.click(screen.getByRole('button', { name: TEXT.submit }));
    expect(await screen.findByText(CLUB_FOUNDING_TEXT.duplicateNumber)).toBeTruthy();
    expect(screen.getByLabelText(TEXT.fields.clubNumber).getAttribute('aria-invalid')).toBe('true');
  });

  it('asks the super admin for a valid president e-mail', async () => {
    const create = vi.fn<Create>(() => CREATED);
    await renderForm(create, true);
    type(TEXT.fields.name, 'Harbour Speakers');
    type(TEXT.fields.presidentEmail, 'not-an-address');
    fireEvent.click(screen.getByRole('button', { name: TEXT.submit }));
    expect(await screen.findByText(NEW_CLUB_MESSAGES.presidentEmail)).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
  });
});
