/** What the server's push sender puts in a push message's payload (JSON). */
export interface PushMessage {
  title: string;
  body?: string;
  /** The in-app path a tap opens, e.g. "/roles". */
  url?: string;
  /** Notifications with the same tag replace each other (one reminder per meeting). */
  tag?: string;
}

/** Only a path inside the app is opened; anything else opens the home screen. */
export function notificationTarget(url: unknown): string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}

/**
 * Where a tap lands (`target` is an absolute address): the open window already showing it, only
 * focused; else the first open window of the app, focused and taken there; else a new window.
 */
export function tapLanding<W extends { url: string }>(
  windows: readonly W[],
  target: string,
): { open: 'focus' | 'focus-and-navigate'; window: W } | { open: 'new-window' } {
  const showing = windows.find((window) => window.url === target);
  if (showing) return { open: 'focus', window: showing };
  const first = windows[0];
  return first ? { open: 'focus-and-navigate', window: first } : { open: 'new-window' };
}
