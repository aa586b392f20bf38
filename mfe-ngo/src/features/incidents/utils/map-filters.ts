// The home map's filters: which statuses and which severity band (spec section 4's bands, from
// the contracts) it shows.
import {
  SEVERITY_HIGH_THRESHOLD,
  SEVERITY_MODERATE_THRESHOLD,
  severityBand,
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

/** Whether a score is in the severity band chosen (spec section 4's bands). */
export function inSeverity(score: number, filter: SeverityFilter): boolean {
  return filter === 'all' || severityBand(score) === filter;
}

/** "open incidents", "pending incidents", "incidents" (every status). */
export function statusNoun(filter: MapStatusFilter, count: number): string {
  const noun = count === 1 ? 'incident' : 'incidents';
  if (filter === 'all') return noun;
  return `${filter} ${noun}`;
}
