// Service-to-service endpoints; the gateway never forwards /internal.
import { Router, parseObjectId, requireInternalKey, type ServiceState } from '@rescue/service-kit';
import { takeKey } from '../domain/take-limit';
import type { VolunteerDeps } from './deps';

export function internalRouter(
  { takes }: Pick<VolunteerDeps, 'takes'>,
  internalApiKey: string,
): Router<ServiceState> {
  const router = new Router<ServiceState>({ prefix: '/internal' });
  router.use(requireInternalKey(internalApiKey));

  // The demo seed takes cases as its demo volunteers; it forgets what that counted, so
  // whoever tries the demo as one of them has the whole take allowance.
  router.delete('/volunteers/:id/takes', async (ctx) => {
    const volunteerId = parseObjectId(ctx.params.id, 'volunteer id').toHexString();
    await takes.reset(takeKey(volunteerId));
    ctx.status = 204;
  });

  return router;
}
