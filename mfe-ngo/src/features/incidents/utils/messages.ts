// The area's wording of spec section 8, written once.
export const MESSAGES = {
  noToken: 'No authentication token found',
  noData: 'No data received from server',
  loadIncidentsFailed: 'Failed to load incidents',
  loadStatsFailed: 'Failed to load statistics',
  loadDashboardFailed: 'Failed to load dashboard data',
  statusUpdated: 'Status updated successfully',
  statusUpdateFailed: 'Failed to update status',
  incidentNotFound: 'Incident not found',
  fetchIncidentFailed: 'Failed to fetch incident details',
  exportFailed: 'Failed to export incidents',
  handleFailed: 'Failed to take the case',
  loadMapFailed: "Failed to load the map's incidents",
  loadHistoryFailed: 'Failed to load the case history',
} as const;
