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
