/// <reference lib="webworker" />
// The shell's service worker (built by Workbox's InjectManifest, see packages/webpack-config):
// the shell's own files precached, so the app (and a page already visited, like /report)
// opens with no signal; the remotes and the API go to the network first, so an area
// redeployed alone is picked up on the next load; Web Push shown as notifications; and
// Background Sync passed on to the open pages, which hold the session to send with.
import {
  casePathForRole,
  SYNC_POST_TYPE,
  SYNC_TAG_PREFIX,
  type NotificationKind,
  type Role,
} from '@rescue/contracts';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string })[] };

// A new worker takes over at once: the precache is versioned, so an open page keeps working.
void self.skipWaiting();
clientsClaim();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Page paths: the network's index.html (a new shell is seen at once), else the precached one.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        const cached = await matchPrecache('/index.html');
        if (cached) return cached;
        throw error;
      }
    },
    { denylist: [/^\/api\//, /^\/remotes\//, /^\/uploads\//] },
  ),
);

// The remotes manifest and each area's entry: network first (an area redeployed alone is
// picked up), the last copy only with no signal.
registerRoute(
  ({ url }) =>
    sameOrigin(url) &&
    (url.pathname === '/remotes.json' ||
      (url.pathname.startsWith('/remotes/') && !/\.[0-9a-f]{12}\.[a-z0-9]+$/.test(url.pathname))),
  new NetworkFirst({ cacheName: 'remote-entries', networkTimeoutSeconds: 10 }),
);

// An area's content-hashed chunks never change: kept once fetched, the oldest dropped.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/remotes/'),
  new CacheFirst({
    cacheName: 'remote-chunks',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);
// Nothing else is routed: the API (and uploads) always go to the network, never cached.

/** Who is told of each kind of news (services/notifications), so where its case opens. */
const KIND_ROLE: Record<NotificationKind, Role> = {
  'incident.reported': 'ngo',
  'incident.nearby': 'volunteer',
  'incident.updated': 'user',
  'incident.flagged': 'admin',
  'incident.dispatched': 'volunteer',
  'incident.escalated': 'volunteer',
  'incident.unattended': 'ngo',
};

interface PushPayload {
  kind?: NotificationKind;
  incidentId?: string;
  severity?: string;
  title?: string;
}

self.addEventListener('push', (event) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() ?? {}) as PushPayload;
  } catch {
    // Not JSON: shown with the app's name only.
  }
  const role = payload.kind ? KIND_ROLE[payload.kind] : undefined;
  const url =
    role && payload.incidentId ? casePathForRole(role, payload.incidentId) : '/notifications';
  event.waitUntil(
    self.registration.showNotification(payload.title || 'Rescue Network', {
      // One notification per case: a later one about the same case replaces it.
      tag: payload.incidentId,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(
    (event.notification.data as { url?: string } | null)?.url ?? '/',
    self.location.origin,
  ).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(url);
      } else {
        await self.clients.openWindow(url);
      }
    })(),
  );
});

// The connection is back: the pages send what they queued (they hold the session's token).
self.addEventListener('sync', (event: Event) => {
  const { tag } = event as Event & { tag: string };
  if (!tag.startsWith(SYNC_TAG_PREFIX)) return;
  (event as ExtendableEvent).waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window' });
      for (const client of windows) client.postMessage({ type: SYNC_POST_TYPE, tag });
    })(),
  );
});
