import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyInstance } from 'fastify';
import { authRoutes } from './auth/index.js';
import { registerAgendaPdfRoute } from './features/agenda-pdf/agenda-pdf.route.js';
import { httpStatusOf } from './errors.js';
import { contextFor, type AppDeps } from './http/context.js';
import { registerRequestGuards } from './http/request-guards.js';
import { registerApiDocs } from './rest/docs.js';
import { registerRestRoutes } from './rest/routes.js';
import { appRouter, type AppRouter } from './router.js';

export interface BuildAppOptions extends Omit<AppDeps, 'now'> {
  now?: () => Date;
  logger?: boolean;
}

/** The whole HTTP surface: tRPC, the REST door, sign-in, health, and the built web app. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const deps: AppDeps = {
    db: options.db,
    config: options.config,
    now: options.now ?? (() => new Date()),
  };
  const { config } = deps;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
          },
    genReqId: () => randomUUID(),
    trustProxy: config.production,
    routerOptions: { maxParamLength: 200 },
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    hsts: config.publicUrl.startsWith('https:'),
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });

  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });

  registerRequestGuards(app, new URL(config.publicUrl).origin, [
    '/api/trpc',
    '/api/clubs',
    '/api/meetings',
    '/api/roles',
    '/api/rsvps',
    '/api/agenda-templates',
    '/api/menu-items',
    '/api/platform-settings',
    '/api/create-payment-intent',
    '/api/account',
  ]);

  app.get('/api/health', () => ({ status: 'ok' }));

  await app.register(authRoutes, { db: deps.db, config });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => contextFor(req, deps),
      maxBatchSize: 10,
      responseMeta({ errors }) {
        const unavailable = errors.some((error) => httpStatusOf(error.code) === 503);
        return unavailable ? { headers: { 'retry-after': '2' } } : {};
      },
      onError({ error, req }) {
        if (httpStatusOf(error.code) >= 500 && error.code !== 'SERVICE_UNAVAILABLE') {
          req.log.error({ err: error.cause ?? error }, 'procedure failed');
        }
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerRestRoutes(app, deps);
  registerAgendaPdfRoute(app, deps);
  await registerApiDocs(app);

  const webDist = config.webDist;
  if (webDist && existsSync(join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: 'index.html' });
    // Client-side routes: any other GET outside /api serves the app shell.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/api/'))
        return reply.sendFile('index.html');
      return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    });
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' }),
    );
  }

  app.setErrorHandler(
    (error: { statusCode?: number; message: string; code?: string }, request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 600
          ? error.statusCode
          : 500;
      if (status >= 500) request.log.error({ err: error }, 'unhandled error');
      return reply.code(status).send({
        message: status >= 500 ? 'Something went wrong on our side.' : error.message,
        code: error.code ?? 'ERROR',
        ...(status >= 500 ? { requestId: request.id } : {}),
      });
    },
  );

  return app;
}
