// The internal endpoints the demo seed and the benchmark use instead of writing into this
// service's database (issue 28): copies (the bulk load), back-dating, the count and the
// reporter's quota. Before them, the seed and the bench wrote the collection directly.
import type { Incident } from '@rescue/contracts';
import { request } from '@rescue/testkit/http';
import { registerUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { MAX_COPIES_PER_REQUEST } from '../src/routes/internal';
import { internal, registerSignedNgo, report } from './helpers';

const the = fileStack({
  reporter: (stack) => registerUser(stack, 'user'),
  ngo: registerSignedNgo,
});
let original: Incident;
beforeAll(async () => {
  original = await report(the.stack, the.reporter);
});

const HOUR = 60 * 60 * 1000;
const copy = (i: number, overrides: Record<string, unknown> = {}) => ({
  city: 'Mumbai',
  status: 'in progress',
  createdAt: new Date(Date.now() - i * HOUR).toISOString(),
  location: {
    lat: 19.07 + i / 1000,
    lng: 72.87,
    address: `${i} Copy Street`,
    approximate: false,
    accuracyMeters: 12,
  },
  animalDescription: `Copied animal ${i}`,
  score: 8,
  ...overrides,
});
const count = async () =>
  (await internal(the.stack, 'GET', '/internal/incidents/count')).body.count as number;

test('copies are stored with what varies, counted, and read back at once', async () => {
  const before = await count();
  const res = await internal(the.stack, 'POST', `/internal/incidents/${original._id}/copies`, {
    copies: [copy(1), copy(2)],
  });
  expect(res.status).toBe(201);
  expect(res.body.ids).toHaveLength(2);
  expect(await count()).toBe(before + 2);

  const stored = await internal(the.stack, 'GET', `/internal/incidents/${res.body.ids[0]}`);
  expect(stored.status).toBe(200);
  expect(stored.body).toMatchObject({
    city: 'Mumbai',
    status: 'in progress',
    location: { address: '1 Copy Street', approximate: false, accuracyMeters: 12 },
    animalInfo: {
      description: 'Copied animal 1',
      aiSeverityAssessment: { score: 8, category: 'HIGH' },
    },
    reporterInfo: { name: the.reporter.name },
  });
  expect(stored.body._id).not.toBe(original._id);
  // The public list serves them too (the working sets reloaded).
  const list = await request(the.stack.url, 'GET', '/api/incidents?limit=100', {
    token: the.ngo.token,
  });
  expect((list.body as Incident[]).map((i) => i._id)).toEqual(expect.arrayContaining(res.body.ids));
});

test('a batch over the bound, or a copy that does not parse, is a 400 with a message', async () => {
  const before = await count();
  const tooMany = Array.from({ length: MAX_COPIES_PER_REQUEST + 1 }, (_, i) => copy(i));
  const big = await internal(the.stack, 'POST', `/internal/incidents/${original._id}/copies`, {
    copies: tooMany,
  });
  expect(big.status).toBe(400);
  expect(big.body.message).toEqual(expect.any(String));
  const bad = await internal(the.stack, 'POST', `/internal/incidents/${original._id}/copies`, {
    copies: [copy(1, { score: 11 })],
  });
  expect(bad.status).toBe(400);
  expect(bad.body.message).toMatch(/score/);
  const unknown = await internal(
    the.stack,
    'POST',
    `/internal/incidents/${'0'.repeat(24)}/copies`,
    {
      copies: [copy(1)],
    },
  );
  expect(unknown.status).toBe(404);
  expect(await count()).toBe(before);
});

test('back-dating moves every time on the incident back, history included', async () => {
  const fresh = await report(the.stack, the.reporter);
  const ms = 3 * 24 * HOUR;
  const res = await internal(the.stack, 'POST', `/internal/incidents/${fresh._id}/backdate`, {
    ms,
  });
  expect(res.status).toBe(200);
  const history = await request(the.stack.url, 'GET', `/api/incidents/${fresh._id}/history`, {
    token: the.reporter.token,
  });
  const moved = await internal(the.stack, 'GET', `/internal/incidents/${fresh._id}`);
  expect(Date.parse(moved.body.createdAt)).toBe(Date.parse(fresh.createdAt) - ms);
  const reported = (history.body.data as { type: string; at: string }[]).find(
    (e) => e.type === 'reported',
  )!;
  expect(Date.parse(reported.at)).toBeLessThanOrEqual(Date.parse(fresh.createdAt) - ms + 1000);
  const refused = await internal(the.stack, 'POST', `/internal/incidents/${fresh._id}/backdate`, {
    ms: -1,
  });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toEqual(expect.any(String));
});

test.each([
  ['GET', () => '/internal/incidents/count'],
  ['POST', () => `/internal/incidents/${original._id}/copies`],
  ['POST', () => `/internal/incidents/${original._id}/backdate`],
  ['DELETE', () => `/internal/people/${the.reporter._id}/report-quota`],
])('%s %s: 403 without the key, and the gateway does not forward it', async (method, path) => {
  const json = method === 'POST' ? { copies: [copy(1)], ms: HOUR } : undefined;
  const before = await count();
  const missing = await request(the.stack.services.incidents[0]!, method, path(), { json });
  expect(missing.status).toBe(403);
  const viaGateway = await request(the.stack.url, method, path(), {
    json,
    headers: { 'x-internal-key': the.stack.secrets.internalApiKey },
  });
  expect(viaGateway.status).toBe(404);
  expect(await count()).toBe(before);
});
