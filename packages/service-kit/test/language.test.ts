// A service answers in the person's language (issue 29): every error carries a stable code;
// with Accept-Language hi or mr its message is the Hindi or Marathi one, without it (or with a
// language we do not speak) the spec's English, word for word. Success messages too.
import type { Principal } from '@rescue/contracts';
import {
  INCIDENT_NOT_FOUND_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  STATUS_UPDATED_MESSAGE,
  wrongRoleMessage,
} from '@rescue/contracts';
import { generateSecrets } from '@rescue/stack/keys';
import { request } from '@rescue/testkit/http';
import {
  Router,
  notFound,
  operationRouter,
  parseInput,
  signToken,
  theirLanguage,
  z,
  type ServiceState,
} from '../src';
import { listenProbeApp, type ProbeApp } from './probe-app';

const { jwtPrivateKey, jwtPublicKey, internalApiKey } = generateSecrets();
const NGO = 'b'.repeat(24);
const USER = 'c'.repeat(24);
const people: Record<string, Principal> = {
  [NGO]: { id: NGO, role: 'ngo', name: 'NGO', documentsSigned: true, verification: 'verified' },
  [USER]: { id: USER, role: 'user', name: 'U', documentsSigned: true },
};
const token = (id: string) =>
  `Bearer ${signToken(people[id]!, jwtPrivateKey, 600, { sessionId: 's', tokenId: 't' })}`;
/** A constant body a route answers with: the translation must not rewrite it for later requests. */
const SHARED_ANSWER = Object.freeze({ message: STATUS_UPDATED_MESSAGE });

let probe: ProbeApp;
beforeAll(async () => {
  const routes = operationRouter<{ incident: { _id: string } }>({
    internalApiKey,
    loaders: {
      incident: async () => {
        throw notFound(INCIDENT_NOT_FOUND_MESSAGE);
      },
    },
  })
    .route('incidents.read', ({ object }) => object)
    .route('admin.accounts', () => ({}));
  const plain = new Router<ServiceState>();
  plain.post('/probe/validate', (ctx) => {
    ctx.body = parseInput(z.object({ description: z.string() }), ctx.request.body);
  });
  plain.post('/probe/update', (ctx) => {
    ctx.body = SHARED_ANSWER;
  });
  // Worded by the language without a {message} (as the notification centre's titles are), and
  // an answer the language does not change.
  plain.get('/probe/worded', (ctx) => {
    ctx.body = { title: theirLanguage(ctx) === 'hi' ? 'नई रिपोर्ट' : 'New report' };
  });
  plain.get('/probe/plain', (ctx) => {
    ctx.body = { count: 3 };
  });
  probe = await listenProbeApp({
    serviceName: 'language-test',
    jwtPublicKey,
    sessions: async (identity) => people[identity.id] ?? null,
    routers: [routes.router, plain],
  });
});
afterAll(() => probe.close());

const call = (
  method: string,
  path: string,
  { as, language, json }: { as?: string; language?: string; json?: unknown } = {},
) =>
  request(probe.origin, method, path, {
    headers: {
      ...(as ? { authorization: token(as) } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(json === undefined ? {} : { json }),
  });

const FAILURES = [
  { name: '400', method: 'POST', path: '/probe/validate', json: {}, status: 400 },
  { name: '401', method: 'GET', path: `/api/incidents/${'e'.repeat(24)}`, status: 401 },
  { name: '403', method: 'GET', path: '/api/admin/accounts', as: NGO, status: 403 },
  { name: '404', method: 'GET', path: `/api/incidents/${'e'.repeat(24)}`, as: NGO, status: 404 },
  { name: 'no route', method: 'GET', path: '/api/nothing-here', status: 404 },
];

test.each(FAILURES)('a $name answer has a code, in every language', async (failure) => {
  const codes = new Set<unknown>();
  for (const language of [undefined, 'hi', 'mr', 'fr']) {
    const res = await call(failure.method, failure.path, { ...failure, language });
    expect(res.status).toBe(failure.status);
    const body = res.body as { message: string; code: string };
    expect(body.code).toMatch(/^[A-Z][A-Z_]+$/);
    expect(typeof body.message).toBe('string');
    codes.add(body.code);
  }
  // The code is the same whatever the language: it is what clients branch on.
  expect(codes.size).toBe(1);
});

test('without Accept-Language the spec English; with hi or mr the translation', async () => {
  const path = `/api/incidents/${'e'.repeat(24)}`;
  expect((await call('GET', path)).body).toEqual({
    message: LOGIN_REQUIRED_MESSAGE,
    code: 'LOGIN_REQUIRED',
  });
  expect((await call('GET', path, { language: 'fr-FR, de;q=0.5' })).body).toEqual({
    message: LOGIN_REQUIRED_MESSAGE,
    code: 'LOGIN_REQUIRED',
  });
  const hindi = await call('GET', path, { language: 'hi-IN,hi;q=0.9,en;q=0.8' });
  expect(hindi.body).toEqual({ message: 'कृपया पहले लॉग इन करें', code: 'LOGIN_REQUIRED' });
  // Caches keep one answer per language.
  expect(hindi.headers.get('vary')).toMatch(/Accept-Language/i);

  const notFoundMr = await call('GET', path, { as: NGO, language: 'mr' });
  expect(notFoundMr.body).toEqual({ message: 'प्रकरण सापडले नाही', code: 'INCIDENT_NOT_FOUND' });
  const wrongRole = await call('GET', '/api/admin/accounts', { as: USER });
  expect(wrongRole.body).toEqual({
    message: wrongRoleMessage('admin.accounts'),
    code: 'WRONG_ROLE',
  });
  const validation = await call('POST', '/probe/validate', { json: {}, language: 'hi' });
  expect(validation.body).toEqual({ message: 'description ज़रूरी है', code: 'FIELD_REQUIRED' });
});

test('a success message follows the language too, and carries no error code', async () => {
  const marathi = await call('POST', '/probe/update', { language: 'mr' });
  expect(marathi.status).toBe(200);
  expect(marathi.body).toEqual({ message: 'स्थिती यशस्वीरित्या अद्ययावत झाली' });
  const english = await call('POST', '/probe/update');
  expect(english.body).toEqual({ message: STATUS_UPDATED_MESSAGE });
});

test('an answer worded by Accept-Language says Vary: Accept-Language, with or without a message', async () => {
  const hindi = await call('GET', '/probe/worded', { language: 'hi' });
  expect(hindi.body).toEqual({ title: 'नई रिपोर्ट' });
  expect(hindi.headers.get('vary')).toMatch(/Accept-Language/i);
  // English because none was asked for: still a choice a cache must not reuse for Hindi.
  const english = await call('GET', '/probe/worded');
  expect(english.body).toEqual({ title: 'New report' });
  expect(english.headers.get('vary')).toMatch(/Accept-Language/i);
  // A success {message} is said in the language too.
  expect((await call('POST', '/probe/update')).headers.get('vary')).toMatch(/Accept-Language/i);
  // An answer the language does not change keeps one copy for every language.
  const plain = await call('GET', '/probe/plain', { language: 'mr' });
  expect(plain.body).toEqual({ count: 3 });
  expect(plain.headers.get('vary') ?? '').not.toMatch(/Accept-Language/i);
});
