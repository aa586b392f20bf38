import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toastStore } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import {
  PUSH_SUBSCRIPTION as SUBSCRIPTION,
  forgetPushBrowser,
  pushBrowser,
  servePushSubscriptions,
} from '@rescue/web-kit/testing/push-browser';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import { loginVolunteer } from '../../../testing/render-portal';
import { POSITION_STORAGE_KEY } from '../hooks/use-volunteer-position';
import { DutyAlertsPanel } from './duty-alerts-panel';

const toasts = () => toastStore.get().map((toast) => toast.message);
const onDuty = () => screen.getByRole('checkbox', { name: /I am on duty/ });
/** The switch once the server's state is read (it waits for it). */
async function readySwitch() {
  await waitFor(() => expect(onDuty()).toBeEnabled());
  return onDuty();
}

const OFF_DUTY = {
  onDuty: false,
  lat: 18.52,
  lng: 73.86,
  approximate: true,
  radiusKm: 10,
  minSeverity: 'low',
};

/** GET /api/volunteer/duty answers `state`. */
function serverHas(state: typeof OFF_DUTY) {
  server.use(http.get(apiPath('/api/volunteer/duty'), () => HttpResponse.json(state)));
}

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

beforeEach(() => {
  loginVolunteer();
  serverHas(OFF_DUTY);
});
afterEach(forgetPushBrowser);

test('the duty switch: on duty from the city centre when no location is shared, then off', async () => {
  const bodies = onDutyCalls();
  const { user } = renderWithKit(<DutyAlertsPanel />);
  expect(screen.getByText('Off duty: no alerts are sent to you.')).toBeInTheDocument();

  await user.click(await readySwitch());
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

  await user.click(await readySwitch());
  await screen.findByText('On duty. Distances are measured from your current location.');
  expect(bodies).toEqual([{ onDuty: true, lat: 18.5314, lng: 73.8446 }]);
});

test("the switch shows the server's state on load: on duty, with the radius and severity kept there", async () => {
  serverHas({ ...OFF_DUTY, onDuty: true, approximate: false, radiusKm: 25, minSeverity: 'high' });
  const bodies = onDutyCalls();
  renderWithKit(<DutyAlertsPanel />);

  await waitFor(() => expect(onDuty()).toBeChecked());
  expect(screen.getByRole('combobox', { name: 'Alert me to cases within' })).toHaveValue('25');
  expect(screen.getByRole('combobox', { name: 'Cases to alert me about' })).toHaveValue('high');
  // Still on duty: the server hears where from now.
  await waitFor(() => expect(bodies).toEqual([{ onDuty: true }]));
});

test('"Alert me on this device" subscribes with the server\'s key and stores the radius and severity chosen', async () => {
  const { subscribe } = pushBrowser('granted');
  const stored = servePushSubscriptions();
  const { user } = renderWithKit(<DutyAlertsPanel />);
  await readySwitch();

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
  await readySwitch();

  await user.click(screen.getByRole('button', { name: 'Alert me on this device' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    "Notifications are blocked for this site. Allow them in the browser's site settings",
  );
  expect(subscribe).not.toHaveBeenCalled();
});

test('a browser without push says so and offers no button', async () => {
  renderWithKit(<DutyAlertsPanel />);
  await readySwitch();
  expect(
    screen.getByText(/This browser cannot show alerts when the app is closed/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Alert me on this device' })).toBeNull();
});
