import { sitePath, type SigningUrlResponse } from '@rescue/contracts';
import {
  badRequest,
  operationRouter,
  theirLanguage,
  type RouteContext,
  type RouteInput,
  type Router,
  type ServiceState,
} from '@rescue/service-kit';
import { documentTypeFor, type SigningRole } from '../domain/documents';
import type { DocusignDeps } from './deps';

/** Spec section 7: each role asks for its own signing URL, for itself only. */
export function signingUrlsRouter({ starter }: DocusignDeps): Router<ServiceState> {
  const router = operationRouter();

  const createSigningUrl =
    (role: SigningRole) =>
    async ({ ctx, input: { body }, user }: SigningUrlRoute) => {
      const documentType = documentTypeFor(role);
      if (body.documentType !== documentType) {
        throw badRequest(`documentType must be '${documentType}'`);
      }
      const redirectUrl = await starter.start(
        { userId: user.id, role, name: user.name, returnTo: sitePath(body.returnTo) },
        ctx.state.requestId,
        theirLanguage(ctx),
      );
      const response: SigningUrlResponse = { redirectUrl };
      ctx.body = response;
    };

  // Each for the caller's own account only: the body's userId is the `self` rule's account.
  const ownAccount = { body: (body: SigningUrlBody) => ({ accountId: body.userId }) };
  router.route('documents.sign.volunteer', createSigningUrl('volunteer'), { facts: ownAccount });
  router.route('documents.sign.ngo', createSigningUrl('ngo'), { facts: ownAccount });
  return router.router;
}

// Both roles' operations take the same request.
type SigningUrl = 'documents.sign.volunteer' | 'documents.sign.ngo';
type SigningUrlRoute = RouteContext<SigningUrl, object>;
type SigningUrlBody = RouteInput<SigningUrl>['body'];
