// "Alert me on this device" without preferences (a reporter's): the browser is subscribed with
// the server's key and stored as it is; once it is, only Stop is offered, and Stop forgets it on
// the server and in the browser.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '../../testing/msw-server';
import {
  PUSH_SUBSCRIPTION,
  VAPID_KEY,
  forgetPushBrowser,
  pushBrowser,
} from '../../testing/push-browser';
import { renderWithKit } from '../../testing/render';
import { sessionStore } from '../session/session-store';
import { toastStore } from '../toast/toast-store';
import { PushOptIn } from './push-opt-in';

beforeEach(() => sessionStore.login({ token: 'user-jwt', _id: 'u1', role: 'user', name: 'Ravi' }));
afterEach(forgetPushBrowser);

test('subscribes with no preferences, then offers only Stop, which forgets this browser', async () => {
  pushBrowser('granted');
  const calls: unknown[] = [];
  server.use(
    http.get(apiPath('/api/notifications/vapid-public-key'), () =>
      HttpResponse.json({ publicKey: VAPID_KEY }),
    ),
    http.post(apiPath('/api/notifications/push-subscriptions'), async ({ request }) => {
      calls.push(['stored', await request.json()]);
      return HttpResponse.json({ success: true }, { status: 201 });
    }),
    http.delete(apiPath('/api/notifications/push-subscriptions'), async ({ request }) => {
      calls.push(['removed', await request.json()]);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = renderWithKit(<PushOptIn enabledText="This device will tell you." />);

  await user.click(screen.getByRole('button', { name: 'Alert me on this device' }));
  await screen.findByRole('button', { name: 'Stop alerts on this device' });
  // Nothing to save again: no preferences.
  expect(screen.queryByRole('button', { name: 'Save alert settings' })).toBeNull();
  expect(toastStore.get().map((toast) => toast.message)).toContain('This device will tell you.');

  await user.click(screen.getByRole('button', { name: 'Stop alerts on this device' }));
  await screen.findByRole('button', { name: 'Alert me on this device' });
  expect(calls).toEqual([
    ['stored', { subscription: PUSH_SUBSCRIPTION }],
    ['removed', { endpoint: PUSH_SUBSCRIPTION.endpoint }],
  ]);
});

test("a server's refusal is said in its words", async () => {
  pushBrowser('granted');
  server.use(
    http.get(apiPath('/api/notifications/vapid-public-key'), () =>
      HttpResponse.json({ publicKey: VAPID_KEY }),
    ),
    http.post(apiPath('/api/notifications/push-subscriptions'), () =>
      HttpResponse.json({ message: 'This push service is not accepted' }, { status: 400 }),
    ),
  );
  const { user } = renderWithKit(<PushOptIn enabledText="Done." />);
  await user.click(screen.getByRole('button', { name: 'Alert me on this device' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This push service is not accepted');
});
