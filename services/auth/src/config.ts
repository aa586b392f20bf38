import { DEFAULT_PORTS, loadBaseConfig, type BaseServiceConfig } from '@rescue/service-kit';

export type AuthConfig = BaseServiceConfig;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  return loadBaseConfig('auth', DEFAULT_PORTS.auth, env);
}
