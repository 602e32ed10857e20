import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LOGO_MESSAGES, SETTINGS_TEXT } from '@lectern/domain';
import type { RouterInputs } from '@lectern/api';
import { FixtureApiError, renderAppAt, type FixtureHandlers } from '../../test/fixture-api';
import { ANN, signedInAs } from '../../test/fixtures';
import { SUPER_ADMIN_TEXT as TEXT } from './text';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const LONG_VALUE = 'x'.repeat(150);

function asSuperAdmin(extra: FixtureHandlers = {}): FixtureHandlers {
  return {
    ...signedInAs('member'),
    'auth.user': () => ({ ...ANN, isSuperAdmin: true }),
    'platformSettings.list': () => [
      {
        id: 1,
        key: 'platform_logo_url',
        value: '',
        description: 'Platform logo',
        updatedAt: '2026-11-20T03:00:00.000Z',
      },
      {
        id: 2,
        key: 'welcome_banner',
        value: LONG_VALUE,
        description: 'Banner text',
        updatedAt: '2026-11-21T03:00:00.000Z',
      },
    ],
    ...extra,
  };
}

function chooseFile(file: File) {
  fireEvent.change(screen.getByTestId('platform-logo-file'), { target: { files: [file] } });
}

describe('Super Admin', () => {
  it('a member gets a clear refusal and never the form', async () => {
    const list = vi.fn(() => []);
    renderAppAt('/super-admin', { ...signedInAs('president'), 'platformSettings.list': list });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(TEXT.notAllowed.title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: TEXT.save })).toBeNull();
    expect(screen.queryByLabelText(TEXT.logoUrlLabel)).toBeNull();
    expect(list).not.toHaveBeenCalled();
  });

  it('lists the settings: key, description, value cut at 100 characters plus ..., updated date', async () => {
    renderAppAt('/super-admin', asSuperAdmin());
    expect(await screen.findByRole('heading', { name: TEXT.title })).toBeTruthy();
    const row = (await screen.findByText('welcome_banner')).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Banner text')).toBeTruthy();
    expect(within(row).getByText(`${'x'.repeat(100)}...`)).toBeTruthy();
    expect(within(row).getByText('21/11/2026')).toBeTruthy();
    expect(screen.getByText(TEXT.suggestedSize)).toBeTruthy();
  });

  it('shows the empty state when no setting exists', async () => {
    renderAppAt('/super-admin', asSuperAdmin({ 'platformSettings.list': () => [] }));
    expect(await screen.findByText(SETTINGS_TEXT.platform.empty)).toBeTruthy();
  });

  it('holds an uploaded image until Save Platform Logo, then saves it', async () => {
    const save = vi.fn((input: RouterInputs['platformSettings']['save']) => ({
      id: 1,
      description: null,
      ...input,
      value: input.value ?? null,
      updatedAt: '',
    }));
    renderAppAt('/super-admin', asSuperAdmin({ 'platformSettings.save': save }));
    await screen.findByRole('button', { name: TEXT.save });
    chooseFile(
      new File([Uint8Array.from(atob('iVBORw0KGgo='), (c) => c.charCodeAt(0))], 'l.png', {
        type: 'image/png',
      }),
    );
    // jsdom's FileReader answers on a later task; a busy machine can take over a second.
    expect(await screen.findByText(TEXT.imageUploadedHint, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('img', { name: TEXT.currentLogo }).getAttribute('src')).toBe(PNG);
    expect(save).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await screen.findByText(TEXT.updated.description)).toBeTruthy();
    expect(save).toHaveBeenCalledWith({
      key: 'platform_logo_url',
      value: PNG,
      description: TEXT.logoSettingDescription,
    });
  });

  it('refuses a text file and a file over 5MB with the platform screen’s words', async () => {
    renderAppAt('/super-admin', asSuperAdmin());
    await screen.findByRole('button', { name: TEXT.save });
    chooseFile(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(LOGO_MESSAGES.platform.invalid_type.title)).toBeTruthy();
    expect(screen.getByText(LOGO_MESSAGES.platform.invalid_type.description)).toBeTruthy();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    chooseFile(big);
    expect(await screen.findByText(LOGO_MESSAGES.platform.too_large.description)).toBeTruthy();
  });

  it('checks a typed URL before saving, and Remove saves an empty value', async () => {
    const save = vi.fn((input: RouterInputs['platformSettings']['save']) => ({
      id: 1,
      description: null,
      ...input,
      value: input.value ?? null,
      updatedAt: '',
    }));
    renderAppAt('/super-admin', asSuperAdmin({ 'platformSettings.save': save }));
    const url = await screen.findByLabelText(TEXT.logoUrlLabel);
    fireEvent.change(url, { target: { value: 'http://insecure.example/logo.png' } });
    fireEvent.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await screen.findByText(/Enter an https:\/\/ address/)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: TEXT.remove }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        key: 'platform_logo_url',
        value: '',
        description: TEXT.logoSettingDescription,
      }),
    );
  });

  it('tells the super admin when saving fails, with the server’s words', async () => {
    renderAppAt(
      '/super-admin',
      asSuperAdmin({
        'platformSettings.save': () => {
          throw new FixtureApiError('BAD_REQUEST', 'Value is too long');
        },
      }),
    );
    const url = await screen.findByLabelText(TEXT.logoUrlLabel);
    fireEvent.change(url, { target: { value: 'https://example.org/logo.png' } });
    fireEvent.click(screen.getByRole('button', { name: TEXT.save }));
    expect(await screen.findByText(TEXT.updateFailed.title)).toBeTruthy();
    expect(screen.getByText('Value is too long')).toBeTruthy();
  });
});
