// Alerts with the app closed, for every role (issue 31): this browser's Web Push subscription,
// made with the server's VAPID key and stored with the person's preferences
// (POST /api/notifications/push-subscriptions). What each person is pushed is the server's
// choice: a volunteer's nearby cases, an NGO's areas' reports, a reporter's own cases.
import type { AlertSeverity } from '@rescue/contracts';
import { callOperation } from './operation-client';

/** PushSubscription.toJSON() as the subscribe operation takes it. */
type SubscriptionJson = Parameters<
  typeof callOperation<'notifications.subscribe'>
>[1]['body']['subscription'];

/** A volunteer's radius and severity; an NGO's severity (its radius is its areas). */
export interface AlertPreferences {
  radiusKm: number;
  minSeverity: AlertSeverity;
}

/** What this browser can do: push needs a service worker, PushManager and Notification. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** This browser's current subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** A base64url key as the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export type SubscribeOutcome = 'subscribed' | 'denied' | 'unsupported';

/**
 * Asks for the browser's permission (on the person's press), subscribes this browser with the
 * server's key and stores the subscription with the preferences, if any. Again with a
 * subscription already there: only the preferences change.
 */
export async function subscribeThisDevice(
  preferences?: AlertPreferences,
): Promise<SubscribeOutcome> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (!subscription) {
    const { publicKey } = await callOperation('notifications.vapidKey');
    subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    });
  }
  await callOperation('notifications.subscribe', {
    body: {
      subscription: subscription.toJSON() as SubscriptionJson,
      ...(preferences && { preferences }),
    },
  });
  return 'subscribed';
}

/** Stops alerts to this browser: the server forgets it, then the browser does. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await callOperation('notifications.unsubscribe', { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
