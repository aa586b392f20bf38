// A signing link's token opens the signing page by itself: the gateway's request log shows
// the path with ':token' in its place (issue 27, "signing-link tokens appear in request-path logs").
import pino from 'pino';
import { waitFor } from '@rescue/testkit/wait';
import { loadConfig, start, type RunningGateway } from '../src';
import { fakeService, rawRequest, type FakeService } from './support';

const TOKEN = 'Zx9-secret-signing-token_0123456789abcdef';

let docusign: FakeService;
let gateway: RunningGateway;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  docusign = await fakeService((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<p>signing page</p>');
    });
  });
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  gateway = await start(
    loadConfig({ PORT: '0', DOCUSIGN_URL: docusign.url, READINESS_INTERVAL_MS: '0' }),
    logger,
  );
});
afterAll(async () => {
  await gateway?.close();
  await docusign?.close();
});

test.each([
  ['GET', `/api/docusign/sign/${TOKEN}`, '/api/docusign/sign/:token'],
  ['POST', `/api/docusign/sign/${TOKEN}`, '/api/docusign/sign/:token'],
  ['GET', `/api/docusign/return/${TOKEN}?event=signing_complete`, '/api/docusign/return/:token'],
])('%s %s is logged as %s, without the token', async (method, path, logged) => {
  lines.length = 0;
  const res = await rawRequest(gateway.url, {
    method,
    path,
    ...(method === 'POST' && {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'fullName=A+B&consent=on',
    }),
  });
  expect(res.status).toBe(200);
  const entry = await waitFor(() => lines.find((line) => line.msg === 'request'), {
    what: 'the request log line',
  });
  expect(entry).toMatchObject({ method, path: logged, status: 200 });
  expect(JSON.stringify(lines)).not.toContain(TOKEN);
});

test('other paths are logged as they are', async () => {
  lines.length = 0;
  await rawRequest(gateway.url, { path: '/api/docusign/status' });
  const entry = await waitFor(() => lines.find((line) => line.msg === 'request'), {
    what: 'the request log line',
  });
  expect(entry.path).toBe('/api/docusign/status');
});
