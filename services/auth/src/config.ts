import {
  DEFAULT_PORTS,
  intFromEnv,
  loadBaseConfig,
  requireSecret,
  serviceUrlFromEnv,
  type BaseServiceConfig,
} from '@rescue/service-kit';

/** How many attempts a key may make within its window. */
export interface LimitPolicy {
  max: number;
  windowSeconds: number;
}

export interface AuthConfig extends BaseServiceConfig {
  /** PEM private key: only this service signs tokens. */
  jwtPrivateKey: string;
  jwtTtlSeconds: number;
  incidentsUrl: string;
  limits: {
    loginFailuresPerAccount: LimitPolicy;
    loginFailuresPerIp: LimitPolicy;
    registrationsPerIp: LimitPolicy;
  };
}

const TWELVE_HOURS = 12 * 60 * 60;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const loginWindowSeconds = intFromEnv(env, 'LOGIN_WINDOW_SECONDS', 900);
  const registerWindowSeconds = intFromEnv(env, 'REGISTER_WINDOW_SECONDS', 3600);
  return {
    ...loadBaseConfig('auth', DEFAULT_PORTS.auth, env),
    jwtPrivateKey: requireSecret('JWT_PRIVATE_KEY', env),
    jwtTtlSeconds: intFromEnv(env, 'JWT_TTL_SECONDS', TWELVE_HOURS),
    incidentsUrl: serviceUrlFromEnv(env, 'incidents', DEFAULT_PORTS.incidents),
    limits: {
      loginFailuresPerAccount: {
        max: intFromEnv(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 5),
        windowSeconds: loginWindowSeconds,
      },
      loginFailuresPerIp: {
        max: intFromEnv(env, 'LOGIN_MAX_FAILURES_PER_IP', 20),
        windowSeconds: loginWindowSeconds,
      },
      registrationsPerIp: {
        max: intFromEnv(env, 'REGISTER_MAX_PER_IP', 10),
        windowSeconds: registerWindowSeconds,
      },
    },
  };
}
