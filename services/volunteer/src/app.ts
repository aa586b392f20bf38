import {
  RateLimitStore,
  authUsersClient,
  ensureIndexesOf,
  remoteServiceApp,
  runService,
  type RunningService,
  type ServiceBuild,
} from '@rescue/service-kit';
import type { VolunteerConfig } from './config';
import { TAKES_COLLECTION } from './domain/take-limit';
import { casesRouter } from './routes/cases';
import { dispatchRouter } from './routes/dispatch';
import { internalRouter } from './routes/internal';
import type { VolunteerDeps } from './routes/deps';
import { volunteerProfileRouter } from './routes/volunteer-profile';
import { assignmentLog } from './store/assignment-log';
import { incidentsApi } from './store/incidents-api';

export async function buildApp(service: ServiceBuild<VolunteerConfig>) {
  const { config, mongo } = service;
  const deps: VolunteerDeps = {
    incidents: incidentsApi(config.incidentsUrl, config.internalApiKey),
    users: authUsersClient(config.authUrl, config.internalApiKey),
    assignments: assignmentLog(mongo.db),
    takes: new RateLimitStore(mongo.db, TAKES_COLLECTION),
    config,
  };
  await ensureIndexesOf(deps.assignments, deps.takes);
  return remoteServiceApp(service, {
    // Order matters: the cases router owns /my-cases and /incidents before /:id is tried.
    routers: [
      casesRouter(deps),
      dispatchRouter(deps),
      volunteerProfileRouter(deps),
      internalRouter(deps, config.internalApiKey),
    ],
  });
}

export function start(config: VolunteerConfig): Promise<RunningService> {
  return runService(config, buildApp);
}
