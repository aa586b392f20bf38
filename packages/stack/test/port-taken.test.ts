import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SERVICE_NAMES } from '@rescue/contracts';
import { startStack } from '../src/orchestrator';

// The stack picks its ports first and its processes bind them seconds later, so another
// program (another stack's service, in parallel test files) can hold one meanwhile. That
// program answered the readiness probe, the stack took it for its own service and routed to
// it: the full-restart test once got a 404 for its own incident. Here a stand-in takes the
// incidents service's port: the stack must refuse to start rather than route to it.

const ports = jest.requireActual<typeof import('../src/ports')>('../src/ports');
let takenPort = 0;
let calls = 0;
jest.mock('../src/ports', () => ({
  ...jest.requireActual('../src/ports'),
  // With a database given, the stack asks for the services' ports in SERVICE_NAMES order.
  freePort: (host?: string) => {
    calls += 1;
    return calls === 1 + SERVICE_NAMES.indexOf('incidents') ? takenPort : ports.freePort(host);
  },
}));

jest.setTimeout(120_000);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rescue-port-taken-'));
let stranger: Server | undefined;
const strangerHits: string[] = [];
afterAll(async () => {
  await new Promise((resolve) => stranger?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

test("a service whose port another program holds fails the start; that program's answers never pass for it", async () => {
  // Ready to every probe, and "not found" for everything else, as another service would be.
  stranger = createServer((req, res) => {
    strangerHits.push(`${req.method} ${req.url}`);
    const probe = req.url === '/readyz' || req.url === '/healthz';
    res.writeHead(probe ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(probe ? { status: 'ready' } : { message: 'Not Found' }));
  });
  await new Promise<void>((resolve) => stranger!.listen(0, '127.0.0.1', resolve));
  takenPort = (stranger.address() as AddressInfo).port;

  const prefix = `p${randomBytes(4).toString('hex')}`;
  const logs: string[] = [];
  const started = startStack({
    port: 0,
    dataDir,
    mongoUrl: process.env.MONGO_URL!,
    env: Object.fromEntries(SERVICE_NAMES.map((s) => [`${s.toUpperCase()}_DB`, `${prefix}_${s}`])),
    log: (line) => logs.push(line),
  });
  const outcome = await started.then(
    async (stack) => {
      await stack.stop();
      return 'started';
    },
    (error: unknown) => String(error),
  );

  expect(outcome).toMatch(/incidents exited during start-up/);
  expect(logs.join('\n')).toMatch(/EADDRINUSE/);
  // Probed, perhaps, but nothing was ever routed there.
  expect(strangerHits.filter((hit) => hit.includes('/api/'))).toEqual([]);
});
