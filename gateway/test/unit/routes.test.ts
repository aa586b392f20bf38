// The gateway's routing table comes from the contracts' operation table: every documented
// path goes to the service that owns its operation, with the prefixes (the metrics' labels)
// it had when it was written by hand.
import { OPERATIONS, publicOperations, type OperationSpec } from '@rescue/contracts';
import { API_ROUTES, apiRoutes, routeForPath, serviceForPath } from '../../src/routes';

/**
 * The hand-written table this one replaced (issue 28), in its order, and the notifications
 * service's two prefixes since (issue 31: its centre, and the volunteer's duty switch, which
 * is more specific than the volunteer service's /api/volunteer/), and auth's two of issue 30.
 */
const HAND_WRITTEN = [
  { prefix: '/api/users/', service: 'auth' },
  { prefix: '/api/admin/reports', service: 'incidents' },
  { prefix: '/api/admin/', service: 'auth' },
  { prefix: '/api/ngo/profile', service: 'auth' },
  { prefix: '/api/partners', service: 'auth' },
  { prefix: '/api/ngo/', service: 'incidents' },
  { prefix: '/api/incidents', service: 'incidents' },
  { prefix: '/api/uploads/', service: 'incidents' },
  { prefix: '/api/impact', service: 'incidents' },
  { prefix: '/api/events/', service: 'incidents' },
  { prefix: '/api/volunteer/', service: 'volunteer' },
  { prefix: '/api/docusign/', service: 'docusign' },
  { prefix: '/api/notifications', service: 'notifications' },
  { prefix: '/api/volunteer/duty', service: 'notifications' },
  // Issue 30: the contact page's messages and the newsletter, auth's.
  { prefix: '/api/contact', service: 'auth' },
  { prefix: '/api/newsletter/', service: 'auth' },
];

test('the same prefixes and services as the hand-written table', () => {
  expect([...API_ROUTES].sort((a, b) => a.prefix.localeCompare(b.prefix))).toEqual(
    [...HAND_WRITTEN].sort((a, b) => a.prefix.localeCompare(b.prefix)),
  );
});

test('every documented operation is routed to the service that owns it', () => {
  for (const id of publicOperations()) {
    const { path, service }: OperationSpec = OPERATIONS[id];
    const concrete = path.replace(/\{[^}]+\}/g, '0123456789abcdef01234567');
    expect([id, serviceForPath(concrete)]).toEqual([id, service]);
  }
});

test('first match wins: a specific prefix comes before the general one of its segment', () => {
  expect(routeForPath('/api/ngo/profile')).toEqual({ prefix: '/api/ngo/profile', service: 'auth' });
  expect(routeForPath('/api/ngo/overview')).toEqual({ prefix: '/api/ngo/', service: 'incidents' });
  expect(routeForPath('/api/admin/reports/x/hide')?.service).toBe('incidents');
  expect(routeForPath('/api/admin/ngos')?.service).toBe('auth');
  expect(routeForPath('/api/nothing-here')).toBeUndefined();
});

test('a new segment shared by two services splits at its next segment', () => {
  const routes = apiRoutes([
    { path: '/api/shelters', service: 'incidents' },
    { path: '/api/shelters/{id}', service: 'incidents' },
    { path: '/api/shelters/mine', service: 'auth' },
  ]);
  expect(routes).toEqual([
    { prefix: '/api/shelters/mine', service: 'auth' },
    { prefix: '/api/shelters', service: 'incidents' },
  ]);
});
