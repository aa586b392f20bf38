import { randomBytes } from 'node:crypto';
import type { Role } from '@rescue/contracts';
import { signDocumentsLocally } from '@rescue/stack/src/signing-client';
import { client } from './http';
import type { TestStack } from './stack';

export interface TestUser {
  _id: string;
  token: string;
  role: Role;
  name: string;
  email: string;
  password: string;
  city: string;
}

/**
 * The operator account every test stack is started with (ADMIN_EMAIL / ADMIN_PASSWORD): tests
 * verify NGOs through the operator's console as a real network would.
 */
export const TEST_ADMIN = {
  email: 'operator@rescue-network.test',
  password: 'operator password for the tests',
} as const;

export const TEST_ADMIN_ENV = {
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
} as const;

/** Anything with the gateway's URL: an in-process test stack or one started as `npm start` does. */
export type Origin = Pick<TestStack, 'url'>;

let counter = 0;

/** Registers a fresh account through the gateway and returns it with its token. */
export async function registerUser(
  stack: Origin,
  role: Role,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  counter += 1;
  const payload = {
    name: `Test ${role} ${counter}`,
    email: `${role}.${counter}.${randomBytes(4).toString('hex')}@example.org`,
    password: 'correct horse battery staple',
    role,
    city: 'Pune',
    phoneNumber: '+91 98765 43210',
    address: '12 MG Road, Camp',
    ...overrides,
  };
  const res = await client(stack.url).post('/api/users/register', { json: payload });
  if (res.status !== 201)
    throw new Error(`register ${role} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return {
    _id: res.body._id,
    token: res.body.token,
    role,
    name: payload.name as string,
    email: payload.email as string,
    password: payload.password as string,
    city: payload.city as string,
  };
}

/**
 * Signs the account's onboarding documents through the real local signing flow (signing
 * URL, the page, the form posted as a browser posts it) and swaps in the refreshed token,
 * which says docs=true. Plain users have nothing to sign.
 */
export async function signDocuments(stack: Origin, user: TestUser): Promise<TestUser> {
  user.token = await signDocumentsLocally(stack.url, user);
  return user;
}

/** A fresh token of the stack's operator account. */
export async function adminToken(stack: Origin): Promise<string> {
  const res = await client(stack.url).post('/api/users/login', { json: TEST_ADMIN });
  if (res.status !== 200)
    throw new Error(`operator login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** The operator verifies the NGO (it must have signed its documents first). */
export async function verifyNgo(stack: Origin, ngo: Pick<TestUser, '_id'>): Promise<void> {
  const res = await client(stack.url).post(`/api/admin/ngos/${ngo._id}/verify`, {
    token: await adminToken(stack),
  });
  if (res.status !== 200)
    throw new Error(`verifying the NGO failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * An account ready for its role's work: documents signed (a plain user has none to sign) and,
 * for an NGO, verified by the operator.
 */
export async function registerSignedUser(
  stack: Origin,
  role: Role,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  const user = await signDocuments(stack, await registerUser(stack, role, overrides));
  if (role === 'ngo') await verifyNgo(stack, user);
  return user;
}
