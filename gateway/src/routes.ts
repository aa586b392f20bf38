import type { ServiceName } from '@rescue/contracts';

/**
 * Which service owns which public path. Order matters: the first match wins, so the
 * specific /api/ngo/profile comes before the general /api/ngo/.
 */
export const API_ROUTES: ReadonlyArray<{ prefix: string; service: ServiceName }> = [
  { prefix: '/api/users/', service: 'auth' },
  // The operator's console: reports belong to incidents, everything else (NGOs, accounts,
  // the merged audit log) to auth.
  { prefix: '/api/admin/reports', service: 'incidents' },
  { prefix: '/api/admin/', service: 'auth' },
  { prefix: '/api/ngo/profile', service: 'auth' },
  { prefix: '/api/partners', service: 'auth' },
  { prefix: '/api/ngo/', service: 'incidents' },
  { prefix: '/api/incidents', service: 'incidents' },
  { prefix: '/api/uploads/', service: 'incidents' },
  { prefix: '/api/impact', service: 'incidents' },
  // The live-updates stream and its tickets (event-stream.ts streams the first).
  { prefix: '/api/events/', service: 'incidents' },
  { prefix: '/api/volunteer/', service: 'volunteer' },
  { prefix: '/api/docusign/', service: 'docusign' },
];

/** The route that owns a path; its prefix is also the path's bounded label in the metrics. */
export function routeForPath(path: string): (typeof API_ROUTES)[number] | undefined {
  return API_ROUTES.find(({ prefix }) => path === prefix || path.startsWith(prefix));
}

export function serviceForPath(path: string): ServiceName | undefined {
  return routeForPath(path)?.service;
}
