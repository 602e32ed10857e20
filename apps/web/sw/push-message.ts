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
