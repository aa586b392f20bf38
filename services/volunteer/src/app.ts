import {
  RateLimitStore,
  authUsersClient,
  createServiceApp,
  runService,
  type Logger,
  type MongoHandle,
  type RunningService,
  remoteSessions,
} from '@rescue/service-kit';
import type { VolunteerConfig } from './config';
import { TAKES_COLLECTION } from './domain/take-limit';
import { casesRouter } from './routes/cases';
import { internalRouter } from './routes/internal';
import type { VolunteerDeps } from './routes/deps';
import { volunteerProfileRouter } from './routes/volunteer-profile';
import { assignmentLog } from './store/assignment-log';
import { incidentsApi } from './store/incidents-api';

export async function buildApp({
  config,
  mongo,
  logger,
  onClosing,
}: {
  config: VolunteerConfig;
  mongo: MongoHandle;
  logger: Logger;
  /** Stops following auth's session ends when the service starts closing. */
  onClosing: (stop: () => void) => void;
}) {
  const deps: VolunteerDeps = {
    incidents: incidentsApi(config.incidentsUrl, config.internalApiKey),
    users: authUsersClient(config.authUrl, config.internalApiKey),
    assignments: assignmentLog(mongo.db),
    takes: new RateLimitStore(mongo.db, TAKES_COLLECTION),
    config,
  };
  await Promise.all([deps.assignments.ensureIndexes(), deps.takes.ensureIndexes()]);
  return createServiceApp({
    serviceName: config.serviceName,
    jwtPublicKey: config.jwtPublicKey,
    sessions: remoteSessions(config, { logger, onClosing }),
    logger,
    db: mongo.db,
    // Order matters: the cases router owns /my-cases and /incidents before /:id is tried.
    routers: [
      casesRouter(deps),
      volunteerProfileRouter(deps),
      internalRouter(deps, config.internalApiKey),
    ],
  });
}

export function start(config: VolunteerConfig): Promise<RunningService> {
  return runService(config, buildApp);
}
