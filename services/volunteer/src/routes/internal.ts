// Service-to-service endpoints, from the operation table's /internal entries (the internal key
// checked first); the gateway never forwards /internal.
import { MAX_PAGE_LIMIT, isActiveStatus } from '@rescue/contracts';
import {
  operationRouter,
  parseObjectId,
  type Router,
  type ServiceState,
} from '@rescue/service-kit';
import { takeKey } from '../domain/take-limit';
import type { VolunteerDeps } from './deps';

/** Volunteers asked about at once (each one internal call to the incidents service). */
const CAPACITY_CONCURRENCY = 16;

export function internalRouter(
  { takes, incidents, config }: Pick<VolunteerDeps, 'takes' | 'incidents' | 'config'>,
  internalApiKey: string,
): Router<ServiceState> {
  const routes = operationRouter({ internalApiKey });

  // Who may take no more cases now (the notifications service alerts only the others): the
  // same count the take is refused by, the open cases each holds and has not completed.
  routes.route('internal.volunteers.full', async ({ ctx, input: { body } }) => {
    const ids = [...new Set(body.volunteerIds)];
    const full: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        // The most recently taken first: the open ones are among the newest page.
        const held = await incidents.assignedTo(id, MAX_PAGE_LIMIT, ctx.state.requestId);
        const open = held.filter(
          (incident) =>
            incident.volunteerActivity?.status === 'assigned' && isActiveStatus(incident.status),
        );
        if (open.length >= config.maxOpenCases) full.push(id);
      }
    };
    await Promise.all(Array.from({ length: CAPACITY_CONCURRENCY }, worker));
    return { full };
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
