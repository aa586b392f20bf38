import { signingUrlRequestSchema, type SigningUrlResponse } from '@rescue/contracts';
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
import { safeReturnPath } from '../domain/return-path';
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
    const returnTo = readReturnTo(ctx.request.body);
    const redirectUrl = await starter.start(
      { userId: user.id, role, name: user.name, returnTo },
      ctx.state.requestId,
    );
    const response: SigningUrlResponse = { redirectUrl };
    ctx.body = response;
  };

  router.post('/create-signing-url', createSigningUrl('volunteer'));
  router.post('/create-ngo-signing-url', createSigningUrl('ngo'));
  return router;
}

/**
 * The optional `returnTo`: the app's page signing starts from (the sign-up page sends
 * '/register'), where the signing page's Back link and the end of signing lead. Only a path on
 * this site is taken; anything else is a 400, never stored or reflected. (Not in the contracts'
 * request schema yet, whose plain object lets it through unread.)
 */
function readReturnTo(body: unknown): string | undefined {
  const value = (body as { returnTo?: unknown } | undefined)?.returnTo;
  if (value === undefined) return undefined;
  const path = safeReturnPath(value);
  if (!path) throw badRequest('returnTo must be a path on this site, such as /register');
  return path;
}
