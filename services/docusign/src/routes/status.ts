import type { SigningStatus } from '@rescue/contracts';
import { Router, authorize, type ServiceState } from '@rescue/service-kit';
import { documentTypeFor, isSigningRole } from '../domain/documents';
import type { DocusignDeps } from './deps';

/** Whether the caller has signed their role's documents, and the signatures on record. */
export function statusRouter({ signatures }: DocusignDeps): Router<ServiceState> {
  const router = new Router<ServiceState>({ prefix: '/api/docusign' });

  router.get('/status', async (ctx) => {
    const user = authorize(ctx, 'documents.status');
    const records = await signatures.listFor(user.id);
    const required = isSigningRole(user.role) ? documentTypeFor(user.role) : undefined;
    const status: SigningStatus = {
      signed: records.some((record) => record.documentType === required),
      signatures: records.map(({ documentType, documents, signedAt, method }) => ({
        documentType,
        documents,
        signedAt: signedAt.toISOString(),
        method,
      })),
    };
    ctx.body = status;
  });

  return router;
}
