import { EMAIL_ACTION_TEXT, emailActionTokenSchema } from '@lectern/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/context.js';
import * as service from './email-actions.service.js';

/** Per address: far above what a mail provider's one-click sends. */
const UNSUBSCRIBE_RATE = { max: 60, timeWindow: 60_000 };

/** The two encodings RFC 8058 lets a mail provider post its one-click body in. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** Whether the posted form says `List-Unsubscribe=One-Click` (RFC 8058, section 3.1). */
async function isOneClickBody(body: unknown, contentType: string | undefined): Promise<boolean> {
  if (typeof body !== 'string' || !contentType) return false;
  try {
    const form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
    return form.getAll('List-Unsubscribe').includes('One-Click');
  } catch {
    return false;
  }
}

/**
 * The `List-Unsubscribe` address of every e-mail. A mail client's one-click unsubscribe (RFC
 * 8058) POSTs `List-Unsubscribe=One-Click` as a form to it, from anywhere, without a session or
 * our CSRF header: the link's secret is the credential. It only ever unsubscribes, and only with
 * a secret made for unsubscribing: another one-click link (an RSVP, a role) is not found here
 * and stays unused; a post without the one-click body is refused before the secret is looked up.
 * Opened in a browser (GET) it shows the unsubscribe page, which changes nothing until its
 * button is pressed.
 */
export function registerUnsubscribeRoute(app: FastifyInstance, deps: AppDeps) {
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      FORM_TYPES,
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, body),
    );
    scope.get<{ Params: { token: string } }>('/api/unsubscribe/:token', (request, reply) =>
      reply.redirect(`/respond/${encodeURIComponent(request.params.token)}`, 303),
    );
    scope.post<{ Params: { token: string } }>(
      '/api/unsubscribe/:token',
      { config: { rateLimit: UNSUBSCRIBE_RATE, postedFromOutside: true } },
      async (request, reply) => {
        const parsed = emailActionTokenSchema.safeParse({ token: request.params.token });
        if (!parsed.success)
          return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
        if (!(await isOneClickBody(request.body, request.headers['content-type'])))
          return reply
            .code(400)
            .send({ message: EMAIL_ACTION_TEXT.oneClickBodyMissing, code: 'BAD_REQUEST' });
        const result = await service.perform(deps.db, parsed.data.token, deps.now(), 'unsubscribe');
        if (result.outcome === 'invalid')
          return reply.code(404).send({ message: result.message, code: 'NOT_FOUND' });
        return reply.code(200).send({ message: result.message });
      },
    );
    done();
  });
}
