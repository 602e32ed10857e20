// GET /api/meetings/:id/live/events: the live console's stream (text/event-stream), for the web
// app's console and for scripts alike, a route of its own because it never finishes like the
// others: the console's state first (unless the client's Last-Event-ID is already the current
// version), then every newer state, each event with the version as its id; a comment line as a
// ping while quiet. The stream ends when the client goes or the server stops (the client
// reconnects, with Last-Event-ID, anywhere). Each state is serialised once for all the streams
// of an instance (a tRPC subscription serialises it once per subscriber: decision 085).
import type { FastifyInstance } from 'fastify';
import { contextFor, type AppDeps } from '../../http/context.js';
import { liveStates } from '../../live/bus.js';
import { sendError } from '../../rest/routes.js';
import { createCaller } from '../../router.js';
import { liveStateSchema, type LiveState } from './live.service.js';

/** How long a client waits before reconnecting to a stream that ended (the SSE `retry` field). */
export const SSE_RETRY_MS = 1_000;
/** A quiet stream pings this often, so proxies keep it open. */
export const SSE_PING_MS = 15_000;

/** Last-Event-ID as a version: a number the client was sent, or null for a first connection. */
export function versionFromEventId(lastEventId: string | null | undefined): number | null {
  if (lastEventId == null || !/^\d{1,9}$/.test(lastEventId)) return null;
  return Number(lastEventId);
}

/**
 * Each state's event text (exactly the fields `live.state` declares), made once per state
 * object: the bus hands every open stream of a meeting on this instance the same object, so
 * thousands of streams share one check and one serialisation instead of making one each. Kept
 * only while the state object is alive.
 */
const eventTexts = new WeakMap<LiveState, string>();
function eventText(state: LiveState): string {
  let text = eventTexts.get(state);
  if (text === undefined) {
    text = `id: ${state.version}\nevent: state\ndata: ${JSON.stringify(liveStateSchema.parse(state))}\n\n`;
    eventTexts.set(state, text);
  }
  return text;
}

export function registerLiveEventsRoute(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { id: string } }>('/api/meetings/:id/live/events', async (request, reply) => {
    // Read through the procedure, so who may watch (and the 401/404 answers) is decided there.
    const caller = createCaller(contextFor(request, deps));
    const read = () => caller.live.state({ meetingId: request.params.id });
    const aborted = new AbortController();
    const bus = deps.live;
    // Subscribed before the first state is read, so a change committed in between is heard.
    const states = bus
      ? liveStates(bus, Number(request.params.id), read, aborted.signal)
      : (async function* () {
          yield await read();
        })();
    let first: IteratorResult<LiveState, void>;
    try {
      first = await states.next();
    } catch (error) {
      return sendError(reply, error, request.id);
    }
    const header = request.headers['last-event-id'];
    const after = versionFromEventId(Array.isArray(header) ? header[0] : header);
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // Proxies (nginx) pass each event on at once instead of buffering the stream.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    out.write(`retry: ${SSE_RETRY_MS}\n\n`);
    const ping = setInterval(() => out.write(': ping\n\n'), SSE_PING_MS);
    request.raw.once('close', () => aborted.abort());
    // A client that left while its first state was read is not waited on.
    if (out.destroyed) aborted.abort();
    try {
      // The first state unless the client's Last-Event-ID already names it, then each newer one.
      if (!first.done && first.value.version > (after ?? -1)) out.write(eventText(first.value));
      for await (const state of states) {
        out.write(eventText(state));
      }
    } catch (error) {
      request.log.error({ err: error }, 'live stream failed');
    } finally {
      clearInterval(ping);
      out.end();
    }
  });
}
