import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { getToasts } from '@lectern/ui';
import type { CurrentUser } from '../../lib/api-types';
import type { Session } from './session';
import { AuthGuard } from './auth-guard';
import { LOGIN_REDIRECT_DELAY_MS } from './text';

const session = vi.hoisted((): { current: Session } => ({
  current: { status: 'loading', user: undefined },
}));
const navigation = vi.hoisted(() => ({ navigateToServerRoute: vi.fn<(path: string) => void>() }));

vi.mock('./session', () => ({ useSession: () => session.current }));
vi.mock('../../lib/full-page-navigation', () => navigation);

const ANN: CurrentUser = {
  id: 7,
  email: 'ann.lee@example.org',
  firstName: 'Ann',
  lastName: 'Lee',
  profileImageUrl: null,
  isSuperAdmin: false,
};

function renderGuard() {
  return render(<AuthGuard>{(user) => <p>Hello {user.firstName}</p>}</AuthGuard>);
}

beforeEach(() => {
  vi.useFakeTimers();
  navigation.navigateToServerRoute.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AuthGuard', () => {
  it('shows one centred spinner while the user loads', () => {
    session.current = { status: 'loading', user: undefined };
    renderGuard();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.queryByText(/Hello/)).toBeNull();
  });

  it('renders the screen for a signed-in user', () => {
    session.current = { status: 'signedIn', user: ANN };
    renderGuard();
    expect(screen.getByText('Hello Ann')).toBeTruthy();
    expect(getToasts()).toHaveLength(0);
  });

  it('toasts "Unauthorized" and navigates to /api/login exactly 500 ms later, rendering nothing', () => {
    session.current = { status: 'signedOut', user: undefined };
    const { container } = renderGuard();

    expect(container.innerHTML).toBe('');
    expect(getToasts()).toEqual([
      expect.objectContaining({
        variant: 'destructive',
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
      }),
    ]);
    expect(LOGIN_REDIRECT_DELAY_MS).toBe(500);

    vi.advanceTimersByTime(499);
    expect(navigation.navigateToServerRoute).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigation.navigateToServerRoute).toHaveBeenCalledTimes(1);
    expect(navigation.navigateToServerRoute).toHaveBeenCalledWith('/api/login');
  });

  it('cancels the navigation when the screen goes away first', () => {
    session.current = { status: 'signedOut', user: undefined };
    const { unmount } = renderGuard();
    unmount();
    vi.advanceTimersByTime(1000);
    expect(navigation.navigateToServerRoute).not.toHaveBeenCalled();
  });
});
