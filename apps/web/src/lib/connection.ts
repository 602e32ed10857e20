/**
 * Whether Lectern's server can be reached (decision 068). The browser may say it has no network
 * (`navigator.onLine`), or it may be on a network that does not answer: club-room Wi-Fi behind a
 * sign-in page, a signal that comes and goes. Either way the app is offline: it shows what it
 * kept ("Offline — as of 19:02"), queries wait, and changes are refused before they are sent.
 * A call that got no answer makes the app offline; a small request to the server every few
 * seconds, and any answer at all, bring it back.
 */

/** How long the boot waits for the server before it opens from what the device kept. */
export const BOOT_WAIT_MS = 5_000;
/** The longest a query may take; a change (which may carry a logo or a list) gets longer. */
export const QUERY_TIMEOUT_MS = 20_000;
export const CHANGE_TIMEOUT_MS = 60_000;
/** While the server does not answer, it is asked again this often, each time for this long. */
export const PROBE_EVERY_MS = 10_000;
const PROBE_TIMEOUT_MS = 5_000;

let serverSilent = false;
let probing: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();
let watchingBrowser = false;

function notify(): void {
  for (const listener of listeners) listener();
}

/** No network, or a server that does not answer. */
export function isOffline(): boolean {
  return (typeof navigator !== 'undefined' && navigator.onLine === false) || serverSilent;
}

/** Called on every change of `isOffline()`: the browser's network events and the server's. */
export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  if (!watchingBrowser && typeof window !== 'undefined') {
    watchingBrowser = true;
    window.addEventListener('offline', notify);
    window.addEventListener('online', () => {
      // Back on a network: ask the server at once rather than at the next round.
      if (serverSilent) void probe();
      notify();
    });
  }
  return () => listeners.delete(listener);
}

/** A call got no answer (or none in time): offline until the server answers again. */
export function serverDidNotAnswer(): void {
  if (serverSilent) return;
  serverSilent = true;
  probing = setInterval(() => void probe(), PROBE_EVERY_MS);
  notify();
}

/** The server answered a call (any status): it can be reached. */
export function serverAnswered(): void {
  if (!serverSilent) return;
  serverSilent = false;
  clearInterval(probing);
  probing = undefined;
  notify();
}

async function probe(): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  try {
    const response = await fetch('/api/health', {
      cache: 'no-store',
      signal: callSignal(PROBE_TIMEOUT_MS),
    });
    // A proxy answering for a server that is down is no answer from Lectern.
    if (response.status < 500) serverAnswered();
  } catch {
    // Still nothing: the next round asks again.
  }
}

/**
 * The signal a call is sent with: aborted by its caller (a screen that no longer needs it) or
 * after `timeoutMs`, whichever comes first.
 */
export function callSignal(timeoutMs: number, caller?: AbortSignal | null): AbortSignal {
  // Not AbortSignal.any (Safari 17.4 on) nor AbortSignal.timeout: one controller does both.
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('No answer in time', 'TimeoutError')),
    timeoutMs,
  );
  const callerGaveUp = () => {
    clearTimeout(timer);
    controller.abort(caller?.reason);
  };
  if (caller?.aborted) callerGaveUp();
  else caller?.addEventListener('abort', callerGaveUp, { once: true });
  return controller.signal;
}
