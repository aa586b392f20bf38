// Accounts for the journeys: registered through the public API, and logged in in a browser as
// the login page leaves it (the session in localStorage).
import type { LoginResponse, RegisterRequest, RegisterResponse, Role } from '@rescue/contracts';
import { signDocumentsLocally } from '@rescue/stack/signing-client';
import { TEST_ADMIN, verifyNgo } from '@rescue/testkit/operator';
import type { Page } from 'playwright-core';
import { jsonApi } from './json-api';

export interface Account {
  _id: string;
  token: string;
  name: string;
  role: Role;
}

/**
 * A new account of `role` on the app at `baseUrl()`, with a unique email; `fields` override
 * the defaults (city, phone, address, an NGO's operating areas). `signed`: its documents signed
 * on the local signing page, as a browser does (the token then says so).
 */
export async function registerAccount(
  baseUrl: () => string,
  role: Role,
  name: string,
  fields: Partial<RegisterRequest> = {},
  { signed = false } = {},
): Promise<Account> {
  const body = await jsonApi(baseUrl)<RegisterResponse>('/api/users/register', {
    json: {
      name,
      email: `${role}.${Date.now()}.${Math.random().toString(16).slice(2)}@example.org`,
      password: 'correct horse battery staple',
      role,
      city: 'Pune',
      phoneNumber: '+91 90000 11111',
      address: '12 MG Road, Camp',
      ...fields,
    },
  });
  const account: Account = { _id: body._id, token: body.token, name, role };
  return signed ? { ...account, token: await signDocumentsLocally(baseUrl(), account) } : account;
}

/**
 * A new NGO working in Pune (unless `fields` say otherwise), signed as the browser would and
 * then verified by the operator: only then does it get its dashboard and reporters' contacts.
 */
export async function verifiedNgo(
  baseUrl: () => string,
  name: string,
  fields: Partial<RegisterRequest> = {},
): Promise<Account> {
  const ngo = await registerAccount(
    baseUrl,
    'ngo',
    name,
    { ngoDetails: { operatingAreas: ['Pune'] }, ...fields },
    { signed: true },
  );
  await verifyNgo({ url: baseUrl() }, ngo);
  return ngo;
}

/** The operator, logged in with the stack's admin account. */
export async function adminAccount(baseUrl: () => string): Promise<Account> {
  const admin = await jsonApi(baseUrl)<LoginResponse>('/api/users/login', { json: TEST_ADMIN });
  return { _id: admin._id, token: admin.token, name: admin.name, role: 'admin' };
}

/**
 * One account of each role, ready to use: a reporter and a volunteer who has signed, living in
 * `city`, a verified NGO working there, and the operator.
 */
export async function accountOfEachRole(
  baseUrl: () => string,
  city = 'Pune',
): Promise<Record<Role, Account>> {
  const [user, volunteer, ngo, admin] = await Promise.all([
    registerAccount(baseUrl, 'user', 'Meera Reporter', { city }),
    registerAccount(baseUrl, 'volunteer', 'Kabir Volunteer', { city }, { signed: true }),
    verifiedNgo(baseUrl, `Paws Trust ${city}`, { city, ngoDetails: { operatingAreas: [city] } }),
    adminAccount(baseUrl),
  ]);
  return { user, volunteer, ngo, admin };
}

/** `page` logged in as `account`, as the login page leaves it (then go where the test goes). */
export async function storeSession(page: Page, baseUrl: string, account: Account): Promise<void> {
  await page.goto(`${baseUrl}/about`);
  await page.evaluate((session) => {
    localStorage.setItem('token', session.token);
    localStorage.setItem('userName', session.name);
    localStorage.setItem('userRole', session.role);
    localStorage.setItem('userId', session._id);
  }, account);
}
