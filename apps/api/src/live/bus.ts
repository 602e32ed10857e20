// The live bus: how a change to a meeting's console reaches every open console on every instance.
// A change is announced with pg_notify inside the transaction that writes it (so it is heard only
// once committed, and never when rolled back); each instance LISTENs on one connection of its own
// and, per meeting with open streams, reads the console's state once and hands it to each of
// them. The only thing held in this process is the list of its open streams; the state itself
// is always read from the database, so any instance can serve any console.
import type { ListenHandlers, NotificationListener } from '@lectern/db';
import type { Executor } from '@lectern/db/executor';
import { sql } from 'kysely';

export const LIVE_CHANNEL = 'lectern_live';

/** Announces (on commit) that a meeting's console is now at `version`. */
export async function publishLiveChange(
  trx: Executor,
  meetingId: number,
  version: number,
): Promise<void> {
  const payload = JSON.stringify({ meetingId, version });
  await sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`.execute(trx);
}

export type Listen = (channel: string, handlers: ListenHandlers) => Promise<NotificationListener>;

export interface Versioned {
  version: number;
}

export interface LiveSubscriber<S extends Versioned> {
  /** A newer state of the meeting's console. */
  onState(state: S): void;
  /** The bus closed (the server is stopping): the stream ends so the client reconnects elsewhere. */
  onEnd(): void;
}

export interface LiveBus<S extends Versioned> {
  /** Adds an open stream for a meeting; the returned function removes it. */
  subscribe(meetingId: number, subscriber: LiveSubscriber<S>): () => void;
  /** How many streams are open on this instance (for the benchmark and the leak tests). */
  subscriberCount(): number;
  /** Ends every open stream at once and stops listening. */
  close(): Promise<void>;
}

function parsePayload(payload: string): { meetingId: number; version: number } | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { meetingId, version } = value as Record<string, unknown>;
    return typeof meetingId === 'number' && typeof version === 'number'
      ? { meetingId, version }
      : null;
  } catch {
    return null;
  }
}

/**
 * A bus reading states with `load`. It starts listening with the first subscriber. Without
 * `listen` (a test that builds the app on a bare Kysely) streams get their first state only.
 */
export function createLiveBus<S extends Versioned>(options: {
  listen: Listen | undefined;
  load: (meetingId: number) => Promise<S | null>;
  onError: (error: unknown) => void;
}): LiveBus<S> {
  const streams = new Map<number, Set<LiveSubscriber<S>>>();
  /** Per meeting: the newest version announced, and whether a read for it is under way. */
  const reading = new Map<number, { wanted: number; busy: boolean }>();
  let listening: Promise<NotificationListener | undefined> | undefined;
  let closed = false;

  /** Reads a meeting's state once for all its streams (announcements during a read coalesce). */
  const refresh = (meetingId: number, version: number) => {
    if (!streams.has(meetingId)) return;
    const entry = reading.get(meetingId);
    if (entry) {
      entry.wanted = Math.max(entry.wanted, version);
      if (entry.busy) return;
    }
    const current = entry ?? { wanted: version, busy: false };
    reading.set(meetingId, current);
    current.busy = true;
    void (async () => {
      try {
        let state: S | null = null;
        do {
          state = await options.load(meetingId);
          // Read again when a newer version was announced during this read.
          if (state === null || state.version >= current.wanted) break;
        } while (!closed);
        if (state !== null && !closed) {
          for (const subscriber of streams.get(meetingId) ?? []) subscriber.onState(state);
        }
      } catch (error) {
        options.onError(error);
      } finally {
        current.busy = false;
        reading.delete(meetingId);
      }
    })();
  };

  const startListening = () => {
    if (listening || !options.listen) return;
    listening = options
      .listen(LIVE_CHANNEL, {
        onNotify: (payload) => {
          const change = parsePayload(payload);
          if (change) refresh(change.meetingId, change.version);
        },
        // Announcements were missed: every open console reads its state again.
        onGap: () => {
          for (const meetingId of streams.keys()) refresh(meetingId, 0);
        },
      })
      .then((listener) => {
        // Changes committed while LISTEN was starting were announced to no one: every open
        // console reads its state once now (a stream sends only what is newer than it has).
        for (const meetingId of streams.keys()) refresh(meetingId, 0);
        return listener;
      })
      .catch((error: unknown) => {
        options.onError(error);
        listening = undefined;
        return undefined;
      });
  };

  return {
    subscribe(meetingId, subscriber) {
      if (closed) {
        subscriber.onEnd();
        return () => undefined;
      }
      startListening();
      let set = streams.get(meetingId);
      if (!set) {
        set = new Set();
        streams.set(meetingId, set);
      }
      set.add(subscriber);
      return () => {
        const current = streams.get(meetingId);
        current?.delete(subscriber);
        if (current?.size === 0) streams.delete(meetingId);
      };
    },
    subscriberCount() {
      let count = 0;
      for (const set of streams.values()) count += set.size;
      return count;
    },
    async close() {
      closed = true;
      const open = [...streams.values()].flatMap((set) => [...set]);
      streams.clear();
      for (const subscriber of open) subscriber.onEnd();
      const listener = await listening;
      await listener?.close();
    },
  };
}

/**
 * One stream's states as an async iterable: the first state (`load`), then each newer one,
 * until the client goes (`signal`) or the bus closes. Subscribes before reading the first state,
 * so nothing committed in between is missed; a state not newer than the last one yielded is
 * skipped. An error of `load` (the caller may not watch) ends it before anything is yielded.
 */
export async function* liveStates<S extends Versioned>(
  bus: LiveBus<S>,
  meetingId: number,
  load: () => Promise<S>,
  signal: AbortSignal | undefined,
): AsyncGenerator<S, void, undefined> {
  const queue: S[] = [];
  let ended = false;
  let wake: (() => void) | undefined;
  const notify = () => {
    const resolve = wake;
    wake = undefined;
    resolve?.();
  };
  const unsubscribe = bus.subscribe(meetingId, {
    onState: (state) => {
      queue.push(state);
      notify();
    },
    onEnd: () => {
      ended = true;
      notify();
    },
  });
  const onAbort = () => {
    ended = true;
    notify();
  };
  signal?.addEventListener('abort', onAbort);
  try {
    const first = await load();
    let sent = first.version;
    yield first;
    while (!ended && !signal?.aborted) {
      const next = queue.shift();
      if (next === undefined) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      if (next.version > sent) {
        sent = next.version;
        yield next;
      }
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    unsubscribe();
  }
}
