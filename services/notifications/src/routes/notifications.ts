import {
  PUSH_SERVICE_NOT_ALLOWED_MESSAGE,
  isVerifiedNgo,
  type NotificationList,
} from '@rescue/contracts';
import {
  badRequest,
  operationRouter,
  theirLanguage,
  type Router,
  type ServiceState,
} from '@rescue/service-kit';
import { isAllowedEndpoint } from '../domain/alerts';
import { audiencesOf, ngoAreas } from '../domain/audiences';
import { subscriptionId } from '../store/subscriptions';
import type { NotificationsDeps } from './deps';

/** The caller's notification centre and push subscriptions: only ever the caller's own. */
export function notificationsRouter({
  notifications,
  duty,
  subscriptions,
  users,
  accounts,
  config,
}: NotificationsDeps): Router<ServiceState> {
  const routes = operationRouter();

  routes.route('notifications.list', async ({ ctx, input: { query }, user }) => {
    const audiences = await audiencesOf(user, accounts, ctx.state.requestId);
    // Titles in the reader's language (the web client sends the page's as Accept-Language).
    const language = theirLanguage(ctx);
    const page = await notifications.page(user.id, audiences, query.limit, query.cursor, language);
    const body: NotificationList = { success: true, ...page };
    return body;
  });

  routes.route('notifications.read', async ({ ctx, input: { body }, user }) => {
    const audiences = await audiencesOf(user, accounts, ctx.state.requestId);
    if ('all' in body) await notifications.markAllRead(user.id);
    else await notifications.markRead(user.id, audiences, body.ids);
    return {
      success: true as const,
      unreadCount: await notifications.unreadCount(user.id, audiences),
    };
  });

  routes.route('notifications.vapidKey', () => ({ publicKey: config.vapid.publicKey }));

  routes.route('notifications.subscribe', async ({ ctx, input: { body }, user }) => {
    const { subscription, preferences } = body;
    if (!isAllowedEndpoint(subscription.endpoint, config.pushOrigins))
      throw badRequest(PUSH_SERVICE_NOT_ALLOWED_MESSAGE);
    // The policy's verified NGO hears of its areas' reports; anyone else only of what is
    // theirs (a reporter's cases, a volunteer's calls: their own audience).
    const areas = isVerifiedNgo(user) ? await ngoAreas(user.id, users, ctx.state.requestId) : [];
    await subscriptions.put({
      _id: subscriptionId(subscription.endpoint),
      userId: user.id,
      role: user.role,
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
      areas,
      ...(user.role === 'ngo' && { minSeverity: preferences.minSeverity }),
      // Pushes are worded when sent: in the language the person used the app in.
      language: theirLanguage(ctx),
      createdAt: new Date(),
    });
    // A volunteer's radius and severity hold for every alert, in the app too.
    if (user.role === 'volunteer') await duty.setPreferences(user.id, preferences);
    ctx.status = 201;
    return { success: true as const };
  });

  routes.route('notifications.unsubscribe', async ({ ctx, input: { body }, user }) => {
    await subscriptions.remove(user.id, body.endpoint);
    ctx.status = 204;
  });

  return routes.router;
}
