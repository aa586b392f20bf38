// The auth service in the person's language (issue 29): a wrong password answers in Hindi or
// Marathi with Accept-Language hi or mr and in the spec's English without, always with its
// code; and a signed-in person's chosen language is kept in their profile, where the other
// services read it (their emails are written in it).
import { internalClient } from '@rescue/testkit/internal';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerUser } from '@rescue/testkit/users';
import { api } from './helpers';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

// Through the gateway (stack.url): it passes Accept-Language on as the client sent it.
const login = (json: unknown, language?: string) =>
  api(stack.url).post('/api/users/login', {
    json,
    headers: language ? { 'accept-language': language } : {},
  });

test('a wrong password: Hindi with Accept-Language hi, the spec English without, one code', async () => {
  const account = await registerUser(stack, 'user');
  const wrong = { email: account.email, password: 'not the password' };

  const hindi = await login(wrong, 'hi');
  expect(hindi.status).toBe(401);
  expect(hindi.body).toEqual({ message: 'ईमेल या पासवर्ड गलत है', code: 'INVALID_CREDENTIALS' });

  const english = await login(wrong);
  expect(english.status).toBe(401);
  expect(english.body).toEqual({
    message: 'Invalid email or password',
    code: 'INVALID_CREDENTIALS',
  });

  const marathi = await login(wrong, 'mr-IN,mr;q=0.9,en;q=0.8');
  expect(marathi.body).toEqual({
    message: 'ईमेल किंवा पासवर्ड चुकीचा आहे',
    code: 'INVALID_CREDENTIALS',
  });
  // A language we do not speak is English.
  expect((await login(wrong, 'ta-IN')).body.message).toBe('Invalid email or password');

  // The success message follows too; the rest of the answer is the same.
  const right = await login({ email: account.email, password: account.password }, 'hi');
  expect(right.status).toBe(200);
  expect(right.body.message).toBe('लॉग इन सफल रहा!');
  expect(right.body._id).toBe(account._id);
});

test('the chosen language is saved in the profile, returned, and read by the other services', async () => {
  const account = await registerUser(stack, 'user');
  const internal = internalClient(stack, 'auth');
  // Nothing chosen yet: the profile says nothing, the other services read English.
  expect(
    (await api(stack.url).get('/api/users/me', { token: account.token })).body,
  ).not.toHaveProperty('language');
  expect((await internal.get(`/internal/users/${account._id}`)).body.language).toBe('en');

  const update = await api(stack.url).put(`/api/users/profile/${account._id}`, {
    token: account.token,
    json: { language: 'mr' },
  });
  expect(update.status).toBe(200);
  expect(update.body.language).toBe('mr');
  expect((await api(stack.url).get('/api/users/me', { token: account.token })).body.language).toBe(
    'mr',
  );
  expect((await internal.get(`/internal/users/${account._id}`)).body.language).toBe('mr');

  const refused = await api(stack.url).put(`/api/users/profile/${account._id}`, {
    token: account.token,
    json: { language: 'fr' },
    headers: { 'accept-language': 'hi' },
  });
  expect(refused.status).toBe(400);
  expect(refused.body).toEqual({
    message: 'language: en, hi या mr होना चाहिए',
    code: 'LANGUAGE_INVALID',
  });
});
