import type { AuthUsersClient, RateLimitStore } from '@rescue/service-kit';
import type { VolunteerConfig } from '../config';
import type { AssignmentLog } from '../store/assignment-log';
import type { IncidentsApi } from '../store/incidents-api';

/** What the volunteer routes work with; built once in app.ts. */
export interface VolunteerDeps {
  incidents: IncidentsApi;
  users: AuthUsersClient;
  assignments: AssignmentLog;
  /** Takes per volunteer per window (config.takeLimit), shared by every replica. */
  takes: RateLimitStore;
  config: Pick<VolunteerConfig, 'maxOpenCases' | 'takeLimit'>;
}
