// LISTEN for one notification channel: on PostgreSQL a dedicated connection outside the pool
// (a pooled connection is handed to other work between queries and would drop the LISTEN) that
// reconnects by itself; on the embedded database PGlite's own `listen`. A notification is sent
// with `pg_notify` inside the writing transaction, so it arrives only once the change is
// committed, on every instance listening to the same database.
import pg from 'pg';

export interface ListenHandlers {
  /** A notification's payload, in the order the database committed them. */
  onNotify(payload: string): void;
  /**
   * The connection was lost and is back: notifications sent meanwhile are gone, so whoever
   * relies on them reads the current state again.
   */
  onGap(): void;
}

export interface NotificationListener {
  /** Stops listening and closes the dedicated connection. */
  close(): Promise<void>;
}

/** Channel names are plain identifiers (they are written into the LISTEN statement). */
const CHANNEL_PATTERN = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertChannel(channel: string): void {
  if (!CHANNEL_PATTERN.test(channel)) throw new Error(`invalid notification channel: ${channel}`);
}

/** Waits between reconnection attempts: doubling from 100 ms to at most 5 s. */
export const RECONNECT_DELAYS = { firstMs: 100, maxMs: 5_000 } as const;

/**
 * Listens on PostgreSQL. Resolves once the first LISTEN is in place; if the database cannot be
 * reached at first, resolves anyway and keeps trying (and reports a gap once it is through).
 */
export async function listenPostgres(
  databaseUrl: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<NotificationListener> {
  assertChannel(channel);
  let client: pg.Client | undefined;
  let closed = false;
  let delayMs: number = RECONNECT_DELAYS.firstMs;
  let timer: NodeJS.Timeout | undefined;
  /** Set once a connection has been lost (or never made): the next one reports a gap. */
  let missed = false;

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = undefined;
    missed = true;
    lostClient.end().catch(() => undefined);
    schedule();
  };

  const schedule = () => {
    if (closed || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delayMs);
    delayMs = Math.min(delayMs * 2, RECONNECT_DELAYS.maxMs);
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      connectionTimeoutMillis: 3_000,
      application_name: 'lectern-listen',
    });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) {
        handlers.onNotify(message.payload);
      }
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch {
      next.end().catch(() => undefined);
      missed = true;
      schedule();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delayMs = RECONNECT_DELAYS.firstMs;
    if (missed) {
      missed = false;
      handlers.onGap();
    }
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

/** The part of PGlite this needs (its own LISTEN inside the one process that holds it). */
export interface PgliteListenable {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** Listens on the embedded database: it never loses its connection, so there are no gaps. */
export async function listenPglite(
  pglite: PgliteListenable,
  channel: string,
  handlers: ListenHandlers,
): Promise<NotificationListener> {
  assertChannel(channel);
  const unlisten = await pglite.listen(channel, (payload) => handlers.onNotify(payload));
  let closing: Promise<void> | undefined;
  return { close: () => (closing ??= unlisten().catch(() => undefined)) };
}
