import type { Executor } from '@lectern/db/executor';
import { listOutbox as outboxRows } from '@lectern/db/queries/email';

/** The development outbox shows the latest messages only. */
export const OUTBOX_LIMIT = 100;

export async function listOutbox(db: Executor) {
  const rows = await outboxRows(db, OUTBOX_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: row.text,
    html: row.html,
    headers: row.headers,
    createdAt: row.createdAt,
  }));
}
