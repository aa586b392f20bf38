// Service-to-service endpoints under /internal (the internal key checked first; the gateway
// never forwards them).
import { operationRouter, type Router, type ServiceState } from '@rescue/service-kit';
import type { NotificationsDeps } from './deps';

export function internalRouter({ duty, config }: NotificationsDeps): Router<ServiceState> {
  const routes = operationRouter({ internalApiKey: config.internalApiKey });

  // Who is on duty and where: the NGO's dispatch candidates and its check (issue 31).
  routes.route('internal.volunteers.onDuty', async ({ input: { body } }) => ({
    data: (await duty.onDuty(body.volunteerIds)).map((doc) => ({
      volunteerId: doc._id,
      lat: doc.lat,
      lng: doc.lng,
      approximate: doc.approximate,
    })),
  }));

  return routes.router;
}
