import { DEFAULT_PORTS, loadBaseConfig, type BaseServiceConfig } from '@rescue/service-kit';

export type VolunteerConfig = BaseServiceConfig;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): VolunteerConfig {
  return loadBaseConfig('volunteer', DEFAULT_PORTS.volunteer, env);
}
