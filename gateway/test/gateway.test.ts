import { startTestStack, type TestStack } from '@rescue/testkit/src/stack';
import { client } from '@rescue/testkit/src/http';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

test('serves a page naming the app at /', async () => {
  const res = await client(stack.url).get('/');
  expect(res.status).toBe(200);
  expect(res.body).toContain('Rescue Network');
});

test('every service answers /healthz', async () => {
  for (const [name, urls] of Object.entries(stack.services)) {
    const res = await client(urls[0]!).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', service: name });
  }
});

test('an unknown API path is a JSON 404', async () => {
  const res = await client(stack.url).get('/api/nothing-here');
  expect(res.status).toBe(404);
  expect(res.body.message).toMatch(/No route/);
});
