// The home map's filters: which statuses and which severity band (spec section 4's bands, from
// the contracts) it shows.
import {
  SEVERITY_HIGH_THRESHOLD,
  SEVERITY_MODERATE_THRESHOLD,
  severityBand,
  type IncidentStatus,
  type SeverityFilter,
} from '@rescue/contracts';
import { ngoText } from '../../../i18n/text';
import { statusOptions } from './incident-rules';

/** Open (pending and in progress: where work is), one status, or every status. */
export type MapStatusFilter = 'open' | 'all' | IncidentStatus;

/** The status choices, in the page's language. */
export function mapStatusOptions(): readonly { value: MapStatusFilter; label: string }[] {
  return [
    { value: 'open', label: ngoText.t('filters.status.open') },
    ...statusOptions(),
    { value: 'all', label: ngoText.t('filters.status.all') },
  ];
}

/** The severity bands to choose from, with their scores, in the page's language. */
export function severityOptions(): readonly { value: SeverityFilter; label: string }[] {
  const bounds = { high: SEVERITY_HIGH_THRESHOLD, moderate: SEVERITY_MODERATE_THRESHOLD };
  return [
    { value: 'all', label: ngoText.t('filters.severity.all') },
    { value: 'high', label: ngoText.t('filters.severity.high', bounds) },
    { value: 'moderate', label: ngoText.t('filters.severity.moderate', bounds) },
    { value: 'low', label: ngoText.t('filters.severity.low', bounds) },
  ];
}

/** Whether a score is in the severity band chosen (spec section 4's bands). */
export function inSeverity(score: number, filter: SeverityFilter): boolean {
  return filter === 'all' || severityBand(score) === filter;
}

const NOUN_KEYS = {
  all: 'all',
  open: 'open',
  pending: 'pending',
  'in progress': 'inProgress',
  resolved: 'resolved',
} as const satisfies Record<MapStatusFilter, string>;

/** "open incidents", "pending incidents", "incidents" (every status), for `count` of them. */
export function statusNoun(filter: MapStatusFilter, count: number): string {
  return ngoText.t(`home.map.noun.${NOUN_KEYS[filter]}`, { count });
}
