import {
  createServiceApp,
  runService,
  type Logger,
  type MongoHandle,
  type RunningService,
} from '@rescue/service-kit';
import type { DocusignConfig } from './config';

export async function buildApp({
  config,
  mongo,
  logger,
}: {
  config: DocusignConfig;
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

export function start(config: DocusignConfig): Promise<RunningService> {
  return runService(config, buildApp);
}
