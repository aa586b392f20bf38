// The internal endpoints the demo seed uses instead of writing into this service's database
// (issue 28): an account by email, the operators, the demo operator, forgetting sign-ups.
import { fileStack } from '@rescue/testkit/file-stack';
import { client } from '@rescue/testkit/http';
import { internalClient } from '@rescue/testkit/internal';
import { registerUser } from '@rescue/testkit/users';

const the = fileStack({ volunteer: (stack) => registerUser(stack, 'volunteer') });
const internal = () => internalClient(the.stack, 'auth');

test('an account by email (any case), 404 for an unknown one', async () => {
  const found = await internal().get(
    `/internal/users/by-email/${encodeURIComponent(the.volunteer.email.toUpperCase())}`,
  );
  expect(found.status).toBe(200);
  expect(found.body).toMatchObject({ _id: the.volunteer._id, role: 'volunteer' });
  expect(found.body).not.toHaveProperty('passwordHash');
  const unknown = await internal().get('/internal/users/by-email/nobody%40example.org');
  expect(unknown.status).toBe(404);
  expect(unknown.body.message).toBe('User not found');
});

test('an operator made here can log in and is listed with the operators', async () => {
  const email = `demo-operator-${Date.now()}@example.org`;
  const password = 'a long operator password';
  const made = await internal().post('/internal/admins', {
    json: { email, name: 'Demo operator', password },
  });
  expect(made.status).toBe(201);
  const login = await client(the.stack.url).post('/api/users/login', { json: { email, password } });
  expect(login.status).toBe(200);
  expect(login.body.role).toBe('admin');
  const admins = await internal().get('/internal/admins');
  expect(admins.body.data).toContainEqual({ _id: made.body._id, email });
});

test('a short operator password is a 400 with a message, and nothing is made', async () => {
  const email = `short-${Date.now()}@example.org`;
  const res = await internal().post('/internal/admins', {
    json: { email, name: 'Short', password: 'short' },
  });
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(/password/);
  const after = await internal().get(`/internal/users/by-email/${encodeURIComponent(email)}`);
  expect(after.status).toBe(404);
});

test('forgetting sign-ups needs a time', async () => {
  const res = await internal().delete('/internal/registrations/attempts');
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(/since/);
});

test.each([
  ['GET', '/internal/users/by-email/x%40example.org'],
  ['GET', '/internal/admins'],
  ['POST', '/internal/admins'],
  ['DELETE', '/internal/registrations/attempts?since=0'],
])('%s %s: 403 without the key; the gateway does not forward it', async (method, path) => {
  const json =
    method === 'POST'
      ? { email: 'sneaky@example.org', name: 'Sneaky', password: 'a long sneaky password' }
      : undefined;
  const call = (base: string, headers?: Record<string, string>) =>
    client(base)[method.toLowerCase() as 'get' | 'post' | 'delete'](path, { json, headers });
  expect((await call(the.stack.services.auth[0]!)).status).toBe(403);
  expect(
    (await call(the.stack.url, { 'x-internal-key': the.stack.secrets.internalApiKey })).status,
  ).toBe(404);
  const sneaky = await internal().get('/internal/users/by-email/sneaky%40example.org');
  expect(sneaky.status).toBe(404);
});
