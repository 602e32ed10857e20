import { addDays, meetingStartInstant, todayInZone } from '@lectern/domain';
import { POOL_TIMEOUTS } from '@lectern/db/client';
import type { Executor } from '@lectern/db/executor';
import { findSnapshot, pruneClubChanges, type ReadCheck } from '@lectern/db/queries/club-changes';
import { freezeKept } from '../kept-values.js';

/**
 * The reads of clubs and meetings this instance has made, kept to answer the same read again
 * without running it (decision 012). An entry is used only after the caller's lookup — which
 * every request makes anyway — has found, in the same statement, that no transaction the entry's
 * snapshot could not see has written to the club since: so whatever instance made the change,
 * a read never shows less than what was committed before it started. Entries are good for one
 * calendar day of the club (reads may depend on "today", nothing finer) and for `maxAgeMs`
 * (which bounds what the change log must keep, see ChangeLogPruner).
 */
export interface ReadCacheLimits {
  /** An entry older than this is read again. */
  maxAgeMs: number;
  /** Past this many fields (a row's columns, summed over the entries), the least used go. */
  maxFields: number;
}

export const READ_CACHE_LIMITS: ReadCacheLimits = { maxAgeMs: 60_000, maxFields: 500_000 };

interface Entry {
  snapshot: string;
  value: unknown;
  timeZone: string;
  /** The club's calendar day the read was made on, as instants [from, until). */
  from: number;
  until: number;
  /** On the process's monotonic clock. */
  storedAt: number;
  fields: number;
}

export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  #fields = 0;

  constructor(
    private readonly limits: ReadCacheLimits = READ_CACHE_LIMITS,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** The snapshot the lookup must check for `key`, or null when nothing usable is kept. */
  since(key: string): string | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (this.clock() - entry.storedAt < this.limits.maxAgeMs) return entry.snapshot;
    this.#remove(key, entry);
    return null;
  }

  /**
   * What is kept for `key`, if a lookup given `since(key)` found the club unchanged (`check`) and
   * `at` falls on the day it was read for. `found` wraps it: a kept value may itself be undefined.
   */
  take(key: string, check: ReadCheck | null, at: Date): { found: unknown } | undefined {
    const entry = this.#entries.get(key);
    if (!entry || !check?.unchanged) return undefined;
    const time = at.getTime();
    if (check.timeZone !== entry.timeZone || time < entry.from || time >= entry.until) {
      return undefined;
    }
    // Most recently used last: the oldest go first when the cache is full.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return { found: entry.value };
  }

  /** Keeps what a read made under the lookup's snapshot (or a later one) returned. */
  keep(key: string, value: unknown, check: ReadCheck, at: Date): void {
    const previous = this.#entries.get(key);
    if (previous) this.#remove(key, previous);
    const day = todayInZone(at, check.timeZone);
    const fields = freezeKept(value);
    if (fields > this.limits.maxFields) return;
    const entry: Entry = {
      snapshot: check.snapshot,
      value,
      timeZone: check.timeZone,
      from: meetingStartInstant(day, '00:00', check.timeZone).getTime(),
      until: meetingStartInstant(addDays(day, 1), '00:00', check.timeZone).getTime(),
      storedAt: this.clock(),
      fields,
    };
    this.#entries.set(key, entry);
    this.#fields += fields;
    for (const [oldKey, old] of this.#entries) {
      if (this.#fields <= this.limits.maxFields) break;
      this.#remove(oldKey, old);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  #remove(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#fields -= entry.fields;
  }
}

/**
 * Deletes the change log's entries that no kept read can need any more (decision 012). Every
 * `intervalMs` it takes a snapshot, and prunes with the newest one taken at least `horizonMs`
 * before. A kept read is checked only while younger than `maxAgeMs`, and its snapshot was taken
 * at most a pool wait and a query before it was kept, and is checked at most that long after: so
 * with the horizon past all three, its snapshot is newer than the pruning one, whatever instance
 * kept it, and the entries it needs (transactions that had not ended when it was taken) remain.
 */
export class ChangeLogPruner {
  readonly #snapshots: { takenAt: number; snapshot: string }[] = [];
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Executor,
    private readonly options: {
      intervalMs: number;
      horizonMs: number;
      onError: (e: Error) => void;
    },
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Takes this round's snapshot and prunes with the one old enough; the entries deleted. */
  async prune(): Promise<number> {
    const [row] = await findSnapshot(this.db, {});
    if (row) this.#snapshots.push({ takenAt: this.clock(), snapshot: row.snapshot });
    const cutoff = this.clock() - this.options.horizonMs;
    let horizon: string | undefined;
    while (this.#snapshots[0] && this.#snapshots[0].takenAt <= cutoff) {
      horizon = this.#snapshots.shift()?.snapshot;
    }
    return horizon === undefined ? 0 : pruneClubChanges(this.db, horizon);
  }

  start(): void {
    this.#timer ??= setInterval(() => {
      this.prune().catch((error: unknown) =>
        this.options.onError(error instanceof Error ? error : new Error(String(error))),
      );
    }, this.options.intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }
}

/** How often the change log is pruned, and how old the snapshot it prunes with must be. */
export function pruneTiming(limits: ReadCacheLimits = READ_CACHE_LIMITS) {
  const slowestStatement = POOL_TIMEOUTS.connectMs + POOL_TIMEOUTS.queryMs;
  return { intervalMs: 60_000, horizonMs: limits.maxAgeMs + 2 * slowestStatement + 10_000 };
}
