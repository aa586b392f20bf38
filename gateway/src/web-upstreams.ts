import http from 'node:http';
import https from 'node:https';
import type { Express, NextFunction, Request, Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { WEB_AREAS, type WebArea } from '@rescue/contracts';
import type { GatewayConfig } from './config';
import { answerUpstreamFailure } from './responses';
import { contentSecurityPolicy } from './web';

/**
 * Where the front end comes from when it runs in containers of its own (docker-compose.yml):
 * SHELL_UPSTREAM serves the shell (its index.html for every page path, its chunks), and
 * REMOTE_<AREA>_UPSTREAM serves one remote's build, reached at /remotes/<area>/. Unset, the
 * gateway serves that part from disk (web.ts). Each value is a base URL, e.g. http://shell:8080.
 */
export interface WebUpstreams {
  shell?: string;
  remotes: Partial<Record<WebArea, string>>;
}

export function loadWebUpstreams(env: NodeJS.ProcessEnv = process.env): WebUpstreams {
  const remotes: Partial<Record<WebArea, string>> = {};
  for (const area of WEB_AREAS) {
    const url = upstreamUrl(env, `REMOTE_${area.toUpperCase()}_UPSTREAM`);
    if (url) remotes[area] = url;
  }
  return { shell: upstreamUrl(env, 'SHELL_UPSTREAM'), remotes };
}

function upstreamUrl(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw new Error(`${name} must be an http(s) base URL such as http://shell:8080, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

/**
 * Proxies the front end to its own servers when SHELL_UPSTREAM / REMOTE_<AREA>_UPSTREAM are
 * set: GET and HEAD of /remotes/<area>/* go to that remote's server (the prefix removed), and
 * every other GET or HEAD outside /api, /internal and /remotes(.json) to the shell's server,
 * which answers page paths with its index.html. The upstreams set the caching headers (see
 * deploy/web/*.conf); the gateway adds its security headers and, on pages, the CSP. What no
 * upstream takes falls through to mountWeb: /remotes.json, other methods, areas served from
 * disk. Mount it before mountWeb.
 */
export function mountWebUpstreams(
  app: Express,
  config: GatewayConfig,
  env: NodeJS.ProcessEnv = process.env,
): void {
  const upstreams = loadWebUpstreams(env);
  if (!upstreams.shell && Object.keys(upstreams.remotes).length === 0) return;
  const csp = contentSecurityPolicy(Object.values(config.web.remoteEntries), config.web.mapTileUrl);
  const agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };

  const proxyTo = (target: string, part: string) => {
    const proxy = createProxyMiddleware<Request, Response>({
      target,
      changeOrigin: true,
      xfwd: false,
      agent: target.startsWith('https:') ? agents.https : agents.http,
      proxyTimeout: 15_000,
      timeout: 15_000,
      on: {
        proxyRes: (proxyRes) => {
          if (/^text\/html\b/i.test(proxyRes.headers['content-type'] ?? '')) {
            proxyRes.headers['content-security-policy'] = csp;
          }
        },
        error: (_err, _req, res) =>
          answerUpstreamFailure(res, 503, `The ${part} is unavailable, please try again shortly`, {
            'Cache-Control': 'no-store',
          }),
      },
    });
    return (req: Request, res: Response, next: NextFunction) => {
      if (!isRead(req)) return next();
      void proxy(req, res, next);
    };
  };

  for (const area of WEB_AREAS) {
    const target = upstreams.remotes[area];
    if (target) app.use(`/remotes/${area}`, proxyTo(target, `${area} area`));
  }
  if (upstreams.shell) {
    const shell = proxyTo(upstreams.shell, 'front end');
    app.use((req, res, next) => {
      if (req.path === '/remotes.json' || req.path.startsWith('/remotes/')) return next();
      shell(req, res, next);
    });
  }
}
