// A replica that listens while it still starts (service-kit's runService) answers 503 with
// SERVICE_STARTING_HEADER and does nothing with the request: the gateway treats it as a
// refused connection, so a write (a POST) goes to another ready replica instead of failing.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_STARTING_HEADER, SERVICE_STARTING_MESSAGE } from '@rescue/contracts';
import { request } from '@rescue/testkit/http';
import { EVENT_STREAM_PATH, EventStreamProxy } from '../src/event-stream';
import { ServiceProxy } from '../src/forward';
import { ReplicaPool } from '../src/readiness';

const silent = { info: () => undefined, warn: () => undefined } as never;
const servers: http.Server[] = [];
const agent = new http.Agent({ keepAlive: true });
afterAll(async () => {
  agent.destroy();
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A replica's answers: as a starting one, or the body it was sent. */
function replica(starting: boolean, hits: string[]) {
  return listen((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      hits.push(`${req.method} ${Buffer.concat(parts).toString()}`);
      res.writeHead(starting ? 503 : 200, {
        'content-type': 'application/json',
        ...(starting ? { 'retry-after': '1', [SERVICE_STARTING_HEADER]: '1' } : {}),
      });
      res.end(JSON.stringify(starting ? { message: SERVICE_STARTING_MESSAGE } : { took: 'it' }));
    });
  });
}

test('a POST that meets a starting replica goes to another; the starting one is left out', async () => {
  const startingHits: string[] = [];
  const readyHits: string[] = [];
  const pool = new ReplicaPool('incidents', [
    await replica(true, startingHits),
    await replica(false, readyHits),
  ]);
  pool.probed = true; // probes run: only one can bring a left-out replica back
  const proxy = new ServiceProxy(pool, { agent, logger: silent, timeoutMs: 5_000 });
  const gateway = await listen((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => proxy.send(req, res, Buffer.concat(parts)));
  });

  const first = await request(gateway, 'POST', '/api/incidents/x/take', { json: { a: 1 } });
  expect(first).toMatchObject({ status: 200, body: { took: 'it' } });
  expect(startingHits).toEqual(['POST {"a":1}']);
  expect(readyHits).toEqual(['POST {"a":1}']);
  expect(pool.replicas[0]!.state).toBe('unready');
  // Later requests go to the ready one only, until a probe says the other is ready.
  await request(gateway, 'POST', '/api/incidents/x/take', { json: { a: 2 } });
  expect(startingHits).toHaveLength(1);
  expect(readyHits).toEqual(['POST {"a":1}', 'POST {"a":2}']);
});

test('a live-updates stream that meets a starting replica is asked of another', async () => {
  const startingHits: string[] = [];
  const starting = await replica(true, startingHits);
  const streaming = await listen((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('id: 1\ndata: hello\n\n');
  });
  const pool = new ReplicaPool('incidents', [starting, streaming]);
  pool.probed = true;
  const streams = new EventStreamProxy(
    pool,
    { heartbeatMs: 15_000, maxBufferBytes: 1 << 20, idleTimeoutMs: 60_000 },
    silent,
  );
  const gateway = await listen((req, res) => streams.handle(req as never, res));

  const received = await new Promise<{ status: number; first: string }>((resolve, reject) => {
    const req = http.get(`${gateway}${EVENT_STREAM_PATH}`, (res) => {
      res.once('data', (chunk: Buffer) => {
        resolve({ status: res.statusCode!, first: chunk.toString() });
        req.destroy();
      });
    });
    req.on('error', reject);
  });
  expect(received).toEqual({ status: 200, first: 'id: 1\ndata: hello\n\n' });
  expect(startingHits).toHaveLength(1);
  expect(pool.replicas[0]!.state).toBe('unready');
});
