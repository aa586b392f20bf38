import { MongoClient } from 'mongodb';
import { DOCUMENT_TYPES } from '@rescue/contracts';
import { apiClient } from '@rescue/testkit/api-client';
import { request } from '@rescue/testkit/http';
import type { TestStack } from '@rescue/testkit/stack';
import type { TestUser } from '@rescue/testkit/users';

export const BROWSER = 'Mozilla/5.0 (Linux; Android 14) RescueTest/1.0';

/** Asks for a signing URL the way the register screen does, for the user's own role. */
export function startSigning(
  stack: TestStack,
  user: TestUser,
  overrides: Record<string, unknown> = {},
) {
  const path =
    user.role === 'ngo'
      ? '/api/docusign/create-ngo-signing-url'
      : '/api/docusign/create-signing-url';
  const documentType = user.role === 'ngo' ? DOCUMENT_TYPES.ngo : DOCUMENT_TYPES.volunteer;
  return apiClient(stack.url).post(path, {
    token: user.token,
    json: { userId: user._id, documentType, ...overrides },
  });
}

/** Posts the signing form as a browser does (urlencoded, no redirect following). */
export function submitSigningForm(
  stack: TestStack,
  pagePath: string,
  fields: Record<string, string>,
) {
  return request(stack.url, 'POST', pagePath, {
    raw: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': BROWSER },
  });
}

/** The signature records the docusign service keeps for one account (read for assertions). */
export async function signatureRecords(stack: TestStack, userId: string) {
  const client = await MongoClient.connect(stack.mongoUrl);
  try {
    return await client
      .db(stack.dbNames.docusign)
      .collection('signatures')
      .find({ userId })
      .toArray();
  } finally {
    await client.close();
  }
}

/** After signing: login says no documents are required and a refreshed token says docs=true. */
export async function expectAccountSigned(stack: TestStack, user: TestUser): Promise<void> {
  const api = apiClient(stack.url);
  const login = await api.post('/api/users/login', {
    json: { email: user.email, password: user.password },
  });
  expect(login.status).toBe(200);
  expect(login.body.requiresDocuments).toBe(false);
  const refreshed = await api.post('/api/users/refresh-token', { token: user.token });
  expect(refreshed.status).toBe(200);
  expect(tokenClaims(refreshed.body.token).docs).toBe(true);
}

export function tokenClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}
