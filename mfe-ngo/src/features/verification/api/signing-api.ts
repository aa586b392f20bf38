import { DOCUMENT_TYPES, type SigningUrlResponse } from '@rescue/contracts';
import { callOperation, useMutation } from '@rescue/web-kit/query';

/**
 * Where to send the browser to sign the NGO documents: the same call as the sign-up flow's.
 * The signing page comes back to /dashboard?signed=1, and the shell then refreshes the token.
 */
export function requestNgoSigningUrl(userId: string): Promise<SigningUrlResponse> {
  return callOperation('documents.sign.ngo', {
    body: { userId, documentType: DOCUMENT_TYPES.ngo },
  });
}

/** The signing page's address as a mutation: its pending state is the button's busy state. */
export const useNgoSigningUrl = () => useMutation({ mutationFn: requestNgoSigningUrl });
