// Durations as agendas write them ('m:ss'), apart from agenda.ts (whose schemas load zod) so
// that the live console's light and the settings card's timing rows share them without zod.

/** 'm:ss' → seconds; null when the free text is not a duration. */
export function parseDuration(text: string): number | null {
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Seconds → 'm:ss' (negative and fractional input clamped and floored). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
