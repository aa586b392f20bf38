import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Incident, ReporterNotification, UserProfile } from '@rescue/contracts';
import { sessionStore, theme } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { PROFILE_MESSAGES } from '../features/profile/utils/validate-profile';
import {
  USER_ID,
  approximateLocation,
  findToast,
  incident,
  loginAs,
  pageAlert,
  profile,
  renderDashboard,
} from '../testing/render-dashboard';

const PROFILE_PATH = apiPath(`/api/users/profile/${USER_ID}`);
const INCIDENTS_PATH = apiPath(`/api/users/my-incidents/${USER_ID}`);
const NOTIFICATIONS_PATH = apiPath('/api/incidents/notifications');

let requests: string[];
beforeEach(() => {
  requests = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}`);
  });
});
afterEach(() => server.events.removeAllListeners());

function serve(incidents: Incident[] = [], me: UserProfile = profile()) {
  server.use(
    http.get(PROFILE_PATH, () => HttpResponse.json(me)),
    http.get(INCIDENTS_PATH, () =>
      HttpResponse.json({ success: true, data: incidents, nextCursor: null }),
    ),
  );
}

const counter = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd');

describe('the guard', () => {
  test("logged out: 'Please log in to access the dashboard' and /login, nothing asked", async () => {
    const { currentPath } = renderDashboard();
    expect(await findToast('Please log in to access the dashboard')).toBeInTheDocument();
    expect(currentPath()).toBe('/login?next=%2Fuser-dashboard');
    expect(requests).toEqual([]);
  });

  test('a token and name without a user id is not enough', async () => {
    localStorage.setItem('token', 'user-token');
    localStorage.setItem('userName', 'Ravi');
    localStorage.setItem('userRole', 'user');
    const { currentPath } = renderDashboard();
    expect(await findToast('Please log in to access the dashboard')).toBeInTheDocument();
    expect(currentPath()).toBe('/login?next=%2Fuser-dashboard');
  });

  test.each(['volunteer', 'ngo'] as const)(
    'role %s: whose dashboard this is and the way to its own, no login form, nothing asked',
    async (role) => {
      loginAs(role);
      renderDashboard();
      expect(
        await screen.findByRole('heading', { name: 'The User Dashboard is for user accounts' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
        'href',
        role === 'ngo' ? '/dashboard' : '/voldash',
      );
      expect(screen.queryByText('Unauthorized access')).not.toBeInTheDocument();
      expect(requests).toEqual([]);
    },
  );

  test('a 401 from the API ends the session and goes to /login', async () => {
    loginAs();
    server.use(
      http.get(PROFILE_PATH, () =>
        HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
      ),
      http.get(INCIDENTS_PATH, () =>
        HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
      ),
    );
    const { currentPath } = renderDashboard();
    // The client first tries to renew the session (refused, after waiting for another tab).
    await waitFor(() => expect(currentPath()).toMatch(/^\/login/));
    expect(sessionStore.get()).toBeNull();
  });
});

describe('logged in as a user', () => {
  beforeEach(() => loginAs());

  test('"Welcome Back" with the name, the buttons, the counters and "Your Incidents"', async () => {
    serve([
      incident({ status: 'pending' }),
      incident({
        status: 'in progress',
        animalInfo: {
          description: 'Kitten with an eye wound',
          type: 'Cat',
          photo: '0123456789abcdef0123456789abcdef.jpg',
          aiSeverityAssessment: { score: 5, category: 'MODERATE', assessmentDetails: '' },
        },
        volunteerActivity: {
          status: 'assigned',
          assignedAt: new Date().toISOString(),
          assignedVolunteer: '64b000000000000000000001',
          volunteerName: 'Asha',
        },
        assignedNGO: { name: 'Paws Trust Pune', id: '64b000000000000000000009' },
        location: approximateLocation('Near the temple'),
      }),
      incident({ status: 'resolved' }),
    ]);
    renderDashboard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back, Ravi Kumar' }),
    ).toBeInTheDocument();
    for (const name of ['Notifications', 'Edit Profile', 'Logout']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    await screen.findByText('Total Incidents');
    expect(counter('Total Incidents')).toHaveTextContent('3');
    expect(counter('Active Cases')).toHaveTextContent('2');
    expect(counter('Pending Review')).toHaveTextContent('1');

    const list = screen.getByRole('region', { name: 'Your Incidents' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const cat = cards[1] as HTMLElement;
    expect(within(cat).getByText('In Progress')).toHaveStyle({ color: theme.colors.info });
    expect(within(cat).getByText('Moderate severity · 5/10')).toHaveStyle({
      color: theme.severity.moderate.fg,
    });
    expect(within(cat).getByRole('img', { name: 'Cat: Kitten with an eye wound' })).toHaveAttribute(
      'src',
      expect.stringContaining('/api/uploads/0123456789abcdef0123456789abcdef.jpg'),
    );
    expect(within(cat).getByText('Volunteer Asha is on it')).toBeInTheDocument();
    expect(within(cat).getByText('Handled by Paws Trust Pune')).toBeInTheDocument();
    expect(
      within(cat).getByText('Near the temple, Pune (approximate: only the city is known)'),
    ).toBeInTheDocument();
    const dog = cards[0] as HTMLElement;
    expect(within(dog).getByText('Pending')).toHaveStyle({ color: theme.colors.warning });
    expect(within(dog).getByText('High severity · 8/10')).toHaveStyle({
      color: theme.severity.high.fg,
    });
    expect(
      within(dog).getByRole('img', { name: 'Dog: Brown dog, back leg hurt: no photo' }),
    ).toBeInTheDocument();
    expect(within(dog).queryByText(/Handled by|approximate/)).not.toBeInTheDocument();
  });

  test("no incidents: 'No incidents reported yet.' with Report New Incident", async () => {
    serve([]);
    renderDashboard();
    expect(
      await screen.findByRole('heading', { name: 'No incidents reported yet.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Report New Incident' })).toHaveAttribute(
      'href',
      '/report-incident',
    );
  });

  test("a failure: the server's message in red and as a toast, and Retry loads the dashboard", async () => {
    let failing = true;
    server.use(
      http.get(PROFILE_PATH, () => HttpResponse.json(profile())),
      http.get(INCIDENTS_PATH, () =>
        failing
          ? HttpResponse.json({ message: 'The incidents service is unavailable' }, { status: 503 })
          : HttpResponse.json({ success: true, data: [incident()], nextCursor: null }),
      ),
    );
    renderDashboard();
    const alert = await pageAlert();
    const heading = within(alert).getByRole('heading', {
      name: 'The incidents service is unavailable',
    });
    expect(heading).toHaveStyle({ color: theme.colors.danger });
    expect(await findToast('The incidents service is unavailable')).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your Incidents' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  test('an unreachable server: the error text', async () => {
    server.use(
      http.get(PROFILE_PATH, () => HttpResponse.error()),
      http.get(INCIDENTS_PATH, () => HttpResponse.error()),
    );
    renderDashboard();
    expect(await pageAlert()).toHaveTextContent('Failed to fetch');
  });

  test('Logout clears the session and goes to /login, with no other message', async () => {
    serve([]);
    const { user, currentPath } = renderDashboard();
    await screen.findByRole('heading', { name: 'No incidents reported yet.' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(localStorage.length).toBe(0);
    expect(screen.queryByText('Please log in to access the dashboard')).not.toBeInTheDocument();
  });
});

describe('a report the Rescue Network team moderated', () => {
  beforeEach(() => loginAs());

  test('a hidden report says so, with the reason; the others say nothing', async () => {
    serve([
      incident({
        description: 'Abusive text',
        moderation: {
          hidden: true,
          hiddenReason: 'Abusive language',
          hiddenAt: '2026-11-21T10:00:00.000Z',
          duplicateOf: null,
        },
      }),
      incident({ description: 'An ordinary report' }),
    ]);
    renderDashboard();
    const list = await screen.findByRole('region', { name: 'Your Incidents' });
    const [hidden, ordinary] = within(list).getAllByRole('article') as HTMLElement[];
    const note = within(hidden!).getByRole('note', { name: 'Moderation' });
    expect(within(note).getByText('Hidden')).toHaveStyle({ color: theme.colors.danger });
    expect(
      within(note).getByText('Hidden by the Rescue Network team: Abusive language'),
    ).toBeInTheDocument();
    expect(within(ordinary!).queryByRole('note')).not.toBeInTheDocument();
  });

  test('a report linked as a duplicate says so', async () => {
    serve([
      incident({
        moderation: {
          hidden: false,
          hiddenReason: null,
          hiddenAt: null,
          duplicateOf: '64d000000000000000000999',
        },
      }),
    ]);
    renderDashboard();
    const note = await screen.findByRole('note', { name: 'Moderation' });
    expect(within(note).getByText('Duplicate')).toBeInTheDocument();
    expect(within(note).queryByText('Hidden')).not.toBeInTheDocument();
  });
});

describe('Edit Profile', () => {
  beforeEach(() => {
    loginAs('user', 'Ravi');
    serve([incident()]);
  });

  async function openForm() {
    const rendered = renderDashboard();
    await screen.findByText('Total Incidents');
    await rendered.user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    // The form is loaded when it is first opened.
    await screen.findByRole('textbox', { name: 'Name' });
    return rendered;
  }

  test('toggles the counters off while the form is open', async () => {
    const { user } = await openForm();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.queryByText('Total Incidents')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ravi Kumar');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Pune');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByText('Total Incidents')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  test('checks the fields before sending anything', async () => {
    const { user } = await openForm();
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.clear(screen.getByRole('textbox', { name: 'Phone Number' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), 'call me');
    await user.clear(screen.getByRole('textbox', { name: 'Address' }));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      PROFILE_MESSAGES.nameRequired,
    );
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).toHaveAccessibleDescription(
      PROFILE_MESSAGES.phoneInvalid,
    );
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
      PROFILE_MESSAGES.addressRequired,
    );
    expect(requests.filter((request) => request.startsWith('PUT'))).toEqual([]);
  });

  test('saves, shows the new name in the page and in the session, and brings the counters back', async () => {
    let sent: unknown;
    server.use(
      http.put(PROFILE_PATH, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          profile({
            name: 'Ravi K',
            city: 'Mumbai',
            phoneNumber: '+91 11111 22222',
            address: '1 Sea Face',
          }),
        );
      }),
    );
    const { user } = await openForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, '  Ravi K ');
    await user.clear(screen.getByRole('textbox', { name: 'Phone Number' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone Number' }), '+91 11111 22222');
    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Mumbai');
    await user.clear(screen.getByRole('textbox', { name: 'Address' }));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '1 Sea Face');
    const email = screen.getByRole('checkbox', { name: 'Email me updates on my reports' });
    expect(email).not.toBeChecked();
    await user.click(email);
    // Calls from the volunteer on the case: allowed unless turned off (issue 31).
    const calls = screen.getByRole('checkbox', {
      name: 'The volunteer who takes my case may call me',
    });
    expect(calls).toBeChecked();
    await user.click(calls);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await findToast('Profile updated successfully')).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Ravi K',
      phoneNumber: '+91 11111 22222',
      city: 'Mumbai',
      address: '1 Sea Face',
      emailUpdates: true,
      allowCalls: false,
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome Back, Ravi K' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('userName')).toBe('Ravi K');
    expect(sessionStore.get()?.user.name).toBe('Ravi K');
    expect(screen.getByText('Total Incidents')).toBeInTheDocument();
  });

  test('the server refusing: its message, and the form stays open', async () => {
    server.use(
      http.put(PROFILE_PATH, () =>
        HttpResponse.json({ message: 'phoneNumber must be a phone number' }, { status: 400 }),
      ),
    );
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await pageAlert()).toHaveTextContent('phoneNumber must be a phone number');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(sessionStore.get()?.user.name).toBe('Ravi');
  });

  test("no message: 'Failed to update profile'", async () => {
    server.use(http.put(PROFILE_PATH, () => new HttpResponse(null, { status: 500 })));
    const { user } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await pageAlert()).toHaveTextContent('Failed to update profile');
  });
});

describe('Notifications', () => {
  const note = (n: number): ReporterNotification => ({
    _id: `64e${n.toString(16).padStart(21, '0')}`,
    incidentId: '64d000000000000000000001',
    type: 'assigned',
    text: `Notification ${n}`,
    createdAt: new Date(Date.now() - n * 60_000).toISOString(),
  });

  let answers: ReporterNotification[][];
  let asked: URLSearchParams[];
  beforeEach(() => {
    loginAs();
    serve([]);
    answers = [];
    asked = [];
    server.use(
      http.get(NOTIFICATIONS_PATH, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ success: true, data: answers[asked.length - 1] ?? [] });
      }),
    );
  });

  test('the panel shows my latest 5 events, newest first, and nothing is asked while closed', async () => {
    answers = [[1, 2, 3, 4, 5, 6].map(note)];
    const { user } = renderDashboard();
    await screen.findByRole('heading', { name: 'No incidents reported yet.' });
    expect(asked).toHaveLength(0);
    const toggle = screen.getByRole('button', { name: 'Notifications' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Your Notifications' });
    await within(panel).findByText('Notification 1');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([
      'Notification 1',
      'Notification 2',
      'Notification 3',
      'Notification 4',
      'Notification 5',
    ]);
    expect(within(panel).getByText(/\(1 minute ago\)/)).toBeInTheDocument();
    expect(asked[0]?.get('limit')).toBe('5');
  });

  test('refreshed every 10 s while open, never once closed', async () => {
    jest.useFakeTimers();
    try {
      answers = [[note(2)], [note(1), note(2)], [note(0), note(1), note(2)]];
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderDashboard();
      await screen.findByRole('heading', { name: 'No incidents reported yet.' });
      await user.click(screen.getByRole('button', { name: 'Notifications' }));
      await screen.findByText('Notification 2');
      expect(asked).toHaveLength(1);

      // findByText moved the fake clock a little; the first refresh is 10 s after opening.
      await act(() => jest.advanceTimersByTimeAsync(9_000));
      expect(asked).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      expect(await screen.findByText('Notification 1')).toBeInTheDocument();
      expect(asked).toHaveLength(2);

      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(await screen.findByText('Notification 0')).toBeInTheDocument();
      expect(asked).toHaveLength(3);

      await user.click(screen.getByRole('button', { name: 'Notifications' }));
      expect(screen.queryByRole('region', { name: 'Your Notifications' })).not.toBeInTheDocument();
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      expect(asked).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  test('none yet, and a failure', async () => {
    server.use(
      http.get(NOTIFICATIONS_PATH, () => HttpResponse.json({ success: true, data: [] }), {
        once: true,
      }),
    );
    const { user } = renderDashboard();
    await screen.findByRole('heading', { name: 'No incidents reported yet.' });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    server.use(http.get(NOTIFICATIONS_PATH, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await pageAlert()).toHaveTextContent('Failed to load notifications');
  });
});

describe('the greeting (issue 30)', () => {
  beforeEach(() => loginAs());

  test('a new account, on its first visit as the server says, is welcomed, not welcomed back', async () => {
    serve([], profile({ firstVisit: true }));
    renderDashboard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ravi Kumar' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Welcome Back/ })).not.toBeInTheDocument();
  });

  test('an account that has logged in again is welcomed back', async () => {
    serve([], profile({ firstVisit: false }));
    renderDashboard();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back, Ravi Kumar' }),
    ).toBeInTheDocument();
  });
});
