// Issue 12's slow-body attack, against the real services: 300 logins from one address that
// send their body a byte a second. The gateway reads small bodies whole before it takes a
// connection to a service, so the attack holds none of auth's, and a login from another
// address stays fast. The per-address limits are raised here so that every attacking
// request is in progress at once (with the defaults most would get 429 straight away).
//
// Measure: npx jest -c jest.api.config.js gateway/test/slow-body-attack (prints the logins' times)
import { waitFor } from '@rescue/testkit/wait';
import type { RunningGateway } from '../src';
import { request } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerUser } from '@rescue/testkit/users';
import { gatewayInFrontOf, slowClient, statusOf } from './support';

jest.setTimeout(60_000);

const ATTACKERS = 300;
const GRACE_MS = 4_000;

let stack: TestStack;
let gateway: RunningGateway;
beforeAll(async () => {
  stack = await startTestStack();
  gateway = await gatewayInFrontOf(stack, {
    CLIENT_MAX_CONNECTIONS: '1000',
    CLIENT_MAX_IN_FLIGHT: '1000',
    BODY_GRACE_MS: String(GRACE_MS),
  });
}, 60_000);
afterAll(async () => {
  await gateway?.close();
  await stack?.close();
});

test('300 slow login bodies from one address: a login from another stays under 1 s', async () => {
  const account = await registerUser(stack, 'user');
  const body = JSON.stringify({ email: 'attacker@example.org', password: 'x'.repeat(40) });
  const port = Number(new URL(gateway.url).port);
  const attack = Array.from({ length: ATTACKERS }, () =>
    slowClient(
      port,
      `POST /api/users/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      body,
      1_000,
    ),
  );
  await Promise.all(attack.map((client) => client.begun));

  const times: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const before = performance.now();
    const res = await request(gateway.url, 'POST', '/api/users/login', {
      json: { email: account.email, password: account.password },
    });
    times.push(Math.round(performance.now() - before));
    expect(res.status).toBe(200);
    expect(typeof res.body.token).toBe('string');
    // The next login comes once the attack has moved on (another byte trickled, or cut).
    const sentBefore = attack[0]!.progress().sent;
    await waitFor(
      () => {
        const now = attack[0]!.progress();
        return now.closed || now.sent > sentBefore;
      },
      { what: 'the attack to trickle another byte' },
    );
  }
  console.log(`logins during the attack (ms): ${times.join(', ')}`);
  expect(Math.max(...times)).toBeLessThan(1_000);

  // Every attacking request was cut with a 408 once its grace period was over.
  const answers = await Promise.all(attack.map((client) => client.done));
  expect(answers.map(statusOf).filter((status) => status !== 408)).toEqual([]);
});
