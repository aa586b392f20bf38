import {
  authUsersClient,
  ensureIndexesOf,
  recentAccounts,
  remoteServiceApp,
  runService,
  type RunningService,
  type ServiceBuild,
} from '@rescue/service-kit';
import type { NotificationsConfig } from './config';
import { followFeed } from './domain/feed-follower';
import { notifyChanges } from './domain/notifier';
import { PushSender } from './domain/push-sender';
import type { NotificationsDeps } from './routes/deps';
import { dutyRouter } from './routes/duty';
import { internalRouter } from './routes/internal';
import { notificationsRouter } from './routes/notifications';
import { DutyStore } from './store/duty';
import { FeedPosition } from './store/feed-position';
import { NotificationStore } from './store/notifications';
import { peers } from './store/peers';
import { PushQueue } from './store/push-queue';
import { SubscriptionStore } from './store/subscriptions';

const DAY_MS = 24 * 60 * 60_000;

export async function buildApp(service: ServiceBuild<NotificationsConfig>) {
  const { config, mongo, logger, onClose, onClosing } = service;
  const users = authUsersClient(config.authUrl, config.internalApiKey);
  const deps: NotificationsDeps = {
    notifications: new NotificationStore(mongo.db, config.retentionDays * DAY_MS),
    duty: new DutyStore(mongo.db),
    subscriptions: new SubscriptionStore(mongo.db),
    users,
    accounts: recentAccounts(users),
    config,
  };
  const queue = new PushQueue(mongo.db);
  await ensureIndexesOf(deps.notifications, deps.duty, deps.subscriptions, queue);
  const sender = new PushSender(queue, deps.subscriptions, config, logger);
  const others = peers(config);
  const feed = followFeed(
    { peers: others, position: new FeedPosition(mongo.db), logger },
    (changes) => notifyChanges({ ...deps, queue, sender, peers: others }, changes),
  );
  feed.start();
  onClosing(() => feed.stop());
  onClose(sender.start());
  onClose(deps.notifications.startSweeping());
  return remoteServiceApp(service, {
    routers: [notificationsRouter(deps), dutyRouter(deps), internalRouter(deps)],
  });
}

export function start(config: NotificationsConfig): Promise<RunningService> {
  return runService(config, buildApp);
}
