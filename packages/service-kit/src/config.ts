import {
  DEFAULT_SERVICE_PORTS,
  intFromEnv,
  parsePeerUrls,
  positiveIntFromEnv,
  serviceDatabaseName,
} from '@rescue/contracts';
import { DEFAULT_SLOW_COMMAND_MS } from './mongo';
import { DEFAULT_START_TIMEOUT_MS } from './start-timeout';
import { requireSecret } from './secrets';

export { intFromEnv, positiveIntFromEnv };

/** What every service needs; each service extends it with its own settings. */
export interface BaseServiceConfig {
  serviceName: string;
  host: string;
  port: number;
  mongoUrl: string;
  dbName: string;
  /** PEM public key of the auth service, used to verify every bearer token. */
  jwtPublicKey: string;
  /** Shared key for service-to-service calls on /internal/*; the gateway never forwards those. */
  internalApiKey: string;
  logLevel: string;
  /** The auth service, which says whether a token's session is still live. */
  authUrl: string;
  /** How long a live session answer is reused (SESSION_CHECK_TTL_MS): the revocation delay. */
  sessionCheckTtlMs: number;
  /** Database commands slower than this are logged and counted (DB_SLOW_COMMAND_MS; 0: off). */
  slowCommandMs?: number;
  /**
   * The longest the start-up may take once listening (START_TIMEOUT_MS): past it the process
   * gives up and exits, to be started again, instead of answering /healthz for ever unready.
   */
  startTimeoutMs?: number;
}

export function loadBaseConfig(
  serviceName: string,
  defaultPort: number,
  env: NodeJS.ProcessEnv = process.env,
): BaseServiceConfig {
  const prefix = serviceName.toUpperCase();
  const mongoUrl = env.MONGO_URL;
  if (!mongoUrl) throw new Error('Missing configuration: set MONGO_URL');
  return {
    serviceName,
    host: env[`${prefix}_HOST`] ?? env.HOST ?? '127.0.0.1',
    port: intFromEnv(env, `${prefix}_PORT`, defaultPort),
    mongoUrl,
    dbName: serviceDatabaseName(serviceName, env),
    jwtPublicKey: requireSecret('JWT_PUBLIC_KEY', env),
    internalApiKey: requireSecret('INTERNAL_API_KEY', env),
    logLevel: env.LOG_LEVEL ?? 'info',
    authUrl: serviceUrlFromEnv(env, 'auth', DEFAULT_SERVICE_PORTS.auth),
    sessionCheckTtlMs: intFromEnv(env, 'SESSION_CHECK_TTL_MS', 15_000),
    slowCommandMs: intFromEnv(env, 'DB_SLOW_COMMAND_MS', DEFAULT_SLOW_COMMAND_MS),
    startTimeoutMs: positiveIntFromEnv(env, 'START_TIMEOUT_MS', DEFAULT_START_TIMEOUT_MS),
  };
}

/**
 * Base URL of another service, e.g. INCIDENTS_URL: one URL (a Kubernetes or compose Service),
 * or every replica's, comma-separated (the local stack), which callInternal tries in turn
 * (peer-replicas.ts). Normalised to "url,url" without trailing slashes; not a URL: a start-up
 * error.
 */
export function serviceUrlFromEnv(
  env: NodeJS.ProcessEnv,
  name: string,
  defaultPort: number,
): string {
  const variable = `${name.toUpperCase()}_URL`;
  const urls = parsePeerUrls(env[variable] || `http://127.0.0.1:${defaultPort}`);
  const wrong = urls.find((url) => !/^https?:\/\//i.test(url) || !URL.canParse(url));
  if (urls.length === 0 || wrong !== undefined)
    throw new Error(`${variable} must list http(s) URLs, comma-separated: ${wrong ?? ''}`);
  return urls.join(',');
}

export const DEFAULT_PORTS = DEFAULT_SERVICE_PORTS;

/** Where a service sends email: the mail server (SMTP_URL) and the From address (MAIL_FROM). */
export interface SmtpConfig {
  /** e.g. smtp://user:pass@mail.example.org:587 or smtps://... */
  smtpUrl: string;
  /** e.g. "Rescue Network <no-reply@example.org>". */
  mailFrom: string;
}

/** SMTP_URL and MAIL_FROM, the same for every service that sends email; null without SMTP_URL. */
export function smtpFromEnv(env: NodeJS.ProcessEnv): SmtpConfig | null {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return null;
  if (!/^smtps?:\/\//i.test(smtpUrl) || !URL.canParse(smtpUrl))
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  const mailFrom = env.MAIL_FROM?.trim();
  if (!mailFrom) throw new Error('MAIL_FROM is required with SMTP_URL');
  return { smtpUrl, mailFrom };
}
