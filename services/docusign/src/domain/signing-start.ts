import { REQUIRED_DOCUMENTS, SIGNING_LINK_PATHS } from '@rescue/contracts';
import type { Language } from '@rescue/contracts/languages';
import type { AuthUsersClient } from '@rescue/service-kit';
import type { DocusignApi } from '../store/docusign-api';
import type { SigningMethod, SigningSessions } from '../store/signing-sessions';
import { documentTypeFor, onboardingFor, type SigningRole } from './documents';
import { envelopeFile } from './envelope-documents';
import { langQuery } from './page-words';

export interface Signer {
  userId: string;
  role: SigningRole;
  name: string;
  /** The app's page signing started from, already validated (safeReturnPath). */
  returnTo?: string;
}

/** Opens a signing session and answers where the browser should go to sign. */
export interface SigningStarter {
  /** `language`: the one the person reads the app in; our page is written in it. */
  start(signer: Signer, requestId: string, language?: Language): Promise<string>;
}

/**
 * Our signing page and DocuSign's way back, each followed by a signing link's token: the paths
 * whose tokens the logs hide (contracts' SIGNING_LINK_PATHS), so they are defined there once.
 */
export const [LOCAL_SIGNING_PATH, DOCUSIGN_RETURN_PATH] = SIGNING_LINK_PATHS;

function sessionFor(signer: Signer, method: SigningMethod) {
  const documentType = documentTypeFor(signer.role);
  return {
    userId: signer.userId,
    role: signer.role,
    documentType,
    documents: [...REQUIRED_DOCUMENTS[documentType].documents],
    method,
    signerName: signer.name,
    ...(signer.returnTo ? { returnTo: signer.returnTo } : {}),
  };
}

/** No DocuSign account configured: our own signing page. */
export function localSigning(sessions: SigningSessions): SigningStarter {
  return {
    async start(signer, _requestId, language = 'en') {
      const session = await sessions.create(sessionFor(signer, 'local'));
      return `${LOCAL_SIGNING_PATH}/${session.token}${langQuery(language)}`;
    },
  };
}

/** DocuSign configured: an envelope with the role's documents and an embedded signing view. */
export function docusignSigning(deps: {
  sessions: SigningSessions;
  users: AuthUsersClient;
  api: DocusignApi;
  publicUrl: string;
}): SigningStarter {
  return {
    async start(signer, requestId) {
      const account = await deps.users.get(signer.userId, requestId);
      const session = await deps.sessions.create(
        sessionFor({ ...signer, name: account.name }, 'docusign'),
      );
      const { title, documents } = onboardingFor(session.documentType);
      const envelopeSigner = {
        name: account.name,
        email: account.email,
        clientUserId: signer.userId,
      };
      const envelopeId = await deps.api.createEnvelope(
        `Rescue Network: ${title}`,
        documents.map(envelopeFile),
        envelopeSigner,
      );
      await deps.sessions.attachEnvelope(session.token, envelopeId);
      const returnUrl = `${deps.publicUrl}${DOCUSIGN_RETURN_PATH}/${session.token}`;
      return deps.api.recipientViewUrl(envelopeId, envelopeSigner, returnUrl);
    },
  };
}
