import type { IncidentStatus } from '@rescue/contracts';

export interface IncidentCounts {
  total: number;
  /** Being worked on: in progress. */
  active: number;
  /** Waiting for an NGO or volunteer: pending. */
  pending: number;
}

export function incidentCounts(incidents: readonly { status: IncidentStatus }[]): IncidentCounts {
  const count = (status: IncidentStatus) =>
    incidents.filter((item) => item.status === status).length;
  return { total: incidents.length, active: count('in progress'), pending: count('pending') };
}
