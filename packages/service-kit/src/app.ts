import { randomUUID } from 'node:crypto';
import Koa from 'koa';
import Router from '@koa/router';
import { koaBody } from 'koa-body';
import type { Db } from 'mongodb';
import { authenticate, type ServiceState } from './auth';
import { HttpError } from './errors';
import type { Logger } from './logger';

export interface ServiceAppOptions {
  serviceName: string;
  jwtPublicKey: string;
  logger: Logger;
  db: Db;
  /** Mounted in order after the shared middleware. */
  routers: Router<ServiceState>[];
  /** Extra headers or overrides, e.g. a page that needs its own CSP. */
  securityHeaders?: Record<string, string>;
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
 * The one middleware order every service uses: request id and timing (one log line per
 * request), error handler, security headers, body parsing, auth, health, routes.
 */
export function createServiceApp(options: ServiceAppOptions): Koa<ServiceState> {
  const app = new Koa<ServiceState>();
  app.proxy = false;
  const { logger } = options;

  app.use(async (ctx, next) => {
    const started = performance.now();
    const incoming = ctx.get('x-request-id');
    ctx.state.requestId = /^[\w.-]{1,128}$/.test(incoming) ? incoming : randomUUID();
    ctx.set('X-Request-Id', ctx.state.requestId);
    try {
      await next();
    } finally {
      logger.info(
        {
          reqId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
          status: ctx.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
        },
        'request',
      );
    }
  });

  app.use(async (ctx, next) => {
    try {
      await next();
      // A method the path does not serve: 405 with the router's Allow header, as JSON. The
      // router's 501 for a method no route implements (TRACE, PROPFIND...) is the client's
      // mistake too, not a fault. (It reached clients as a 500, and 405s had no Allow
      // header: found by the schemathesis fuzz, e2e/reliability/schemathesis.test.ts.)
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
      if (status >= 500) logger.error({ reqId: ctx.state.requestId, err: error }, 'request failed');
      ctx.status = status;
      ctx.set(headers);
      ctx.body = { message };
    }
  });

  app.use(async (ctx, next) => {
    ctx.set({ ...SECURITY_HEADERS, ...options.securityHeaders });
    await next();
  });

  app.use(
    koaBody({
      json: true,
      jsonLimit: '1mb',
      jsonStrict: true,
      urlencoded: true,
      formLimit: '64kb',
      text: false,
      multipart: false,
    }),
  );

  app.use(authenticate(options.jwtPublicKey));

  const health = new Router<ServiceState>();
  health.get('/healthz', async (ctx) => {
    try {
      await options.db.command({ ping: 1 });
      ctx.body = { status: 'ok', service: options.serviceName };
    } catch {
      ctx.status = 503;
      ctx.body = {
        status: 'unavailable',
        service: options.serviceName,
        message: 'Database unreachable',
      };
    }
  });
  app.use(health.routes());

  for (const router of options.routers) {
    app.use(router.routes());
    // Sets 405 and Allow for a method the path does not serve (answered as JSON above).
    app.use(router.allowedMethods());
  }
  return app;
}

/** Maps any thrown value to what the client may see; internals never leak. */
export function toClientError(error: unknown): {
  status: number;
  message: string;
  headers: Record<string, string>;
} {
  if (error instanceof HttpError)
    return { status: error.status, message: error.message, headers: error.headers };
  const candidate = error as {
    status?: number;
    statusCode?: number;
    message?: string;
    type?: string;
    expose?: boolean;
  };
  const status = candidate.status ?? candidate.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 413) return { status, message: 'Request body is too large', headers: {} };
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
