import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithApi } from '../../test/fixture-api';
import { PushKinds } from './push-kinds';
import { PUSH_TEXT } from './text';

type Preference = { kind: keyof typeof PUSH_TEXT.kinds; on: boolean };

function server() {
  let preferences: Preference[] = (
    Object.keys(PUSH_TEXT.kinds) as Array<keyof typeof PUSH_TEXT.kinds>
  ).map((kind) => ({ kind, on: kind !== 'meeting_live' }));
  const changes: unknown[] = [];
  return {
    changes,
    handlers: {
      'push.preferences': () => preferences,
      'push.setPreference': (input: Preference) => {
        changes.push(input);
        preferences = preferences.map((p) => (p.kind === input.kind ? input : p));
        return preferences;
      },
    },
  };
}

describe('which kinds of push a person gets', () => {
  it('shows every kind with its setting and turns one off', async () => {
    const fake = server();
    renderWithApi(<PushKinds />, fake.handlers);
    const offers = await screen.findByRole('switch', { name: 'Roles offered to me' });
    expect(offers.getAttribute('aria-checked')).toBe('true');
    expect(
      screen
        .getByRole('switch', { name: 'When a meeting’s live console opens' })
        .getAttribute('aria-checked'),
    ).toBe('false');
    expect(screen.getAllByRole('switch')).toHaveLength(5);

    fireEvent.click(offers);
    await waitFor(() => expect(offers.getAttribute('aria-checked')).toBe('false'));
    expect(fake.changes).toEqual([{ kind: 'role_offer', on: false }]);
  });
});
