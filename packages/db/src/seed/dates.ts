// Calendar arithmetic on 'YYYY-MM-DD' strings, with "today" taken in a club's IANA time zone.

/** The calendar date of `instant` in `timeZone`, as 'YYYY-MM-DD'. */
export function zonedDate(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string => {
    const value = parts.find((p) => p.type === type)?.value;
    if (value === undefined)
      throw new Error(`cannot format ${type} of ${instant.toISOString()} in ${timeZone}`);
    return value;
  };
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function toUtc(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return toUtc(date).getUTCDay();
}

/** The first `count` dates falling on `weekday` strictly after `date`. */
export function nextWeekdays(date: string, weekday: number, count: number): string[] {
  const ahead = ((weekday - dayOfWeek(date) + 6) % 7) + 1;
  return Array.from({ length: count }, (_, i) => addDays(date, ahead + 7 * i));
}

/** The last date falling on `weekday` strictly before `date`. */
export function previousWeekday(date: string, weekday: number): string {
  const back = ((dayOfWeek(date) - weekday + 6) % 7) + 1;
  return addDays(date, -back);
}
