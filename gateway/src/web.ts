import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type Response } from 'express';
import { WEB_AREAS, type HelplineSettings, type RemotesManifest } from '@rescue/contracts';
import type { GatewayConfig } from './config';
import { sendJson } from './responses';

const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Rescue Network</title></head>
<body><main><h1>Rescue Network</h1>
<p>Report injured and stray street animals; NGOs and volunteers get them rescued.</p>
<p>The front end is not built yet: run <code>npm run build:web</code>.
The API is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></main></body></html>`;

/** Chunks are named `[name].[contenthash:12].js` by the shared webpack config. */
const CONTENT_HASHED = /\.[0-9a-f]{12}\.[a-z0-9]+$/;
/** A changed file must be seen on the next load (index.html, main.js, remoteEntry.js, manifests). */
const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * What /remotes.json answers: the remotes, the map tile settings every map reads, and the
 * helpline the banner, footer, call button and contact page show.
 */
interface WebManifest extends RemotesManifest {
  mapTileUrl: string;
  mapTileAttribution: string;
  helpline: HelplineSettings;
}

/** The CSP source of a tile URL template ({s} subdomains become *), if it is absolute. */
function tileSource(template: string): string | undefined {
  const probe = template.replace('{s}', 'tile-subdomain');
  return URL.canParse(probe) ? new URL(probe).origin.replace('tile-subdomain', '*') : undefined;
}

/**
 * The page's Content-Security-Policy: scripts and manifests from this origin and from any
 * remote moved elsewhere; inline styles because styled-components injects them at run time;
 * images also from the map tile server (which may be plain http on a closed network).
 */
export function contentSecurityPolicy(remoteEntries: string[], mapTileUrl: string): string {
  const origins = new Set<string>();
  for (const entry of remoteEntries) {
    if (URL.canParse(entry)) origins.add(new URL(entry).origin);
  }
  const code = ["'self'", ...origins].join(' ');
  const images = ["'self'", 'data:', 'blob:', 'https:', tileSource(mapTileUrl)];
  return [
    "default-src 'self'",
    `script-src ${code}`,
    `connect-src ${code}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.filter(Boolean).join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Serves the front end on the gateway's origin: the shell at /, each remote at
 * /remotes/<area>/, the remotes manifest (with the map tile settings) at /remotes.json, and
 * the shell's index.html for every other page path (the SPA's routes). Responses are
 * compressed (brotli or gzip); content-hashed chunks are cached for good, everything else is
 * revalidated.
 */
export function mountWeb(app: Express, config: GatewayConfig): void {
  const { web } = config;
  const csp = contentSecurityPolicy(Object.values(web.remoteEntries), web.mapTileUrl);
  const manifest: WebManifest = {
    remotes: Object.fromEntries(
      WEB_AREAS.map((area) => [area, { entry: web.remoteEntries[area] }]),
    ) as RemotesManifest['remotes'],
    mapTileUrl: web.mapTileUrl,
    mapTileAttribution: web.mapTileAttribution,
    helpline: web.helpline,
  };
  const setHeaders = (res: Response, file: string) => {
    res.setHeader('Cache-Control', CONTENT_HASHED.test(file) ? IMMUTABLE : REVALIDATE);
    if (file.endsWith('.html')) res.setHeader('Content-Security-Policy', csp);
  };
  const files = (dir: string) =>
    express.static(dir, { index: false, redirect: false, fallthrough: true, setHeaders });

  app.use(compression());
  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', REVALIDATE);
    res.json(manifest);
  });
  for (const area of WEB_AREAS) app.use(`/remotes/${area}`, files(web.remoteDirs[area]));
  app.use(files(web.shellDir));

  const indexFile = path.join(web.shellDir, 'index.html');
  app.use((req, res) => {
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !path.extname(req.path) &&
      !req.path.startsWith('/remotes/');
    if (!isPage) {
      sendJson(res, 404, { message: `No route for ${req.method} ${req.path}` });
      return;
    }
    res.setHeader('Cache-Control', REVALIDATE);
    res.setHeader('Content-Security-Policy', csp);
    // Checked per request: the front end may be built after the gateway started.
    if (existsSync(indexFile)) res.sendFile(indexFile);
    else res.type('html').send(PLACEHOLDER_PAGE);
  });
}
