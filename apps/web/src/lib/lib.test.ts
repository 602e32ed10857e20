import { describe, expect, it } from 'vitest';
import { createQueryClient, isClubScopedQuery } from './query-client';
import { meetingIdParams, validateMeetingSearch } from './route-params';

describe('query client', () => {
  it('never treats data as stale, never refetches on focus and never retries', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      retry: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
    expect(defaults.queries?.refetchInterval).toBeUndefined();
  });

  it.each([
    [[['auth', 'user'], { type: 'query' }], false],
    [[['clubs', 'list'], { type: 'query' }], false],
    [[['publicConfig'], { type: 'query' }], false],
    [[['platformSettings', 'public'], { type: 'query' }], false],
    [[['clubs', 'get'], { input: { clubId: 1 }, type: 'query' }], true],
    [[['meetings', 'upcoming'], { input: { clubId: 1 }, type: 'query' }], true],
    [[['meetingRoles', 'list'], { input: { meetingId: 4 }, type: 'query' }], true],
  ])('drops %j on a club switch: %s', (queryKey, clubScoped) => {
    expect(isClubScopedQuery(queryKey)).toBe(clubScoped);
  });
});

describe('route params', () => {
  it.each([
    [{ meeting: 5 }, 5],
    [{ meeting: '5' }, 5],
    [{ meeting: '0' }, undefined],
    [{ meeting: -2 }, undefined],
    [{ meeting: 1.5 }, undefined],
    [{ meeting: 'abc' }, undefined],
    [{ meeting: '' }, undefined],
    [{}, undefined],
  ])('reads ?meeting= from %j as %s', (search, meeting) => {
    expect(validateMeetingSearch(search)).toEqual({ meeting });
  });

  it('parses and prints meeting ids', () => {
    expect(meetingIdParams.parse({ meetingId: '12' })).toEqual({ meetingId: 12 });
    expect(meetingIdParams.stringify({ meetingId: 12 })).toEqual({ meetingId: '12' });
    expect(() => meetingIdParams.parse({ meetingId: '12abc' })).toThrow();
  });
});
