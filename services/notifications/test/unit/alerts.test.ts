// Who hears of a change, and where the service may post: the pure rules of domain/alerts.ts.
import type { IncidentChange } from '@rescue/contracts';
import {
  alertLevel,
  isAllowedEndpoint,
  nearbyVolunteers,
  planNotifications,
} from '../../src/domain/alerts';
import { DEFAULT_PUSH_ORIGINS } from '../../src/config';
import { duty, incidentChange } from './fixtures';

/** A report 2 km east of Pune's centre. */
const change = (
  over: Partial<NonNullable<IncidentChange['incident']>> = {},
  op: 'insert' | 'update' = 'insert',
) => incidentChange(over, { op, km: 2 });

test.each([
  ['https://fcm.googleapis.com/fcm/send/abc', true],
  ['https://updates.push.services.mozilla.com/wpush/v2/x', true],
  ['https://db5p.notify.windows.com/w/?token=x', true],
  ['https://web.push.apple.com/QG', true],
  ['http://fcm.googleapis.com/fcm/send/abc', false],
  ['https://fcm.googleapis.com:8443/fcm/send/abc', false],
  ['https://fcm.googleapis.com.evil.example/x', false],
  ['https://evilfcm.googleapis.com/x', false],
  ['https://notify.windows.com.evil.example/x', false],
  ['https://user:pw@fcm.googleapis.com/x', false],
  ['https://127.0.0.1/x', false],
  ['not a url', false],
])(
  "the browsers' push services (scheme, host or its subdomains, port): %s allowed %s",
  (endpoint, allowed) => {
    expect(isAllowedEndpoint(endpoint, DEFAULT_PUSH_ORIGINS)).toBe(allowed);
  },
);

test('a configured push service is matched with its port', () => {
  expect(isAllowedEndpoint('http://127.0.0.1:4999/push/1', ['http://127.0.0.1:4999'])).toBe(true);
  expect(isAllowedEndpoint('http://127.0.0.1:5000/push/1', ['http://127.0.0.1:4999'])).toBe(false);
});

test("a report's level is its score band, raised to the reporter's category", () => {
  expect(alertLevel({ score: 9, category: 'HIGH' })).toBe('high');
  expect(alertLevel({ score: 3, category: 'CRITICAL' })).toBe('critical');
  expect(alertLevel({ score: 5, category: 'LOW' })).toBe('moderate');
});

test('volunteers within their radius and at or above their severity, for a new visible report only', () => {
  const onDuty = [
    duty('near'),
    duty('tooSmallRadius', { radiusKm: 1 }),
    duty('far', { lng: 72.8777, lat: 19.076 }),
    duty('onlyCriticalToo', { minSeverity: 'critical' }),
  ];
  expect(nearbyVolunteers(change(), onDuty).map((v) => v.volunteerId)).toEqual([
    'near',
    'onlyCriticalToo',
  ]);
  expect(
    nearbyVolunteers(change({ score: 8, category: 'HIGH' }), onDuty).map((v) => v.volunteerId),
  ).toEqual(['near']);
  expect(nearbyVolunteers(change({ hidden: true }), onDuty)).toEqual([]);
  expect(nearbyVolunteers(change({}, 'update'), onDuty)).toEqual([]);
});

test('what a change means: a new report to its area, news of a case to its reporter, flags to operators', () => {
  expect(planNotifications(change())).toEqual([
    expect.objectContaining({
      key: `reported:${'a'.repeat(24)}`,
      audience: ['area:pune'],
      kind: 'incident.reported',
    }),
  ]);
  expect(planNotifications(change({ hidden: true }))).toEqual([]);
  // Still pending and untaken: nothing the reporter has not seen.
  expect(planNotifications(change({}, 'update'))).toEqual([]);
  const taken = planNotifications(
    change(
      {
        status: 'in progress',
        assignedVolunteer: 'v'.repeat(24),
        volunteerStatus: 'assigned',
        flags: 2,
      },
      'update',
    ),
  );
  expect(taken).toEqual([
    expect.objectContaining({
      audience: [`user:${'r'.repeat(24)}`],
      kind: 'incident.updated',
      title: 'A volunteer took your report (Dog)',
    }),
    expect.objectContaining({ key: `flagged:${'a'.repeat(24)}:2`, audience: ['role:admin'] }),
  ]);
  // The same state again is the same key: stored once, pushed once.
  expect(
    planNotifications(
      change(
        { status: 'in progress', assignedVolunteer: 'v'.repeat(24), volunteerStatus: 'assigned' },
        'update',
      ),
    )[0]!.key,
  ).toBe(taken[0]!.key);
});
