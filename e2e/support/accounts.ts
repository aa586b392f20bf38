// Accounts for the journeys: registered through the public API, and logged in in a browser as
// the login page leaves it (the session in localStorage).
import type { RegisterRequest, RegisterResponse, Role } from '@rescue/contracts';
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
 * the defaults (city, phone, address, an NGO's operating areas).
 */
export async function registerAccount(
  baseUrl: () => string,
  role: Role,
  name: string,
  fields: Partial<RegisterRequest> = {},
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
  return { _id: body._id, token: body.token, name, role };
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
