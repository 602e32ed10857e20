// The meeting's agenda as the live console reads it: the items in order with their timing rules
// (the item's own lights, else a speech's Pathways project length, else the club's own preset,
// else the standard one: decision 082), presenters (filled from the role holders) and their
// projects, each item's role, and the Timer's results. The timer and the votes both read it; it
// writes nothing.
import {
  canonicalRoleType,
  clubTimingPresetsOf,
  parseAgenda,
  roleAssignmentsOf,
  timingRuleOf,
  type RoleHolder,
} from '@lectern/domain';
import type { Executor } from '@lectern/db/executor';
import { sql } from 'kysely';
import { appError } from '../../errors.js';

/** What the votes need of the console: the meeting's roles, each item's role, the Timer's results. */
export type ConsoleFacts = {
  meetingId: number;
  clubId: number;
  roles: readonly RoleHolder[];
  /** Each agenda item's role (undefined: no role presents it), by item index. */
  itemRoles: readonly { index: number; roleType?: string | undefined }[];
  results: readonly { itemIndex: number; qualified: boolean | null }[];
};

/**
 * The meeting's agenda items as the console shows them, presenters filled from the role holders.
 * The club's own timing presets come in the meeting's statement (its settings row by primary key).
 */
export async function consoleItems(db: Executor, meetingId: number) {
  const [meeting, roles] = await Promise.all([
    db
      .selectFrom('meetings as m')
      .leftJoin('clubLiveSettings as s', 's.clubId', 'm.clubId')
      .select([
        'm.agenda',
        'm.status',
        'm.clubId',
        's.timingPresets',
        sql<string | null>`to_char(m.start_time, 'HH24:MI')`.as('startTime'),
      ])
      .where('m.id', '=', meetingId)
      .executeTakeFirst(),
    db
      .selectFrom('meetingRoles as r')
      .leftJoin('users as u', 'u.id', 'r.userId')
      // The project's length by its unique title (the role keeps the title the speaker chose).
      .leftJoin('pathwayProjects as p', 'p.title', 'r.pathwaysProject')
      .select([
        'r.roleType',
        'r.userId',
        'r.pathwaysProject',
        'u.firstName',
        'u.lastName',
        'p.estimatedTimeMinutes as projectMinutes',
      ])
      .where('r.meetingId', '=', meetingId)
      .execute(),
  ]);
  if (!meeting) throw appError('NOT_FOUND');
  const assignments = roleAssignmentsOf(
    roles.map((role) => ({
      roleType: role.roleType,
      userId: role.userId,
      user: { firstName: role.firstName, lastName: role.lastName },
    })),
  );
  const agenda = parseAgenda(meeting.agenda, assignments, meeting.startTime);
  const clubPresets = clubTimingPresetsOf(meeting.timingPresets);
  const holders = new Map(roles.map((role) => [canonicalRoleType(role.roleType), role]));
  const items = agenda.map((item, index) => {
    const role = item.roleType === undefined ? undefined : holders.get(item.roleType);
    const held = role !== undefined && role.userId !== null;
    return {
      index,
      id: item.id,
      time: item.time,
      activity: item.activity,
      presenter: item.presenter,
      /** The speaker's Pathways project, while someone holds the row's role. */
      project: held ? (role.pathwaysProject ?? null) : null,
      rule: timingRuleOf(item, clubPresets, held ? (role.projectMinutes ?? null) : null),
    };
  });
  const itemRoles = agenda.map((item, index) => ({ index, roleType: item.roleType }));
  return { items, status: meeting.status, clubId: meeting.clubId, roles, itemRoles };
}

/** What the votes need of the console: the meeting's roles, each item's role, the Timer's results. */
export async function readConsoleFacts(db: Executor, meetingId: number): Promise<ConsoleFacts> {
  const [{ clubId, roles, itemRoles }, results] = await Promise.all([
    consoleItems(db, meetingId),
    db
      .selectFrom('meetingItemTimes')
      .select(['itemIndex', 'qualified'])
      .where('meetingId', '=', meetingId)
      .execute(),
  ]);
  return { meetingId, clubId, roles, itemRoles, results };
}
