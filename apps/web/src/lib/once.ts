/**
 * Memoises a maker so every caller shares one result for the page's life: a loader's promise
 * (one API, one cache), or an `Intl` formatter made on first use rather than when its module
 * loads (making one costs the locale's data, which a module's top level would spend before the
 * first screen).
 */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
