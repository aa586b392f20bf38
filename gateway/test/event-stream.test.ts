// GET /api/events/stream through the gateway, against a stand-in incidents service: the answer
// is streamed as it comes (never cut by UPSTREAM_TIMEOUT_MS), heartbeats fill silences, and a
// client that stops reading is dropped once its buffer passes the bound.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { start, type RunningGateway } from '../src/app';
import { loadConfig } from '../src/config';
import { openStream } from '@rescue/testkit/sse';
import { waitFor } from '@rescue/testkit/wait';

let upstream: http.Server;
let gateway: RunningGateway;
/** What the stand-in does with each stream: push events at will. */
const open = new Set<http.ServerResponse>();

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    if (req.url === '/readyz') return void res.end('{}');
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write('retry: 1000\n\n');
    open.add(res);
    res.on('close', () => open.delete(res));
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  const port = (upstream.address() as AddressInfo).port;
  gateway = await start(
    loadConfig({
      PORT: '0',
      LOG_LEVEL: 'silent',
      INCIDENTS_URL: `http://127.0.0.1:${port}`,
      READINESS_INTERVAL_MS: '0',
      UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
      EVENT_STREAM_HEARTBEAT_MS: '200',
      EVENT_STREAM_MAX_BUFFER_BYTES: String(256 * 1024),
    }),
  );
});
afterAll(async () => {
  await gateway.close();
  upstream.closeAllConnections();
  await new Promise((r) => upstream.close(r));
});

const UPSTREAM_TIMEOUT_MS = 300;

/** Opens a stream through the gateway and waits until the stand-in holds its upstream. */
async function openWithUpstream() {
  const before = new Set(open);
  const stream = await openStream(`${gateway.url}/api/events/stream`);
  const upstreamOf = () => [...open].find((res) => !before.has(res));
  await waitFor(upstreamOf, { what: 'the gateway to open the upstream stream' });
  return { stream, upstream: upstreamOf()! };
}

const openThrough = async () => (await openWithUpstream()).stream;

test('streams events as they come, past the upstream timeout, with heartbeats in the silences', async () => {
  const stream = await openThrough();
  expect(stream.status).toBe(200);
  expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
  const sent = performance.now();
  for (const res of open) res.write('id: 1\nevent: incident.created\ndata: {"n":1}\n\n');
  const first = await stream.waitFor((e) => e.id === '1', 1000);
  expect(first.receivedAt - sent).toBeLessThan(100); // not buffered
  // An event split over two writes arrives whole; no heartbeat lands inside it. A second,
  // idle stream is the clock: once it has had two heartbeats, two were due mid-event here.
  const clock = await openWithUpstream();
  for (const res of open) if (res !== clock.upstream) res.write('id: 2\nevent: incident.updated\n');
  const clockBeats = clock.stream.comments;
  await waitFor(() => clock.stream.comments >= clockBeats + 2, {
    what: 'two heartbeats on the idle stream while the event is half written',
  });
  clock.stream.close();
  await waitFor(() => !open.has(clock.upstream), { what: 'the clock stream to end upstream' });
  for (const res of open) res.write('data: {"n":2}\n\n');
  await stream.waitFor((e) => e.id === '2', 1000);
  expect(stream.events.map((e) => e.data)).toEqual(['{"n":1}', '{"n":2}']);
  // Upstream silence of more than twice UPSTREAM_TIMEOUT_MS, filled by heartbeats.
  const quietSince = performance.now();
  const beats = stream.comments;
  await waitFor(
    () => stream.comments >= beats + 2 && performance.now() - quietSince > 2 * UPSTREAM_TIMEOUT_MS,
    { what: 'two heartbeats in a silence past twice the upstream timeout' },
  );
  expect(stream.comments).toBeGreaterThanOrEqual(2);
  for (const res of open) res.write('id: 3\nevent: incident.updated\ndata: {"n":3}\n\n');
  await stream.waitFor((e) => e.id === '3', 1000);
  stream.close();
});

test('a client that stops reading is dropped once its buffer passes the bound', async () => {
  const stream = await openThrough();
  stream.pause();
  const event = `event: incident.updated\ndata: ${'x'.repeat(16 * 1024)}\n\n`;
  // Up to 128 MB sent while the client reads nothing (the kernel's socket buffers take the
  // first megabytes): the gateway must give up on it, not hold it.
  let upstreamClosed = false;
  for (const res of open) res.once('close', () => (upstreamClosed = true));
  for (let i = 0; i < 8192 && !upstreamClosed; i += 1) {
    for (const res of open) res.write(event);
    // Lets the sockets move (and a close be heard) between bursts.
    if (i % 16 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  await waitFor(() => upstreamClosed, { what: 'the gateway to drop the slow client' });
  // Reading again, the client finds what was sent before the cut, then the end.
  stream.resume();
  await stream.ended;
});

test('stopping the gateway ends open streams (it would otherwise never close)', async () => {
  const other = await start(
    loadConfig({
      PORT: '0',
      LOG_LEVEL: 'silent',
      INCIDENTS_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      READINESS_INTERVAL_MS: '0',
    }),
  );
  const stream = await openStream(`${other.url}/api/events/stream`);
  expect(stream.status).toBe(200);
  await other.close();
  await stream.ended;
});
