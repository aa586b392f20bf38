// OWASP API4:2023 Unrestricted Resource Consumption: login and registration are rate
// limited through the gateway (429 with Retry-After, whatever address the client claims,
// even for a burst sent at once), bodies are size-capped and lists are paged.
import { fileStack } from '@rescue/testkit/file-stack';
import { request, type ApiResponse } from '@rescue/testkit/http';
import { adminToken, registerSignedUser, registerUser } from '@rescue/testkit/users';
import { exampleBody, expectJsonError, openApi, operations } from './support';

// The stacks start in-process; the api project's default of 5 s is tight on a busy machine.
jest.setTimeout(30_000);

/** Headers a client might send to pose as another address; the gateway ignores them all. */
const spoofed = (n: number) => ({
  'X-Forwarded-For': `203.0.113.${n}`,
  'X-Real-IP': `192.0.2.${n}`,
  'X-Client-IP': `198.51.100.${n}`,
  Forwarded: `for=198.51.100.${n}`,
});

function expectRateLimited(res: ApiResponse, windowSeconds: number) {
  expect(res.status).toBe(429);
  expectJsonError(res);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

const registerBody = () =>
  exampleBody(operations().find((o) => o.label === 'POST /api/users/register')!)!.json;

test('the document promises 429 with Retry-After on login and registration', () => {
  for (const path of ['/api/users/login', '/api/users/register']) {
    const post = openApi.paths[path]?.post as
      { responses?: Record<string, { headers?: Record<string, unknown> }> } | undefined;
    const limited = post?.responses?.['429'];
    expect(limited?.headers?.['Retry-After']).toBeDefined();
  }
});

describe('registrations per client address', () => {
  const the = fileStack(
    {},
    {
      env: { REGISTER_MAX_PER_IP: '3', REGISTER_WINDOW_SECONDS: '600' },
    },
  );

  test('a burst of ten at once gets no more than the limit through, spoofed addresses or not', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request(the.stack.url, 'POST', '/api/users/register', {
          json: registerBody(),
          headers: spoofed(i),
        }),
      ),
    );
    const statuses = results.map((res) => res.status);
    const through = statuses.filter((s) => s === 201).length;
    // Never more than the limit; racing attempts may even see each other and refuse early.
    expect(through).toBeGreaterThanOrEqual(1);
    expect(through).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - through);
    for (const res of results.filter((r) => r.status === 429)) expectRateLimited(res, 600);
    const register = (n: number) =>
      request(the.stack.url, 'POST', '/api/users/register', {
        json: registerBody(),
        headers: spoofed(n),
      });
    // What the burst left of the window is still there, and then no more.
    for (let n = through; n < 3; n += 1) expect((await register(50 + n)).status).toBe(201);
    const later = await register(99);
    expectRateLimited(later, 600);
  });
});

describe('failed logins', () => {
  const the = fileStack(
    {},
    {
      env: {
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
        LOGIN_MAX_FAILURES_PER_IP: '8',
        LOGIN_WINDOW_SECONDS: '900',
      },
    },
  );
  const login = (email: string, password: string, n: number) =>
    request(the.stack.url, 'POST', '/api/users/login', {
      json: { email, password },
      headers: spoofed(n),
    });

  test('per account: after the limit even the right password gets 429 with Retry-After', async () => {
    const account = await registerUser(the.stack, 'user');
    for (let i = 1; i <= 3; i += 1)
      expect((await login(account.email, `guess ${i}`, i)).status).toBe(401);
    expectRateLimited(await login(account.email, account.password, 42), 900);
  });

  test('per address: guesses spread over many accounts are stopped too', async () => {
    const account = await registerUser(the.stack, 'volunteer');
    const statuses: number[] = [];
    for (let i = 1; i <= 9; i += 1)
      statuses.push((await login(`victim${i}@example.org`, 'guess', i)).status);
    // At most the address's 8 failures (fewer when the test above spent some), then 429.
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(8);
    expect(statuses.at(-1)).toBe(429);
    expectRateLimited(await login(account.email, 'yet another guess', 100), 900);
  });
});

describe('sizes and pages', () => {
  const the = fileStack({});

  test('a JSON body over 1 MB is a 413 on every JSON operation, not parsed', async () => {
    const huge = JSON.stringify({ email: 'x@example.org', password: 'x'.repeat(2 * 1024 * 1024) });
    const account = await registerUser(the.stack, 'ngo');
    const jsonOps = operations().filter((o) => o.op.requestBody?.content?.['application/json']);
    expect(jsonOps.length).toBeGreaterThan(5);
    for (const operation of jsonOps) {
      const path = operation.template.replace(/\{[^}]+\}/g, account._id);
      const res = await request(the.stack.url, operation.method, path, {
        token: account.token,
        raw: huge,
      });
      expect({ op: operation.label, status: res.status }).toEqual({
        op: operation.label,
        status: 413,
      });
      expectJsonError(res);
    }
  });

  test('every documented page size has a maximum, and asking for more is refused or capped', async () => {
    const ngo = await registerSignedUser(the.stack, 'ngo');
    const volunteer = await registerUser(the.stack, 'volunteer');
    const operator = await adminToken(the.stack);
    const paged = operations().filter((o) =>
      (o.op.parameters ?? []).some((p) => p.in === 'query' && p.name === 'limit'),
    );
    expect(paged.length).toBeGreaterThanOrEqual(4);
    for (const operation of paged) {
      const token = operation.template.startsWith('/api/volunteer')
        ? volunteer.token
        : operation.template.startsWith('/api/admin')
          ? operator
          : ngo.token;
      const path = `${operation.template.replace('{id}', ngo._id)}?limit=1000000`;
      const res = await request(the.stack.url, operation.method, path, { token });
      const where = `${operation.label}: ${res.status}`;
      expect({ where, ok: [200, 400, 403].includes(res.status) }).toEqual({ where, ok: true });
      if (res.status === 200) {
        const items = Array.isArray(res.body) ? res.body : res.body.data;
        expect(items.length).toBeLessThanOrEqual(200);
      }
    }
  });
});
