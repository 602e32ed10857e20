// A meeting's agenda made from its structured template, the role slots a new meeting gets, and
// how the agenda's clock times follow an edit (a changed time or length, a deleted row).
import {
  addMinutesToClock,
  formatDuration,
  parseDuration,
  TBD,
  templateStructureSchema,
  type AgendaItem,
  type StructuredItemType,
  type StructuredTemplateItem,
} from './agenda';
import { canonicalRoleType, ROLE_TYPE_PATTERN, STANDARD_ROLE_TYPES } from './meeting-roles';
import { parseClockMinutes } from './meetings';

/** A template's stored structure (a JSON list) as its items; null when it has none or is invalid. */
export function structuredItemsOf(structure: unknown): StructuredTemplateItem[] | null {
  const parsed = templateStructureSchema.safeParse(structure);
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
}

/** A role type a template item names, in its canonical spelling; undefined when none or invalid. */
function namedRoleType(item: StructuredTemplateItem): string | undefined {
  const roleType = item.roleType ? canonicalRoleType(item.roleType) : '';
  return ROLE_TYPE_PATTERN.test(roleType) ? roleType : undefined;
}

/** Timing lights (green, amber, red) in minutes for an item of a type and length. */
function timingLights(type: StructuredItemType, minutes: number): [string, string, string] {
  const lights = (green: number, amber: number, red: number): [string, string, string] => [
    formatDuration(green * 60),
    formatDuration(amber * 60),
    formatDuration(red * 60),
  ];
  if (type === 'speech') return lights(minutes - 2, minutes - 1, minutes);
  if (type === 'evaluation') return lights(minutes - 1, minutes - 0.5, minutes);
  // Table Topics speakers each speak 1 to 2 minutes, however long the whole segment is.
  if (type === 'table_topics') return lights(1, 1.5, 2);
  return ['', '', ''];
}

/**
 * A meeting's agenda from its template's items: each item keeps its distance from the template's
 * first item, counted from the meeting's own start time (wall clock, so the same in every week
 * whatever the daylight-saving offset). An item naming a role is presented by the role's holder.
 */
export function agendaFromTemplate(
  structure: readonly StructuredTemplateItem[],
  startTime: string,
): AgendaItem[] {
  const starts = structure.map((item) => parseClockMinutes(item.startTime) ?? 0);
  const first = Math.min(...starts);
  return structure.map((item, index) => {
    const offset = (starts[index] as number) - first;
    const [greenTime, amberTime, redTime] = timingLights(item.type, item.duration);
    const roleType = namedRoleType(item);
    return {
      id: String(index + 1),
      time: addMinutesToClock(startTime, offset),
      activity: item.title,
      maxTime: formatDuration(item.duration * 60),
      greenTime,
      amberTime,
      redTime,
      presenter: roleType === undefined ? '' : TBD,
      ...(roleType === undefined ? {} : { roleType }),
      ...(item.notes ? { notes: item.notes } : {}),
    };
  });
}

/**
 * The role slots a new meeting gets: the roles its template's items name (each once, in order),
 * or the standard role set when the template names none.
 */
export function roleTypesForNewMeeting(
  structure: readonly StructuredTemplateItem[] | null,
): string[] {
  const named = new Set<string>();
  for (const item of structure ?? []) {
    const roleType = namedRoleType(item);
    if (roleType !== undefined) named.add(roleType);
  }
  return named.size > 0 ? [...named] : [...STANDARD_ROLE_TYPES];
}

/** Seconds after midnight at which an item ends (its time plus its length); null if unknown. */
function itemEndSeconds(item: Pick<AgendaItem, 'time' | 'maxTime'>): number | null {
  const start = parseClockMinutes(item.time);
  const length = parseDuration(item.maxTime);
  return start === null || length === null ? null : start * 60 + length;
}

/** When the agenda ends ('HH:MM', the latest end of its items), or null when no item says. */
export function agendaEndTime(items: readonly AgendaItem[]): string | null {
  const ends = items.map(itemEndSeconds).filter((end): end is number => end !== null);
  if (ends.length === 0) return null;
  return addMinutesToClock('00:00', Math.ceil(Math.max(...ends) / 60));
}

/** Moves a clock time by whole minutes within the day; a time that is not a time stays. */
function shiftClock(time: string, minutes: number): string {
  return parseClockMinutes(time) === null ? time : addMinutesToClock(time, minutes);
}

function shiftFrom(items: readonly AgendaItem[], from: number, minutes: number): AgendaItem[] {
  if (minutes === 0) return [...items];
  return items.map((item, index) =>
    index < from ? item : { ...item, time: shiftClock(item.time, minutes) },
  );
}

/**
 * The agenda moved with its meeting's start: every item by as many minutes as the start moved
 * (from `from` to `to`); unchanged when either is not a clock time.
 */
export function moveAgendaStart(
  items: readonly AgendaItem[],
  from: string,
  to: string,
): AgendaItem[] {
  const before = parseClockMinutes(from);
  const after = parseClockMinutes(to);
  if (before === null || after === null) return [...items];
  return shiftFrom(items, 0, after - before);
}

/**
 * After the item at `index` changed its time or its length (it was `previous`), the items after
 * it move by as much as its end moved, so the gaps between them stay as they were. Nothing moves
 * while the old or the new time or length is not readable.
 */
export function shiftFollowingItems(
  items: readonly AgendaItem[],
  index: number,
  previous: Pick<AgendaItem, 'time' | 'maxTime'>,
): AgendaItem[] {
  const edited = items[index];
  const before = itemEndSeconds(previous);
  const after = edited === undefined ? null : itemEndSeconds(edited);
  if (before === null || after === null) return [...items];
  return shiftFrom(items, index + 1, Math.round((after - before) / 60));
}

/**
 * Removes the item at `index` and closes the gap: the items after it move earlier by the time
 * it held (from its start to the next item's start), so the next item starts when it did.
 */
export function removeAgendaItem(items: readonly AgendaItem[], index: number): AgendaItem[] {
  const removed = items[index];
  const next = items[index + 1];
  const rest = items.filter((_, position) => position !== index);
  if (removed === undefined || next === undefined) return rest;
  const start = parseClockMinutes(removed.time);
  const nextStart = parseClockMinutes(next.time);
  if (start === null || nextStart === null || nextStart < start) return rest;
  return shiftFrom(rest, index, start - nextStart);
}
