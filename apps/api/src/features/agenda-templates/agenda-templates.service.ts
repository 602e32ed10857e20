import {
  parseTemplateStructure,
  roleTypesForNewMeeting,
  structuredItemsOf,
  type agendaTemplateSchema,
  type updateAgendaTemplateSchema,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import * as templates from '@lectern/db/queries/agenda-templates';
import { insertMissingRoleSlots } from '@lectern/db/queries/meeting-roles';
import { listUpcomingMeetingIdsOfTemplate } from '@lectern/db/queries/meetings';
import type { z } from 'zod';
import { appError } from '../../errors.js';

type Db = Executor;
type NewTemplate = z.output<typeof agendaTemplateSchema>;
type TemplateUpdate = z.output<typeof updateAgendaTemplateSchema>;

type TemplateRow = Awaited<ReturnType<typeof templates.findAgendaTemplateDetails>> & {};

function toTemplateDto(row: TemplateRow) {
  return {
    id: row.id,
    clubId: row.clubId,
    name: row.name,
    isDefault: row.isDefault,
    content: row.content,
    meetingDuration: row.meetingDuration,
    structure: row.structure,
  };
}

async function templateResponse(db: Db, clubId: number, templateId: number) {
  const row = await templates.findAgendaTemplateDetails(db, clubId, templateId);
  if (!row) throw appError('NOT_FOUND');
  return toTemplateDto(row);
}

export function listTemplates(db: Executor, clubId: number) {
  return templates.listAgendaTemplates(db, clubId);
}

/**
 * Creates a template; a new default takes the flag from the club's other templates. The same
 * request key again answers with the template it made, and takes no flag from anyone (a default
 * template's twins wait for each other on the club's templates lock).
 */
export async function createTemplate(db: Db, clubId: number, input: NewTemplate) {
  // The schema has validated the structure text; it is stored as the parsed (normalised) list.
  const structure = input.structure ? parseTemplateStructure(input.structure) : null;
  const id = await db.transaction().execute(async (trx) => {
    if (input.isDefault) await templates.lockClubTemplates(trx, clubId);
    const made =
      input.requestKey === undefined
        ? undefined
        : await templates.findTemplateByRequestKey(trx, clubId, input.requestKey);
    if (made !== undefined) return made;
    if (input.isDefault) await templates.clearDefaultTemplates(trx, clubId, null);
    return templates.insertAgendaTemplate(
      trx,
      clubId,
      {
        name: input.name,
        content: input.content,
        isDefault: input.isDefault,
        meetingDuration: input.meetingDuration,
        structure: structure === null ? null : JSON.stringify(structure),
      },
      input.requestKey,
    );
  });
  return templateResponse(db, clubId, id);
}

export async function updateTemplate(
  db: Db,
  clubId: number,
  templateId: number,
  input: TemplateUpdate,
) {
  await db.transaction().execute(async (trx) => {
    if (input.isDefault) {
      await templates.lockClubTemplates(trx, clubId);
      await templates.clearDefaultTemplates(trx, clubId, templateId);
    }
    const structure = input.structure ? parseTemplateStructure(input.structure) : null;
    const updated = await templates.updateAgendaTemplate(trx, clubId, templateId, {
      name: input.name,
      content: input.content,
      isDefault: input.isDefault,
      ...(input.structure === undefined
        ? {}
        : { structure: structure === null ? null : JSON.stringify(structure) }),
    });
    if (!updated) throw appError('NOT_FOUND');
  });
  return templateResponse(db, clubId, templateId);
}

/**
 * Gives the template's upcoming meetings the role slots its items name (the standard set when it
 * names none) that they do not have yet, as scheduling does (a text template gives none); a slot
 * that exists, held or open, stays as it is.
 */
export async function applyRolesToUpcoming(db: Db, clubId: number, templateId: number, now: Date) {
  return db.transaction().execute(async (trx) => {
    const template = await templates.findAgendaTemplate(trx, clubId, templateId);
    if (!template) throw appError('NOT_FOUND');
    const structure = structuredItemsOf(template.structure);
    const roleTypes = structure === null ? [] : roleTypesForNewMeeting(structure);
    const meetingIds = await listUpcomingMeetingIdsOfTemplate(trx, clubId, templateId, now);
    const rolesAdded = await insertMissingRoleSlots(trx, clubId, meetingIds, roleTypes);
    return { meetings: meetingIds.length, rolesAdded };
  });
}

/** Meetings made from the template keep their agenda; their template reference is cleared. */
export async function deleteTemplate(db: Db, clubId: number, templateId: number) {
  if (!(await templates.deleteAgendaTemplate(db, clubId, templateId))) throw appError('NOT_FOUND');
  return { id: templateId };
}
