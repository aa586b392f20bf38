import { DEFAULT_PORTS, loadBaseConfig, type BaseServiceConfig } from '@rescue/service-kit';

export type DocusignConfig = BaseServiceConfig;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): DocusignConfig {
  return loadBaseConfig('docusign', DEFAULT_PORTS.docusign, env);
}
