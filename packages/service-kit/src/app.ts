import { randomUUID } from 'node:crypto';
import Koa from 'koa';
import Router from '@koa/router';
import { koaBody } from 'koa-body';
import type { Db } from 'mongodb';
import {
  BODY_TOO_LARGE_MESSAGE,
  JSON_BODY_MAX_BYTES,
  OPERATIONS,
  pathForLog,
} from '@rescue/contracts';
import { authenticate, type ServiceState } from './auth';
import { HttpError, STORAGE_FULL_MESSAGE, databaseUnavailable } from './errors';
import { countInternalFailuresIn } from './internal-client';
import { createMetrics, UNMATCHED_ROUTE, type Logger, type Metrics } from '@rescue/process-kit';
import { databaseAnswers, databaseError, isStorageFull, storageIsFull } from './mongo';
import { answerInTheirLanguage } from './language';
import type { ServiceBuild } from './run';
import { remoteSessions, type SessionVerifier } from './session-check';

export interface ServiceAppOptions {
  serviceName: string;
  jwtPublicKey: string;
  /** Says whether a token's session is live and whose it is now (remoteSessionVerifier, or auth's own). */
  sessions: SessionVerifier;
  logger: Logger;
  db: Db;
  /** Mounted in order after the shared middleware. */
  routers: Router<ServiceState>[];
  /** Extra headers or overrides, e.g. a page that needs its own CSP. */
  securityHeaders?: Record<string, string>;
  /**
   * Why the service cannot do its work yet though its database answers (e.g. an in-memory
   * index still being built), or undefined: /readyz answers 503 with it meanwhile.
   */
  notReadyBecause?: () => string | undefined;
  /** Served at GET /metrics; by default a fresh registry named after the service. */
  metrics?: Metrics;
}

export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Cache-Control': 'no-store',
};

/**
 * /readyz's answer while a service is not ready yet, before its app is built (runService's
 * startingAnswer) and after (a working set still building: notReadyBecause): 503 with it.
 */
export function startingReadiness(service: string, message: string) {
  return { status: 'starting', service, message } as const;
}

/** /healthz's answer (liveness: the process is up), the same before the app is built and after. */
export function liveness(service: string) {
  return { status: 'ok', service } as const;
}

/**
 * The one middleware order every service uses: request id and timing (one log line and one
 * metrics sample per request), the answer's language and error code, error handler, security
 * headers, body parsing, auth, health and metrics, routes.
 */
export function createServiceApp(options: ServiceAppOptions): Koa<ServiceState> {
  const app = new Koa<ServiceState>();
  app.proxy = false;
  const { logger } = options;
  const metrics = options.metrics ?? createMetrics(options.serviceName);
  countInternalFailuresIn(metrics, logger);

  app.use(async (ctx, next) => {
    const started = performance.now();
    const incoming = ctx.get('x-request-id');
    ctx.state.requestId = /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
    } finally {
      // The route pattern, never the raw path: one series per route, whatever the ids.
      const route = ctx._matchedRoute === undefined ? UNMATCHED_ROUTE : String(ctx._matchedRoute);
      metrics.observe(ctx.method, route, ctx.status, (performance.now() - started) / 1000);
      logger.info(
        {
          reqId: ctx.state.requestId,
          method: ctx.method,
          path: pathForLog(ctx.path), // a signing link's token is a secret
          status: ctx.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  });

  app.use(answerInTheirLanguage());

  app.use(async (ctx, next) => {
    try {
      await next();
      // A method the path does not serve: 405 with the router's Allow header, as JSON. The
      // router's 501 for a method no route implements (TRACE, PROPFIND...) is the client's
      // mistake too, not a fault. (It reached clients as a 500, and 405s had no Allow
      // header: found by the schemathesis fuzz, e2e/reliability/schemathesis.test.ts.)
      narrowAllow(ctx);
      const wrongMethod = (ctx.status === 405 || ctx.status === 501) && !ctx.body;
      if (wrongMethod && ctx.response.get('Allow')) {
        ctx.status = 405;
        ctx.body = { message: 'Method not allowed' };
      } else if ((ctx.status === 404 && ctx.body === undefined) || wrongMethod) {
        ctx.status = 404;
        ctx.body = { message: `No route for ${ctx.method} ${ctx.path}` };
      }
    } catch (error) {
      const { status, message, headers } = toClientError(error);
      // A 503 is a passing condition (database or a peer away), not a fault: a warning. A
      // full disk is logged once by the storage watch, not once per refused write.
      if (status === 503) {
        if (!isStorageFull(error))
          logger.warn({ reqId: ctx.state.requestId, err: error }, 'unavailable');
      } else if (status >= 500)
        logger.error({ reqId: ctx.state.requestId, err: error }, 'request failed');
      ctx.status = status;
      ctx.set(headers);
      ctx.body = { message };
    }
  });

  app.use(async (ctx, next) => {
    ctx.set({ ...SECURITY_HEADERS, ...options.securityHeaders });
    await next();
  });

  // A body answered before it was all read (refused past its limit, malformed, an upload cut
  // short) stays on the connection, and the next request sent there would be read after it,
  // that is never: close the connection after such an answer instead of keeping it alive.
  app.use(async (ctx, next) => {
    try {
      await next();
    } finally {
      if (!ctx.req.complete) ctx.set('Connection', 'close');
    }
  });

  app.use(
    koaBody({
      json: true,
      // The gateway enforces the same limit first; this guards direct calls between services.
      // Counted on the inflated body (co-body inflates before it counts): a gzip bomb stops here.
      jsonLimit: JSON_BODY_MAX_BYTES,
      jsonStrict: true,
      urlencoded: true,
      formLimit: '64kb',
      text: false,
      multipart: false,
    }),
  );

  app.use(authenticate(options.jwtPublicKey, options.sessions));

  // Not under /api: the gateway forwards only /api/*, so none of these is public.
  const health = new Router<ServiceState>();
  // Liveness: the process serves requests. No database ping, so a database outage never
  // gets a healthy service restarted; readiness says whether it can do its work.
  health.get('/healthz', (ctx) => {
    ctx.body = liveness(options.serviceName);
  });
  health.get('/readyz', async (ctx) => {
    if (await databaseAnswers(options.db)) {
      const reason = options.notReadyBecause?.();
      if (reason === undefined) {
        // Still ready with a full disk: reads are served, and only writes get a 503.
        ctx.body = storageIsFull()
          ? {
              status: 'ready',
              service: options.serviceName,
              storage: 'full',
              message: STORAGE_FULL_MESSAGE,
            }
          : { status: 'ready', service: options.serviceName };
      } else {
        ctx.status = 503;
        ctx.set('Retry-After', '1');
        ctx.body = startingReadiness(options.serviceName, reason);
      }
      return;
    }
    const { status, message, headers } = databaseUnavailable();
    ctx.status = status;
    ctx.set(headers);
    ctx.body = { status: 'unavailable', service: options.serviceName, message };
  });
  health.get('/metrics', async (ctx) => {
    ctx.type = metrics.contentType;
    ctx.body = await metrics.render();
  });
  app.use(health.routes());

  for (const router of options.routers) {
    app.use(router.routes());
    // Sets 405 and Allow for a method the path does not serve (answered as JSON above).
    app.use(router.allowedMethods());
  }
  return app;
}

/**
 * createServiceApp for a service other than auth, from what runService gave its build: its
 * name, key, database and logger, and the session check that follows auth's session ends
 * (remoteSessions), unless it brings the one it also uses elsewhere (its event streams).
 */
export function remoteServiceApp(
  { config, mongo, logger, onClosing }: Omit<ServiceBuild, 'onClose'>,
  options: Omit<
    ServiceAppOptions,
    'serviceName' | 'jwtPublicKey' | 'logger' | 'db' | 'sessions'
  > & {
    sessions?: SessionVerifier;
  },
): Koa<ServiceState> {
  return createServiceApp({
    serviceName: config.serviceName,
    jwtPublicKey: config.jwtPublicKey,
    logger,
    db: mongo.db,
    ...options,
    sessions: options.sessions ?? remoteSessions(config, { logger, onClosing }),
  });
}

/** Maps any thrown value to what the client may see; internals never leak. */
export function toClientError(error: unknown): {
  status: number;
  message: string;
  headers: Record<string, string>;
} {
  const known = databaseError(error) ?? error;
  if (known instanceof HttpError)
    return { status: known.status, message: known.message, headers: known.headers };
  const candidate = error as {
    status?: number;
    statusCode?: number;
    message?: string;
    type?: string;
    expose?: boolean;
  };
  const status = candidate.status ?? candidate.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 413) return { status, message: BODY_TOO_LARGE_MESSAGE, headers: {} };
    if (status === 415) return { status, message: 'Unsupported content type', headers: {} };
    if (status === 405) return { status, message: 'Method not allowed', headers: {} };
    if (
      candidate.type === 'entity.parse.failed' ||
      /JSON|Unexpected token|invalid/i.test(candidate.message ?? '')
    ) {
      return { status: 400, message: 'Malformed JSON body', headers: {} };
    }
    return {
      status,
      message: candidate.expose && candidate.message ? candidate.message : 'Bad request',
      headers: {},
    };
  }
  return { status: 500, message: 'Internal server error', headers: {} };
}

/** The methods of each path the table names without parameters (/api/incidents/assess). */
const LITERAL_PATH_METHODS = new Map<string, Set<string>>();
for (const spec of Object.values(OPERATIONS) as { method: string; path: string }[]) {
  if (spec.path.includes('{')) continue;
  const methods = LITERAL_PATH_METHODS.get(spec.path) ?? new Set<string>();
  methods.add(spec.method.toUpperCase());
  if (spec.method.toUpperCase() === 'GET') methods.add('HEAD');
  LITERAL_PATH_METHODS.set(spec.path, methods);
}

/**
 * The router's Allow names every route the path matches, so /api/incidents/assess (POST) also
 * offered GET from /api/incidents/{id}; a path the table names literally is that operation's
 * alone, so its Allow lists only its own methods (found by schemathesis, ST205).
 */
function narrowAllow(ctx: Koa.Context): void {
  if (!ctx.response.get('Allow')) return;
  const methods = LITERAL_PATH_METHODS.get(ctx.path);
  if (methods) ctx.set('Allow', [...methods].join(', '));
}
