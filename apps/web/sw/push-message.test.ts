import { describe, expect, it } from 'vitest';
import { notificationTarget, tapLanding } from './push-message';

describe('the screen a notification tap opens', () => {
  it.each([
    ['/meetings', '/meetings'],
    ['/meetings/12/view-agenda?from=push', '/meetings/12/view-agenda?from=push'],
    ['//elsewhere.example/', '/'],
    ['https://elsewhere.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [undefined, '/'],
    [42, '/'],
  ])('%j opens %s', (url, target) => {
    expect(notificationTarget(url)).toBe(target);
  });
});

describe('where a notification tap lands', () => {
  const target = 'https://lectern.example/meetings';
  const home = { id: 'home', url: 'https://lectern.example/' };
  const roles = { id: 'roles', url: 'https://lectern.example/roles' };
  const meetings = { id: 'meetings', url: target };

  it('focuses the window already showing the screen, without reloading it', () => {
    expect(tapLanding([home, meetings, roles], target)).toEqual({
      open: 'focus',
      window: meetings,
    });
  });

  it('takes the first open window of the app there', () => {
    expect(tapLanding([roles, home], target)).toEqual({
      open: 'focus-and-navigate',
      window: roles,
    });
  });

  it('opens a new window when the app is closed', () => {
    expect(tapLanding([], target)).toEqual({ open: 'new-window' });
  });
});
