import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import underPressure from '@fastify/under-pressure';
import { TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { SESSION_COOKIE } from '@lectern/auth';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  authRoutes,
  clearedSessionCookie,
  ENDS_BROWSER_SESSION,
  isMachineHost,
  machineHostnames,
} from './auth/index.js';
import { registerAgendaPdfRoute } from './features/agenda-pdf/agenda-pdf.route.js';
import { registerCalendarFeedRoute } from './features/calendar-feed/calendar-feed.route.js';
import { registerUnsubscribeRoute } from './features/email-actions/unsubscribe.route.js';
import { registerLiveEventsRoute } from './features/live/live-events.route.js';
import { registerProgressReportRoute } from './features/progress-report-pdf/progress-report.route.js';
import { fromDatabaseError, httpStatusOf, MESSAGES, RETRY_AFTER_SECONDS } from './errors.js';
import { contextFor, rateLimitKey, type AppDeps } from './http/context.js';
import type { AppConfig } from './config.js';
import { loggerOptions } from './http/logging.js';
import { preloadLinkHeader } from './http/page-preloads.js';
import { registerRequestGuards } from './http/request-guards.js';
import { securityHeaders } from './http/security-headers.js';
import { loadLiveState, type LiveState } from './features/live/live.service.js';
import { createLiveBus, type Listen, type LiveBus } from './live/bus.js';
import { registerApiDocs } from './rest/docs.js';
import { registerRestRoutes, sendError } from './rest/routes.js';
import { appRouter, type AppRouter } from './router.js';

/** Procedures one tRPC batch may call (the web client batches up to the same number). */
export const MAX_BATCH_SIZE = 10;
/**
 * A batch names its procedures in the URL path (`/api/trpc/a.b,c.d,…`): long enough for a full
 * batch of the longest names (Fastify's default, 100 characters, is refused with a 414).
 */
export const MAX_TRPC_PATH_LENGTH =
  MAX_BATCH_SIZE * (Math.max(...Object.keys(appRouter._def.procedures).map((p) => p.length)) + 1);

export interface BuildAppOptions extends Omit<AppDeps, 'now' | 'live'> {
  /**
   * LISTEN on the database (the DbHandle's `listen`): how live consoles hear changes made on
   * any instance. Without it a console stream sends its first state only.
   */
  listen?: Listen | undefined;
  now?: () => Date;
  logger?: boolean;
  /** Where the JSON log lines go (default stdout); tests read them back. */
  logStream?: DestinationStream;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every POST/PUT/PATCH/DELETE to a route under /api changes state, on both doors: it passes the
 * request guards (JSON only, CSRF) and the mutation rate limit, so a new route is guarded without
 * being listed anywhere. Decided by the route that matched (its registered URL and options),
 * never by the raw URL, which the router decodes (`/%61pi/…`, absolute form) before it picks the
 * route (decision 055). A change no route takes is refused the same way, so the answer tells
 * nothing about which paths exist.
 */
function isMutation(request: FastifyRequest): boolean {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  const route = request.routeOptions.url;
  if (route === undefined) return true;
  return route.startsWith('/api/') && request.routeOptions.config.postedFromOutside !== true;
}

/** API answers are per person: never cached. Also a change no route took (decision 055). */
function isApiAnswer(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route === undefined ? UNSAFE_METHODS.has(request.method) : route.startsWith('/api/');
}

/** Each built app's live bus, for the benchmark and leak checks (`liveBusOf`). */
const liveBuses = new WeakMap<FastifyInstance, LiveBus<LiveState>>();

/** The live bus of an app `buildApp` made: its open streams (`subscriberCount`). */
export function liveBusOf(app: FastifyInstance): LiveBus<LiveState> | undefined {
  return liveBuses.get(app);
}

/** The whole HTTP surface: tRPC, the REST door, sign-in, health, and the built web app. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const live = createLiveBus<LiveState>({
    listen: options.listen,
    // A meeting deleted meanwhile has no console left to update.
    load: (meetingId) => loadLiveState(options.db, meetingId).catch(() => null),
    onError: (error) => app.log.error({ err: error }, 'live console update failed'),
  });
  const deps: AppDeps = {
    db: options.db,
    config: options.config,
    now,
    wakeWorker: options.wakeWorker,
    live,
  };
  const { config } = deps;
  const endedSession = clearedSessionCookie(config);
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    genReqId: () => randomUUID(),
    // Off unless TRUST_PROXY names the proxies: X-Forwarded-For is whatever the client wrote.
    trustProxy: trustedProxies(config.trustProxy),
    routerOptions: { maxParamLength: MAX_TRPC_PATH_LENGTH },
  });
  liveBuses.set(app, live);

  // Set before any route: a route keeps the error handler in place when it was registered.
  app.setErrorHandler(
    (error: { statusCode?: number; message: string; code?: string }, request, reply) => {
      // Errors raised before a handler (the rate limiter's caller lookup) speak the vocabulary too.
      const known = error instanceof TRPCError ? error : fromDatabaseError(error);
      if (known) return sendError(reply, known, request.id);
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 600
          ? error.statusCode
          : 500;
      if (status === 503) {
        // Under pressure (@fastify/under-pressure): a retry soon, no internals.
        if (!reply.hasHeader('retry-after')) reply.header('retry-after', RETRY_AFTER_SECONDS);
        return reply.code(503).send({ message: MESSAGES.unavailable, code: 'SERVICE_UNAVAILABLE' });
      }
      if (status >= 500) request.log.error({ err: error }, 'unhandled error');
      return reply.code(status).send({
        message: status >= 500 ? MESSAGES.internal : error.message,
        code: error.code ?? 'ERROR',
        ...(status >= 500 ? { requestId: request.id } : {}),
      });
    },
  );

  const headers = securityHeaders({
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
  // API answers are never cached (they are per person); the web app's files may be.
  const apiHeaders = Object.freeze({ ...headers, 'cache-control': 'no-store' });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request) ? apiHeaders : headers);
    done();
  });
  // Ahead of the routes and the rate limiter: an overloaded process refuses new work quickly
  // (503 + Retry-After) instead of queueing it.
  await app.register(underPressure, {
    maxEventLoopDelay: config.pressure.maxEventLoopDelayMs,
    maxHeapUsedBytes: config.pressure.maxHeapUsedBytes,
    retryAfter: RETRY_AFTER_SECONDS,
  });
  await app.register(cookie);
  await registerCompression(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), {
        statusCode: context.statusCode,
        code: 'TOO_MANY_REQUESTS',
      }),
  });

  // The limit first: refused changes count too, and every answer to one carries its headers.
  registerMutationRateLimit(app, deps);
  // Outside production an Origin naming the host the request came to passes when that host is
  // one of this machine's own addresses (decision 028); production trusts no Host header.
  const ownHostnames = machineHostnames();
  registerRequestGuards(
    app,
    new URL(config.publicUrl).origin,
    isMutation,
    config.production ? undefined : (host) => isMachineHost(host, ownHostnames),
  );

  app.get('/api/health', () => ({ status: 'ok' }));

  // Open live streams end at once when the server stops (their clients reconnect elsewhere);
  // otherwise close() would wait for every watcher to leave.
  app.addHook('preClose', async () => {
    await live.close();
  });

  await app.register(authRoutes, { db: deps.db, config });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/api/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) => contextFor(req, deps),
      maxBatchSize: MAX_BATCH_SIZE,
      responseMeta({ errors, paths }) {
        if (errors.some((error) => httpStatusOf(error.code) === 503))
          return { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } };
        // Whole batches only: a failed call beside it leaves the cookie (the session has ended).
        if (errors.length === 0 && paths?.includes(ENDS_BROWSER_SESSION))
          return { headers: { 'set-cookie': endedSession } };
        return {};
      },
      onError({ error, req }) {
        // tRPC's own status: a wrong method (405) is the client's mistake, not a failure.
        if (getHTTPStatusCodeFromError(error) >= 500 && error.code !== 'SERVICE_UNAVAILABLE') {
          req.log.error({ err: error.cause ?? error }, 'procedure failed');
        }
      },
    },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);

  registerRestRoutes(app, deps);
  registerAgendaPdfRoute(app, deps);
  registerCalendarFeedRoute(app, deps);
  registerUnsubscribeRoute(app, deps);
  registerProgressReportRoute(app, deps);
  registerLiveEventsRoute(app, deps);
  await registerApiDocs(app);

  const webDist = config.webDist;
  if (webDist && existsSync(join(webDist, 'index.html'))) {
    await app.register(fastifyStatic, webStaticOptions(webDist));
    // '/' to a browser without a session: the shell with the landing page already rendered in
    // it (landing.html, written by the web build), painted before the app's scripts run. With
    // a session cookie (valid or not, the app decides), the plain shell.
    const landing = existsSync(join(webDist, LANDING_PAGE)) ? LANDING_PAGE : 'index.html';
    app.get('/', (request, reply) =>
      reply.sendFile(request.cookies[SESSION_COOKIE] === undefined ? landing : 'index.html'),
    );
    // Client-side routes: any other GET outside /api serves the app shell.
    app.setNotFoundHandler((request, reply) => {
      // A missing hashed file stays a 404: the shell in its place would be cached as a script.
      if (
        request.method === 'GET' &&
        !request.url.startsWith('/api/') &&
        !request.url.startsWith('/assets/')
      )
        return reply.sendFile('index.html');
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ message: 'Not found', code: 'NOT_FOUND' });
    });
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply
        .code(404)
        .header('cache-control', 'no-store')
        .send({ message: 'Not found', code: 'NOT_FOUND' }),
    );
  }

  return app;
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A hop count as the function Fastify makes of one (its
 * types omit the number form): the nearest `hops` addresses are proxies, the next is the client.
 */
function trustedProxies(setting: AppConfig['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** The shell with the signed-out landing page rendered in it (apps/web/prerender-landing.ts). */
const LANDING_PAGE = 'landing.html';
/** An HTML page, or its compressed copy. */
const PAGE = /\.html(?:\.br|\.gz)?$/;
/** Files under /assets/ carry a content hash in their name: they never change, so keep them. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The shell and the few unhashed files: always asked again (a 304 when unchanged). */
const REVALIDATE = 'no-cache';

/**
 * The built web app (decision 029): the .br/.gz files the build wrote beside each file are sent
 * by Accept-Encoding (`preCompressed`), hashed assets cached for a year, everything else
 * revalidated so a new release is seen at once. A page carries what its head loads as a `Link`
 * header (read once from the built page), so the browser asks for it before parsing the page.
 */
function webStaticOptions(root: string) {
  const assets = `${join(root, 'assets')}/`;
  const preloads = new Map(
    ['index.html', LANDING_PAGE]
      .filter((page) => existsSync(join(root, page)))
      .map((page) => [page, preloadLinkHeader(readFileSync(join(root, page), 'utf8'))] as const),
  );
  return {
    root,
    wildcard: false,
    // '/' has its own route (the landing or the shell, by session cookie).
    index: false as const,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (res: { setHeader(name: string, value: string): unknown }, path: string) => {
      res.setHeader('cache-control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE);
      // The same URL answers differently by Accept-Encoding (and '/' by session cookie);
      // caches must keep them apart.
      res.setHeader('vary', PAGE.test(path) ? 'accept-encoding, cookie' : 'accept-encoding');
      const links = preloads.get(basename(path).replace(/\.(?:br|gz)$/, ''));
      if (links) res.setHeader('link', links);
    },
  };
}

/** JSON answers past this size are compressed on the fly (smaller ones gain less than they cost). */
const COMPRESS_THRESHOLD_BYTES = 1400;

/**
 * Large JSON answers compressed by Accept-Encoding (decision 029). Brotli at quality 4: near
 * gzip's speed with a smaller result; the default (11) is meant for files compressed once.
 */
async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // JSON, and what mime-db calls compressible (text); not the plugin's default octet-stream.
    // The web app's files come precompressed (their Content-Encoding set, so left alone).
    customTypes: (type: string) => /^application\/json\b/i.test(type),
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/**
 * The rate limit on mutations of both doors: per signed-in person (so a club sharing
 * one address is not throttled together), per IP when signed out; 429 with `Retry-After`.
 * Sign-in routes have their own per-IP limit (auth/routes.ts).
 */
function registerMutationRateLimit(app: FastifyInstance, deps: AppDeps) {
  const { mutations } = deps.config.rateLimits;
  const limiter = app.rateLimit({
    max: mutations.max,
    timeWindow: mutations.windowMs,
    keyGenerator: (request) => rateLimitKey(request, deps),
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!isMutation(request)) return done();
    limiter.call(app, request, reply).then(() => done(), done);
  });
}
