import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callSignal,
  isOffline,
  PROBE_EVERY_MS,
  serverAnswered,
  serverDidNotAnswer,
  subscribeConnection,
} from './connection';
import { isOfflineError, NoAnswerError, OfflineError } from './errors';
import { createLecternTrpcClient } from './trpc';

/** A fetch standing for the network: `answer` decides each call, the URLs are kept. */
function network(answer: (url: string) => Promise<Response>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      asked.push(url);
      return answer(url);
    }),
  );
  return asked;
}

const noAnswer = () => Promise.reject(new TypeError('Failed to fetch'));

afterEach(() => {
  serverAnswered();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the connection to the server', () => {
  it('is offline from a call without an answer until the server answers a probe', async () => {
    vi.useFakeTimers();
    let up = false;
    const asked = network(() => (up ? Promise.resolve(new Response('{}')) : noAnswer()));
    const changed = vi.fn();
    const stop = subscribeConnection(changed);
    expect(isOffline()).toBe(false);

    serverDidNotAnswer();
    serverDidNotAnswer();
    expect(isOffline()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(asked).toEqual(['/api/health']);
    expect(isOffline()).toBe(true);

    up = true;
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS);
    expect(isOffline()).toBe(false);
    expect(changed).toHaveBeenCalledTimes(2);
    // Back: no more probes.
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS * 3);
    expect(asked).toHaveLength(2);
    stop();
  });

  it('takes a proxy’s 502 for a server that is down as no answer', async () => {
    vi.useFakeTimers();
    network(() => Promise.resolve(new Response('Bad Gateway', { status: 502 })));
    serverDidNotAnswer();
    await vi.advanceTimersByTimeAsync(PROBE_EVERY_MS * 2);
    expect(isOffline()).toBe(true);
  });

  it('asks the server at once when the browser is back on a network', async () => {
    vi.useFakeTimers();
    const asked = network(() => Promise.resolve(new Response('{}')));
    const stop = subscribeConnection(() => {});
    serverDidNotAnswer();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['/api/health']);
    expect(isOffline()).toBe(false);
    stop();
  });

  it('bounds a call by its time and by its caller', async () => {
    const caller = new AbortController();
    const signal = callSignal(60_000, caller.signal);
    expect(signal.aborted).toBe(false);
    caller.abort();
    expect(signal.aborted).toBe(true);

    const timed = callSignal(10);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(timed.aborted).toBe(true);
  });
});

describe('calls through the tRPC client', () => {
  it('turns a call without an answer into a clear error, and the app goes offline', async () => {
    network(noAnswer);
    const client = createLecternTrpcClient();
    const failure = await client.auth.user.query().catch((error: unknown) => error);
    expect(isOfflineError(failure)).toBe(true);
    const cause = (failure as { cause?: unknown }).cause;
    expect(cause).toBeInstanceOf(NoAnswerError);
    expect((cause as Error).message).toBe(
      'Lectern did not answer. Check your connection and try again.',
    );
    expect(isOffline()).toBe(true);
  });

  it('refuses a change while offline before anything is sent', async () => {
    const asked = network(noAnswer);
    serverDidNotAnswer();
    const client = createLecternTrpcClient();
    const failure = await client.rsvps.submit
      .mutate({ meetingId: 1 })
      .catch((error: unknown) => error);
    expect((failure as { cause?: unknown }).cause).toBeInstanceOf(OfflineError);
    expect(asked).toEqual([]);
  });

  it('is back online with the first answer from the server', async () => {
    network(() =>
      Promise.resolve(
        Response.json([{ result: { data: null } }], {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    serverDidNotAnswer();
    const client = createLecternTrpcClient();
    await client.auth.user.query();
    expect(isOffline()).toBe(false);
  });
});
