// A browser with Web Push for front-end tests (PushOptIn): its permission answer, a
// subscription it makes, and what PushManager.subscribe was given; and the server's side.
import { http, HttpResponse } from 'msw';
import { apiPath, server } from './msw-server';

/** The subscription the fake browser makes, as PushSubscription.toJSON() gives it. */
export const PUSH_SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

/** The server's VAPID public key: an uncompressed P-256 point (65 bytes, 0x04 first), base64url. */
export const VAPID_KEY = `BA${'A'.repeat(85)}`;

/** Installs the browser's push (service worker, PushManager, Notification); undo with forgetPushBrowser. */
export function pushBrowser(permission: NotificationPermission) {
  let current: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null =
    null;
  const subscribe = jest.fn(async (_options: PushSubscriptionOptionsInit) => {
    current = {
      endpoint: PUSH_SUBSCRIPTION.endpoint,
      toJSON: () => PUSH_SUBSCRIPTION,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    return current;
  });
  const registration = {
    pushManager: { getSubscription: async () => current, subscribe },
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  Object.assign(window, {
    PushManager: class {},
    Notification: { requestPermission: jest.fn(async () => permission) },
  });
  return { subscribe };
}

/** A browser without push again (jsdom's own). */
export function forgetPushBrowser(): void {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
}

/** The server's side of subscribing: its VAPID key, and the subscriptions stored (returned). */
export function servePushSubscriptions(): unknown[] {
  const stored: unknown[] = [];
  server.use(
    http.get(apiPath('/api/notifications/vapid-public-key'), () =>
      HttpResponse.json({ publicKey: VAPID_KEY }),
    ),
    http.post(apiPath('/api/notifications/push-subscriptions'), async ({ request }) => {
      stored.push(await request.json());
      return HttpResponse.json({ success: true }, { status: 201 });
    }),
  );
  return stored;
}
