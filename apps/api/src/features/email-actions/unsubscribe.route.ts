import { emailActionTokenSchema } from '@lectern/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/context.js';
import * as service from './email-actions.service.js';

/** Per address: far above what a mail provider's one-click sends. */
const UNSUBSCRIBE_RATE = { max: 60, timeWindow: 60_000 };

/**
 * The `List-Unsubscribe` address of every e-mail. A mail client's one-click unsubscribe (RFC
 * 8058) POSTs `List-Unsubscribe=One-Click` as a form to it, from anywhere, without a session or
 * our CSRF header: the link's secret is the credential, and unsubscribing is all it can do.
 * Opened in a browser (GET) it shows the unsubscribe page, which changes nothing until its
 * button is pressed.
 */
export function registerUnsubscribeRoute(app: FastifyInstance, deps: AppDeps) {
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
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
        const result = await service.perform(deps.db, parsed.data.token, deps.now());
        if (result.outcome === 'invalid')
          return reply.code(404).send({ message: result.message, code: 'NOT_FOUND' });
        return reply.code(200).send({ message: result.message });
      },
    );
    done();
  });
}
