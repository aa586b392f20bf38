import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '../../testing/msw-server';
import { renderWithKit } from '../../testing/render';
import { api } from '../api/api-client';
import { useSession } from './session-provider';
import { SESSION_KEYS, sessionStore } from './session-store';

function SessionView() {
  const { user, isLoggedIn, logout } = useSession();
  return (
    <div>
      <p>{isLoggedIn ? `in as ${user?.name} (${user?.role}, ${user?.id})` : 'logged out'}</p>
      <button type="button" onClick={() => void logout()}>
        Logout
      </button>
    </div>
  );
}

test('the session lives under the keys token, userName, userRole and userId', () => {
  expect(Object.values(SESSION_KEYS)).toEqual(['token', 'userName', 'userRole', 'userId']);
  sessionStore.login({ token: 't1', _id: 'id1', role: 'ngo', name: 'Paws NGO' });
  expect({ ...localStorage }).toEqual({
    token: 't1',
    userName: 'Paws NGO',
    userRole: 'ngo',
    userId: 'id1',
  });
});

test('a visitor is logged in on load when a token and a user name are stored', () => {
  localStorage.setItem('token', 't1');
  localStorage.setItem('userName', 'Asha');
  localStorage.setItem('userRole', 'volunteer');
  localStorage.setItem('userId', 'v1');
  renderWithKit(<SessionView />);
  expect(screen.getByText('in as Asha (volunteer, v1)')).toBeInTheDocument();
});

test.each([
  ['only a token', { token: 't1' }],
  ['only a user name', { userName: 'Asha' }],
])('with %s stored the visitor is logged out', (_case, stored) => {
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  renderWithKit(<SessionView />);
  expect(screen.getByText('logged out')).toBeInTheDocument();
});

test('logout clears the stored values and goes to /login', async () => {
  sessionStore.login({ token: 't1', _id: 'id1', role: 'user', name: 'Asha' });
  const { user, currentPath } = renderWithKit(<SessionView />, { route: '/user-dashboard' });
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  expect(await screen.findByText('logged out')).toBeInTheDocument();
  expect(localStorage.length).toBe(0);
  // The session is cleared, then the page moves on: on a busy machine the test can look between.
  await waitFor(() => expect(currentPath()).toBe('/login'));
});

test('the operator role is read back as it was stored', () => {
  sessionStore.login({ token: 't1', _id: 'id1', role: 'admin', name: 'Meera' });
  expect(sessionStore.get()?.user.role).toBe('admin');
  localStorage.setItem('userRole', 'superuser');
  expect(sessionStore.get()?.user.role).toBe('user');
});

test.each([
  ['answers', () => HttpResponse.json({ success: true, message: 'Logged out' })],
  ['fails', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
  ['cannot be reached', () => HttpResponse.error()],
])(
  'logout asks the server to end the session first; when it %s, logout goes on',
  async (_case, answer) => {
    const asked: (string | null)[] = [];
    server.use(
      http.post(apiPath('/api/users/logout'), ({ request }) => {
        asked.push(request.headers.get('authorization'));
        return answer();
      }),
    );
    sessionStore.login({ token: 't1', _id: 'id1', role: 'user', name: 'Asha' });
    const { user, currentPath } = renderWithKit(<SessionView />, { route: '/user-dashboard' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('logged out')).toBeInTheDocument();
    expect(asked).toEqual(['Bearer t1']);
    expect(localStorage.length).toBe(0);
    expect(currentPath()).toBe('/login');
  },
);

test('a 401 from the API logs out and goes to /login', async () => {
  sessionStore.login({ token: 'expired', _id: 'id1', role: 'ngo', name: 'Paws NGO' });
  server.use(
    http.get(apiPath('/api/ngo/overview'), () =>
      HttpResponse.json({ message: 'Token expired' }, { status: 401 }),
    ),
    http.post(apiPath('/api/users/refresh-token'), () =>
      HttpResponse.json({ message: 'Unavailable' }, { status: 503 }),
    ),
  );
  const { currentPath } = renderWithKit(<SessionView />, { route: '/dashboard' });
  await act(() => api.get('/api/ngo/overview').catch(() => undefined));
  await waitFor(() => expect(currentPath()).toBe('/login'));
  expect(screen.getByText('logged out')).toBeInTheDocument();
  expect(localStorage.getItem('token')).toBeNull();
});

test('a login in another tab shows here', () => {
  renderWithKit(<SessionView />);
  act(() => {
    localStorage.setItem('token', 't2');
    localStorage.setItem('userName', 'Ravi');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
  });
  expect(screen.getByText(/in as Ravi/)).toBeInTheDocument();
});
