import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toastStore } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import { loginVolunteer } from '../../../testing/render-portal';
import { POSITION_STORAGE_KEY } from '../hooks/use-volunteer-position';
import { DUTY_STORAGE_KEY, DutyAlertsPanel } from './duty-alerts-panel';

// The server's VAPID public key: an uncompressed P-256 point (65 bytes, 0x04 first), base64url.
const VAPID_KEY = `BA${'A'.repeat(85)}`;
const SUBSCRIPTION = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
};

const toasts = () => toastStore.get().map((toast) => toast.message);
const onDuty = () => screen.getByRole('checkbox', { name: /I am on duty/ });

/** PUT /api/volunteer/duty answered as the server does; the bodies it was sent. */
function onDutyCalls() {
  const bodies: unknown[] = [];
  server.use(
    http.put(apiPath('/api/volunteer/duty'), async ({ request }) => {
      const body = (await request.json()) as { onDuty: boolean; lat?: number; lng?: number };
      bodies.push(body);
      return HttpResponse.json({
        onDuty: body.onDuty,
        lat: body.lat ?? 18.52,
        lng: body.lng ?? 73.86,
        approximate: body.lat === undefined,
        radiusKm: 10,
        minSeverity: 'low',
      });
    }),
  );
  return bodies;
}

/** A browser with push: its permission answer, and what subscribe was given. */
function pushBrowser(permission: NotificationPermission) {
  let current: { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null =
    null;
  const subscribe = jest.fn(async (_options: PushSubscriptionOptionsInit) => {
    current = {
      endpoint: SUBSCRIPTION.endpoint,
      toJSON: () => SUBSCRIPTION,
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

beforeEach(() => loginVolunteer());
afterEach(() => {
  localStorage.removeItem(DUTY_STORAGE_KEY);
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'PushManager');
  Reflect.deleteProperty(window, 'Notification');
});

test('the duty switch: on duty from the city centre when no location is shared, then off', async () => {
  const bodies = onDutyCalls();
  const { user } = renderWithKit(<DutyAlertsPanel />);
  expect(screen.getByText('Off duty: no alerts are sent to you.')).toBeInTheDocument();

  await user.click(onDuty());
  await screen.findByText('On duty. Distances are measured from the centre of your city.');
  expect(bodies).toEqual([{ onDuty: true }]);

  await user.click(onDuty());
  await screen.findByText('Off duty: no alerts are sent to you.');
  expect(bodies).toEqual([{ onDuty: true }, { onDuty: false }]);
});

test("on duty with the location the volunteer shared: the server gets the browser's point", async () => {
  sessionStorage.setItem(POSITION_STORAGE_KEY, JSON.stringify({ lat: 18.5314, lng: 73.8446 }));
  const bodies = onDutyCalls();
  const { user } = renderWithKit(<DutyAlertsPanel />);

  await user.click(onDuty());
  await screen.findByText('On duty. Distances are measured from your current location.');
  expect(bodies).toEqual([{ onDuty: true, lat: 18.5314, lng: 73.8446 }]);
  // Remembered on this device for the next visit.
  expect(JSON.parse(localStorage.getItem(DUTY_STORAGE_KEY) ?? '{}')).toMatchObject({
    onDuty: true,
  });
});

test('"Alert me on this device" subscribes with the server\'s key and stores the radius and severity chosen', async () => {
  const { subscribe } = pushBrowser('granted');
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
  const { user } = renderWithKit(<DutyAlertsPanel />);

  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Alert me to cases within' }),
    '25',
  );
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Cases to alert me about' }),
    'High and critical',
  );
  await user.click(screen.getByRole('button', { name: 'Alert me on this device' }));

  await screen.findByRole('button', { name: 'Stop alerts on this device' });
  expect(screen.getByRole('button', { name: 'Save alert settings' })).toBeInTheDocument();
  expect(stored).toEqual([
    { subscription: SUBSCRIPTION, preferences: { radiusKm: 25, minSeverity: 'high' } },
  ]);
  const options = subscribe.mock.calls[0]?.[0];
  expect(options?.userVisibleOnly).toBe(true);
  const key = options?.applicationServerKey as Uint8Array;
  expect([key.length, key[0]]).toEqual([65, 4]);
  expect(toasts()).toContain('This device will alert you to new cases while you are on duty.');
});

test('notifications refused in the browser: says how to allow them and stores nothing', async () => {
  const { subscribe } = pushBrowser('denied');
  const { user } = renderWithKit(<DutyAlertsPanel />);

  await user.click(screen.getByRole('button', { name: 'Alert me on this device' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    "Notifications are blocked for this site. Allow them in the browser's site settings",
  );
  expect(subscribe).not.toHaveBeenCalled();
});

test('a browser without push says so and offers no button', () => {
  renderWithKit(<DutyAlertsPanel />);
  expect(
    screen.getByText(/This browser cannot show alerts when the app is closed/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Alert me on this device' })).toBeNull();
});
