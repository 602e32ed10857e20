import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/context.js';
import { sendError } from '../../rest/routes.js';
import { renderFeed } from './calendar-feed.service.js';

// Calendar apps poll a subscription every few minutes to hours; this is plenty for them and
// stops anyone from trying secrets in bulk.
const FEED_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/** Whether the client's If-None-Match names this ETag (or '*'); weak forms compare equal. */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (typeof header !== 'string') return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * GET /api/calendar/<secret>.ics: the person's calendar feed, no session needed (the secret in
 * the path is the credential). 404 when the address is unknown, replaced or revoked.
 */
export function registerCalendarFeedRoute(app: FastifyInstance, deps: AppDeps) {
  app.get<{ Params: { file: string } }>(
    '/api/calendar/:file',
    { config: { rateLimit: FEED_RATE_LIMIT } },
    async (request, reply) => {
      try {
        const file = request.params.file;
        const feed = file.endsWith('.ics')
          ? await renderFeed(deps.db, file.slice(0, -4), deps.config.publicUrl, deps.now())
          : null;
        if (!feed) return await reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
        // Per person and secret: a private cache may keep it, but must ask again each time.
        reply.header('cache-control', 'private, no-cache').header('etag', feed.etag);
        if (notModified(request, feed.etag)) return await reply.code(304).send();
        return await reply.code(200).type('text/calendar; charset=utf-8').send(feed.body);
      } catch (error) {
        return sendError(reply, error, request.id);
      }
    },
  );
}
