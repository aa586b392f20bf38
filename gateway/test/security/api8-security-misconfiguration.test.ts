// OWASP API8:2023 Security Misconfiguration: every response carries the security headers
// (nosniff, frame denial, a referrer policy, no X-Powered-By, a CSP on HTML, no wildcard
// CORS), personal answers are never cached, and errors do not leak internals. Walks every
// operation of the OpenAPI document (anonymous and logged in, through the gateway and
// straight on its service) and the front end's page, static and error paths.
import { randomBytes } from 'node:crypto';
import type { Role } from '@rescue/contracts';
import { request, type ApiResponse } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import {
  accountsOfEveryRole,
  callExample,
  examplePath,
  jpeg,
  operations,
  paramKind,
  rawRequest,
  reportIncident,
  type Account,
  type Operation,
} from './support';

let stack: TestStack;
let accounts: Record<Role, Account>;
let incidentId: string;
let photo: string;

beforeAll(async () => {
  stack = await startTestStack();
  accounts = await accountsOfEveryRole(stack, 'Headers');
  const incident = await reportIncident(stack, accounts.ngo, { photo: await jpeg() });
  incidentId = incident._id;
  photo = incident.animalInfo.photo!;
});
afterAll(() => stack.close());

const SAFE_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

/** The headers every response must carry, whoever answered it. */
function expectSecurityHeaders(res: ApiResponse, where: string) {
  const h = (name: string) => res.headers.get(name);
  const frameDenied =
    h('x-frame-options') === 'DENY' ||
    /frame-ancestors 'none'/.test(h('content-security-policy') ?? '');
  expect({
    where,
    nosniff: h('x-content-type-options'),
    frameDenied,
    referrerPolicy: SAFE_REFERRER_POLICIES.includes(h('referrer-policy') ?? ''),
    poweredBy: h('x-powered-by'),
    server: /\d/.test(h('server') ?? ''),
    wildcardCors: h('access-control-allow-origin') === '*',
  }).toEqual({
    where,
    nosniff: 'nosniff',
    frameDenied: true,
    referrerPolicy: true,
    poweredBy: null,
    server: false,
    wildcardCors: false,
  });
  if ((h('content-type') ?? '').startsWith('text/html')) {
    const csp = h('content-security-policy') ?? '';
    expect({ where, csp: /default-src/.test(csp) && /frame-ancestors 'none'/.test(csp) }).toEqual({
      where,
      csp: true,
    });
    expect({ where, unsafeScript: /script-src[^;]*'unsafe-(inline|eval)'/.test(csp) }).toEqual({
      where,
      unsafeScript: false,
    });
  }
}

function pathFor(operation: Operation): string {
  const values: Record<string, string> = {};
  for (const param of operation.pathParams) {
    const kind = paramKind(param);
    values[param.name] =
      kind === 'photo'
        ? photo
        : kind === 'token'
          ? randomBytes(32).toString('hex')
          : kind === 'user'
            ? accounts.ngo._id
            : incidentId;
  }
  return examplePath(operation, values);
}

describe.each(operations().map((o) => [o.label, o] as const))('%s', (label, operation) => {
  test('answers with the security headers, anonymous or logged in, via the gateway or directly', async () => {
    for (const [route, baseUrl] of [
      ['gateway', stack.url],
      [operation.service, stack.services[operation.service][0]!],
    ] as const) {
      for (const who of ['anonymous', 'ngo'] as const) {
        const token = who === 'ngo' ? accounts.ngo.token : undefined;
        const res = await callExample(baseUrl, operation, {
          path: pathFor(operation),
          token,
          as: accounts.ngo,
        });
        const where = `${label} via ${route} as ${who}: ${res.status}`;
        expectSecurityHeaders(res, where);
        // Personal answers must never sit in a shared cache.
        if (operation.secured && res.status < 300) {
          expect({ where, cache: res.headers.get('cache-control') }).toEqual({
            where,
            cache: expect.stringMatching(/no-store|private/),
          });
        }
      }
    }
  });
});

test.each([
  ['/', 'the home page'],
  ['/login', 'a page of the app (SPA fallback)'],
  ['/dashboard/incidents', 'a deep page of the app'],
  ['/voldash', "the volunteer's area"],
  ['/user-dashboard', "the reporter's area"],
  ['/remotes.json', 'the remotes manifest'],
  ['/api/openapi.json', 'the OpenAPI document'],
  ['/missing-file.js', 'a missing static file'],
  ['/api/no-such-thing', 'an unknown API path'],
  ['/internal/users/000000000000000000000000', 'an internal path'],
])('%s (%s) answers with the security headers', async (path) => {
  for (const method of ['GET', 'HEAD']) {
    const res = await rawRequest(stack.url, method, path);
    expect(res.status).toBeLessThan(500);
    expectSecurityHeaders(res, `${method} ${path}: ${res.status}`);
  }
});

test('every page of the app is HTML under a Content-Security-Policy', async () => {
  for (const path of ['/', '/login', '/report-incident', '/dashboard', '/voldash']) {
    const res = await request(stack.url, 'GET', path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
  }
});

describe('errors do not leak internals', () => {
  test.each([
    ['malformed JSON', 'POST', '/api/users/login', '{"email": '],
    [
      'an object where a string goes',
      'POST',
      '/api/users/login',
      '{"email":{"$gt":""},"password":{"$gt":""}}',
    ],
    ['a method nobody serves', 'TRACE', '/api/partners', undefined],
    ['a method the path does not allow', 'DELETE', '/api/incidents', undefined],
    ['a malformed id', 'GET', '/api/incidents/not-an-id', undefined],
  ])('%s is a 4xx JSON error with a plain message', async (_what, method, path, raw) => {
    for (const baseUrl of [stack.url, stack.services.auth[0]!, stack.services.incidents[0]!]) {
      const res = await rawRequest(baseUrl, method, path, {
        body: raw,
        headers: {
          authorization: `Bearer ${accounts.ngo.token}`,
          ...(raw ? { 'content-type': 'application/json' } : {}),
        },
      });
      const where = `${method} ${path} on ${baseUrl}: ${res.status} ${JSON.stringify(res.body)}`;
      expect({ where, clientError: res.status >= 400 && res.status < 500 }).toEqual({
        where,
        clientError: true,
      });
      expectSecurityHeaders(res, where);
      expect(typeof res.body?.message).toBe('string');
      expect({
        where,
        leaks: /\bat \w+ \(|node_modules|\/src\/|Error:|stack/i.test(JSON.stringify(res.body)),
      }).toEqual({
        where,
        leaks: false,
      });
    }
  });
});
