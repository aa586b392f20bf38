// A service that refuses a body part-way (as koa-body does past its limit) leaves the rest
// unread on its keep-alive connection. The gateway must not pool that connection: the next
// request sent there would be read after the leftover body, that is never, and wait for the
// upstream timeout (issue 27). Whatever the encoding: here the body is plain JSON.
import type { Socket } from 'node:net';
import { loadConfig, start, type RunningGateway } from '../src';
import { fakeService, json, jsonPost, rawRequest, type FakeService } from './support';

jest.setTimeout(30_000);

const UPSTREAM_TIMEOUT_MS = 3_000;

let auth: FakeService;
let gateway: RunningGateway;
/** The connection each request to the service came on, by path, in order. */
const sockets: { path: string; socket: Socket }[] = [];
beforeAll(async () => {
  auth = await fakeService((req, res) => {
    sockets.push({ path: req.url ?? '', socket: req.socket });
    if (req.url === '/api/users/refuse') {
      // Reads the first chunk, then stops reading and answers, keeping the connection alive.
      req.once('data', () => {
        req.pause();
        json(res, 400, { message: 'Refused part-way' });
      });
    } else {
      req.resume();
      req.on('end', () => json(res, 200, { ok: true }));
    }
  });
  gateway = await start(
    loadConfig({
      PORT: '0',
      LOG_LEVEL: 'silent',
      AUTH_URL: auth.url,
      READINESS_INTERVAL_MS: '0',
      UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    }),
  );
});
afterAll(async () => {
  await gateway?.close();
  await auth?.close();
});

test('after an answer that left the body unread, the next request is answered at once', async () => {
  // Small enough to be written whole into the socket's buffers, larger than one read.
  const body = JSON.stringify({ padding: 'x'.repeat(200 * 1024) });
  for (let round = 0; round < 3; round += 1) {
    sockets.length = 0;
    const refused = await rawRequest(gateway.url, jsonPost('/api/users/refuse', body));
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ message: 'Refused part-way' });

    const next = await rawRequest(gateway.url, { path: '/api/users/next' });
    expect(next.status).toBe(200);
    // Held behind the unread body it would wait for the upstream timeout: measured against it,
    // not a wall-clock guess a busy machine can pass.
    expect(next.ms).toBeLessThan(UPSTREAM_TIMEOUT_MS);
    expect(sockets.map((s) => s.path)).toEqual(['/api/users/refuse', '/api/users/next']);
    expect(sockets[1]!.socket).not.toBe(sockets[0]!.socket);
  }
});

test('an answer to a body the service read whole keeps its connection in the pool', async () => {
  sockets.length = 0;
  for (let i = 0; i < 3; i += 1) {
    const res = await rawRequest(gateway.url, jsonPost('/api/users/read', '{"a":1}'));
    expect(res.status).toBe(200);
  }
  expect(sockets).toHaveLength(3);
  expect(new Set(sockets.map((s) => s.socket)).size).toBe(1);
});
