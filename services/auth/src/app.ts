import {
  createServiceApp,
  runService,
  type Logger,
  type MongoHandle,
  type RunningService,
} from '@rescue/service-kit';
import type { AuthConfig } from './config';

export async function buildApp({
  config,
  mongo,
  logger,
}: {
  config: AuthConfig;
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

export function start(config: AuthConfig): Promise<RunningService> {
  return runService(config, buildApp);
}
