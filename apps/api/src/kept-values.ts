// What the read cache keeps (decision 012) is frozen all the way down and marked here, so that
// whatever is made of it — a viewer's view of a row, the JSON of an answer — can be made once and
// kept with it: a kept value never changes.

const keptObjects = new WeakSet<object>();

/** Whether the value is (part of) something the read cache keeps, and so never changes. */
export function isKept(value: unknown): value is object {
  return typeof value === 'object' && value !== null && keptObjects.has(value);
}

/**
 * Freezes a value all the way down and marks its objects as kept, so no request can change what
 * the next one is given; counts its fields (each scalar or Date counts one) to weigh it.
 */
export function freezeKept(value: unknown): number {
  if (typeof value !== 'object' || value === null || value instanceof Date) return 1;
  if (keptObjects.has(value)) return 1;
  let fields = 0;
  for (const item of Object.values(value)) fields += freezeKept(item);
  Object.freeze(value);
  keptObjects.add(value);
  return Math.max(fields, 1);
}

const views = new WeakMap<object, Map<string, unknown>>();

/**
 * A viewer's view of someone's row (a directory entry, an RSVP). Their own row is made by `build`
 * each time; someone else's depends on the viewer's tier alone (SECURITY.md §4), so from a kept
 * row it is made once per tier and kept, frozen, as long as the row is.
 */
export function viewOfRow<T>(
  row: { userId: number },
  viewer: { userId: number; tier: string },
  build: () => T,
): T {
  if (row.userId === viewer.userId || !keptObjects.has(row)) return build();
  let made = views.get(row);
  if (!made) views.set(row, (made = new Map<string, unknown>()));
  if (made.has(viewer.tier)) return made.get(viewer.tier) as T;
  const view = build();
  freezeKept(view);
  made.set(viewer.tier, view);
  return view;
}
