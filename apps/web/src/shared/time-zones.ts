// The time zones a club chooses from: the ones this browser knows (IANA names), with the club's
// current zone kept in the list even when the browser does not name it.

/** Every IANA time zone the browser knows, sorted, with `current` in it. */
export function timeZoneOptions(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const zones = new Set(known);
  if (current) zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** A native select's look, the height of the other boxes. */
export const NATIVE_SELECT_CLASS =
  'h-11 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50';
