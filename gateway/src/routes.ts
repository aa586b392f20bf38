import {
  OPERATIONS,
  publicOperations,
  type OperationSpec,
  type ServiceName,
} from '@rescue/contracts';

export interface ApiRoute {
  prefix: string;
  service: ServiceName;
}

/**
 * Which service owns which public path, read from the contracts' operation table. A path's
 * first segment under /api (/api/users) goes to the service that owns its operations; where
 * two services share one (/api/admin: reports are the incidents service's), the others' next
 * segments (/api/admin/reports) come first and the service with the most operations takes
 * the rest. A prefix ends in / unless the segment itself is an operation (/api/partners).
 * Order matters: the first match wins. The prefix is also the path's label in the metrics.
 */
export function apiRoutes(specs: readonly Pick<OperationSpec, 'path' | 'service'>[]): ApiRoute[] {
  const byTop = new Map<string, Pick<OperationSpec, 'path' | 'service'>[]>();
  for (const spec of specs) {
    const top = segments(spec.path, 2);
    byTop.set(top, [...(byTop.get(top) ?? []), spec]);
  }
  const routes: ApiRoute[] = [];
  for (const [top, group] of byTop) {
    const counts = new Map<ServiceName, number>();
    for (const { service } of group) counts.set(service, (counts.get(service) ?? 0) + 1);
    const [main] = [...counts].sort((a, b) => b[1] - a[1])[0]!;
    for (const spec of group) {
      if (spec.service === main) continue;
      const prefix = segments(spec.path, 3);
      if (!routes.some((route) => route.prefix === prefix))
        routes.push({ prefix, service: spec.service });
    }
    const exact = group.some(({ path }) => path === top);
    routes.push({ prefix: exact ? top : `${top}/`, service: main });
  }
  return routes;
}

/** The path's first `count` segments: /api/admin/reports/{id} -> /api/admin (count 2). */
const segments = (path: string, count: number) =>
  path
    .split('/')
    .slice(0, count + 1)
    .join('/');

export const API_ROUTES: readonly ApiRoute[] = apiRoutes(
  publicOperations().map((id): OperationSpec => OPERATIONS[id]),
);

/** The route that owns a path; its prefix is also the path's bounded label in the metrics. */
export function routeForPath(path: string): (typeof API_ROUTES)[number] | undefined {
  return API_ROUTES.find(({ prefix }) => path === prefix || path.startsWith(prefix));
}

export function serviceForPath(path: string): ServiceName | undefined {
  return routeForPath(path)?.service;
}
