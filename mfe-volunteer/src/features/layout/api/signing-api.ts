import { DOCUMENT_TYPES, type SigningUrlResponse } from '@rescue/contracts';
import { callOperation, useMutation } from '@rescue/web-kit/query';

/** Where to send the browser to sign the volunteer documents. */
export function requestVolunteerSigningUrl(userId: string): Promise<SigningUrlResponse> {
  return callOperation('documents.sign.volunteer', {
    body: { userId, documentType: DOCUMENT_TYPES.volunteer },
  });
}

/** The signing page's address as a mutation: its pending state is the button's busy state. */
export const useVolunteerSigningUrl = () => useMutation({ mutationFn: requestVolunteerSigningUrl });
