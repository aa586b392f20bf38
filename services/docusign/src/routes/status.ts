import type { SigningStatus } from '@rescue/contracts';
import { operationRouter, type Router, type ServiceState } from '@rescue/service-kit';
import { documentTypeFor, isSigningRole } from '../domain/documents';
import type { DocusignDeps } from './deps';

/** Whether the caller has signed their role's documents, and the signatures on record. */
export function statusRouter({ signatures }: DocusignDeps): Router<ServiceState> {
  const router = operationRouter();

  router.route('documents.status', async ({ ctx, user }) => {
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

  return router.router;
}
