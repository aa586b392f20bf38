// The gateway under abuse, against stand-in services: per-address limits, slow and oversized
// bodies, slow headers, an upload the service refuses early, readiness routing, and /metrics
// on its own listener only.
import net from 'node:net';
import { BODY_TOO_LARGE_MESSAGE } from '@rescue/contracts';
import { loadConfig, start, type RunningGateway } from '../src';
import {
  ATTACKER,
  fakeService,
  json,
  jsonOf,
  jsonPost,
  rawRequest,
  slowClient,
  statusOf,
  type FakeService,
} from './support';
import { waitFor } from '@rescue/testkit/wait';

jest.setTimeout(30_000);

const started: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((thing) => thing.close()));
});

async function gatewayFor(
  services: Partial<Record<'auth' | 'incidents', FakeService | FakeService[]>>,
  env: Record<string, string> = {},
): Promise<RunningGateway> {
  const urls = (s: FakeService | FakeService[] | undefined) =>
    s === undefined
      ? 'http://127.0.0.1:9'
      : [s]
          .flat()
          .map((f) => f.url)
          .join(',');
  const gateway = await start(
    loadConfig({
      PORT: '0',
      LOG_LEVEL: 'silent',
      AUTH_URL: urls(services.auth),
      INCIDENTS_URL: urls(services.incidents),
      READINESS_INTERVAL_MS: '100',
      ...env,
    }),
  );
  started.push(gateway);
  return gateway;
}

async function service(handler: Parameters<typeof fakeService>[0]): Promise<FakeService> {
  const fake = await fakeService(handler);
  started.push(fake);
  return fake;
}

/** Answers /readyz with `ready()`'s status and everything else 200 {ok, port}. */
const readyService = (ready: () => number) =>
  service((req, res) => {
    if (req.url === '/readyz')
      return json(res, ready(), { status: ready() === 200 ? 'ready' : 'x' });
    req.resume();
    req.on('end', () => json(res, 200, { ok: true }));
  });

const portOf = (url: string) => Number(new URL(url).port);

/**
 * Waits until the gateway has acted on each fake's /readyz as it answers from now on: it
 * probes a replica one request at a time, so once a second probe arrives after this call,
 * the answer to the first (given now) is in.
 */
async function probedAgain(...fakes: FakeService[]) {
  const probes = (fake: FakeService) => fake.seen.filter((line) => line === 'GET /readyz').length;
  const from = fakes.map(probes);
  await waitFor(() => fakes.every((fake, i) => probes(fake) >= from[i]! + 2), {
    what: 'the gateway to probe each replica twice',
  });
}

describe('per-address limits', () => {
  test('a greedy address gets 429 JSON with Retry-After while another address is served', async () => {
    const held: (() => void)[] = [];
    const auth = await service((req, res) => {
      if (req.url === '/readyz') return json(res, 200, {});
      if (req.url === '/api/users/slow') held.push(() => json(res, 200, { slow: true }));
      else json(res, 200, { fast: true });
    });
    const gateway = await gatewayFor(
      { auth },
      { CLIENT_MAX_IN_FLIGHT: '2', CLIENT_MAX_CONNECTIONS: '4' },
    );
    const slow = () => rawRequest(gateway.url, { path: '/api/users/slow', localAddress: ATTACKER });
    const first = [slow(), slow()];
    await waitFor(() => held.length >= 2, { what: 'the service to hold both slow requests' });

    const refused = await slow();
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ message: expect.stringMatching(/too many requests/i) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back by the greedy one.
    const other = await rawRequest(gateway.url, { path: '/api/users/fast' });
    expect(other.status).toBe(200);

    for (const release of held) release();
    expect((await Promise.all(first)).map((r) => r.status)).toEqual([200, 200]);
    // Its requests done, the greedy address is served again.
    expect(
      (await rawRequest(gateway.url, { path: '/api/users/fast', localAddress: ATTACKER })).status,
    ).toBe(200);
  });

  test('a request on a connection over the address limit gets 429 and the connection closes', async () => {
    const auth = await readyService(() => 200);
    const gateway = await gatewayFor({ auth }, { CLIENT_MAX_CONNECTIONS: '3' });
    const port = portOf(gateway.url);
    const open = await Promise.all(
      Array.from(
        { length: 3 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect({ host: '127.0.0.1', port, localAddress: ATTACKER }, () =>
              resolve(socket),
            );
          }),
      ),
    );
    const extra = slowClient(port, 'GET /api/users/me HTTP/1.1\r\nHost: x\r\n\r\n', '', 1000);
    const answer = await extra.done;
    expect(statusOf(answer)).toBe(429);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toMatch(/\r\nRetry-After: 1\r\n/i);
    expect((await rawRequest(gateway.url, { path: '/api/users/me' })).status).toBe(200);
    for (const socket of open) socket.destroy();
  });
});

describe('bodies', () => {
  test('a body sent a byte at a time is cut with 408 JSON, and never reaches the service', async () => {
    const auth = await readyService(() => 200);
    const gateway = await gatewayFor({ auth }, { BODY_GRACE_MS: '1000' });
    const body = JSON.stringify({ email: 'slow@example.org', password: 'slow-password' });
    const before = performance.now();
    const client = slowClient(
      portOf(gateway.url),
      `POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
      300,
    );
    const answer = await client.done;
    expect(statusOf(answer)).toBe(408);
    expect(jsonOf(answer)).toMatchObject({ message: 'The request body arrived too slowly' });
    expect(performance.now() - before).toBeLessThan(2_500);
    expect(auth.seen.filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  test('a small body sent slowly but steadily enough goes through', async () => {
    const auth = await readyService(() => 200);
    const gateway = await gatewayFor(
      { auth },
      { BODY_GRACE_MS: '300', BODY_MIN_BYTES_PER_SECOND: '10' },
    );
    const body = '{"a":"bcdefgh"}'; // 15 bytes at 20 a second
    const client = slowClient(
      portOf(gateway.url),
      `POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      body,
      50,
    );
    expect(statusOf(await client.done)).toBe(200);
  });

  test('a JSON body of 1 to 11 MB is always a 413 JSON from the gateway, declared or chunked', async () => {
    const auth = await readyService(() => 200);
    const gateway = await gatewayFor({ auth });
    for (let i = 0; i < 20; i += 1) {
      const size = 1024 * 1024 + 1 + Math.floor(((i * 7919) % 20) * 0.5 * 1024 * 1024);
      const res = await rawRequest(
        gateway.url,
        jsonPost('/api/users/login', Buffer.alloc(size, 'a'), { chunked: i % 2 === 1 }),
      );
      expect({ i, size, status: res.status, body: res.json }).toEqual({
        i,
        size,
        status: 413,
        body: { message: BODY_TOO_LARGE_MESSAGE, code: 'BODY_TOO_LARGE' },
      });
    }
    expect(auth.seen.filter((line) => line.startsWith('POST'))).toEqual([]);
  });

  test('an upload the service refuses early gets the service answer, never a 503', async () => {
    // Like the incidents service on a photo over its limit: answers at once, reads nothing.
    const incidents = await service((req, res) => {
      if (req.url === '/readyz') return json(res, 200, {});
      json(res, 413, { message: 'File size should be less than 10MB' });
    });
    const gateway = await gatewayFor({ incidents });
    const boundary = 'x-boundary';
    for (let i = 0; i < 10; i += 1) {
      const photo = Buffer.alloc(2 * 1024 * 1024 + i * 800 * 1024, 1);
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="animalPhoto"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await rawRequest(gateway.url, {
        method: 'POST',
        path: '/api/incidents/create',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body,
        chunked: i % 2 === 1,
      });
      expect({ i, status: res.status, body: res.json }).toEqual({
        i,
        status: 413,
        body: { message: 'File size should be less than 10MB' },
      });
    }
  });

  test('an upload streams to the service, and one that stalls is cut with 408', async () => {
    const received: number[] = [];
    const incidents = await service((req, res) => {
      if (req.url === '/readyz') return json(res, 200, {});
      let size = 0;
      req.on('data', (chunk: Buffer) => (size += chunk.length));
      req.on('end', () => {
        received.push(size);
        json(res, 201, { size });
      });
      req.on('close', () => !req.complete && received.push(-1));
    });
    const gateway = await gatewayFor({ incidents }, { BODY_GRACE_MS: '800' });
    const type = 'multipart/form-data; boundary=b';
    const ok = await rawRequest(gateway.url, {
      method: 'POST',
      path: '/api/incidents/create',
      headers: { 'content-type': type },
      body: Buffer.alloc(3 * 1024 * 1024, 2),
    });
    expect(ok.json).toEqual({ size: 3 * 1024 * 1024 });

    const stalled = slowClient(
      portOf(gateway.url),
      `POST /api/incidents/create HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: 100000\r\n\r\n`,
      'only a few bytes',
      200,
    );
    const answer = await stalled.done;
    expect(statusOf(answer)).toBe(408);
    // The service saw the upload begin (streamed) and then abandoned.
    await waitFor(() => received.length >= 2, { what: 'the service to see the upload end' });
    expect(received).toEqual([3 * 1024 * 1024, -1]);
  });
});

describe('slow headers', () => {
  test('headers that never finish, or a connection that says nothing, are closed', async () => {
    const gateway = await gatewayFor({}, { HEADERS_TIMEOUT_MS: '1000' });
    const port = portOf(gateway.url);
    const before = performance.now();
    const loris = slowClient(port, 'GET / HTTP/1.1\r\nHost: x\r\n', 'X-a: b\r\n'.repeat(50), 300);
    const silent = slowClient(port, '', '', 1000);
    const [lorisAnswer] = await Promise.all([loris.done, silent.done]);
    expect(statusOf(lorisAnswer)).toBe(408);
    expect(performance.now() - before).toBeLessThan(3_500);
  });
});

describe('readiness', () => {
  test('a replica whose /readyz says 503 gets no traffic; it comes back when ready', async () => {
    let secondReady = 503;
    const first = await readyService(() => 200);
    const second = await readyService(() => secondReady);
    const gateway = await gatewayFor({ auth: [first, second] });
    await probedAgain(first, second);
    const apiCalls = (fake: FakeService) => fake.seen.filter((l) => l.includes('/api/')).length;
    for (let i = 0; i < 6; i += 1)
      expect((await rawRequest(gateway.url, { path: '/api/users/me' })).status).toBe(200);
    expect([apiCalls(first), apiCalls(second)]).toEqual([6, 0]);

    secondReady = 200;
    await probedAgain(second);
    for (let i = 0; i < 6; i += 1) await rawRequest(gateway.url, { path: '/api/users/me' });
    expect([apiCalls(first), apiCalls(second)]).toEqual([9, 3]);
  });

  test('no ready replica: an immediate 503 JSON with Retry-After, nothing forwarded', async () => {
    const only = await readyService(() => 503);
    const gateway = await gatewayFor({ auth: only });
    await probedAgain(only);
    const res = await rawRequest(gateway.url, jsonPost('/api/users/login', '{}'));
    expect(res.status).toBe(503);
    expect(res.json).toEqual({
      message: 'The auth service is unavailable, please try again shortly',
      code: expect.any(String),
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.ms).toBeLessThan(200);
    expect(only.seen.filter((l) => l.includes('/api/'))).toEqual([]);
  });

  test('a service without /readyz (404) is still routed to', async () => {
    const auth = await service((req, res) => json(res, req.url === '/readyz' ? 404 : 200, {}));
    const gateway = await gatewayFor({ auth });
    await probedAgain(auth);
    expect((await rawRequest(gateway.url, { path: '/api/users/me' })).status).toBe(200);
  });

  test('a replica that refuses connections is skipped at once, the request retried on another', async () => {
    const alive = await readyService(() => 200);
    const dead = await readyService(() => 200);
    await dead.close();
    const gateway = await gatewayFor({ auth: [dead, alive] }, { READINESS_INTERVAL_MS: '0' });
    for (let i = 0; i < 4; i += 1)
      expect((await rawRequest(gateway.url, { path: '/api/users/me' })).status).toBe(200);
  });

  test('the gateway answers its own liveness and readiness', async () => {
    const gateway = await gatewayFor({});
    for (const [path, status] of [
      ['/gateway/healthz', 'ok'],
      ['/gateway/readyz', 'ready'],
    ]) {
      const res = await rawRequest(gateway.url, { path: path! });
      expect([res.status, res.json]).toEqual([200, { status }]);
    }
  });
});

describe('metrics', () => {
  test('/metrics is on METRICS_PORT only, with routes, statuses and upstream failures', async () => {
    const auth = await readyService(() => 200);
    const gateway = await gatewayFor({ auth }, { METRICS_PORT: '0' });
    expect(gateway.metricsUrl).toBeDefined();
    await rawRequest(gateway.url, { path: '/api/users/me' });
    await rawRequest(gateway.url, { path: '/api/incidents' }); // no incidents service: 503
    await rawRequest(gateway.url, {
      method: 'POST',
      path: '/api/users/login',
      body: Buffer.alloc(2 * 1024 * 1024),
    });

    const metrics = await rawRequest(gateway.metricsUrl!, { path: '/metrics' });
    expect(metrics.status).toBe(200);
    const text = metrics.text;
    expect(text).toMatch(/http_requests_total\{[^}]*route="\/api\/users\/"[^}]*status="200"/);
    expect(text).toMatch(/http_requests_total\{[^}]*route="\/api\/users\/"[^}]*status="413"/);
    expect(text).toMatch(/upstream_failures_total\{[^}]*target="incidents"[^}]*\} 1/);
    expect(text).toMatch(/process_restarts/);

    // The public port never serves it: there it is a front-end page (or a 404).
    const publicMetrics = await rawRequest(gateway.url, { path: '/metrics' });
    expect(publicMetrics.text).not.toMatch(/http_requests_total/);
  });

  test('without METRICS_PORT there is no metrics listener', async () => {
    const gateway = await gatewayFor({});
    expect(gateway.metricsUrl).toBeUndefined();
  });
});
