import type { AuthUsersClient } from '@rescue/service-kit';
import type { AssignmentLog } from '../store/assignment-log';
import type { IncidentsApi } from '../store/incidents-api';

/** What the volunteer routes work with; built once in app.ts. */
export interface VolunteerDeps {
  incidents: IncidentsApi;
  users: AuthUsersClient;
  assignments: AssignmentLog;
}
