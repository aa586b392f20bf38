import {
  DEFAULT_PORTS,
  loadBaseConfig,
  serviceUrlFromEnv,
  type BaseServiceConfig,
} from '@rescue/service-kit';

export interface VolunteerConfig extends BaseServiceConfig {
  /** The auth service: the volunteer's city and contact details. */
  /** The incidents service: every case this service shows or changes. */
  incidentsUrl: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): VolunteerConfig {
  return {
    ...loadBaseConfig('volunteer', DEFAULT_PORTS.volunteer, env),
    incidentsUrl: serviceUrlFromEnv(env, 'incidents', DEFAULT_PORTS.incidents),
  };
}
