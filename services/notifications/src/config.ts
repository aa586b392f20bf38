import { intFromEnv, positiveIntFromEnv } from '@rescue/contracts';
import {
  DEFAULT_PORTS,
  loadBaseConfig,
  requireSecret,
  serviceUrlFromEnv,
  type BaseServiceConfig,
} from '@rescue/service-kit';

/** The browsers' own push services: Chrome and Edge (FCM), Firefox, Windows, Safari. */
export const DEFAULT_PUSH_ORIGINS = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.notify.windows.com',
  'https://web.push.apple.com',
];

export interface VapidConfig {
  /** Base64url, as web-push's generateVAPIDKeys makes them (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY). */
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about this sender (VAPID_SUBJECT): mailto: or https:. */
  subject: string;
}

export interface NotificationsConfig extends BaseServiceConfig {
  /** The incidents service: its change feed. */
  incidentsUrl: string;
  /** The volunteer service: who may take no more cases. */
  volunteerUrl: string;
  /** Notifications are kept this long (NOTIFICATIONS_RETENTION_DAYS, 30). */
  retentionDays: number;
  vapid: VapidConfig;
  /**
   * Push services subscriptions may name (WEB_PUSH_ALLOWED_ORIGINS, comma-separated origins;
   * `https://*.host` admits its subdomains): the service posts nowhere else.
   */
  pushOrigins: string[];
  /** Tries of one push before it is dropped (WEB_PUSH_MAX_ATTEMPTS, 5). */
  pushMaxAttempts: number;
  /** Pushes sent at once by one replica (WEB_PUSH_CONCURRENCY, 50). */
  pushConcurrency: number;
  /** How long a push service keeps an undelivered push (WEB_PUSH_TTL_SECONDS, 1 hour). */
  pushTtlSeconds: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): NotificationsConfig {
  const retentionDays = positiveIntFromEnv(env, 'NOTIFICATIONS_RETENTION_DAYS', 30);
  const pushMaxAttempts = positiveIntFromEnv(env, 'WEB_PUSH_MAX_ATTEMPTS', 5);
  const pushConcurrency = positiveIntFromEnv(env, 'WEB_PUSH_CONCURRENCY', 50);
  const origins = env.WEB_PUSH_ALLOWED_ORIGINS?.trim();
  const pushOrigins = origins
    ? origins
        .split(',')
        .map((origin) => origin.trim().replace(/\/$/, ''))
        .filter(Boolean)
    : DEFAULT_PUSH_ORIGINS;
  for (const origin of pushOrigins) {
    if (!/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(origin))
      throw new Error(`WEB_PUSH_ALLOWED_ORIGINS: "${origin}" is not an origin`);
  }
  return {
    ...loadBaseConfig('notifications', DEFAULT_PORTS.notifications, env),
    incidentsUrl: serviceUrlFromEnv(env, 'incidents', DEFAULT_PORTS.incidents),
    volunteerUrl: serviceUrlFromEnv(env, 'volunteer', DEFAULT_PORTS.volunteer),
    retentionDays,
    vapid: {
      publicKey: requireSecret('VAPID_PUBLIC_KEY', env),
      privateKey: requireSecret('VAPID_PRIVATE_KEY', env),
      subject: env.VAPID_SUBJECT || 'mailto:rescue-network@example.org',
    },
    pushOrigins,
    pushMaxAttempts,
    pushConcurrency,
    pushTtlSeconds: intFromEnv(env, 'WEB_PUSH_TTL_SECONDS', 3600),
  };
}
