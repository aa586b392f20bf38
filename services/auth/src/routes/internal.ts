import type { DocumentsSignedResponse, InternalUser } from '@rescue/contracts';
import {
  Router,
  badRequest,
  notFound,
  parseInput,
  requireInternalKey,
  type ServiceState,
} from '@rescue/service-kit';
import { documentTypeForRole, toInternalUser } from '../domain/accounts';
import { documentsSignedSchema } from '../domain/validation';
import type { AuthDeps } from './deps';
import { loadUser } from './load-user';

/** Service-to-service calls (the gateway never forwards /internal). */
export function internalRouter({ config, users }: AuthDeps): Router<ServiceState> {
  const router = new Router<ServiceState>();
  const internalOnly = requireInternalKey(config.internalApiKey);

  router.get('/internal/users/:id', internalOnly, async (ctx) => {
    const body: InternalUser = toInternalUser(await loadUser(users, ctx.params.id));
    ctx.body = body;
  });

  // The docusign service reports a completed signing here.
  router.post('/internal/users/:id/documents-signed', internalOnly, async (ctx) => {
    const { documentType } = parseInput(documentsSignedSchema, ctx.request.body);
    const user = await loadUser(users, ctx.params.id);
    const expected = documentTypeForRole(user.role);
    if (documentType !== expected) {
      throw badRequest(
        expected
          ? `documentType must be ${expected} for a ${user.role} account`
          : 'Plain user accounts have no documents to sign',
      );
    }
    const signed = await users.markDocumentsSigned(user._id);
    if (!signed) throw notFound('User not found');
    const body: DocumentsSignedResponse = { _id: signed._id.toHexString(), documentsSigned: true };
    ctx.body = body;
  });

  return router;
}
