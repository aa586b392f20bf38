import { intFromEnv } from '@rescue/contracts';
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
  const maxOpenCases = intFromEnv(env, 'VOLUNTEER_MAX_OPEN_CASES', 3);
  if (maxOpenCases < 1) throw new Error('VOLUNTEER_MAX_OPEN_CASES must be at least 1');
  const takesMax = intFromEnv(env, 'VOLUNTEER_TAKES_MAX_PER_WINDOW', 10);
  if (takesMax < 1) throw new Error('VOLUNTEER_TAKES_MAX_PER_WINDOW must be at least 1');
  const windowSeconds = intFromEnv(env, 'VOLUNTEER_TAKES_WINDOW_SECONDS', 3600);
  if (windowSeconds < 1) throw new Error('VOLUNTEER_TAKES_WINDOW_SECONDS must be at least 1');
  return {
    ...loadBaseConfig('volunteer', DEFAULT_PORTS.volunteer, env),
    incidentsUrl: serviceUrlFromEnv(env, 'incidents', DEFAULT_PORTS.incidents),
    maxOpenCases,
    takeLimit: { max: takesMax, windowSeconds },
  };
}
