// A signing link's token opens the signing page by itself: a service's request log shows the
// path with ':token' in its place (issue 27, "signing-link tokens appear in request-path logs").
import pino from 'pino';
import { request } from '@rescue/testkit/http';
import { Router, type ServiceState } from '../src';
import { listenProbeApp, type ProbeApp } from './probe-app';

const TOKEN = 'Zx9-secret-signing-token_0123456789abcdef';

let probe: ProbeApp;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  const routes = new Router<ServiceState>({ prefix: '/api/docusign' });
  routes.get('/sign/:token', (ctx) => {
    ctx.body = { page: 'signing' };
  });
  routes.get('/status', (ctx) => {
    ctx.body = { status: 'ok' };
  });
  probe = await listenProbeApp({
    logger: pino(
      { level: 'info' },
      { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    ),
    routers: [routes],
  });
});
afterAll(() => probe.close());

test.each([
  [`/api/docusign/sign/${TOKEN}`, 200, '/api/docusign/sign/:token'],
  // Unknown to this router, but still a link's token: not logged either.
  [`/api/docusign/return/${TOKEN}`, 404, '/api/docusign/return/:token'],
  ['/api/docusign/status', 200, '/api/docusign/status'],
])('GET %s is logged as its path with any token replaced', async (path, status, logged) => {
  lines.length = 0;
  const res = await request(probe.origin, 'GET', path);
  expect(res.status).toBe(status);
  // The line is written before the answer is sent (the first middleware's finally).
  const entry = lines.find((line) => line.msg === 'request');
  expect(entry).toMatchObject({ method: 'GET', path: logged, status });
  expect(JSON.stringify(lines)).not.toContain(TOKEN);
});
