import type { AuthUsersClient } from '@rescue/service-kit';
import type { SigningStarter } from '../domain/signing-start';
import type { DocusignApi } from '../store/docusign-api';
import type { Signatures } from '../store/signatures';
import type { SigningSessions } from '../store/signing-sessions';

/** What the docusign routes work with; built once in app.ts. */
export interface DocusignDeps {
  sessions: SigningSessions;
  signatures: Signatures;
  users: AuthUsersClient;
  /** Local signing page, or DocuSign when configured. */
  starter: SigningStarter;
  docusign?: DocusignApi;
}
