// The kit when the database or a peer is away: a quick 503 with Retry-After (never a 500
// after a long wait), liveness vs readiness, recovery on its own, and the metrics endpoint.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { startFerretDb, type RunningFerretDb } from '@rescue/stack/ferretdb';
import { generateSecrets } from '@rescue/stack/keys';
import { freePort } from '@rescue/stack/ports';
import { request } from '@rescue/testkit/http';
import { waitFor } from '@rescue/testkit/wait';
import {
  HttpError,
  MONGO_CLIENT_OPTIONS,
  Router,
  callInternal,
  connectMongo,
  createLogger,
  createServiceApp,
  databaseUnavailable,
  loadBaseConfig,
  runService,
  type ServiceState,
} from '../src';
import { probeApp } from './probe-app';

const { jwtPublicKey } = generateSecrets();
const DB_DOWN = databaseUnavailable().message;
const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** A kit app on a free port: GET /api/things/:id reads the database, GET /api/peer calls `peer`. */
async function serve(
  db: Db,
  peer = 'http://127.0.0.1:9',
  notReadyBecause?: () => string | undefined,
): Promise<string> {
  const routes = new Router<ServiceState>();
  routes.get('/api/things/:id', async (ctx) => {
    const thing = await db.collection<{ _id: string }>('things').findOne({ _id: ctx.params.id });
    ctx.body = { thing };
  });
  routes.get('/api/peer', async (ctx) => {
    ctx.body = await callInternal(peer, '/internal/thing', { internalApiKey: 'k' });
  });
  const app = createServiceApp({
    serviceName: 'kit-test',
    jwtPublicKey,
    sessions: async () => null,
    logger: createLogger('kit-test', 'silent'),
    db,
    notReadyBecause,
    routers: [routes],
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function client(url: string): MongoClient {
  const mongo = new MongoClient(url, MONGO_CLIENT_OPTIONS);
  closers.push(() => mongo.close());
  return mongo;
}

const dbName = () => `kit_${Math.random().toString(36).slice(2, 10)}`;

/**
 * "Quick" is the kit's 1 s server selection (MONGO_CLIENT_OPTIONS, checked below) against the
 * driver's default 30 s wait. A measured bound of a third of that tells the two apart without
 * failing on a loaded machine, where the 1 s wait and the request around it can take several.
 */
const DRIVER_DEFAULT_WAIT_MS = 30_000;
const QUICK_MS = DRIVER_DEFAULT_WAIT_MS / 3;

async function timed<T>(call: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await call();
  return { ms: performance.now() - started, result };
}

function expectDatabaseDown(res: { status: number; headers: Headers; body: unknown }) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('2');
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(res.body).toMatchObject({ message: DB_DOWN });
}

test('with the database unreachable: 503 with Retry-After within ~1 s, alive but not ready', async () => {
  // Nothing listens there: every connection is refused.
  const url = await serve(client(`mongodb://127.0.0.1:${await freePort()}/`).db(dbName()));

  expect(MONGO_CLIENT_OPTIONS.serverSelectionTimeoutMS).toBeLessThanOrEqual(1000);
  const { ms, result } = await timed(() => request(url, 'GET', '/api/things/a'));
  expectDatabaseDown(result);
  expect(ms).toBeLessThan(QUICK_MS);

  expect((await request(url, 'GET', '/healthz')).body).toEqual({
    status: 'ok',
    service: 'kit-test',
  });
  const ready = await timed(() => request(url, 'GET', '/readyz'));
  expect(ready.result.status).toBe(503);
  expect(ready.result.headers.get('retry-after')).toBe('2');
  expect(ready.result.body).toEqual({
    status: 'unavailable',
    service: 'kit-test',
    message: DB_DOWN,
  });
  expect(ready.ms).toBeLessThan(QUICK_MS);
});

test('a service that says it is not ready yet (an in-memory index building) is unready until it is', async () => {
  let building: string | undefined = 'Loading incidents into memory';
  const url = await serve(client(process.env.MONGO_URL!).db(dbName()), undefined, () => building);
  const starting = await request(url, 'GET', '/readyz');
  expect(starting.status).toBe(503);
  expect(starting.headers.get('retry-after')).toBe('1');
  expect(starting.body).toEqual({
    status: 'starting',
    service: 'kit-test',
    message: 'Loading incidents into memory',
  });
  building = undefined;
  expect((await request(url, 'GET', '/readyz')).status).toBe(200);
});

test('with the database up: ready, and /metrics counts requests by route pattern', async () => {
  const url = await serve(client(process.env.MONGO_URL!).db(dbName()));
  const ready = await request(url, 'GET', '/readyz');
  expect(ready.status).toBe(200);
  expect(ready.body).toEqual({ status: 'ready', service: 'kit-test' });

  expect((await request(url, 'GET', '/api/things/first-id')).status).toBe(200);
  expect((await request(url, 'GET', '/api/things/second-id')).status).toBe(200);
  expect((await request(url, 'GET', '/no/such/path')).status).toBe(404);

  const metrics = await request<string>(url, 'GET', '/metrics');
  expect(metrics.status).toBe(200);
  expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  const series = (labels: string) =>
    metrics.body.split('\n').find((line) => line.startsWith(`http_requests_total{${labels}`));
  expect(series('method="GET",route="/api/things/:id",status="200"')).toMatch(/ 2$/);
  expect(series('method="GET",route="unmatched",status="404"')).toMatch(/ 1$/);
  expect(metrics.body).not.toContain('first-id');
  expect(metrics.body).toMatch(
    /^http_request_duration_seconds_count\{.*route="\/api\/things\/:id"/m,
  );
  expect(metrics.body).toMatch(/^process_resident_memory_bytes\{component="kit-test"\} \d+/m);
  expect(metrics.body).toMatch(/^process_restarts\{component="kit-test"\} 0$/m);
});

test('callInternal: a peer answering 503 is a 503 with Retry-After, a down peer fails at once, both counted', async () => {
  const peer = http.createServer((_req, res) => {
    res
      .writeHead(503, { 'content-type': 'application/json' })
      .end(JSON.stringify({ message: DB_DOWN }));
  });
  peer.listen(0, '127.0.0.1');
  await once(peer, 'listening');
  closers.push(() => new Promise((resolve) => peer.close(resolve)));
  const peerUrl = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;

  const error = await callInternal(peerUrl, '/internal/x', { internalApiKey: 'k' }).catch((e) => e);
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ status: 503, message: DB_DOWN, headers: { 'Retry-After': '2' } });

  const down = `http://127.0.0.1:${await freePort()}`;
  const refused = await timed(() =>
    callInternal(down, '/internal/x', { internalApiKey: 'k' }).catch((e) => e),
  );
  expect(refused.result).toMatchObject({ status: 503, headers: { 'Retry-After': '2' } });
  // Refused at once, not after callInternal's 10 s timeout for a peer that hangs.
  expect(refused.ms).toBeLessThan(5000);

  // Through an app: the client sees the 503, and the failure is counted by peer and reason.
  const url = await serve(client(process.env.MONGO_URL!).db(dbName()), peerUrl);
  const res = await request(url, 'GET', '/api/peer');
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('2');
  const metrics = (await request<string>(url, 'GET', '/metrics')).body;
  expect(metrics).toContain(
    `upstream_failures_total{target="${new URL(peerUrl).host}",reason="unavailable",component="kit-test"} 1`,
  );
});

describe('a database killed with SIGKILL and started again', () => {
  let dir: string;
  let ferret: RunningFerretDb | undefined;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'rescue-kit-db-'));
  });
  afterAll(async () => {
    await ferret?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('503s within ~1 s while it is away, then serves again by itself', async () => {
    const port = await freePort();
    ferret = await startFerretDb({ dataDir: dir, port });
    const mongo = await connectMongo(ferret.url, 'kit_restart');
    closers.push(() => mongo.client.close());
    await mongo.db.collection<{ _id: string }>('things').insertOne({ _id: 'a' });
    const url = await serve(mongo.db);
    expect((await request(url, 'GET', '/api/things/a')).body).toEqual({ thing: { _id: 'a' } });

    const exited = once(ferret.process, 'exit');
    ferret.process.kill('SIGKILL');
    await exited;

    for (let i = 0; i < 3; i += 1) {
      const { ms, result } = await timed(() => request(url, 'GET', '/api/things/a'));
      expectDatabaseDown(result);
      expect(ms).toBeLessThan(QUICK_MS);
    }
    expect((await request(url, 'GET', '/readyz')).status).toBe(503);
    expect((await request(url, 'GET', '/healthz')).status).toBe(200);

    ferret = await startFerretDb({ dataDir: dir, port });
    // Nothing restarts the service: its driver finds the database again (a waiting operation
    // looks every 500 ms, the monitor every 2 s).
    const res = await waitFor(
      async () => {
        const answer = await request(url, 'GET', '/api/things/a');
        return answer.status === 200 && answer;
      },
      { what: 'the service to read from the database again', intervalMs: 200 },
    );
    expect(res.body).toEqual({ thing: { _id: 'a' } });
    expect((await request(url, 'GET', '/readyz')).status).toBe(200);
  });
});

test('a service whose port is taken fails to start and leaves nothing running', async () => {
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  closers.push(() => new Promise((resolve) => taken.close(resolve)));
  const { port } = taken.address() as AddressInfo;
  const closed = jest.spyOn(MongoClient.prototype, 'close');
  closers.push(async () => closed.mockRestore());
  let built = false;
  const starting = runService(
    loadBaseConfig('kit', port, {
      MONGO_URL: process.env.MONGO_URL,
      KIT_DB: dbName(),
      JWT_PUBLIC_KEY: jwtPublicKey,
      INTERNAL_API_KEY: 'k',
      LOG_LEVEL: 'silent',
    }),
    ({ mongo }) => {
      built = true;
      return probeApp({ serviceName: 'kit', db: mongo.db, routers: [] });
    },
  );
  await expect(starting).rejects.toMatchObject({ code: 'EADDRINUSE' });
  // It listens before it builds: nothing was started, and its pool is closed.
  expect(built).toBe(false);
  expect(closed).toHaveBeenCalled();
});
