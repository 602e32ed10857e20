/** Memoises a loader so every caller shares one result (one API, one cache) for the page's life. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}
