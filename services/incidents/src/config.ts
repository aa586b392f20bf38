import { DEFAULT_PORTS, loadBaseConfig, type BaseServiceConfig } from '@rescue/service-kit';

export type IncidentsConfig = BaseServiceConfig;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): IncidentsConfig {
  return loadBaseConfig('incidents', DEFAULT_PORTS.incidents, env);
}
