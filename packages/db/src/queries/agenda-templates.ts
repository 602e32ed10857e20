import type { Executor } from '../executor.js';
import type { ClubRole, MembershipStatus } from '../schema.js';

function templateColumns(db: Executor) {
  return db
    .selectFrom('agendaTemplates')
    .select(['id', 'clubId', 'name', 'isDefault', 'content', 'meetingDuration', 'structure']);
}

export function listAgendaTemplates(db: Executor, clubId: number) {
  return db
    .selectFrom('agendaTemplates')
    .select(['id', 'name', 'isDefault', 'content', 'meetingDuration', 'structure'])
    .where('clubId', '=', clubId)
    .orderBy('isDefault', 'desc')
    .orderBy('name')
    .execute();
}

export async function findAgendaTemplate(db: Executor, clubId: number, templateId: number) {
  return db
    .selectFrom('agendaTemplates')
    .select(['id', 'name', 'content', 'structure'])
    .where('clubId', '=', clubId)
    .where('id', '=', templateId)
    .executeTakeFirst();
}

/** A template with every field a response carries. */
export async function findAgendaTemplateDetails(db: Executor, clubId: number, templateId: number) {
  return templateColumns(db)
    .where('clubId', '=', clubId)
    .where('id', '=', templateId)
    .executeTakeFirst();
}

export interface TemplateScope {
  templateId: number;
  clubId: number;
  clubArchivedAt: Date | null;
  role: ClubRole | null;
  membershipStatus: MembershipStatus | null;
}

/** A template's club and the caller's membership there, in one round trip. */
export async function findTemplateScope(
  db: Executor,
  templateId: number,
  userId: number,
): Promise<TemplateScope | undefined> {
  return db
    .selectFrom('agendaTemplates as t')
    .innerJoin('clubs as c', 'c.id', 't.clubId')
    .leftJoin('clubMemberships as cm', (join) =>
      join.onRef('cm.clubId', '=', 't.clubId').on('cm.userId', '=', userId),
    )
    .select([
      't.id as templateId',
      't.clubId',
      'c.archivedAt as clubArchivedAt',
      'cm.role',
      'cm.status as membershipStatus',
    ])
    .where('t.id', '=', templateId)
    .executeTakeFirst();
}

/**
 * Serialises default-template changes of one club: the club row is locked (without blocking
 * inserts that merely reference it) until the transaction ends.
 */
export async function lockClubTemplates(db: Executor, clubId: number): Promise<void> {
  await db.selectFrom('clubs').select('id').where('id', '=', clubId).forNoKeyUpdate().execute();
}

/** Clears the default flag on every template of the club except `keepId`. */
export async function clearDefaultTemplates(
  db: Executor,
  clubId: number,
  keepId: number | null,
): Promise<void> {
  let query = db
    .updateTable('agendaTemplates')
    .set({ isDefault: false, updatedAt: new Date() })
    .where('clubId', '=', clubId)
    .where('isDefault', '=', true);
  if (keepId !== null) query = query.where('id', '<>', keepId);
  await query.execute();
}

export interface NewTemplateValues {
  name: string;
  content: string;
  isDefault: boolean;
  meetingDuration: number;
  /** JSON text of the structured items, or null. */
  structure: string | null;
}

/**
 * Inserts a template and answers with its id. With a request key, the template the same key
 * already made is not made again (unique in the club; a concurrent twin waits for the first to
 * commit): the answer is that template's id.
 */
export async function insertAgendaTemplate(
  db: Executor,
  clubId: number,
  values: NewTemplateValues,
  requestKey?: string,
): Promise<number> {
  const row = await db
    .insertInto('agendaTemplates')
    .values({ ...values, clubId, requestKey: requestKey ?? null })
    .onConflict((oc) =>
      oc.columns(['clubId', 'requestKey']).where('requestKey', 'is not', null).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  if (row) return row.id;
  const made = await findTemplateByRequestKey(db, clubId, requestKey ?? '');
  if (made === undefined) throw new Error('A template insert made nothing and found no twin');
  return made;
}

/** The template a create request made, by its key. */
export async function findTemplateByRequestKey(
  db: Executor,
  clubId: number,
  requestKey: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('agendaTemplates')
    .select('id')
    .where('clubId', '=', clubId)
    .where('requestKey', '=', requestKey)
    .executeTakeFirst();
  return row?.id;
}

export interface TemplateChanges {
  name: string;
  content: string;
  isDefault: boolean;
  /** JSON text of the structured items, null to clear them; left out: unchanged. */
  structure?: string | null;
}

export async function updateAgendaTemplate(
  db: Executor,
  clubId: number,
  templateId: number,
  changes: TemplateChanges,
): Promise<boolean> {
  const result = await db
    .updateTable('agendaTemplates')
    .set({ ...changes, updatedAt: new Date() })
    .where('clubId', '=', clubId)
    .where('id', '=', templateId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteAgendaTemplate(
  db: Executor,
  clubId: number,
  templateId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('agendaTemplates')
    .where('clubId', '=', clubId)
    .where('id', '=', templateId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
