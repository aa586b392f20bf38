import { DOCUMENT_TYPES, type SigningUrlResponse } from '@rescue/contracts';
import { api } from '@rescue/web-kit';
import { useMutation } from '@rescue/web-kit/query';

/** Where to send the browser to sign the volunteer documents. */
export function requestVolunteerSigningUrl(userId: string): Promise<SigningUrlResponse> {
  return api.post<SigningUrlResponse>('/api/docusign/create-signing-url', {
    json: { userId, documentType: DOCUMENT_TYPES.volunteer },
  });
}

/** The signing page's address as a mutation: its pending state is the button's busy state. */
export const useVolunteerSigningUrl = () => useMutation({ mutationFn: requestVolunteerSigningUrl });
