import { existsSync } from 'node:fs';
import type { Express } from 'express';
import type { GatewayConfig } from './config';

const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Rescue Network</title></head>
<body><main><h1>Rescue Network</h1>
<p>Report injured and stray street animals; NGOs and volunteers get them rescued.</p>
<p>The API is at <a href="/api/openapi.json">/api/openapi.json</a>.</p></main></body></html>`;

/** Serves the front end; until one is built, a short page naming the app. */
export function mountWeb(app: Express, config: GatewayConfig): void {
  if (config.webRoot && existsSync(config.webRoot)) {
    // Front-end serving (shell, remotes, manifest) is added with the front end.
  }
  app.use((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(404).json({ message: `No route for ${req.method} ${req.path}` });
      return;
    }
    res.setHeader('Content-Security-Policy', "default-src 'self'");
    res.type('html').send(PLACEHOLDER_PAGE);
  });
}
