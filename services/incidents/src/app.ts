import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import path from 'node:path';
import {
  AuditLogStore,
  RateLimitStore,
  authUsersClient,
  ensureIndexesOf,
  remoteServiceApp,
  remoteSessions,
  runService,
  type Db,
  type RunningService,
  type ServiceBuild,
} from '@rescue/service-kit';
import type { IncidentsConfig } from './config';
import { EmailWorker } from './domain/email-worker';
import { EscalationWorker } from './domain/escalation';
import { dispatchRouter } from './routes/dispatch';
import { REPORT_QUOTA_COLLECTION } from './domain/report-quota';
import { DecodeSlots } from './domain/decode-slots';
import type { IncidentsDeps } from './routes/deps';
import { analyticsRouter } from './routes/analytics';
import { caseContactsRouter } from './routes/contacts';
import { liveEventsRouter } from './routes/events';
import { exportRouter } from './routes/export';
import { incidentsRouter } from './routes/incidents';
import { internalPeopleRouter, internalRouter } from './routes/internal';
import { moderationRouter } from './routes/moderation';
import { ngoRouter } from './routes/ngo';
import { publicRouter } from './routes/public';
import { reportRouter } from './routes/report';
import { anonymousReportRouter } from './routes/report-anonymous';
import { FollowLinks } from './store/follow-links';
import { EmailOutbox } from './store/email-outbox';
import { IncidentStore } from './store/incidents';
import { PhotoStore } from './store/photos';
import { startPhotoCheck } from './photo-check/worker';

export async function buildApp(service: ServiceBuild<IncidentsConfig>) {
  const { config, mongo, logger, onClose, onClosing } = service;
  // Port 0 (tests) is no identity: such a replica cannot be restarted in its own place.
  const replica = `${hostname()}:${config.port || `any-${randomBytes(4).toString('hex')}`}`;
  const incidents = new IncidentStore(mongo.db, {
    workingSet:
      config.workingSet === 'auto'
        ? await isEmbeddedDatabase(mongo.db)
        : config.workingSet === 'on',
    closedRetentionMs: config.closedRetentionDays * 24 * 60 * 60 * 1000,
    // One file per database: the replicas of a service share it (each writes it whole).
    snapshotFile: config.snapshotDir
      ? path.join(config.snapshotDir, `working-set-${config.dbName}.snapshot`)
      : undefined,
    replica,
    logger,
  });
  // The working set's follower stops with the service (its timers, a build under way).
  onClose(() => incidents.close());
  // Email to reporters who asked for it, only with a mail server (SMTP_URL): writes queue
  // messages (before prepare(), which runs the hook again on writes a crash interrupted).
  const email = config.email
    ? new EmailWorker({
        outbox: new EmailOutbox(mongo.db, replica),
        config: config.email,
        publicUrl: config.publicUrl,
        users: authUsersClient(config.authUrl, config.internalApiKey),
        logger,
      })
    : undefined;
  if (email) incidents.onStored(email.enqueueFor);
  // The store's start (indexes, the working set's build) beside the rest of the start-up's
  // database calls: on the embedded database each waits its turn there.
  const preparing = incidents.prepare();
  const deps: IncidentsDeps = {
    config,
    logger,
    incidents,
    photos: new PhotoStore(mongo.db),
    decodeSlots: new DecodeSlots(config.photoDecodeConcurrency),
  };
  // Background work that reads the database much (1 MB photos, the photo model's load, a scan
  // of incidents) starts once the working set serves: a restart's build waits for nothing of it.
  let closed = false;
  let photoCheck: ReturnType<typeof startPhotoCheck> = null;
  onClose(() => {
    closed = true;
    void photoCheck?.stop();
  });
  void incidents.warm().then(() => {
    if (closed) return;
    // Until it is done, an older photo's incident is searched for instead.
    deps.photos
      .nameTheirIncidents(mongo.db)
      .then((named) => {
        if (named > 0) logger.info({ named }, 'older photos now name their incident');
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'naming older photos failed'));
    // After a report with a photo is stored: what animal it shows (issue 30), never on the request.
    photoCheck = startPhotoCheck({
      config: config.photoCheck,
      db: mongo.db,
      incidents,
      photos: deps.photos,
      logger,
    });
  });
  // One session check for the routes and the streams, following auth's session ends.
  const sessions = remoteSessions(config, { logger, onClosing });
  const reportQuota = new RateLimitStore(mongo.db, REPORT_QUOTA_COLLECTION);
  const audit = new AuditLogStore(mongo.db);
  const followLinks = new FollowLinks(mongo.db);
  const [liveEvents] = await Promise.all([
    liveEventsRouter({ config, logger, incidents, sessions, onClose, onClosing }),
    preparing,
    ensureIndexesOf(reportQuota, audit, followLinks, deps.photos),
  ]);
  if (email) {
    await email.start();
    onClose(() => email.stop());
    logger.info({ smtp: smtpHostOf(config.email!.smtpUrl) }, 'email to reporters on');
  }
  // Critical cases nobody takes: each replica looks, the incident's lock writes each step once.
  const escalation = new EscalationWorker(incidents, config.escalation, logger);
  escalation.start();
  onClose(() => void escalation.stop());
  return remoteServiceApp(service, {
    sessions,
    notReadyBecause: () => incidents.notReadyBecause(),
    routers: [
      reportRouter(deps, reportQuota),
      anonymousReportRouter(deps, reportQuota, followLinks),
      // Before incidentsRouter, whose /api/incidents/:id would take "export" for an id.
      exportRouter(deps),
      moderationRouter(deps, audit),
      incidentsRouter(deps),
      caseContactsRouter(deps),
      ngoRouter(deps),
      dispatchRouter(deps),
      analyticsRouter(deps),
      publicRouter(deps),
      internalRouter(deps, mongo.db),
      liveEvents,
      internalPeopleRouter(deps, audit, reportQuota),
    ],
  });
}

/** The mail server's host and port, never its credentials, for the log. */
const smtpHostOf = (url: string) => new URL(url).host;

/** FerretDB (the embedded default) says so in buildInfo; MongoDB does not. */
async function isEmbeddedDatabase(db: Db): Promise<boolean> {
  const info = await db.admin().command({ buildInfo: 1 });
  return 'ferretdbVersion' in info;
}

export function start(config: IncidentsConfig): Promise<RunningService> {
  return runService(config, buildApp);
}
