import {
  DEFAULT_PORTS,
  loadBaseConfig,
  serviceUrlFromEnv,
  type BaseServiceConfig,
} from '@rescue/service-kit';

export interface IncidentsConfig extends BaseServiceConfig {
  /** The auth service: the reporter's name and contact details come from there. */
  authUrl: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): IncidentsConfig {
  return {
    ...loadBaseConfig('incidents', DEFAULT_PORTS.incidents, env),
    authUrl: serviceUrlFromEnv(env, 'auth', DEFAULT_PORTS.auth),
  };
}
