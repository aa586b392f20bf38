// A service called directly (another service, or a gateway that forwards encoded bodies) with
// a compression bomb: the JSON limit counts inflated bytes (413), and the connection is closed
// after that answer rather than kept alive with the rest of the bomb unread on it, where the
// next request sent on it would wait for good (issue 27).
import http from 'node:http';
import { deflateSync, gzipSync } from 'node:zlib';
import { BODY_TOO_LARGE_MESSAGE, JSON_BODY_MAX_BYTES } from '@rescue/contracts';
import { Router, type ServiceState } from '../src';
import { listenProbeApp, type ProbeApp } from './probe-app';

jest.setTimeout(30_000);

const INFLATED = Buffer.alloc(200 * 1024 * 1024, ' ');
const BOMBS = {
  gzip: gzipSync(INFLATED, { level: 9 }),
  deflate: deflateSync(INFLATED, { level: 9 }),
};

let probe: ProbeApp;
/** One keep-alive connection at most: every request after the first reuses it if it can. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
beforeAll(async () => {
  const routes = new Router<ServiceState>();
  routes.post('/api/echo', (ctx) => {
    ctx.body = { received: JSON.stringify(ctx.request.body).length };
  });
  probe = await listenProbeApp({ routers: [routes] });
});
afterAll(async () => {
  agent.destroy();
  await probe.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: any;
  ms: number;
}

/** On the shared agent; fails if no answer comes within 2 s. */
function send(path: string, body?: Buffer, headers: http.OutgoingHttpHeaders = {}) {
  const started = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(`${probe.origin}${path}`, {
      method: body ? 'POST' : 'GET',
      agent,
      timeout: 2_000,
      headers: body
        ? { 'Content-Type': 'application/json', 'Content-Length': body.length, ...headers }
        : headers,
    });
    req.on('timeout', () => req.destroy(new Error(`no answer to ${path} within 2 s`)));
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          json: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
          ms: performance.now() - started,
        }),
      );
    });
    req.end(body);
  });
}

const small = Buffer.from(JSON.stringify({ hello: 'world' }));

test.each(Object.keys(BOMBS) as (keyof typeof BOMBS)[])(
  'a %s bomb gets 413 JSON and its connection closed; the next request is answered at once',
  async (encoding) => {
    const bomb = await send('/api/echo', BOMBS[encoding], { 'Content-Encoding': encoding });
    expect(bomb.status).toBe(413);
    expect(bomb.json).toMatchObject({ message: BODY_TOO_LARGE_MESSAGE });
    expect(bomb.headers.connection).toBe('close');

    const next = await send('/api/echo', small);
    expect(next.status).toBe(200);
    expect(next.json).toEqual({ received: small.length });
    expect(next.ms).toBeLessThan(1_000);
  },
);

test('a plain body over the limit is refused the same way', async () => {
  const big = Buffer.from(JSON.stringify({ padding: 'x'.repeat(JSON_BODY_MAX_BYTES) }));
  const res = await send('/api/echo', big);
  expect(res.status).toBe(413);
  expect(res.headers.connection).toBe('close');
  expect((await send('/api/echo', small)).status).toBe(200);
});

test('answers to bodies read whole, and to requests without one, keep the connection', async () => {
  const encoded = await send('/api/echo', gzipSync(small), { 'Content-Encoding': 'gzip' });
  expect(encoded.status).toBe(200);
  expect(encoded.json).toEqual({ received: small.length });
  expect(encoded.headers.connection).toBe('keep-alive');
  const health = await send('/healthz');
  expect(health.status).toBe(200);
  expect(health.headers.connection).toBe('keep-alive');
});
