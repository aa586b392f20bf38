import { CITY_NAMES, findCity } from '@rescue/contracts';
import type { AnalyticsResponse } from '@rescue/contracts';
import {
  authUsersClient,
  recentAccounts,
  type AuthUser,
  type Router,
  type ServiceState,
} from '@rescue/service-kit';
import { analyticsWindow, ngoAnalytics } from '../domain/analytics';
import type { IncidentsDeps } from './deps';
import { incidentOperations } from './load-incident';

/**
 * GET /api/ngo/analytics (issue 19): verified NGOs and the operator. Without ?city an NGO
 * sees its operating areas (those that are fixed cities; every city when none is), read from
 * its account in the auth service (/internal/users/{id}); the operator sees every city.
 */
export function analyticsRouter({ config, incidents }: IncidentsDeps): Router<ServiceState> {
  const routes = incidentOperations(incidents);
  // An NGO's operating areas, read from the auth service, are used 30 s before asking again.
  const accounts = recentAccounts(authUsersClient(config.authUrl, config.internalApiKey));

  async function defaultCities(user: AuthUser, requestId: string): Promise<string[]> {
    if (user.role !== 'ngo') return CITY_NAMES;
    const account = await accounts.get(user.id, requestId);
    const cities = (account.operatingAreas ?? [])
      .map((area) => findCity(area)?.name)
      .filter((name): name is string => name !== undefined);
    return cities.length > 0 ? cities : CITY_NAMES;
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
