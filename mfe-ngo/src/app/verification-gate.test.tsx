import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  NGO_NOT_VERIFIED_MESSAGE,
  NGO_REJECTED_MESSAGE,
  type NgoVerification,
} from '@rescue/contracts';
import { sessionStore } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { loginNgo, ngoProfile, renderDashboard } from '../testing/render-dashboard';
import { RECHECK_INTERVAL_MS } from './verification-gate';

/** The profile answers with each verification in turn (the last one repeats). */
function profileSays(...states: Partial<NgoVerification>[]) {
  let asked = 0;
  server.use(
    http.get(apiPath('/api/ngo/profile'), () => {
      asked += 1;
      const verification = states[Math.min(asked, states.length) - 1];
      return HttpResponse.json(ngoProfile({ name: 'Paws Trust' }, verification));
    }),
  );
  return () => asked;
}

const PENDING = { state: 'pending', decidedAt: null, decidedBy: null } as const;

test.each([
  '/dashboard',
  '/dashboard/incidents',
  `/dashboard/incidents/${'c'.repeat(24)}`,
  '/dashboard/notifications',
  '/dashboard/settings',
])(
  'a signed NGO waiting for verification sees the waiting screen at %s, and nothing else',
  async (route) => {
    loginNgo();
    profileSays(PENDING);
    // No handler for incidents or counts: the dashboard must not even ask.
    renderDashboard(route);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your organisation is waiting for verification',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Waiting for verification')).toBeInTheDocument();
    const signed = screen.getByText(/Paws Trust signed its documents on/);
    expect(signed.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T09:30:00.000Z');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(document.title).toBe('Your organisation is waiting for verification | Rescue Network');
  },
);

test('an NGO that has not signed is asked to sign the NGO documents first', async () => {
  loginNgo();
  profileSays({ state: 'unsigned', signedAt: null, decidedAt: null, decidedBy: null });
  renderDashboard('/dashboard');
  expect(
    await screen.findByRole('heading', { name: 'Sign your NGO documents' }),
  ).toBeInTheDocument();
  const documents = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(documents).toEqual([
    'NGO Partnership Agreement',
    'Terms of Service',
    'Data Protection Agreement',
  ]);
  expect(screen.getByRole('button', { name: 'Sign Documents' })).toBeInTheDocument();
});

test("a rejected NGO sees the operator's reason", async () => {
  loginNgo();
  profileSays({ state: 'rejected', reason: 'The registration number does not exist' });
  renderDashboard('/dashboard/incidents');
  expect(
    await screen.findByRole('heading', { name: 'Your organisation was not verified' }),
  ).toBeInTheDocument();
  expect(screen.getByText('The registration number does not exist')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'help@rescue-network.example' })).toBeInTheDocument();
});

/**
 * A pending NGO on its waiting screen whose next profile read says verified, with the
 * dashboard's data ready behind it.
 */
async function waitingUntilVerified() {
  loginNgo();
  const asked = profileSays(PENDING, { state: 'verified' });
  server.use(
    http.get(apiPath('/api/ngo/overview'), () =>
      HttpResponse.json({
        success: true,
        stats: { total: 1, critical: 0, pending: 1, resolved: 0 },
      }),
    ),
    http.get(apiPath('/api/incidents'), () => HttpResponse.json([])),
  );
  const { user } = renderDashboard('/dashboard');
  await screen.findByRole('heading', { name: 'Your organisation is waiting for verification' });
  return { asked, user };
}

test('Check again opens the dashboard once the operator has verified the NGO', async () => {
  const { asked, user } = await waitingUntilVerified();
  await user.click(screen.getByRole('button', { name: 'Check again' }));
  expect(await screen.findByRole('heading', { name: 'Welcome, Paws Trust' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'NGO Dashboard' })).toBeInTheDocument();
  expect(asked()).toBe(2);
});

test('the waiting screen opens the dashboard by itself once the operator verifies', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  try {
    const { asked } = await waitingUntilVerified();
    expect(asked()).toBe(1);
    // No click: the gate asks again on its own within RECHECK_INTERVAL_MS.
    await act(async () => {
      await jest.advanceTimersByTimeAsync(RECHECK_INTERVAL_MS);
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Paws Trust' })).toBeInTheDocument();
    expect(asked()).toBe(2);
  } finally {
    jest.useRealTimers();
  }
});

test.each([
  [NGO_NOT_VERIFIED_MESSAGE, { state: 'pending' }, 'Your organisation is waiting for verification'],
  [
    NGO_REJECTED_MESSAGE,
    { state: 'rejected', reason: 'Fake documents' },
    'Your organisation was not verified',
  ],
] as const)(
  'the API refusing the NGO (403 "%s") shows the same screen',
  async (message, now, heading) => {
    loginNgo();
    // Verified when the page opened; the operator decided otherwise since.
    const asked = profileSays({ state: 'verified' }, now);
    server.use(
      http.get(apiPath('/api/incidents'), () => HttpResponse.json({ message }, { status: 403 })),
    );
    renderDashboard('/dashboard/incidents');
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(asked()).toBe(2);
  },
);

test('a 403 for another reason stays an error of that screen', async () => {
  loginNgo();
  profileSays({ state: 'verified' });
  server.use(
    http.get(apiPath('/api/incidents'), () =>
      HttpResponse.json({ message: 'This action is only for NGO accounts' }, { status: 403 }),
    ),
  );
  renderDashboard('/dashboard/incidents');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Failed to load incidents')).toBeInTheDocument();
  expect(
    screen.queryByRole('heading', { name: 'Your organisation is waiting for verification' }),
  ).not.toBeInTheDocument();
});

test('another kind of account is told, from the policy, whose dashboard this is, and no NGO call is made', async () => {
  sessionStore.login({ token: 'volunteer-jwt', _id: 'v1', role: 'volunteer', name: 'Asha' });
  const asked = profileSays(PENDING);
  renderDashboard('/dashboard/incidents');
  expect(
    await screen.findByRole('heading', { name: 'The NGO Dashboard is for NGO accounts' }),
  ).toBeInTheDocument();
  expect(screen.getByText('You are logged in with a volunteer account.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
    'href',
    '/voldash',
  );
  expect(asked()).toBe(0);
});
