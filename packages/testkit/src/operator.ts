// The operator account of every test stack, and what tests ask of it. Imports nothing of the
// back end, so browser-side code (e2e, checked with the web tsconfig) can use it.
import { client } from './http';

/** Anything with the gateway's URL. */
type Origin = { url: string };

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

/** A fresh token of the stack's operator account. */
export async function adminToken(stack: Origin): Promise<string> {
  const res = await client(stack.url).post('/api/users/login', { json: TEST_ADMIN });
  if (res.status !== 200)
    throw new Error(`operator login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** The operator verifies the NGO (it must have signed its documents first). */
export async function verifyNgo(stack: Origin, ngo: { _id: string }): Promise<void> {
  const res = await client(stack.url).post(`/api/admin/ngos/${ngo._id}/verify`, {
    token: await adminToken(stack),
  });
  if (res.status !== 200)
    throw new Error(`verifying the NGO failed: ${res.status} ${JSON.stringify(res.body)}`);
}
