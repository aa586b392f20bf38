import { signingUrlRequestSchema, sitePath, type SigningUrlResponse } from '@rescue/contracts';
import {
  Router,
  badRequest,
  authorize,
  authorizeRole,
  parseInput,
  type ServiceContext,
  type ServiceState,
} from '@rescue/service-kit';
import { documentTypeFor, type SigningRole } from '../domain/documents';
import type { DocusignDeps } from './deps';

/** Spec section 7: each role asks for its own signing URL, for itself only. */
export function signingUrlsRouter({ starter }: DocusignDeps): Router<ServiceState> {
  const router = new Router<ServiceState>({ prefix: '/api/docusign' });

  const createSigningUrl = (role: SigningRole) => async (ctx: ServiceContext) => {
    const operation = role === 'ngo' ? 'documents.sign.ngo' : 'documents.sign.volunteer';
    authorizeRole(ctx, operation);
    const body = parseInput(signingUrlRequestSchema, ctx.request.body);
    const user = authorize(ctx, operation, { accountId: body.userId });
    const documentType = documentTypeFor(role);
    if (body.documentType !== documentType) {
      throw badRequest(`documentType must be '${documentType}'`);
    }
    const redirectUrl = await starter.start(
      { userId: user.id, role, name: user.name, returnTo: sitePath(body.returnTo) },
      ctx.state.requestId,
    );
    const response: SigningUrlResponse = { redirectUrl };
    ctx.body = response;
  };

  router.post('/create-signing-url', createSigningUrl('volunteer'));
  router.post('/create-ngo-signing-url', createSigningUrl('ngo'));
  return router;
}
