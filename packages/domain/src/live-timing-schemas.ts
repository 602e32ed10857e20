// The schema of a club's own timing presets (decision 082), apart from the rules in
// live-timing.ts so that the live console's screens, which only compute lights, do not load zod.
import { z } from 'zod';
import {
  PRESET_SECONDS,
  PRESET_TEXT,
  TIMING_KINDS,
  type ClubTimingPresets,
  type TimingKind,
  type TimingPreset,
} from './live-timing';

const presetSeconds = z
  .number()
  .int()
  .min(PRESET_SECONDS.least, PRESET_TEXT.outOfRange)
  .max(PRESET_SECONDS.most, PRESET_TEXT.outOfRange);

/** One kind's preset: whole seconds from 0:30 to 30:00, the minimum shorter than the maximum. */
export const timingPresetSchema = z
  .object({ minSeconds: presetSeconds, maxSeconds: presetSeconds })
  .refine((preset) => preset.minSeconds < preset.maxSeconds, {
    message: PRESET_TEXT.minNotBelowMax,
    path: ['maxSeconds'],
  });

/** A club's own presets: a kind left out keeps the standard one; no other keys. */
export const clubTimingPresetsSchema = z.strictObject({
  speech: timingPresetSchema.optional(),
  ice_breaker: timingPresetSchema.optional(),
  table_topics: timingPresetSchema.optional(),
  evaluation: timingPresetSchema.optional(),
});

/**
 * How a club's presets are stored: one row per kind, in the kinds' order. Rows, not an object
 * keyed by kind, because the database layer turns snake_case keys into camelCase on the way out.
 */
export type StoredTimingPreset = TimingPreset & { kind: TimingKind };

export function storedTimingPresets(presets: ClubTimingPresets): StoredTimingPreset[] {
  return TIMING_KINDS.flatMap((kind) => {
    const preset = presets[kind];
    return preset === undefined ? [] : [{ kind, ...preset }];
  });
}

const storedRowsSchema = z.array(
  z.object({
    kind: z.enum(['speech', 'ice_breaker', 'table_topics', 'evaluation']),
    minSeconds: z.number(),
    maxSeconds: z.number(),
  }),
);

/** A club's stored presets as read back: anything that is not a valid set counts as none. */
export function clubTimingPresetsOf(stored: unknown): ClubTimingPresets {
  const rows = storedRowsSchema.safeParse(stored);
  if (!rows.success) return {};
  const presets = Object.fromEntries(rows.data.map(({ kind, ...preset }) => [kind, preset]));
  const parsed = clubTimingPresetsSchema.safeParse(presets);
  return parsed.success ? parsed.data : {};
}
