import { describe, expect, it } from 'vitest';
import { notificationTarget } from './push-message';

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
