import { request } from '@rescue/testkit/src/http';
import { startTestStack, type TestStack } from '@rescue/testkit/src/stack';
import { registerUser } from '@rescue/testkit/src/users';
import { loadConfig, start } from '../src';
import { report } from './helpers';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

test('a second start on the same database (indexes exist) serves what the first stored', async () => {
  const reporter = await registerUser(stack, 'user');
  const incident = await report(stack, reporter);
  const again = await start(
    loadConfig({
      MONGO_URL: stack.mongoUrl,
      INCIDENTS_DB: stack.dbNames.incidents,
      INCIDENTS_PORT: '0',
      INCIDENTS_HOST: '127.0.0.1',
      JWT_PUBLIC_KEY: stack.secrets.jwtPublicKey,
      INTERNAL_API_KEY: stack.secrets.internalApiKey,
      AUTH_URL: stack.services.auth[0],
      LOG_LEVEL: 'silent',
    }),
  );
  try {
    expect((await request(again.url, 'GET', '/healthz')).status).toBe(200);
    const res = await request(again.url, 'GET', `/api/incidents/${incident._id}`, {
      token: reporter.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(incident);
  } finally {
    await again.close();
  }
});
