import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { CurrentUser } from '../../lib/api-types';
import { UserAvatar } from './user-menu-trigger';

function person(
  overrides: Partial<Record<'firstName' | 'lastName' | 'email', string | null>>,
): CurrentUser {
  return {
    id: 1,
    email: null,
    firstName: null,
    lastName: null,
    profileImageUrl: null,
    isSuperAdmin: false,
    ...overrides,
  };
}

describe('UserAvatar initials', () => {
  it.each([
    [
      'first letters of first and last name',
      person({ firstName: 'ann', lastName: 'Lee', email: 'x@example.org' }),
      'AL',
    ],
    [
      'first two letters of the e-mail without a full name',
      person({ email: 'bob.smith@example.org' }),
      'BO',
    ],
    ['U when there is neither', person({}), 'U'],
  ])('shows the %s', (_case, user, initials) => {
    render(<UserAvatar user={user} />);
    expect(screen.getByText(initials)).toBeTruthy();
  });
});
