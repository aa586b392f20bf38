// The gateway's own answers in the person's language (issue 29): its 404, 413, 429 and 503
// carry a stable code, say their message in Hindi or Marathi with Accept-Language hi or mr and
// the spec's English without; and it passes Accept-Language on to the services.
import { BODY_TOO_LARGE_MESSAGE } from '@rescue/contracts';
import { loadConfig, start } from '../src';
import { ATTACKER, fakeService, json, rawRequest, type FakeService } from './support';
import { waitFor } from '@rescue/testkit/wait';

jest.setTimeout(30_000);

const started: { close(): Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(started.splice(0).map((thing) => thing.close()));
});

const languagesSeen: (string | undefined)[] = [];
const held: (() => void)[] = [];
let gatewayUrl = '';

beforeAll(async () => {
  const auth: FakeService = await fakeService((req, res) => {
    if (req.url === '/readyz') return json(res, 200, {});
    languagesSeen.push(req.headers['accept-language']);
    if (req.url === '/api/users/slow') return void held.push(() => json(res, 200, {}));
    json(res, 200, { ok: true });
  });
  started.push(auth);
  const gateway = await start(
    loadConfig({
      PORT: '0',
      LOG_LEVEL: 'silent',
      AUTH_URL: auth.url,
      // Nothing listens there: the incidents service is unavailable.
      INCIDENTS_URL: 'http://127.0.0.1:9',
      CLIENT_MAX_IN_FLIGHT: '1',
      READINESS_INTERVAL_MS: '100',
    }),
  );
  started.push(gateway);
  gatewayUrl = gateway.url;
});

const get = (path: string, language?: string, localAddress?: string) =>
  rawRequest(gatewayUrl, {
    path,
    headers: language ? { 'accept-language': language } : {},
    ...(localAddress ? { localAddress } : {}),
  });
const tooLarge = (language?: string) =>
  rawRequest(gatewayUrl, {
    method: 'POST',
    path: '/api/users/login',
    headers: {
      'content-type': 'application/json',
      ...(language ? { 'accept-language': language } : {}),
    },
    body: Buffer.alloc(2 * 1024 * 1024, 'a'),
  });

test('a 404 has its code and follows Accept-Language', async () => {
  const english = await get('/api/nowhere');
  expect(english.status).toBe(404);
  expect(english.json).toEqual({ message: 'No route for GET /api/nowhere', code: 'NO_ROUTE' });
  const hindi = await get('/api/nowhere', 'hi-IN,hi;q=0.9');
  expect(hindi.json).toEqual({
    message: 'यह पता मौजूद नहीं है: GET /api/nowhere',
    code: 'NO_ROUTE',
  });
  expect(hindi.headers.vary).toMatch(/Accept-Language/i);
});

test('a 413 has its code, in English without a language and Marathi with mr', async () => {
  const english = await tooLarge();
  expect(english.status).toBe(413);
  expect(english.json).toEqual({ message: BODY_TOO_LARGE_MESSAGE, code: 'BODY_TOO_LARGE' });
  const marathi = await tooLarge('mr');
  expect(marathi.json).toEqual({ message: 'पाठवलेला डेटा खूप मोठा आहे', code: 'BODY_TOO_LARGE' });
});

test('a 429 and a 503 have their codes', async () => {
  const first = get('/api/users/slow', 'hi', ATTACKER);
  await waitFor(() => held.length === 1, { what: 'the service to hold the first request' });
  const refused = await get('/api/users/slow', 'hi', ATTACKER);
  expect(refused.status).toBe(429);
  expect(refused.json).toEqual({
    message: 'आपके पते से एक साथ बहुत सारे अनुरोध आ रहे हैं, कृपया थोड़ी देर में फिर से कोशिश करें',
    code: 'TOO_MANY_CONNECTIONS',
  });
  held.shift()!();
  expect((await first).status).toBe(200);

  const unavailable = await get('/api/incidents/public/stats');
  expect(unavailable.status).toBe(503);
  expect(unavailable.json).toEqual({
    message: 'The incidents service is unavailable, please try again shortly',
    code: 'SERVICE_UNAVAILABLE',
  });
});

test('Accept-Language reaches the service as the client sent it', async () => {
  languagesSeen.splice(0);
  await get('/api/users/me', 'mr-IN,mr;q=0.9,en;q=0.5');
  expect(languagesSeen).toEqual(['mr-IN,mr;q=0.9,en;q=0.5']);
});
