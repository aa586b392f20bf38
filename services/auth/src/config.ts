import { readFileSync } from 'node:fs';
import {
  DEFAULT_PORTS,
  intFromEnv,
  loadBaseConfig,
  requireSecret,
  serviceUrlFromEnv,
  smtpFromEnv,
  type BaseServiceConfig,
  type LimitPolicy,
  type SmtpConfig,
} from '@rescue/service-kit';
import { ADMIN_PASSWORD_MIN_LENGTH } from './domain/admin-accounts';

export interface AuthConfig extends BaseServiceConfig {
  /** PEM private key: only this service signs tokens. */
  jwtPrivateKey: string;
  jwtTtlSeconds: number;
  /** A session's absolute lifetime: no refresh extends it. */
  sessionMaxAgeSeconds: number;
  /** The operator account made or updated at start (ADMIN_EMAIL), if configured. */
  admin?: { email: string; password: string; name: string };
  incidentsUrl: string;
  /** Where browsers reach the app (PUBLIC_URL): the login link in account notices. */
  publicUrl: string;
  /** The mail server for notices to account owners (domain/account-notices.ts); null without SMTP_URL. */
  mail: SmtpConfig | null;
  limits: {
    /** Failures of one account from one address before the progressive delays start. */
    loginFailuresPerPair: LimitPolicy;
    loginFailuresPerIp: LimitPolicy;
    registrationsPerIp: LimitPolicy;
    /** The contact page's messages (issue 30). */
    contactMessagesPerIp: LimitPolicy;
    /** The footer's newsletter subscriptions (issue 30). */
    subscriptionsPerIp: LimitPolicy;
  };
}

const TWELVE_HOURS = 12 * 60 * 60;
const SEVEN_DAYS = 7 * 24 * 60 * 60;

/** A mounted secret (Docker, Kubernetes): its content without the trailing newline. */
function readSecretFile(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    throw new Error(`ADMIN_PASSWORD_FILE ${file} cannot be read: ${(error as Error).message}`);
  }
}

/** ADMIN_EMAIL with ADMIN_PASSWORD or ADMIN_PASSWORD_FILE; neither set means no configured operator. */
function adminFromEnv(env: NodeJS.ProcessEnv): AuthConfig['admin'] {
  const email = env.ADMIN_EMAIL?.trim();
  if (!email) return undefined;
  const password = env.ADMIN_PASSWORD_FILE
    ? readSecretFile(env.ADMIN_PASSWORD_FILE)
    : env.ADMIN_PASSWORD;
  if (!password || password.length < ADMIN_PASSWORD_MIN_LENGTH)
    throw new Error(
      `ADMIN_EMAIL is set: ADMIN_PASSWORD or ADMIN_PASSWORD_FILE must hold at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`,
    );
  return { email, password, name: env.ADMIN_NAME?.trim() || 'Rescue Network Operator' };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AuthConfig {
  const loginWindowSeconds = intFromEnv(env, 'LOGIN_WINDOW_SECONDS', 900);
  const registerWindowSeconds = intFromEnv(env, 'REGISTER_WINDOW_SECONDS', 3600);
  return {
    ...loadBaseConfig('auth', DEFAULT_PORTS.auth, env),
    jwtPrivateKey: requireSecret('JWT_PRIVATE_KEY', env),
    jwtTtlSeconds: intFromEnv(env, 'JWT_TTL_SECONDS', TWELVE_HOURS),
    sessionMaxAgeSeconds: intFromEnv(env, 'SESSION_MAX_AGE_SECONDS', SEVEN_DAYS),
    admin: adminFromEnv(env),
    incidentsUrl: serviceUrlFromEnv(env, 'incidents', DEFAULT_PORTS.incidents),
    publicUrl: (env.PUBLIC_URL || `http://127.0.0.1:${env.PORT || 8080}`).replace(/\/+$/, ''),
    mail: smtpFromEnv(env),
    limits: {
      // The name from before failures were counted per pair, kept so deployments keep working.
      loginFailuresPerPair: {
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
      contactMessagesPerIp: {
        max: intFromEnv(env, 'CONTACT_MAX_PER_IP', 5),
        windowSeconds: intFromEnv(env, 'CONTACT_WINDOW_SECONDS', 3600),
      },
      subscriptionsPerIp: {
        max: intFromEnv(env, 'NEWSLETTER_MAX_PER_IP', 10),
        windowSeconds: intFromEnv(env, 'NEWSLETTER_WINDOW_SECONDS', 3600),
      },
    },
  };
}
