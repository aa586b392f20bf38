import {
  ESCALATION_DEFAULTS,
  EVENT_STREAMS_PER_ACCOUNT,
  intFromEnv,
  positiveIntFromEnv,
} from '@rescue/contracts';
import {
  DEFAULT_PORTS,
  loadBaseConfig,
  serviceUrlFromEnv,
  smtpFromEnv,
  type BaseServiceConfig,
  type SmtpConfig,
} from '@rescue/service-kit';
import { EXPORT_MAX_ROWS } from './domain/csv-export';
import type { EscalationConfig } from './domain/escalation';
import { loadPhotoCheckConfig, type PhotoCheckConfig } from './photo-check/config';

export interface IncidentsConfig extends BaseServiceConfig {
  /** The auth service: the reporter's name and contact details come from there. */
  /** The most rows one CSV export holds (INCIDENTS_EXPORT_MAX_ROWS). */
  exportMaxRows: number;
  /**
   * Incidents kept in memory and reads answered from there (store/working-set.ts):
   * INCIDENTS_WORKING_SET=auto (the default: on for the embedded database, off on MongoDB),
   * on or off.
   */
  workingSet: 'auto' | 'on' | 'off';
  /** Days a closed incident's whole document stays in memory (INCIDENTS_CLOSED_RETENTION_DAYS). */
  closedRetentionDays: number;
  /**
   * Where the working set is kept on disk, so a restart reads it instead of every incident
   * (INCIDENTS_SNAPSHOT_DIR, store/working-set-snapshot.ts); null: none.
   */
  snapshotDir: string | null;
  /** Reports one account may make per hour (REPORTS_MAX_PER_ACCOUNT_PER_HOUR), then 429. */
  reportQuota: { max: number; windowSeconds: number };
  /** POST /api/incidents/assess per client address a minute (ASSESS_MAX_PER_ADDRESS_PER_MINUTE), per replica. */
  assessQuota: { max: number; windowSeconds: number };
  /**
   * Reports without an account: per client address an hour
   * (ANONYMOUS_REPORTS_MAX_PER_ADDRESS_PER_HOUR) and per phone number or email a day
   * (ANONYMOUS_REPORTS_MAX_PER_CONTACT_PER_DAY), then 429.
   */
  anonymousQuota: {
    perAddress: { max: number; windowSeconds: number };
    perContact: { max: number; windowSeconds: number };
  };
  /** Photos decoded at once per process (INCIDENTS_PHOTO_DECODE_CONCURRENCY); others wait. */
  photoDecodeConcurrency: number;
  /** Where browsers reach the app (PUBLIC_URL): the links in email. */
  publicUrl: string;
  /** Email to reporters who asked for it (domain/reporter-email.ts); null without SMTP_URL. */
  email: EmailConfig | null;
  /** Live streams one account holds per replica (EVENT_STREAMS_PER_ACCOUNT); more close the oldest. */
  streamsPerAccount: number;
  /** Critical cases nobody takes (domain/escalation.ts; ESCALATION_* in docs/configuration.md). */
  escalation: EscalationConfig;
  /** Whom the NGO's dispatch asks: the duty register (notifications) and the cap (volunteer). */
  notificationsUrl: string;
  volunteerUrl: string;
  /** The photo check after a report is stored (photo-check/; PHOTO_CHECK in docs/configuration.md). */
  photoCheck: PhotoCheckConfig;
}

export interface EmailConfig extends SmtpConfig {
  /** Waits after each failed attempt (EMAIL_RETRY_DELAYS_MS); the last one repeats. */
  retryDelaysMs: number[];
  /** How often each replica looks for messages due (EMAIL_POLL_MS). */
  pollMs: number;
}

/** 1 min, 5 min, 30 min, 2 h, 6 h, then once a day (until the message is a week old). */
export const DEFAULT_RETRY_DELAYS_MS = [
  60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 86_400_000,
];

function loadEmailConfig(env: NodeJS.ProcessEnv): EmailConfig | null {
  const smtp = smtpFromEnv(env);
  if (!smtp) return null;
  const rawDelays = env.EMAIL_RETRY_DELAYS_MS?.trim();
  const retryDelaysMs = rawDelays ? rawDelays.split(',').map(Number) : DEFAULT_RETRY_DELAYS_MS;
  if (retryDelaysMs.some((delay) => !Number.isInteger(delay) || delay < 1))
    throw new Error('EMAIL_RETRY_DELAYS_MS must be whole numbers of milliseconds, comma-separated');
  const pollMs = intFromEnv(env, 'EMAIL_POLL_MS', 5_000);
  if (pollMs < 10) throw new Error('EMAIL_POLL_MS must be at least 10');
  return { ...smtp, retryDelaysMs, pollMs };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): IncidentsConfig {
  const atLeastOne = (name: string, fallback: number) => positiveIntFromEnv(env, name, fallback);
  // A limit of 0 would mean "no limit" to the database.
  const exportMaxRows = atLeastOne('INCIDENTS_EXPORT_MAX_ROWS', EXPORT_MAX_ROWS);
  const reportsPerHour = atLeastOne('REPORTS_MAX_PER_ACCOUNT_PER_HOUR', 20);
  const assessPerMinute = atLeastOne('ASSESS_MAX_PER_ADDRESS_PER_MINUTE', 120);
  const anonymousPerAddress = atLeastOne('ANONYMOUS_REPORTS_MAX_PER_ADDRESS_PER_HOUR', 5);
  const anonymousPerContact = atLeastOne('ANONYMOUS_REPORTS_MAX_PER_CONTACT_PER_DAY', 3);
  // 1: on two cores, 10 parallel worst-case uploads took as long with 2 and peaked 200 MB
  // higher (e2e/reliability/upload-memory.test.ts).
  const photoDecodeConcurrency = atLeastOne('INCIDENTS_PHOTO_DECODE_CONCURRENCY', 1);
  const workingSet = (env.INCIDENTS_WORKING_SET || 'auto').toLowerCase();
  if (workingSet !== 'auto' && workingSet !== 'on' && workingSet !== 'off')
    throw new Error('INCIDENTS_WORKING_SET must be auto, on or off');
  const closedRetentionDays = intFromEnv(env, 'INCIDENTS_CLOSED_RETENTION_DAYS', 30);
  if (closedRetentionDays < 0) throw new Error('INCIDENTS_CLOSED_RETENTION_DAYS must be 0 or more');
  const streamsPerAccount = atLeastOne('EVENT_STREAMS_PER_ACCOUNT', EVENT_STREAMS_PER_ACCOUNT);
  return {
    ...loadBaseConfig('incidents', DEFAULT_PORTS.incidents, env),
    exportMaxRows,
    workingSet,
    closedRetentionDays,
    snapshotDir: env.INCIDENTS_SNAPSHOT_DIR?.trim() || null,
    reportQuota: { max: reportsPerHour, windowSeconds: 3600 },
    assessQuota: { max: assessPerMinute, windowSeconds: 60 },
    anonymousQuota: {
      perAddress: { max: anonymousPerAddress, windowSeconds: 3600 },
      perContact: { max: anonymousPerContact, windowSeconds: 86_400 },
    },
    photoDecodeConcurrency,
    publicUrl: (env.PUBLIC_URL || `http://127.0.0.1:${env.PORT || 8080}`).replace(/\/+$/, ''),
    email: loadEmailConfig(env),
    streamsPerAccount,
    escalation: loadEscalationConfig(env),
    notificationsUrl: serviceUrlFromEnv(env, 'notifications', DEFAULT_PORTS.notifications),
    volunteerUrl: serviceUrlFromEnv(env, 'volunteer', DEFAULT_PORTS.volunteer),
    photoCheck: loadPhotoCheckConfig(env),
  };
}

/** Minutes may be fractions (tests escalate within seconds). */
function loadEscalationConfig(env: NodeJS.ProcessEnv): EscalationConfig {
  const positive = (name: string, fallback: number) => {
    const raw = env[name]?.trim();
    const value = raw ? Number(raw) : fallback;
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
    return value;
  };
  const volunteersAfterMinutes = positive(
    'ESCALATION_VOLUNTEERS_AFTER_MINUTES',
    ESCALATION_DEFAULTS.volunteersAfterMinutes,
  );
  const ngosAfterMinutes = positive(
    'ESCALATION_NGOS_AFTER_MINUTES',
    ESCALATION_DEFAULTS.ngosAfterMinutes,
  );
  if (ngosAfterMinutes < volunteersAfterMinutes)
    throw new Error(
      'ESCALATION_NGOS_AFTER_MINUTES must not be before ESCALATION_VOLUNTEERS_AFTER_MINUTES',
    );
  return {
    volunteersAfterMinutes,
    ngosAfterMinutes,
    radiusKm: positive('ESCALATION_RADIUS_KM', ESCALATION_DEFAULTS.radiusKm),
    scanMs: positive('ESCALATION_SCAN_MS', ESCALATION_DEFAULTS.scanMs),
  };
}
