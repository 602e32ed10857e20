import { describe, expect, it } from 'vitest';
import { createFixtureTrpcClient, type FixtureCall } from '../../test/fixture-api';
import { meeting, profile, role } from '../../test/fixtures';
import { createSignedInApi } from '../../lib/signed-in-api';
import type { Meeting, MeetingRole } from '../../lib/api-types';
import { seedHomeAnswers, type HomeAnswers } from './early-home';

const FROM_SERVER = [meeting(9, { title: 'Asked by the screen' })];
const EARLY = [meeting(3, { title: 'Read before the app loaded' })];
const EARLY_ROLES = [role(31, 3, 'Toastmaster', 'assigned', 2)];

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** The signed-in API against handlers that say which answers the screens had to ask for. */
function apiWithCalls() {
  const calls: FixtureCall[] = [];
  const api = createSignedInApi(
    createFixtureTrpcClient(
      {
        'meetings.upcoming': () => FROM_SERVER,
        'profile.get': () => profile(),
        'meetingRoles.list': () => [],
      },
      calls,
    ),
  );
  return { api, calls };
}

function memberAnswers(
  upcoming: Promise<Meeting[] | null>,
  roles: Promise<MeetingRole[] | null>,
): HomeAnswers {
  return { clubId: 1, dashboard: null, upcoming, profile: Promise.resolve(null), roles };
}

describe('the home answers asked for before the app loaded', () => {
  it('a screen reading one before it arrives waits for it instead of asking again', async () => {
    const { api, calls } = apiWithCalls();
    const upcoming = deferred<Meeting[] | null>();
    seedHomeAnswers(api, memberAnswers(upcoming.promise, Promise.resolve(EARLY_ROLES)));
    const read = api.queryClient.fetchQuery(api.trpc.meetings.upcoming.queryOptions({ clubId: 1 }));
    upcoming.resolve(EARLY);
    await expect(read).resolves.toEqual(EARLY);
    expect(calls.map((call) => call.path)).not.toContain('meetings.upcoming');
  });

  it("the next meeting's roles are waited for under that meeting's key", async () => {
    const { api, calls } = apiWithCalls();
    const roles = deferred<MeetingRole[] | null>();
    seedHomeAnswers(api, memberAnswers(Promise.resolve(EARLY), roles.promise));
    await api.queryClient.fetchQuery(api.trpc.meetings.upcoming.queryOptions({ clubId: 1 }));
    const read = api.queryClient.fetchQuery(
      api.trpc.meetingRoles.list.queryOptions({ meetingId: 3 }),
    );
    roles.resolve(EARLY_ROLES);
    await expect(read).resolves.toEqual(EARLY_ROLES);
    expect(calls.map((call) => call.path)).not.toContain('meetingRoles.list');
  });

  it('one that failed is asked for again the usual way', async () => {
    const { api, calls } = apiWithCalls();
    seedHomeAnswers(api, memberAnswers(Promise.resolve(null), Promise.resolve(null)));
    await expect(
      api.queryClient.fetchQuery(api.trpc.meetings.upcoming.queryOptions({ clubId: 1 })),
    ).resolves.toEqual(FROM_SERVER);
    await expect(
      api.queryClient.fetchQuery(api.trpc.profile.get.queryOptions({ clubId: 1 })),
    ).resolves.toEqual(profile());
    expect(calls.map((call) => call.path).sort()).toEqual(['meetings.upcoming', 'profile.get']);
  });
});
