import type { DocumentType, DocumentsSignedResponse, InternalUser } from '@rescue/contracts';
import { callInternal } from './internal-client';

/** The auth service's internal user endpoints, for any service that needs them. */
export interface AuthUsersClient {
  get(userId: string, requestId?: string): Promise<InternalUser>;
  markDocumentsSigned(
    userId: string,
    documentType: DocumentType,
    requestId?: string,
  ): Promise<DocumentsSignedResponse>;
}

export function authUsersClient(authUrl: string, internalApiKey: string): AuthUsersClient {
  const userPath = (userId: string) => `/internal/users/${encodeURIComponent(userId)}`;
  return {
    get: (userId, requestId) =>
      callInternal<InternalUser>(authUrl, userPath(userId), { internalApiKey, requestId }),
    markDocumentsSigned: (userId, documentType, requestId) =>
      callInternal<DocumentsSignedResponse>(authUrl, `${userPath(userId)}/documents-signed`, {
        internalApiKey,
        requestId,
        method: 'POST',
        body: { documentType },
      }),
  };
}

/**
 * Auth's accounts remembered per user for `ttlMs`, for what a screen reads on every request
 * (an NGO's operating areas behind its notification centre and its analytics): one internal
 * call per user per `ttlMs` instead of one per request, a profile change showing that much
 * later. Callers at the same time share one call; a failed call is not remembered. Bounded:
 * past `maxEntries` users it starts over.
 */
export function recentAccounts(
  users: Pick<AuthUsersClient, 'get'>,
  { ttlMs = 30_000, maxEntries = 1000 } = {},
): Pick<AuthUsersClient, 'get'> {
  const known = new Map<string, { account: Promise<InternalUser>; until: number }>();
  return {
    get(userId, requestId) {
      const now = Date.now();
      const hit = known.get(userId);
      if (hit && hit.until > now) return hit.account;
      if (known.size >= maxEntries) known.clear();
      const account = users.get(userId, requestId);
      known.set(userId, { account, until: now + ttlMs });
      account.catch(() => {
        if (known.get(userId)?.account === account) known.delete(userId);
      });
      return account;
    },
  };
}
