import type { IncidentStatus } from '@rescue/contracts';
import { incidentCounts } from './incident-counts';

test('total, active (in progress or pending) and pending review', () => {
  const statuses: IncidentStatus[] = ['pending', 'in progress', 'resolved', 'pending'];
  expect(incidentCounts(statuses.map((status) => ({ status })))).toEqual({
    total: 4,
    active: 3,
    pending: 2,
  });
  expect(incidentCounts([])).toEqual({ total: 0, active: 0, pending: 0 });
});
