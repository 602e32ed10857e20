import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { INVITE_MAX_USES_MESSAGE } from '@lectern/domain';
import { renderAppAt, type FixtureHandler } from '../../test/fixture-api';
import { signedInAs } from '../../test/fixtures';
import { INVITES_TEXT as TEXT } from './text';

type Create = FixtureHandler<'invites.create'>;

const URL = 'https://lectern.example/join/abc';

function renderInvites(create: Create) {
  renderAppAt('/invites', {
    ...signedInAs('president'),
    'invites.list': () => [],
    'invites.create': create,
  });
}

describe('New invitation', () => {
  it('says a number of uses must be a whole number of at least 1, and sends nothing', async () => {
    const create = vi.fn<Create>();
    renderInvites(create);
    fireEvent.change(await screen.findByLabelText(TEXT.fields.maxUses), {
      target: { value: '0' },
    });
    fireEvent.click(screen.getByRole('button', { name: TEXT.create }));
    expect(await screen.findByText(INVITE_MAX_USES_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText(TEXT.fields.maxUses).getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the role, the days and the uses, and shows the link', async () => {
    const create = vi.fn<Create>((input) => ({
      id: 1,
      clubId: 1,
      state: 'open',
      role: input.role,
      expiresAt: '2026-12-04T03:00:00.000Z',
      maxUses: input.maxUses ?? null,
      uses: 0,
      revokedAt: null,
      createdAt: '2026-11-27T03:00:00.000Z',
      url: URL,
    }));
    renderInvites(create);
    fireEvent.change(await screen.findByLabelText(TEXT.fields.role), {
      target: { value: 'member' },
    });
    fireEvent.change(screen.getByLabelText(TEXT.fields.expiresInDays), { target: { value: '7' } });
    fireEvent.change(screen.getByLabelText(TEXT.fields.maxUses), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: TEXT.create }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ clubId: 1, role: 'member', expiresInDays: 7, maxUses: 5 }),
      ),
    );
    expect(await screen.findByDisplayValue(URL)).toBeTruthy();
  });
});
