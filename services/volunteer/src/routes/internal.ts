// Service-to-service endpoints, from the operation table's /internal entries (the internal key
// checked first); the gateway never forwards /internal.
import {
  operationRouter,
  parseObjectId,
  type Router,
  type ServiceState,
} from '@rescue/service-kit';
import { takeKey } from '../domain/take-limit';
import type { VolunteerDeps } from './deps';

export function internalRouter(
  { takes, incidents, config }: Pick<VolunteerDeps, 'takes' | 'incidents' | 'config'>,
  internalApiKey: string,
): Router<ServiceState> {
  const routes = operationRouter({ internalApiKey });

  // Who may take no more cases now (the notifications service alerts only the others): the
  // same count the take is refused by, the open cases each holds and has not completed.
  routes.route('internal.volunteers.full', async ({ ctx, input: { body } }) => {
    const counts = await incidents.heldCounts(body.volunteerIds, ctx.state.requestId);
    const full = body.volunteerIds.filter((id) => (counts[id] ?? 0) >= config.maxOpenCases);
    // The cap itself too: the NGO's dispatch candidates show each volunteer's load against it.
    return { full: [...new Set(full)], maxOpenCases: config.maxOpenCases };
  });

  // The demo seed takes cases as its demo volunteers; it forgets what that counted, so
  // whoever tries the demo as one of them has the whole take allowance.
  routes.route('internal.volunteers.takes.reset', async ({ ctx, input }) => {
    const volunteerId = parseObjectId(input.params.id, 'volunteer id').toHexString();
    await takes.reset(takeKey(volunteerId));
    ctx.status = 204;
  });

  return routes.router;
}
