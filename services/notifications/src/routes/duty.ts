import {
  DEFAULT_ALERT_RADIUS_KM,
  DEFAULT_ALERT_SEVERITY,
  findCity,
  type Duty,
} from '@rescue/contracts';
import { badRequest, operationRouter, type Router, type ServiceState } from '@rescue/service-kit';
import type { NotificationsDeps } from './deps';

/** PUT /api/volunteer/duty: the volunteer's own switch and position. */
export function dutyRouter({ duty, users }: NotificationsDeps): Router<ServiceState> {
  const routes = operationRouter();

  routes.route('volunteer.duty', async ({ ctx, input: { body }, user }) => {
    let position =
      body.lat !== undefined && body.lng !== undefined
        ? { lat: body.lat, lng: body.lng }
        : undefined;
    if (!position) {
      // No position shared: the centre of the profile's city.
      const { city } = await users.get(user.id, ctx.state.requestId);
      const found = findCity(city);
      if (!found) throw badRequest('lat and lng are needed: the profile city is not one we know');
      position = { lat: found.latitude, lng: found.longitude };
    }
    const current = await duty.get(user.id);
    const state: Duty = {
      onDuty: body.onDuty,
      ...position,
      approximate: body.lat === undefined,
      radiusKm: current?.radiusKm ?? DEFAULT_ALERT_RADIUS_KM,
      minSeverity: current?.minSeverity ?? DEFAULT_ALERT_SEVERITY,
    };
    await duty.put({ _id: user.id, ...state, updatedAt: new Date() });
    return state;
  });

  return routes.router;
}
