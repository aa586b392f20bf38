// The incidents service's /internal routes are the operation table's internal entries for it,
// registered with route() (issue 28): a plain route the table does not name, or an entry with
// no route, fails here.
import { OPERATIONS, isInternal, koaPath, type OperationSpec } from '@rescue/contracts';
import type { AuditLogStore, Db, RateLimitStore } from '@rescue/service-kit';
import type { IncidentsDeps } from '../../src/routes/deps';
import { dispatchRouter } from '../../src/routes/dispatch';
import { internalPeopleRouter, internalRouter } from '../../src/routes/internal';
import { anonymousReportRouter } from '../../src/routes/report-anonymous';
import type { FollowLinks } from '../../src/store/follow-links';

// Registration reads only the key and the store's presence; no handler runs here.
const deps = { config: { internalApiKey: 'k' }, incidents: {} } as unknown as IncidentsDeps;

/** The /internal routes of these routers (the dispatch router also serves public ones). */
const routesOf = (...routers: ReturnType<typeof internalRouter>[]) =>
  routers
    .flatMap((router) => router.stack)
    .filter((layer) => String(layer.path).startsWith('/internal/'))
    .flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`))
    .sort();

test('every /internal route of incidents is an internal operation of the table, and back', () => {
  const registered = routesOf(
    internalRouter(deps, {} as Db),
    internalPeopleRouter(deps, {} as AuditLogStore, {} as RateLimitStore),
    // Issue 31: the volunteer service hands the asked volunteer's answer to a dispatch here.
    dispatchRouter(deps),
    // Issue 30: auth's one-step account from a follow link asks two /internal operations here.
    anonymousReportRouter(deps, {} as RateLimitStore, {} as FollowLinks),
  );
  const table = Object.values(OPERATIONS)
    .filter((spec: OperationSpec) => isInternal(spec) && spec.service === 'incidents')
    .map((spec: OperationSpec) => `${spec.method} ${koaPath(spec.path)}`)
    .sort();
  expect(table.length).toBeGreaterThan(10);
  expect(registered).toEqual(table);
});
