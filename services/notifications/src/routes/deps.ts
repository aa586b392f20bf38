import type { AuthUsersClient } from '@rescue/service-kit';
import type { NotificationsConfig } from '../config';
import type { DutyStore } from '../store/duty';
import type { NotificationStore } from '../store/notifications';
import type { SubscriptionStore } from '../store/subscriptions';

/** What the notifications routes work with; built once in app.ts. */
export interface NotificationsDeps {
  notifications: NotificationStore;
  duty: DutyStore;
  subscriptions: SubscriptionStore;
  users: AuthUsersClient;
  /**
   * The same accounts remembered 30 s (recentAccounts): the centre's reads ask for an NGO's
   * areas on every list and every read, and the bell lists again after each live event.
   */
  accounts: Pick<AuthUsersClient, 'get'>;
  config: Pick<NotificationsConfig, 'vapid' | 'pushOrigins' | 'internalApiKey'>;
}
