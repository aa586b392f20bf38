// Nothing is missed across a restart (issue 31): a report made while the notifications service
// is down is in the NGO's centre once it is back, because the service goes on from the position
// in the feed it stored, not from the newest change.
import { client } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerSignedUser, registerUser, type TestUser } from '@rescue/testkit/users';
import { waitFor } from '@rescue/testkit/wait';
import type { RunningService } from '@rescue/service-kit';
import { freePort } from '@rescue/stack/ports';
import * as notifications from '../src';
import { eastOf, report } from './helpers';

let stack: TestStack;
let service: RunningService | undefined;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  // The stack runs no notifications replica: this test starts and stops its own.
  stack = await startTestStack({ replicas: { notifications: 0 } });
  env = {
    MONGO_URL: stack.mongoUrl,
    NOTIFICATIONS_DB: stack.dbNames.notifications,
    NOTIFICATIONS_PORT: String(await freePort()),
    NOTIFICATIONS_HOST: '127.0.0.1',
    JWT_PUBLIC_KEY: stack.secrets.jwtPublicKey,
    INTERNAL_API_KEY: stack.secrets.internalApiKey,
    VAPID_PUBLIC_KEY: stack.secrets.vapidPublicKey,
    VAPID_PRIVATE_KEY: stack.secrets.vapidPrivateKey,
    AUTH_URL: stack.services.auth[0],
    INCIDENTS_URL: stack.services.incidents[0],
    VOLUNTEER_URL: stack.services.volunteer[0],
    LOG_LEVEL: 'silent',
  };
}, 60_000);

afterAll(async () => {
  await service?.close();
  await stack?.close();
});

const start = async () => (service = await notifications.start(notifications.loadConfig(env)));

const reportsSeenBy = async (ngo: TestUser) => {
  const res = await client(service!.url).get('/api/notifications', { token: ngo.token });
  return (res.body.data ?? []).map((n: { incidentId: string }) => n.incidentId) as string[];
};

test('a report made while the service was down is notified once it is back', async () => {
  const [reporter, ngo] = await Promise.all([
    registerUser(stack, 'user'),
    registerSignedUser(stack, 'ngo', { city: 'Pune' }),
  ]);
  const where = { city: 'Pune', at: eastOf('Pune', 1), score: 8, category: 'HIGH' };
  await start();
  const before = await report(stack, reporter, where);
  await waitFor(async () => (await reportsSeenBy(ngo)).includes(before), {
    what: 'the first report notified',
  });
  await service!.close();

  const whileDown = await report(stack, reporter, where);
  // More changes after it, so a restart that began at the newest change would skip it.
  const after = await report(stack, reporter, where);
  await start();
  const seen = await waitFor(
    async () => {
      const ids = await reportsSeenBy(ngo);
      return ids.includes(after) && ids;
    },
    { what: 'the report made after the restart notified' },
  );
  expect(seen).toEqual([after, whileDown, before]);
});
