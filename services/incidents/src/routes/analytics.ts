import { CITY_NAMES, findCity } from '@rescue/contracts';
import type { AnalyticsResponse } from '@rescue/contracts';
import {
  authUsersClient,
  type AuthUser,
  type Router,
  type ServiceState,
} from '@rescue/service-kit';
import { analyticsWindow, ngoAnalytics } from '../domain/analytics';
import type { IncidentsDeps } from './deps';
import { incidentOperations } from './load-incident';

/** How long an NGO's operating areas, read from the auth service, are used before asking again. */
const AREAS_TTL_MS = 30_000;
const AREAS_CACHED_MAX = 1000;

/**
 * GET /api/ngo/analytics (issue 19): verified NGOs and the operator. Without ?city an NGO
 * sees its operating areas (those that are fixed cities; every city when none is), read from
 * its account in the auth service (/internal/users/{id}); the operator sees every city.
 */
export function analyticsRouter({ config, incidents }: IncidentsDeps): Router<ServiceState> {
  const routes = incidentOperations(incidents);
  const users = authUsersClient(config.authUrl, config.internalApiKey);
  const areas = new Map<string, { cities: string[]; until: number }>();

  async function defaultCities(user: AuthUser, requestId: string): Promise<string[]> {
    if (user.role !== 'ngo') return CITY_NAMES;
    const now = Date.now();
    const known = areas.get(user.id);
    if (known && known.until > now) return known.cities;
    const account = await users.get(user.id, requestId);
    const cities = (account.operatingAreas ?? [])
      .map((area) => findCity(area)?.name)
      .filter((name): name is string => name !== undefined);
    const chosen = cities.length > 0 ? cities : CITY_NAMES;
    if (areas.size >= AREAS_CACHED_MAX) areas.clear();
    areas.set(user.id, { cities: chosen, until: now + AREAS_TTL_MS });
    return chosen;
  }

  routes.route('ngo.analytics', async ({ ctx, input: { query }, user }) => {
    const cities = query.city ?? (await defaultCities(user, ctx.state.requestId));
    const now = Date.now();
    const body: AnalyticsResponse = await ngoAnalytics(
      incidents,
      analyticsWindow(query, cities, now),
      now,
    );
    ctx.set('Cache-Control', 'private, no-store');
    return body;
  });

  return routes.router;
}
