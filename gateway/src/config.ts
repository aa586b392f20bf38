import {
  DEFAULT_SERVICE_PORTS,
  SERVICE_NAMES,
  intFromEnv,
  type ServiceName,
} from '@rescue/contracts';

export interface GatewayConfig {
  host: string;
  port: number;
  /** Base URLs of the services; each may list several replicas, comma-separated (round robin). */
  services: Record<ServiceName, string[]>;
  /** Folder holding the built front end (shell and remotes), if any. */
  webRoot?: string;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const services = Object.fromEntries(
    SERVICE_NAMES.map((name) => {
      const raw =
        env[`${name.toUpperCase()}_URL`] ?? `http://127.0.0.1:${DEFAULT_SERVICE_PORTS[name]}`;
      return [
        name,
        raw
          .split(',')
          .map((url) => url.trim().replace(/\/$/, ''))
          .filter(Boolean),
      ];
    }),
  ) as Record<ServiceName, string[]>;
  return {
    host: env.HOST ?? '127.0.0.1',
    port: intFromEnv(env, 'PORT', 8080),
    services,
    webRoot: env.WEB_ROOT,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
