import { once } from './once';

const DAY_FORMAT = once(
  () => new Intl.DateTimeFormat('en-AU', { day: '2-digit', month: '2-digit', year: 'numeric' }),
);

/** An instant's day in this browser's time zone, as 07/12/2026; '' when it cannot be read. */
export function formatDay(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : DAY_FORMAT().format(date);
}
