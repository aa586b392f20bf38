// The query keys of every cached server answer, one factory per domain, defined once. Keys
// are nested (`all` > `lists()` > `list(filters)`), so a change can invalidate exactly what it
// touches, and a pushed event (server-sent, later) can invalidate or patch by the same keys:
// `queryClient.invalidateQueries({ queryKey: incidentKeys.detail(id) })` or
// `queryClient.setQueryData(incidentKeys.detail(id), incident)`.

/** Incidents as the NGO dashboard and the reporter see them (GET /api/incidents*). */
export const incidentKeys = {
  all: ['incidents'] as const,
  lists: () => [...incidentKeys.all, 'list'] as const,
  /** One filtered list ('' status: every incident); its pages are one infinite query. */
  list: (filters: { status: string; limit: number }) => [...incidentKeys.lists(), filters] as const,
  details: () => [...incidentKeys.all, 'detail'] as const,
  detail: (id: string) => [...incidentKeys.details(), id] as const,
  /** The volunteer who took incident `id`, as the NGO sees them. */
  volunteerContact: (id: string, volunteerId: string) =>
    [...incidentKeys.detail(id), 'volunteer', volunteerId] as const,
  /** Open reports near a point of a city (the report form's duplicate check). */
  nearby: (place: { city: string; lat: number; lng: number }) =>
    [...incidentKeys.all, 'nearby', place] as const,
  /** The logged-in reporter's own reports. */
  mine: (userId: string) => [...incidentKeys.all, 'mine', userId] as const,
};

/** The logged-in NGO: its profile (with the operator's verification) and its counts. */
export const ngoKeys = {
  all: ['ngo'] as const,
  profile: () => [...ngoKeys.all, 'profile'] as const,
  stats: () => [...ngoKeys.all, 'stats'] as const,
};

/**
 * Incidents as a volunteer sees them (GET /api/volunteer/*). Nested under incidents, so an
 * event about an incident can invalidate every view of it with `incidentKeys.all`.
 */
export const volunteerCaseKeys = {
  all: [...incidentKeys.all, 'volunteer-cases'] as const,
  mine: () => [...volunteerCaseKeys.all, 'mine'] as const,
  available: (filters: { search: string; severity: string; limit?: number }) =>
    [...volunteerCaseKeys.all, 'available', filters] as const,
  detail: (id: string) => [...volunteerCaseKeys.all, 'detail', id] as const,
};

/** The logged-in user's own account. */
export const userKeys = {
  all: ['user'] as const,
  profile: (id: string) => [...userKeys.all, 'profile', id] as const,
  notifications: () => [...userKeys.all, 'notifications'] as const,
};

/** The operator's console. */
export const adminKeys = {
  all: ['admin'] as const,
  ngos: (state: string) => [...adminKeys.all, 'ngos', state] as const,
  accounts: (filters: object) => [...adminKeys.all, 'accounts', filters] as const,
  reports: (view: string) => [...adminKeys.all, 'reports', view] as const,
  audit: (limit: number) => [...adminKeys.all, 'audit', limit] as const,
};

/** The public pages' figures: partner NGOs and the network's impact. */
export const networkKeys = {
  all: ['network'] as const,
  partners: () => [...networkKeys.all, 'partners'] as const,
  impact: () => [...networkKeys.all, 'impact'] as const,
};
