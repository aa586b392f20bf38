import {
  AuditLogStore,
  RateLimitStore,
  createServiceApp,
  ensureIndexesOf,
  runService,
  signToken,
  verifyToken,
  type Logger,
  type MongoHandle,
  type RunningService,
} from '@rescue/service-kit';
import type { AuthConfig } from './config';
import { AccountNotices } from './domain/account-notices';
import { ensureAdminAccount } from './domain/admin-accounts';
import { AuthLimits } from './domain/limits';
import { localSessionVerifier } from './domain/session-check';
import { adminRouter } from './routes/admin';
import type { AuthDeps } from './routes/deps';
import { internalRouter } from './routes/internal';
import { ngoRouter } from './routes/ngo';
import { outreachRouter } from './routes/outreach';
import { profileRouter } from './routes/profile';
import { sessionRouter } from './routes/session';
import { ContactMessageStore } from './store/contact-messages';
import { NewsletterStore } from './store/newsletter';
import { SessionStore } from './store/sessions';
import { UserStore } from './store/users';

export async function buildApp({
  config,
  mongo,
  logger,
  onClose,
}: {
  config: AuthConfig;
  mongo: MongoHandle;
  logger: Logger;
  onClose?: (stop: () => void) => void;
}) {
  assertKeyPairMatches(config);
  const users = new UserStore(mongo.db);
  const sessions = new SessionStore(mongo.db);
  const audit = new AuditLogStore(mongo.db);
  const rateLimits = new RateLimitStore(mongo.db);
  const contactMessages = new ContactMessageStore(mongo.db);
  const newsletter = new NewsletterStore(mongo.db);
  await ensureIndexesOf(contactMessages, newsletter, users, sessions, audit, rateLimits);
  if (config.admin) {
    const admin = await ensureAdminAccount(mongo.db, config.admin);
    logger.info({ email: admin.email }, 'operator account from ADMIN_EMAIL is ready');
  }
  const deps: AuthDeps = {
    config,
    users,
    sessions,
    audit,
    limits: new AuthLimits(rateLimits, config.limits),
    notices: new AccountNotices(config, rateLimits, logger),
    contactMessages,
    newsletter,
    logger,
  };
  onClose?.(() => deps.notices.close());
  return createServiceApp({
    serviceName: config.serviceName,
    jwtPublicKey: config.jwtPublicKey,
    sessions: localSessionVerifier(users, sessions),
    logger,
    db: mongo.db,
    routers: [
      sessionRouter(deps),
      profileRouter(deps),
      ngoRouter(deps),
      adminRouter(deps),
      outreachRouter(deps),
      internalRouter(deps, mongo.db),
    ],
  });
}

/** Fails at start-up, not at the first login, when the private key is not the public key's pair. */
function assertKeyPairMatches(config: AuthConfig): void {
  const probe = {
    id: 'key-check',
    role: 'user',
    name: 'key-check',
    documentsSigned: true,
  } as const;
  const token = signToken(probe, config.jwtPrivateKey, 60, {
    sessionId: 'probe',
    tokenId: 'probe',
  });
  if (!verifyToken(token, config.jwtPublicKey)) {
    throw new Error('JWT_PRIVATE_KEY does not match JWT_PUBLIC_KEY');
  }
}

export function start(config: AuthConfig): Promise<RunningService> {
  return runService(config, buildApp);
}
