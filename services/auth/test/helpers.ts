import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import http from 'node:http';
import { MongoClient } from 'mongodb';
import { SIGN_UP_ROLES, type SignUpRole } from '@rescue/contracts';
import { request } from '@rescue/testkit/http';
import { apiClient } from '@rescue/testkit/api-client';
import { internalClient } from '@rescue/testkit/internal';
import { reportData } from '@rescue/testkit/reports';
import type { TestStack } from '@rescue/testkit/stack';
import { registerUser, type TestUser } from '@rescue/testkit/users';

/** The roles anyone may sign up as (the operator's comes from configuration). */
export const ROLES: SignUpRole[] = [...SIGN_UP_ROLES];

/** A client for public calls whose every response must match the OpenAPI document. */
export { apiClient as api } from '@rescue/testkit/api-client';

/** A 400 whose message names `field` first (a NoSQL operator sent where a string belongs). */
export function expectFieldRefused(res: { status: number; body: any }, field: string): void {
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(new RegExp(`^${field}\\b`));
}

/** A POST whose body is not JSON: 400 in the JSON parser's words. */
export async function expectMalformedJsonRefused(url: string, path: string, raw: string) {
  const res = await apiClient(url).post(path, { raw });
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ message: 'Malformed JSON body' });
}

let counter = 0;

/** A valid registration payload with a fresh email. */
export function registration(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  return {
    name: `Asha Rao ${counter}`,
    email: `asha.${counter}.${Date.now()}@example.org`,
    password: 'a long enough password',
    city: 'Pune',
    phoneNumber: '+91 98765 43210',
    address: '12 MG Road, Camp',
    ...overrides,
  };
}

/** Two accounts of every role: the owner and "another account of the same role". */
export async function registerAccounts(stack: TestStack) {
  const pair = async (role: SignUpRole): Promise<[TestUser, TestUser]> => [
    await registerUser(stack, role),
    await registerUser(stack, role),
  ];
  const [user, volunteer, ngo] = await Promise.all(ROLES.map(pair));
  return { user: user!, volunteer: volunteer!, ngo: ngo! };
}

export function tokenClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Claims the services would accept if the signature were right. */
export function claimsFor(user: TestUser, extra: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: user._id,
    role: user.role,
    name: user.name,
    docs: true,
    iss: 'rescue-network-auth',
    aud: 'rescue-network',
    iat: now,
    exp: now + 3600,
    ...extra,
  };
}

/** Hand-made tokens, so each attack is exactly what its test says. */
export const craftToken = {
  rs256(claims: object, privateKey: string): string {
    const input = `${base64url({ alg: 'RS256', typ: 'JWT' })}.${base64url(claims)}`;
    return `${input}.${sign('RSA-SHA256', Buffer.from(input), privateKey).toString('base64url')}`;
  },
  none(claims: object): string {
    return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
  },
  hs256(claims: object, secret: string): string {
    const input = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
    return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
  },
};

export function otherPrivateKey(): string {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  }).privateKey;
}

/** Reads the auth database directly (only to check how things are stored). */
export function withAuthDb<T>(
  stack: Pick<TestStack, 'mongoUrl' | 'dbNames'>,
  use: (db: ReturnType<MongoClient['db']>) => Promise<T>,
): Promise<T> {
  return withDb(stack.mongoUrl, stack.dbNames.auth, use);
}

export async function withDb<T>(
  mongoUrl: string,
  dbName: string,
  use: (db: ReturnType<MongoClient['db']>) => Promise<T>,
): Promise<T> {
  const mongo = await MongoClient.connect(mongoUrl);
  try {
    return await use(mongo.db(dbName));
  } finally {
    await mongo.close();
  }
}

/** The docusign service's call after a signing, made directly on the auth service. */
export function markDocumentsSigned(stack: TestStack, user: TestUser) {
  return internalClient(stack, 'auth').post(`/internal/users/${user._id}/documents-signed`, {
    json: { documentType: user.role === 'ngo' ? 'ngo-onboarding' : 'volunteer-onboarding' },
  });
}

/** An attacker's address: Linux routes all of 127.0.0.0/8 to loopback. */
export const OTHER_ADDRESS = '127.0.0.2';

/**
 * A login through the gateway from `localAddress` (the gateway tells the services the socket's
 * address, so this is how a test has a second client address).
 */
export function loginFrom(
  baseUrl: string,
  credentials: { email: string; password: string },
  localAddress = '127.0.0.1',
): Promise<{ status: number; retryAfter: number | undefined; body: any }> {
  const body = JSON.stringify(credentials);
  return new Promise((resolve, reject) => {
    const req = http.request(`${baseUrl}/api/users/login`, {
      method: 'POST',
      localAddress,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const retryAfter = res.headers['retry-after'];
        resolve({
          status: res.statusCode ?? 0,
          retryAfter: retryAfter === undefined ? undefined : Number(retryAfter),
          body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** An incident reported by `reporter` (through the gateway). */
export async function reportIncident(
  baseUrl: string,
  reporter: TestUser,
  description = 'A dog with an injured leg near the bus stop',
): Promise<string> {
  const res = await request(baseUrl, 'POST', '/api/incidents/create', {
    token: reporter.token,
    json: reportData({ description }),
  });
  if (res.status !== 201)
    throw new Error(`report failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.incident._id as string;
}
