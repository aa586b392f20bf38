import { client } from '@rescue/testkit/http';
import { fileStack } from '@rescue/testkit/file-stack';
import { registerUser } from '@rescue/testkit/users';
import { waitFor } from '@rescue/testkit/wait';
import { OTHER_ADDRESS, loginFrom, registration, withAuthDb } from './helpers';

// Every call in a test comes from 127.0.0.1 unless it says otherwise (127.0.0.2 is a second
// client address), so each scenario gets a stack (and database) of its own with low limits.

/** Headers a client might send to pose as another address; the gateway must ignore them all. */
const spoofed = (n: number) => ({
  'X-Forwarded-For': `203.0.113.${n}`,
  'X-Client-IP': `198.51.100.${n}`,
  'X-Real-IP': `192.0.2.${n}`,
});

/** The one wording: seconds under a minute (the progressive delays), else minutes. */
const TOO_MANY_LOGINS =
  /^Too many failed login attempts\. Please try again in \d+ (seconds?|minutes?)\.$/;

function expectTooManyLogins(
  res: { status: number; headers: Headers; body: any },
  maxSeconds: number,
) {
  expect(res.status).toBe(429);
  expect(res.body.message).toMatch(TOO_MANY_LOGINS);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('failed logins per account and address pair, with progressive delays', () => {
  const the = fileStack(
    {},
    {
      env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_WINDOW_SECONDS: '600' },
    },
  );
  const login = (email: string, password: string, headers?: Record<string, string>) =>
    the.api.post('/api/users/login', { json: { email, password }, headers });

  test("an attacker's failures from one address never stop the owner at another", async () => {
    const owner = await registerUser(the.stack, 'user');
    const attack = (password: string) =>
      loginFrom(the.stack.url, { email: owner.email, password }, OTHER_ADDRESS);
    for (let i = 1; i <= 3; i += 1) expect((await attack(`guess ${i}`)).status).toBe(401);
    const slowed = await attack('guess 4');
    expect(slowed).toMatchObject({
      status: 429,
      retryAfter: 1,
      body: { message: 'Too many failed login attempts. Please try again in 1 second.' },
    });
    // Even the right password waits from the attacking address...
    expect((await attack(owner.password)).status).toBe(429);
    // ...while the owner, from their own address, is let in at once, again and again.
    for (let i = 0; i < 3; i += 1) {
      const res = await loginFrom(the.stack.url, { email: owner.email, password: owner.password });
      expect(res.status).toBe(200);
    }
  });

  test('each further failure doubles the wait; refused attempts do not count', async () => {
    const owner = await registerUser(the.stack, 'user');
    const attack = () =>
      loginFrom(the.stack.url, { email: owner.email, password: 'a guess' }, OTHER_ADDRESS);
    for (let i = 0; i < 3; i += 1) expect((await attack()).status).toBe(401);
    for (const delay of [1, 2, 4]) {
      // Hammering while the delay runs only hears how long is left.
      for (let i = 0; i < 3; i += 1) {
        const refused = await attack();
        expect(refused.status).toBe(429);
        expect(refused.retryAfter).toBeLessThanOrEqual(delay);
      }
      const refusedAt = Date.now();
      expect((await attack()).retryAfter).toBe(delay);
      // Refused (and not counted) until the delay has run, then heard again: a 401.
      await waitFor(async () => (await attack()).status === 401, {
        what: `the ${delay} s delay to run out`,
        timeoutMs: (delay + 5) * 1000,
        intervalMs: 100,
      });
      // It said `delay` whole seconds were left, so more than delay - 1 had to pass.
      expect(Date.now() - refusedAt).toBeGreaterThanOrEqual((delay - 1) * 1000);
    }
    const longer = await attack();
    expect(longer).toMatchObject({
      status: 429,
      retryAfter: 8,
      body: { message: 'Too many failed login attempts. Please try again in 8 seconds.' },
    });
  });

  test('spoofed address headers and the letter case of the email do not open a new pair', async () => {
    const account = await registerUser(the.stack, 'user');
    for (let i = 1; i <= 3; i += 1) {
      expect((await login(account.email, `wrong password ${i}`, spoofed(i))).status).toBe(401);
    }
    expectTooManyLogins(await login(account.email, account.password, spoofed(9)), 1);
    expectTooManyLogins(await login(account.email.toUpperCase(), account.password), 1);
  });

  test('other accounts from the same address are not affected', async () => {
    const locked = await registerUser(the.stack, 'user');
    const other = await registerUser(the.stack, 'user');
    for (let i = 0; i < 4; i += 1) await login(locked.email, 'wrong password');
    expect((await login(other.email, other.password)).status).toBe(200);
  });

  test("a successful login clears the pair's failures", async () => {
    const account = await registerUser(the.stack, 'volunteer');
    for (let i = 0; i < 2; i += 1)
      expect((await login(account.email, 'wrong password')).status).toBe(401);
    expect((await login(account.email, account.password)).status).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await login(account.email, 'wrong password')).status).toBe(401);
    expect((await login(account.email, 'wrong password')).status).toBe(429);
  });

  test('unknown emails are limited too (no probing for which accounts exist)', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await login('ghost@example.org', 'guess')).status).toBe(401);
    expect((await login('ghost@example.org', 'guess')).status).toBe(429);
  });

  test('a burst of parallel guesses cannot slip past the free failures', async () => {
    const account = await registerUser(the.stack, 'ngo');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(account.email, `parallel guess ${i}`)),
    );
    const statuses = results.map((res) => res.status);
    const checked = statuses.filter((status) => status === 401).length;
    // Never more than the free failures; racing attempts may even see each other and wait.
    expect(checked).toBeLessThanOrEqual(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - checked);
  });

  test('the counters live in the database, shared by every replica', async () => {
    const account = await registerUser(the.stack, 'user');
    await login(account.email, 'wrong password');
    const attempts = await withAuthDb(the.stack, (db) =>
      db
        .collection('rateLimitAttempts')
        .find({ key: { $regex: `^login:pair:${account.email.replace(/\./g, '\\.')}:` } })
        .toArray(),
    );
    expect(attempts).toEqual([
      expect.objectContaining({
        key: `login:pair:${account.email}:127.0.0.1`,
        at: expect.any(Date),
        expiresAt: expect.any(Date),
      }),
    ]);
  });
});

describe('failed logins per client address', () => {
  const the = fileStack({}, { env: { LOGIN_MAX_FAILURES_PER_IP: '4' } });

  test('spreading guesses over accounts and spoofing X-Forwarded-For does not help', async () => {
    const account = await registerUser(the.stack, 'user');
    // Successful logins are not failures: they leave the address's budget alone.
    for (let i = 0; i < 3; i += 1) {
      const ok = await the.api.post('/api/users/login', {
        json: { email: account.email, password: account.password },
      });
      expect(ok.status).toBe(200);
    }
    for (let i = 1; i <= 4; i += 1) {
      const res = await the.api.post('/api/users/login', {
        json: { email: `victim${i}@example.org`, password: 'guess' },
        headers: spoofed(i),
      });
      expect(res.status).toBe(401);
    }
    const blocked = await the.api.post('/api/users/login', {
      json: { email: account.email, password: account.password },
      headers: spoofed(77),
    });
    expectTooManyLogins(blocked, 900);
    expect(blocked.body.message).toBe(
      'Too many failed login attempts. Please try again in 15 minutes.',
    );
    // The limit is the address's: the owner, from another one, logs in.
    const elsewhere = await loginFrom(
      the.stack.url,
      { email: account.email, password: account.password },
      OTHER_ADDRESS,
    );
    expect(elsewhere.status).toBe(200);
  });
});

describe('login windows expire', () => {
  const the = fileStack(
    {},
    {
      env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '1', LOGIN_WINDOW_SECONDS: '1' },
    },
  );

  test('after the window the account may log in again', async () => {
    const account = await registerUser(the.stack, 'user');
    const login = (password: string) =>
      the.api.post('/api/users/login', { json: { email: account.email, password } });
    expect((await login('wrong password')).status).toBe(401);
    expect((await login(account.password)).status).toBe(429);
    // Refused logins do not count, so asking again only finds when the window has passed;
    // the deadline is far below the default window, which would never pass in time.
    await waitFor(async () => (await login(account.password)).status === 200, {
      what: 'the 1 s window to pass',
      timeoutMs: 5_000,
      intervalMs: 100,
    });
  });
});

describe('registrations per client address', () => {
  const the = fileStack(
    {},
    {
      env: { REGISTER_MAX_PER_IP: '3', REGISTER_WINDOW_SECONDS: '3600' },
    },
  );

  test('the address gets 429 with Retry-After once over the limit, spoofed headers or not', async () => {
    // A taken email counts as a new one (its answer is a new account's), so probing for
    // registered addresses is held to the same limit.
    const { email } = registration();
    for (let i = 1; i <= 3; i += 1) {
      const res = await the.api.post('/api/users/register', {
        json: registration({ email }),
        headers: spoofed(i),
      });
      expect(res.status).toBe(201);
    }
    const blocked = await the.api.post('/api/users/register', {
      json: registration({ email }),
      headers: spoofed(50),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      message: 'Too many registrations. Please try again in 60 minutes.',
      code: expect.any(String),
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3500);
    // Login is limited separately: existing accounts still log in.
    const login = await client(the.stack.url).post('/api/users/login', {
      json: { email: 'nobody@example.org', password: 'whatever' },
    });
    expect(login.status).toBe(401);
  });
});
