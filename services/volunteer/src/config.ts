import { positiveIntFromEnv } from '@rescue/contracts';
import {
  DEFAULT_PORTS,
  type LimitPolicy,
  loadBaseConfig,
  serviceUrlFromEnv,
  type BaseServiceConfig,
} from '@rescue/service-kit';

export interface VolunteerConfig extends BaseServiceConfig {
  /** The auth service: the volunteer's city and contact details. */
  /** The incidents service: every case this service shows or changes. */
  incidentsUrl: string;
  /** Open cases one volunteer may hold at once (VOLUNTEER_MAX_OPEN_CASES), then 409. */
  maxOpenCases: number;
  /**
   * Cases one volunteer may take per window (VOLUNTEER_TAKES_MAX_PER_WINDOW,
   * VOLUNTEER_TAKES_WINDOW_SECONDS), then 429: completing cases quickly does not let one
   * account sweep every list.
   */
  takeLimit: LimitPolicy;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): VolunteerConfig {
  const maxOpenCases = positiveIntFromEnv(env, 'VOLUNTEER_MAX_OPEN_CASES', 3);
  const takesMax = positiveIntFromEnv(env, 'VOLUNTEER_TAKES_MAX_PER_WINDOW', 10);
  const windowSeconds = positiveIntFromEnv(env, 'VOLUNTEER_TAKES_WINDOW_SECONDS', 3600);
  return {
    ...loadBaseConfig('volunteer', DEFAULT_PORTS.volunteer, env),
    incidentsUrl: serviceUrlFromEnv(env, 'incidents', DEFAULT_PORTS.incidents),
    maxOpenCases,
    takeLimit: { max: takesMax, windowSeconds },
  };
}
