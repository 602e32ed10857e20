import { sql, type Expression, type RawBuilder } from 'kysely';
import { compiledOnce } from '../compiled.js';
import type { Executor } from '../executor.js';

// The club change log (decision 012). Triggers record every transaction that writes to a club's
// rows; a read of the club remembers the snapshot it was read under (`pg_current_snapshot()`),
// and later asks whether any transaction that snapshot could not see has written to the club
// since. Transaction ids, not counters or clocks: commit order is not id order, and a snapshot
// knows exactly which transactions it saw.

/**
 * What a scoped lookup tells the read cache: the snapshot it ran under, whether the club is
 * unchanged since the `since` snapshot it was given, and the club's time zone (a cached read is
 * good for one calendar day of the club).
 */
export interface ReadCheck {
  snapshot: string;
  unchanged: boolean;
  timeZone: string;
}

/** The check from a lookup's columns; null when its club was not found. */
export function readCheckFrom(columns: {
  snapshot: string;
  unchanged: boolean;
  timeZone: string | null;
}): ReadCheck | null {
  return columns.timeZone === null
    ? null
    : { snapshot: columns.snapshot, unchanged: columns.unchanged, timeZone: columns.timeZone };
}

/** The statement's snapshot, as text ('xmin:xmax:xip,…'), to check a cached read against later. */
export function currentSnapshot(): RawBuilder<string> {
  return sql<string>`pg_current_snapshot()::text`;
}

/**
 * True when no transaction invisible to the snapshot `since` has written to the club: a read made
 * under that snapshot (or a later one) still shows what the club holds. Transactions that had
 * ended before the snapshot (ids below its xmin) were visible to it, so only the club's recent
 * entries are looked at. With `since` null it is true and means nothing.
 */
export function unchangedSince(
  clubId: Expression<number | null> | number,
  since: string | null,
): RawBuilder<boolean> {
  return sql<boolean>`NOT EXISTS (
    SELECT 1 FROM club_changes ch
    WHERE ch.club_id = ${clubId}
      AND ch.txid >= pg_snapshot_xmin(${since}::pg_snapshot)
      AND NOT pg_visible_in_snapshot(ch.txid, ${since}::pg_snapshot))`;
}

/**
 * Deletes the entries no cached read can need any more: those of transactions that had ended
 * before `horizon` was taken. Safe once every read cached under an older snapshot is discarded.
 */
export async function pruneClubChanges(db: Executor, horizon: string): Promise<number> {
  const result = await sql`
    DELETE FROM club_changes WHERE txid < pg_snapshot_xmin(${horizon}::pg_snapshot)`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * The snapshot alone, as a statement of its own: sent on a Pipeline just before a read, a snapshot
 * that read's own is no older than; or one for `pruneClubChanges` to use later.
 */
export const findSnapshot = compiledOnce((db, _args: Record<string, never>) =>
  db.selectNoFrom(currentSnapshot().as('snapshot')),
);
