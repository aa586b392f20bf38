import http from 'node:http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { client } from '@rescue/testkit/http';

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

test('a body declared larger than any endpoint takes is refused by the gateway with 413', async () => {
  // fetch computes Content-Length itself, so a raw request declares the large size.
  const { status, body } = await new Promise<{ status: number; body: string }>(
    (resolve, reject) => {
      const req = http.request(`${stack.url}/api/incidents/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', 'content-length': 12 * 1024 * 1024 },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.write(Buffer.alloc(1024));
    },
  );
  expect(status).toBe(413);
  expect(JSON.parse(body)).toMatchObject({ message: 'File size should be less than 10MB' });
});
