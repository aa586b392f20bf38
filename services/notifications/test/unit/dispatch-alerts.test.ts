// Issue 31's alerts, as pure rules: the volunteer an NGO asked, and the escalation's steps.
import { destinationPoint, type IncidentChange } from '@rescue/contracts';
import { escalatedVolunteers, planNotifications } from '../../src/domain/alerts';
import { duty, incidentChange, pune } from './fixtures';

/** A report 30 km east of Pune's centre, changed. */
const change = (over: Partial<NonNullable<IncidentChange['incident']>> = {}) =>
  incidentChange(over, { op: 'update', km: 30 });

test('a request is news to the asked volunteer once per request', () => {
  const at = '2026-11-26T10:00:00.000Z';
  const planned = planNotifications(change({ dispatch: { volunteerId: 'v'.repeat(24), at } }));
  expect(planned).toContainEqual(
    expect.objectContaining({
      key: `dispatched:${'a'.repeat(24)}:${'v'.repeat(24)}:${at}`,
      audience: [`user:${'v'.repeat(24)}`],
      kind: 'incident.dispatched',
      title: 'An NGO asks you to take a case: Dog in Pune',
    }),
  );
  expect(planNotifications(change()).some((p) => p.kind === 'incident.dispatched')).toBe(false);
});

test('the second escalation step is news to the NGOs of the city, unless it was taken', () => {
  const step2 = change({ escalation: { step: 2, radiusKm: 25 } });
  expect(planNotifications(step2)).toContainEqual(
    expect.objectContaining({
      key: `unattended:${'a'.repeat(24)}`,
      audience: ['area:pune'],
      kind: 'incident.unattended',
    }),
  );
  const step1 = change({ escalation: { step: 1, radiusKm: 25 } });
  expect(planNotifications(step1).some((p) => p.kind === 'incident.unattended')).toBe(false);
});

test('the first step calls volunteers of the wider radius not called before', () => {
  const step1 = change({ escalation: { step: 1, radiusKm: 40 } });
  const found = escalatedVolunteers(step1, [
    duty('near'), // 30 km: outside their own 10 km, inside the 40 km
    duty('wide', { radiusKm: 50 }), // their own radius called them at the report
    duty('far', { lng: destinationPoint(pune, 270, 20)[0] }), // 50 km away
  ]).map((v) => v.volunteerId);
  expect(found).toEqual(['near']);
  // Not before the step, nor once taken.
  expect(escalatedVolunteers(change(), [duty('near')])).toEqual([]);
  expect(
    escalatedVolunteers(change({ escalation: { step: 1, radiusKm: 40 }, assignedVolunteer: 'x' }), [
      duty('near'),
    ]),
  ).toEqual([]);
});
