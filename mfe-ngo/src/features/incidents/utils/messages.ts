// The area's wording of spec section 8, written once; what the server also says comes from the
// contracts. MESSAGES is the English (the api module's errors carry it, and tests compare it);
// message() is what a screen shows, in the page's language.
import { INCIDENT_NOT_FOUND_MESSAGE, STATUS_UPDATED_MESSAGE } from '@rescue/contracts';
import { ngoText } from '../../../i18n/text';

export const MESSAGES = {
  noToken: 'No authentication token found',
  noData: 'No data received from server',
  loadIncidentsFailed: 'Failed to load incidents',
  loadStatsFailed: 'Failed to load statistics',
  loadDashboardFailed: 'Failed to load dashboard data',
  statusUpdated: STATUS_UPDATED_MESSAGE,
  statusUpdateFailed: 'Failed to update status',
  incidentNotFound: INCIDENT_NOT_FOUND_MESSAGE,
  fetchIncidentFailed: 'Failed to fetch incident details',
  exportFailed: 'Failed to export incidents',
  handleFailed: 'Failed to take the case',
  loadMapFailed: "Failed to load the map's incidents",
} as const;

export type MessageName = keyof typeof MESSAGES;

/** One of MESSAGES in the page's language (the rendering component calls ngoText.useText()). */
export function message(name: MessageName): string {
  return ngoText.t(`messages.${name}`);
}
