import type { Executor } from '../executor.js';

export async function listAgendaTemplates(db: Executor, clubId: number) {
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
