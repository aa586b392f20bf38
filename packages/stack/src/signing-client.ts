// The local document-signing flow driven over HTTP the way a browser does it. Used by the
// demo seed and the tests, so both sign exactly as a person would.
import type { Role } from '@rescue/contracts';
import { DOCUMENT_TYPES } from '@rescue/contracts';

export interface SignedSession {
  token: string;
}

async function json<T>(response: Response, what: string): Promise<T> {
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${body.message ?? ''}`);
  return body;
}

/**
 * Asks for a signing URL, opens the local signing page, submits it with the typed name
 * and consent, then refreshes the token so it carries docs=true. Returns the new token.
 */
export async function signDocumentsLocally(
  baseUrl: string,
  user: { _id: string; token: string; role: Role; name: string },
): Promise<string> {
  if (user.role === 'user' || user.role === 'admin') return user.token;
  const documentType = DOCUMENT_TYPES[user.role];
  const path =
    user.role === 'ngo'
      ? '/api/docusign/create-ngo-signing-url'
      : '/api/docusign/create-signing-url';
  const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
  const { redirectUrl } = await json<{ redirectUrl: string }>(
    await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ userId: user._id, documentType }),
    }),
    'create signing url',
  );
  const pageUrl = new URL(redirectUrl, baseUrl).toString();
  const page = await fetch(pageUrl);
  if (!page.ok) throw new Error(`signing page failed: ${page.status}`);
  const submitted = await fetch(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ fullName: user.name, consent: 'on' }).toString(),
    redirect: 'manual',
  });
  if (submitted.status !== 303) throw new Error(`signing failed: ${submitted.status}`);
  const refreshed = await json<{ token: string }>(
    await fetch(`${baseUrl}/api/users/refresh-token`, { method: 'POST', headers }),
    'refresh token',
  );
  return refreshed.token;
}
