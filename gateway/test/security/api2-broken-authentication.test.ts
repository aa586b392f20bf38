// OWASP API2:2023 Broken Authentication. Every secured operation of the OpenAPI document
// refuses, with a JSON 401, a token that is expired, signed with another key, unsigned
// (alg: none), HMAC-signed with the public key (algorithm confusion), meant for another
// audience or issuer, not yet valid, or that names an unknown role, or whose session was
// never started: through the gateway and straight on the service that owns the path, since
// every service checks tokens itself.
import { createHmac, generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from '@rescue/contracts';
import { JWT_AUDIENCE, JWT_ISSUER } from '@rescue/service-kit';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import {
  accountsOfEveryRole,
  callExample,
  examplePath,
  ENDS_ITS_SESSION,
  expectJsonError,
  freshToken,
  operations,
  paramKind,
  reportIncident,
  type Account,
  type Operation,
} from './support';

// The stacks start in-process; the api project's default of 5 s is tight on a busy machine.
jest.setTimeout(30_000);

let stack: TestStack;
let accounts: Record<Role, Account>;
let incidentId: string;

beforeAll(async () => {
  stack = await startTestStack();
  accounts = await accountsOfEveryRole(stack, 'Token');
  incidentId = (await reportIncident(stack, accounts.ngo))._id;
});
afterAll(() => stack.close());

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** The claims of the NGO's real token (its live session included): only the flaw is wrong. */
function claims(extra: Record<string, unknown> = {}) {
  const ngo = accounts.ngo;
  const real = JSON.parse(Buffer.from(ngo.token.split('.')[1]!, 'base64url').toString('utf8'));
  return {
    sub: ngo._id,
    sid: real.sid,
    jti: real.jti,
    role: 'ngo',
    name: ngo.name,
    docs: true,
    iss: JWT_ISSUER,
    aud: JWT_AUDIENCE,
    iat: now(),
    exp: now() + 3600,
    ...extra,
  };
}

const realKey = () => stack.secrets.jwtPrivateKey;
const rs256 = (payload: object, key: string) => jwt.sign(payload, key, { algorithm: 'RS256' });
const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

const BAD_TOKENS: Array<[string, () => string]> = [
  ['expired', () => rs256(claims({ iat: now() - 7200, exp: now() - 3600 }), realKey())],
  ['forged with another key', () => rs256(claims(), otherKey)],
  ['alg none', () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims())}.`],
  [
    'HS256 signed with the public key',
    () => {
      const input = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims())}`;
      const mac = createHmac('sha256', stack.secrets.jwtPublicKey).update(input);
      return `${input}.${mac.digest('base64url')}`;
    },
  ],
  ['for another audience', () => rs256(claims({ aud: 'some-other-app' }), realKey())],
  ['from another issuer', () => rs256(claims({ iss: 'someone-else' }), realKey())],
  ['not valid yet', () => rs256(claims({ nbf: now() + 3600 }), realKey())],
  ['with an unknown role', () => rs256(claims({ role: 'superuser' }), realKey())],
  [
    'of a session never started',
    () => rs256(claims({ sid: 'made-up', jti: 'made-up' }), realKey()),
  ],
  ['without a session', () => rs256(claims({ sid: undefined, jti: undefined }), realKey())],
  ['garbage', () => 'not-a-jwt'],
];

/** A path to the NGO's own objects, so a good token would be let in. */
function pathFor(operation: Operation): string {
  const values: Record<string, string> = {};
  for (const param of operation.pathParams) {
    values[param.name] = paramKind(param) === 'user' ? accounts.ngo._id : incidentId;
  }
  return examplePath(operation, values);
}

const SECURED = operations().filter((o) => o.secured);

test('a good token is let in by every secured operation, through the gateway and directly', async () => {
  for (const operation of SECURED) {
    for (const baseUrl of [stack.url, stack.services[operation.service][0]!]) {
      const token = ENDS_ITS_SESSION.has(operation.label)
        ? await freshToken(stack, accounts.ngo)
        : accounts.ngo.token;
      const res = await callExample(baseUrl, operation, {
        path: pathFor(operation),
        token,
        as: accounts.ngo,
      });
      expect({ call: `${operation.label} on ${baseUrl}`, status: res.status }).not.toEqual({
        call: `${operation.label} on ${baseUrl}`,
        status: 401,
      });
    }
  }
});

describe.each(BAD_TOKENS)('a token %s', (_kind, makeToken) => {
  test.each(SECURED.map((o) => [o.label, o] as const))(
    'is refused by %s, through the gateway and directly',
    async (label, operation) => {
      const token = makeToken();
      for (const [route, baseUrl] of [
        ['gateway', stack.url],
        [operation.service, stack.services[operation.service][0]!],
      ] as const) {
        const res = await callExample(baseUrl, operation, {
          path: pathFor(operation),
          token,
          as: accounts.ngo,
        });
        expect({ call: `${label} via ${route}`, status: res.status }).toEqual({
          call: `${label} via ${route}`,
          status: 401,
        });
        expectJsonError(res);
      }
    },
  );
});
