// The home map's filters: which statuses and which severity band (spec section 4's bands, from
// the contracts) it shows.
import {
  INCIDENT_STATUSES,
  SEVERITY_HIGH_THRESHOLD,
  SEVERITY_MODERATE_THRESHOLD,
  severityBand,
  type Incident,
  type IncidentStatus,
  type SeverityFilter,
} from '@rescue/contracts';
import { STATUS_OPTIONS } from './incident-rules';

/** Open (pending and in progress: where work is), one status, or every status. */
export type MapStatusFilter = 'open' | 'all' | IncidentStatus;

export const MAP_STATUS_OPTIONS: readonly { value: MapStatusFilter; label: string }[] = [
  { value: 'open', label: 'Open (pending and in progress)' },
  ...STATUS_OPTIONS,
  { value: 'all', label: 'All statuses' },
];

export const SEVERITY_OPTIONS: readonly { value: SeverityFilter; label: string }[] = [
  { value: 'all', label: 'All severities' },
  { value: 'high', label: `High (${SEVERITY_HIGH_THRESHOLD} and above)` },
  {
    value: 'moderate',
    label: `Moderate (${SEVERITY_MODERATE_THRESHOLD} to below ${SEVERITY_HIGH_THRESHOLD})`,
  },
  { value: 'low', label: `Low (below ${SEVERITY_MODERATE_THRESHOLD})` },
];

/** The statuses a choice shows, each read from the server on its own. */
export function statusesOf(filter: MapStatusFilter): IncidentStatus[] {
  if (filter === 'open') return ['pending', 'in progress'];
  if (filter === 'all') return [...INCIDENT_STATUSES];
  return [filter];
}

export function inSeverity(incident: Incident, filter: SeverityFilter): boolean {
  return (
    filter === 'all' || severityBand(incident.animalInfo.aiSeverityAssessment.score) === filter
  );
}

/**
 * The statuses' lists as one, newest first, each incident once (one that changed status
 * between two reads could be in both).
 */
export function mergeNewestFirst(lists: readonly (readonly Incident[])[]): Incident[] {
  const seen = new Set<string>();
  const merged: Incident[] = [];
  for (const list of lists) {
    for (const incident of list) {
      if (seen.has(incident._id)) continue;
      seen.add(incident._id);
      merged.push(incident);
    }
  }
  if (lists.length > 1) merged.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return merged;
}

/** "open incidents", "pending incidents", "incidents" (every status). */
export function statusNoun(filter: MapStatusFilter, count: number): string {
  const noun = count === 1 ? 'incident' : 'incidents';
  if (filter === 'all') return noun;
  return `${filter} ${noun}`;
}
