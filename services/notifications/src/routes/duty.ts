import {
  DEFAULT_ALERT_RADIUS_KM,
  DEFAULT_ALERT_SEVERITY,
  findCity,
  type Duty,
} from '@rescue/contracts';
import { badRequest, operationRouter, type Router, type ServiceState } from '@rescue/service-kit';
import type { DutyDoc } from '../store/duty';
import type { NotificationsDeps } from './deps';

/** The state a stored duty document says, as the API answers it. */
const dutyOf = (doc: DutyDoc): Duty => ({
  onDuty: doc.onDuty,
  lat: doc.lat,
  lng: doc.lng,
  approximate: doc.approximate,
  radiusKm: doc.radiusKm,
  minSeverity: doc.minSeverity,
});

/** GET and PUT /api/volunteer/duty: the volunteer's own switch and position. */
export function dutyRouter({ duty, users }: NotificationsDeps): Router<ServiceState> {
  const routes = operationRouter();

  const cityCentre = async (volunteerId: string, requestId?: string) => {
    const { city } = await users.get(volunteerId, requestId);
    const found = findCity(city);
    return found ? { lat: found.latitude, lng: found.longitude } : undefined;
  };

  // What the switch shows on load: the server's state, not what one browser last chose.
  routes.route('volunteer.dutyState', async ({ ctx, user }) => {
    const current = await duty.get(user.id);
    // Preferences saved before the first switch keep a placeholder position (store/duty.ts).
    if (current && (current.onDuty || current.lat !== 0 || current.lng !== 0))
      return dutyOf(current);
    const centre = (await cityCentre(user.id, ctx.state.requestId)) ?? { lat: 0, lng: 0 };
    const state: Duty = {
      onDuty: current?.onDuty ?? false,
      ...centre,
      approximate: true,
      radiusKm: current?.radiusKm ?? DEFAULT_ALERT_RADIUS_KM,
      minSeverity: current?.minSeverity ?? DEFAULT_ALERT_SEVERITY,
    };
    return state;
  });

  routes.route('volunteer.duty', async ({ ctx, input: { body }, user }) => {
    let position =
      body.lat !== undefined && body.lng !== undefined
        ? { lat: body.lat, lng: body.lng }
        : undefined;
    if (!position) {
      // No position shared: the centre of the profile's city.
      position = await cityCentre(user.id, ctx.state.requestId);
      if (!position)
        throw badRequest('lat and lng are needed: the profile city is not one we know');
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
