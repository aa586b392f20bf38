import {
  authUsersClient,
  remoteServiceApp,
  runService,
  type MongoHandle,
  type RunningService,
  type ServiceBuild,
} from '@rescue/service-kit';
import type { DocusignConfig } from './config';
import { docusignSigning, localSigning } from './domain/signing-start';
import type { DocusignDeps } from './routes/deps';
import { docusignReturnRouter } from './routes/docusign-return';
import { localSigningRouter } from './routes/local-signing';
import { signingUrlsRouter } from './routes/signing-urls';
import { statusRouter } from './routes/status';
import { docusignApi } from './store/docusign-api';
import { signatures } from './store/signatures';
import { signingSessions } from './store/signing-sessions';

export async function buildApp(service: ServiceBuild<DocusignConfig>) {
  const { config, mongo, logger } = service;
  const deps = buildDeps(config, mongo);
  await Promise.all([deps.sessions.ensureIndexes(), deps.signatures.ensureIndexes()]);
  logger.info({ signing: deps.docusign ? 'docusign' : 'local' }, 'signing path');
  const { docusign } = deps;
  return remoteServiceApp(service, {
    routers: [
      signingUrlsRouter(deps),
      statusRouter(deps),
      localSigningRouter(deps),
      ...(docusign ? [docusignReturnRouter({ ...deps, docusign })] : []),
    ],
  });
}

function buildDeps(config: DocusignConfig, mongo: MongoHandle): DocusignDeps {
  const sessions = signingSessions(mongo.db);
  const users = authUsersClient(config.authUrl, config.internalApiKey);
  const base = { sessions, signatures: signatures(mongo.db), users };
  if (!config.docusignApi) return { ...base, starter: localSigning(sessions) };
  const api = docusignApi(config.docusignApi);
  return {
    ...base,
    docusign: api,
    starter: docusignSigning({ sessions, users, api, publicUrl: config.publicUrl }),
  };
}

export function start(config: DocusignConfig): Promise<RunningService> {
  return runService(config, buildApp);
}
