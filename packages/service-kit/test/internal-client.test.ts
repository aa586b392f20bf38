import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_STARTING_HEADER } from '@rescue/contracts';
import { HttpError } from '../src/errors';
import {
  INTERNAL_ATTEMPT_TIMEOUT_MS,
  callInternal,
  countInternalFailuresIn,
} from '../src/internal-client';
import { peerReplicas } from '../src/peer-replicas';

// callInternal over a peer's replicas (INCIDENTS_URL=a,b): real HTTP on loopback, each
// stand-in replica counting what reached it.

/** truncated: a 200 whose body is cut short; stalled: a 200 whose body stops coming. */
type Behaviour =
  'ok' | 'reset' | 'hang' | 'truncated' | 'stalled' | 'not-json' | 'starting' | 500 | 503 | 404;

interface Replica {
  url: string;
  /** Requests that reached it (read whole, body included). */
  hits: number;
  behaviour: Behaviour;
  close(): Promise<void>;
}

const open: Replica[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((replica) => replica.close()));
});

async function replica(behaviour: Behaviour): Promise<Replica> {
  const held: ServerResponse[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      state.hits += 1;
      if (state.behaviour === 'reset') return void req.socket.destroy();
      if (state.behaviour === 'hang') return void held.push(res);
      if (state.behaviour === 'not-json') return void res.end('<html>Bad gateway</html>');
      if (state.behaviour === 'starting') {
        // What runService answers before its start-up is done.
        res.writeHead(503, { 'content-type': 'application/json', [SERVICE_STARTING_HEADER]: '1' });
        return void res.end(JSON.stringify({ message: 'starting' }));
      }
      if (state.behaviour === 'truncated' || state.behaviour === 'stalled') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '64' });
        // Cut once the headers and the first bytes are out, so the client has the 200.
        res.write('{"from":"', () => (state.behaviour === 'truncated' ? res.destroy() : undefined));
        if (state.behaviour === 'stalled') held.push(res);
        return;
      }
      res.statusCode = state.behaviour === 'ok' ? 200 : state.behaviour;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(state.behaviour === 'ok' ? { from: state.url } : { message: 'no' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const state: Replica = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: 0,
    behaviour,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  open.push(state);
  return state;
}

/** A URL nothing listens on: a replica that is down refuses the connection. */
async function downReplica(): Promise<string> {
  const gone = await replica('ok');
  open.splice(open.indexOf(gone), 1);
  await gone.close();
  return gone.url;
}

const key = { internalApiKey: 'k' };
const status = (call: Promise<unknown>) =>
  call.then(
    () => 200,
    (error: unknown) => (error instanceof HttpError ? error.status : -1),
  );

test('a refused connection goes on to the next replica, which later calls then ask first', async () => {
  const down = await downReplica();
  const up = await replica('ok');
  const list = `${down},${up.url}`;
  await expect(callInternal(list, '/internal/x', key)).resolves.toEqual({ from: up.url });
  expect(peerReplicas(list).first()).toBe(up.url);
  // Nothing was sent to a refusing replica, so even a POST that is not idempotent goes on.
  const post = callInternal(`${await downReplica()},${up.url}`, '/internal/x', {
    ...key,
    method: 'POST',
    body: { a: 1 },
  });
  await expect(post).resolves.toEqual({ from: up.url });
  expect(up.hits).toBe(2);
});

test('a POST whose connection was reset is not sent again unless the caller says it may be', async () => {
  const [reset, next] = [await replica('reset'), await replica('ok')];
  const once = { ...key, method: 'POST', body: { take: 'case' } };
  expect(await status(callInternal(`${reset.url},${next.url}`, '/internal/x', once))).toBe(503);
  expect([reset.hits, next.hits]).toEqual([1, 0]);

  const [reset2, next2] = [await replica('reset'), await replica('ok')];
  const list = `${reset2.url},${next2.url}`;
  await expect(callInternal(list, '/internal/x', { ...once, idempotent: true })).resolves.toEqual({
    from: next2.url,
  });
  await expect(callInternal(list, '/internal/x', key)).resolves.toEqual({ from: next2.url });
  expect([reset2.hits, next2.hits]).toEqual([1, 2]);
});

test('a 503 moves a GET on; a POST gets the 503; a 404 is the answer, not retried', async () => {
  const [busy, ok] = [await replica(503), await replica('ok')];
  await expect(callInternal(`${busy.url},${ok.url}`, '/internal/x', key)).resolves.toEqual({
    from: ok.url,
  });

  const [busy2, ok2] = [await replica(503), await replica('ok')];
  const post = callInternal(`${busy2.url},${ok2.url}`, '/internal/x', { ...key, method: 'POST' });
  expect(await status(post)).toBe(503);
  expect(ok2.hits).toBe(0);

  const [missing, ok3] = [await replica(404), await replica('ok')];
  expect(await status(callInternal(`${missing.url},${ok3.url}`, '/internal/x', key))).toBe(404);
  expect(ok3.hits).toBe(0);
});

test('a POST that meets a replica still starting goes on: it did nothing with it', async () => {
  const [starting, ok] = [await replica('starting'), await replica('ok')];
  const post = callInternal(`${starting.url},${ok.url}`, '/internal/x', {
    ...key,
    method: 'POST',
    body: { take: 'case' },
  });
  await expect(post).resolves.toEqual({ from: ok.url });
  expect([starting.hits, ok.hits]).toEqual([1, 1]);
  // The last replica still starting: its 503 is the answer.
  expect(await status(callInternal((await replica('starting')).url, '/internal/x', key))).toBe(503);
});

test('a replica that answers 500 gives a 502 and is not the one asked first next time', async () => {
  const [broken, ok] = [await replica(500), await replica('ok')];
  const list = `${broken.url},${ok.url}`;
  expect(await status(callInternal(list, '/internal/x', key))).toBe(502);
  expect(peerReplicas(list).first()).toBe(ok.url);
  await expect(callInternal(list, '/internal/x', key)).resolves.toEqual({ from: ok.url });
  expect(broken.hits).toBe(1);
});

test('a replica that accepts and says nothing costs one attempt, not the whole budget', async () => {
  const [hung, ok] = [await replica('hang'), await replica('ok')];
  const started = performance.now();
  await expect(callInternal(`${hung.url},${ok.url}`, '/internal/x', key)).resolves.toEqual({
    from: ok.url,
  });
  const ms = performance.now() - started;
  expect(ms).toBeGreaterThanOrEqual(INTERNAL_ATTEMPT_TIMEOUT_MS - 50);
  expect(ms).toBeLessThan(INTERNAL_ATTEMPT_TIMEOUT_MS + 4000);
  expect(hung.hits).toBe(1);
});

test('every replica down: 503, as with one', async () => {
  const list = `${await downReplica()},${await downReplica()}`;
  expect(await status(callInternal(list, '/internal/x', key))).toBe(503);
  expect(await status(callInternal(await downReplica(), '/internal/x', key))).toBe(503);
});

describe('a 200 whose body is broken is an error, not an empty success', () => {
  const warnings: unknown[] = [];
  const reasons: string[] = [];
  beforeEach(() => {
    warnings.length = 0;
    reasons.length = 0;
    countInternalFailuresIn(
      { upstreamFailure: (_target, reason) => reasons.push(reason) },
      { warn: (fields: unknown) => void warnings.push(fields) },
    );
  });

  test.each(['truncated', 'not-json'] as const)(
    '%s: a POST that may not be repeated gets a 502, logged once',
    async (behaviour) => {
      const [broken, next] = [await replica(behaviour), await replica('ok')];
      const post = callInternal(`${broken.url},${next.url}`, '/internal/x', {
        ...key,
        method: 'POST',
        body: { take: 'case' },
        requestId: 'r-1',
      });
      expect(await status(post)).toBe(502);
      expect([broken.hits, next.hits]).toEqual([1, 0]);
      expect(reasons).toEqual(['broken']);
      expect(warnings).toEqual([
        expect.objectContaining({
          path: '/internal/x',
          status: 200,
          reason: behaviour === 'truncated' ? 'unread' : 'unparsable',
          reqId: 'r-1',
        }),
      ]);
    },
  );

  test('a GET goes on to the next replica; with one replica it is a 502', async () => {
    const [broken, ok] = [await replica('truncated'), await replica('ok')];
    await expect(callInternal(`${broken.url},${ok.url}`, '/internal/x', key)).resolves.toEqual({
      from: ok.url,
    });
    expect(await status(callInternal((await replica('not-json')).url, '/internal/x', key))).toBe(
      502,
    );
    expect(warnings).toHaveLength(2);
  });

  test("the warning's path carries no query string and no email address", async () => {
    const broken = await replica('not-json');
    const path = '/internal/users/by-email/asha%40example.org?token=t-123';
    expect(await status(callInternal(broken.url, path, key))).toBe(502);
    expect(warnings).toEqual([
      expect.objectContaining({ path: '/internal/users/by-email/:email' }),
    ]);
  });

  test('a body that stops coming costs one attempt, then the next replica answers', async () => {
    const [stalled, ok] = [await replica('stalled'), await replica('ok')];
    await expect(callInternal(`${stalled.url},${ok.url}`, '/internal/x', key)).resolves.toEqual({
      from: ok.url,
    });
    expect(reasons).toEqual(['broken']);
    expect(warnings).toEqual([expect.objectContaining({ reason: 'unread' })]);
  });
});
