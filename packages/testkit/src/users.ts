import { randomBytes } from 'node:crypto';
import type { Role } from '@rescue/contracts';
import { signDocumentsLocally } from '@rescue/stack/signing-client';
import { client } from './http';
import { verifyNgo } from './operator';

export { TEST_ADMIN, TEST_ADMIN_ENV, adminToken, verifyNgo } from './operator';

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
 * Anything with the gateway's URL: an in-process test stack or one started as `npm start` does.
 * Written out rather than picked from TestStack, so that a browser journey importing these
 * helpers does not type-check every service the in-process stack imports.
 */
export interface Origin {
  url: string;
}

let counter = 0;

/** A valid registration body as `role`, with a fresh name and email, these fields over it. */
export function registration(role: Role, overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: `Test ${role} ${counter}`,
    email: `${role}.${counter}.${randomBytes(4).toString('hex')}@example.org`,
    password: 'correct horse battery staple',
    role,
    city: 'Pune',
    phoneNumber: '+91 98765 43210',
    address: '12 MG Road, Camp',
    ...overrides,
  };
}

/** Registers a fresh account through the gateway and returns it with its token. */
export async function registerUser(
  stack: Origin,
  role: Role,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  const payload = registration(role, overrides);
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

/** An NGO that signed its documents and waits for the operator: refused all NGO work. */
export async function registerUnverifiedNgo(
  stack: Origin,
  overrides: Record<string, unknown> = {},
): Promise<TestUser> {
  return signDocuments(stack, await registerUser(stack, 'ngo', overrides));
}
