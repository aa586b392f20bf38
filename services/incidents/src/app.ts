import {
  createServiceApp,
  runService,
  type Logger,
  type MongoHandle,
  type RunningService,
} from '@rescue/service-kit';
import type { IncidentsConfig } from './config';

export async function buildApp({
  config,
  mongo,
  logger,
}: {
  config: IncidentsConfig;
  mongo: MongoHandle;
  logger: Logger;
}) {
  return createServiceApp({
    serviceName: config.serviceName,
    jwtPublicKey: config.jwtPublicKey,
    logger,
    db: mongo.db,
    routers: [],
  });
}

export function start(config: IncidentsConfig): Promise<RunningService> {
  return runService(config, buildApp);
}
