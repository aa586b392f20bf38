import { isActiveStatus, type IncidentStatus } from '@rescue/contracts';

export interface IncidentCounts {
  total: number;
  /** Not resolved yet (contracts' ACTIVE_STATUSES: in progress or pending, spec section 9). */
  active: number;
  /** Waiting for an NGO or volunteer: pending. */
  pending: number;
}

export function incidentCounts(incidents: readonly { status: IncidentStatus }[]): IncidentCounts {
  const count = (status: IncidentStatus) =>
    incidents.filter((item) => item.status === status).length;
  return {
    total: incidents.length,
    active: incidents.filter((item) => isActiveStatus(item.status)).length,
    pending: count('pending'),
  };
}
