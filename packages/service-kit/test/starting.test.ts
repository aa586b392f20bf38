// A service listens before its start-up work (which waits on the database) is done: its
// liveness probe is answered at once, readiness and requests get a 503 until it serves.
import { SERVICE_STARTING_HEADER, SERVICE_STARTING_MESSAGE } from '@rescue/contracts';
import { generateSecrets } from '@rescue/stack/keys';
import { freePort } from '@rescue/stack/ports';
import { request } from '@rescue/testkit/http';
import { waitFor } from '@rescue/testkit/wait';
import {
  Router,
  loadBaseConfig,
  runService,
  type RunningService,
  type ServiceBuild,
  type ServiceState,
} from '../src';
import { probeApp } from './probe-app';

const { jwtPublicKey } = generateSecrets();
const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const configOn = (port: number) =>
  loadBaseConfig('kit', port, {
    MONGO_URL: process.env.MONGO_URL,
    KIT_DB: `kit_start_${Math.random().toString(36).slice(2, 10)}`,
    JWT_PUBLIC_KEY: jwtPublicKey,
    INTERNAL_API_KEY: 'k',
    LOG_LEVEL: 'silent',
  });

function appOf({ mongo }: ServiceBuild) {
  const routes = new Router<ServiceState>();
  routes.get('/api/things', (ctx) => {
    ctx.body = { things: [] };
  });
  return probeApp({ serviceName: 'kit', db: mongo.db, routers: [routes] });
}

/** A promise settled from outside: the start-up call the test holds back. */
function gate<T = void>() {
  let open!: (value: T) => void;
  let fail!: (error: Error) => void;
  const shut = new Promise<T>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { shut, open, fail };
}

test('answers /healthz while a slow start-up call is pending, then serves once it is done', async () => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const startUp = gate();
  let buildStarted = false;
  const starting = runService(configOn(port), async (service) => {
    buildStarted = true;
    await startUp.shut;
    return appOf(service);
  });
  let running: RunningService | undefined;
  void starting.then((started) => (running = started));
  closers.push(async () => {
    startUp.open();
    await (await starting).close();
  });
  // Listening once the database is connected, the build still held back.
  const healthz = await waitFor(() => request(url, 'GET', '/healthz'), {
    what: 'the service to listen',
  });
  expect(buildStarted).toBe(true);
  expect(healthz).toMatchObject({ status: 200, body: { status: 'ok', service: 'kit' } });
  expect(await request(url, 'GET', '/readyz')).toMatchObject({
    status: 503,
    body: { status: 'starting', message: SERVICE_STARTING_MESSAGE },
  });
  const early = await request(url, 'GET', '/api/things');
  expect(early).toMatchObject({ status: 503, body: { message: SERVICE_STARTING_MESSAGE } });
  expect(early.headers.get('retry-after')).toBe('1');
  // Callers may send it to another replica whatever its method (nothing was done with it).
  expect(early.headers.get(SERVICE_STARTING_HEADER)).toBe('1');
  expect(early.headers.get('x-content-type-options')).toBe('nosniff');
  expect(running).toBeUndefined();

  startUp.open();
  await starting;
  expect(await request(url, 'GET', '/api/things')).toMatchObject({
    status: 200,
    body: { things: [] },
  });
  expect((await request(url, 'GET', '/readyz')).status).toBe(200);
});

test('a start-up that fails after listening gives the port back and stops what it started', async () => {
  const port = await freePort();
  const stopped: string[] = [];
  const startUp = gate();
  const starting = runService(configOn(port), async ({ onClose }) => {
    onClose(() => stopped.push('follower'));
    await startUp.shut;
    throw new Error('indexes could not be made');
  });
  const healthz = await waitFor(() => request(`http://127.0.0.1:${port}`, 'GET', '/healthz'), {
    what: 'the service to listen',
  });
  expect(healthz.status).toBe(200);
  startUp.open();
  await expect(starting).rejects.toThrow('indexes could not be made');
  expect(stopped).toEqual(['follower']);
  // The port is free again: another process (its restart) can listen there.
  const again = runService(configOn(port), appOf);
  closers.push(async () => (await again).close());
  await expect(again).resolves.toMatchObject({ url: `http://127.0.0.1:${port}` });
});

test('a start-up that never finishes ends within START_TIMEOUT_MS, giving its port back', async () => {
  const port = await freePort();
  const never = gate();
  closers.push(async () => never.open());
  const starting = runService({ ...configOn(port), startTimeoutMs: 500 }, async (service) => {
    await never.shut;
    return appOf(service);
  });
  // Alive meanwhile (its liveness probe answered), then it gives up by itself.
  const healthz = await waitFor(() => request(`http://127.0.0.1:${port}`, 'GET', '/healthz'), {
    what: 'the service to listen',
  });
  expect(healthz.status).toBe(200);
  await expect(starting).rejects.toThrow('the start-up did not finish within 500 ms');
  await expect(request(`http://127.0.0.1:${port}`, 'GET', '/healthz')).rejects.toThrow();
});
