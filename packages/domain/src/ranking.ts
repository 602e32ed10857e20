// Counting, rounding and ranking shared by the progress rules and the achievements.

/** A counter as a whole number of at least 0 (anything else counts as 0). */
export const count = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;

/** Rounds to one decimal place. */
export function roundOneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Mean to one decimal; 0 for an empty list. */
export function averageOneDecimal(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return roundOneDecimal(values.reduce((a, b) => a + b, 0) / values.length);
}

export const TOP_LIST_SIZE = 3;

/** The highest scores first (ties keep input order), at most n (default 3), with ranks from 1. */
export function topN<T>(
  list: readonly T[],
  score: (item: T) => number,
  n = TOP_LIST_SIZE,
): (T & { rank: number })[] {
  return list
    .map((item, index) => ({ item, index, value: score(item) }))
    .sort((a, b) => b.value - a.value || a.index - b.index)
    .slice(0, n)
    .map(({ item }, i) => ({ ...item, rank: i + 1 }));
}
