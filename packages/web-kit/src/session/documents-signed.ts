// Signing the documents, as the app sees it: what the token says, and the one confirmation
// every way back from the signing page shows (the sign-up flow, the NGO dashboard, the portal).
import { toast } from '../toast/toast-store';
import { kitText } from '../i18n/kit-text';

export const DOCUMENTS_SIGNED_MESSAGE = 'Documents signed';
/** Getting the signing page's address failed (and the server said nothing better). */
export const SIGNING_FAILED_MESSAGE = 'Failed to initiate document signing';
/** Long enough to be read on the dashboard the confirmation leads to. */
const DOCUMENTS_SIGNED_TOAST_MS = 6000;
/** One toast however many ways back report it (a second replaces the first). */
const DOCUMENTS_SIGNED_TOAST_ID = 'documents-signed';

/** The success toast "Documents signed". */
export function showDocumentsSigned(): void {
  toast.success(kitText.t('signing.done'), {
    id: DOCUMENTS_SIGNED_TOAST_ID,
    duration: DOCUMENTS_SIGNED_TOAST_MS,
  });
}

/** The token's `docs` claim: true once the account signed; undefined when unreadable. */
export function tokenSaysSigned(token: string): boolean | undefined {
  try {
    const payload = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const docs: unknown = (JSON.parse(atob(payload)) as { docs?: unknown }).docs;
    return typeof docs === 'boolean' ? docs : undefined;
  } catch {
    return undefined;
  }
}
