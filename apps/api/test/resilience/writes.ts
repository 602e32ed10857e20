import type { Database } from '@lectern/db';
import type { Kysely } from 'kysely';

// Unique writes over real HTTP for the resilience tests: each request creates one meeting whose
// title is a key used nowhere else, so afterwards the database says exactly which writes landed.

export interface WriteOutcome {
  key: string;
  status: number;
  /** The meeting id the server acknowledged (2xx only). */
  id: number | undefined;
  retryAfter: string | null;
  /** performance.now() when the request was sent and when its answer arrived. */
  sentAt: number;
  answeredAt: number;
  /** Transport failure (reset, refused, timeout): the server did not answer at all. */
  failure: string | undefined;
}

export interface WriteTarget {
  baseUrl: string;
  clubId: number;
  /** `Authorization: Bearer …` of a person allowed to create meetings. */
  authorization: string;
  /** A request that has not answered after this long counts as hung. */
  timeoutMs: number;
}

/** A meeting a week or more ahead, whatever day the test runs. */
const MEETING_DATE = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

export async function writeOnce(target: WriteTarget, key: string): Promise<WriteOutcome> {
  const sentAt = performance.now();
  try {
    const response = await fetch(`${target.baseUrl}/api/clubs/${target.clubId}/meetings`, {
      method: 'POST',
      headers: { authorization: target.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ title: key, scheduledDate: MEETING_DATE, scheduledTime: '19:00' }),
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    const body = (await response.json()) as { id?: unknown };
    return {
      key,
      status: response.status,
      id: response.ok && typeof body.id === 'number' ? body.id : undefined,
      retryAfter: response.headers.get('retry-after'),
      sentAt,
      answeredAt: performance.now(),
      failure: undefined,
    };
  } catch (error) {
    return {
      key,
      status: 0,
      id: undefined,
      retryAfter: null,
      sentAt,
      answeredAt: performance.now(),
      failure: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    };
  }
}

/**
 * `workers` loops writing unique keys (`prefix-worker-n`) until `shouldStop()`; after a 503 a
 * worker pauses `pauseAfterUnavailableMs` before its next key. `onOutcome` sees each answer as it
 * arrives.
 */
export async function writeUntil(
  target: WriteTarget,
  options: {
    prefix: string;
    workers: number;
    shouldStop: () => boolean;
    pauseAfterUnavailableMs: number;
    onOutcome?: (outcome: WriteOutcome) => void;
  },
): Promise<WriteOutcome[]> {
  const outcomes: WriteOutcome[] = [];
  await Promise.all(
    Array.from({ length: options.workers }, async (_, worker) => {
      for (let n = 0; !options.shouldStop(); n++) {
        const outcome = await writeOnce(target, `${options.prefix}-${worker}-${n}`);
        outcomes.push(outcome);
        options.onOutcome?.(outcome);
        if (outcome.status === 503 || outcome.status === 0) {
          await new Promise((resolve) => setTimeout(resolve, options.pauseAfterUnavailableMs));
        }
      }
    }),
  );
  return outcomes;
}

export interface WriteAudit {
  acknowledged: number;
  /** Acknowledged (2xx) but not in the database, or in it under another id. */
  lost: string[];
  /** Keys present more than once. */
  duplicated: string[];
}

/** Compares the acknowledged writes with the rows. */
export async function auditWrites(
  db: Kysely<Database>,
  clubId: number,
  prefix: string,
  outcomes: WriteOutcome[],
): Promise<WriteAudit> {
  const rows = await db
    .selectFrom('meetings')
    .select(['id', 'title'])
    .where('clubId', '=', clubId)
    .where('title', 'like', `${prefix}-%`)
    .execute();
  const idsByKey = new Map<string, number[]>();
  for (const row of rows) idsByKey.set(row.title, [...(idsByKey.get(row.title) ?? []), row.id]);
  const acknowledged = outcomes.filter((o) => o.id !== undefined);
  return {
    acknowledged: acknowledged.length,
    lost: acknowledged
      .filter((o) => !(idsByKey.get(o.key) ?? []).includes(o.id ?? -1))
      .map((o) => o.key),
    duplicated: [...idsByKey].filter(([, ids]) => ids.length > 1).map(([key]) => key),
  };
}
