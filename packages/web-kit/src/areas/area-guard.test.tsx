import { act, screen } from '@testing-library/react';
import { Route, Routes } from '@rescue/router';
import { renderWithKit } from '../../testing/render';
import { AreaGuard } from './area-guard';
import { sessionStore, toast, toastStore } from '@rescue/web-kit';

// The toasts of one test are not the next one's.
afterEach(() => toast.remove());

function Portal({ loginMessage }: { loginMessage?: string }) {
  return (
    <Routes>
      <Route
        path="/voldash/*"
        element={<AreaGuard role="volunteer" area="Volunteer Portal" loginMessage={loginMessage} />}
      >
        <Route path="*" element={<h1>My cases</h1>} />
      </Route>
      <Route path="/login" element={<h1>Welcome Back</h1>} />
    </Routes>
  );
}

test('the area is shown to its own role only', () => {
  sessionStore.login({ token: 't', _id: 'v1', role: 'volunteer', name: 'Asha' });
  renderWithKit(<Portal />, { route: '/voldash/my-cases' });
  expect(screen.getByRole('heading', { name: 'My cases' })).toBeInTheDocument();
});

test('another role sees whose area it is and the way to its own dashboard', () => {
  sessionStore.login({ token: 't', _id: 'n1', role: 'ngo', name: 'Paws' });
  renderWithKit(<Portal />, { route: '/voldash/my-cases' });
  expect(
    screen.getByRole('heading', { name: 'The Volunteer Portal is for volunteer accounts' }),
  ).toBeInTheDocument();
  expect(screen.getByText('You are logged in with an NGO account.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  expect(screen.queryByRole('heading', { name: 'My cases' })).not.toBeInTheDocument();
});

test("arriving logged out: the area's words once as a toast, and the login page with the way back", async () => {
  const { currentPath } = renderWithKit(<Portal loginMessage="Authentication required" />, {
    route: '/voldash/case/42?from=map#photo',
  });
  expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  expect(screen.getAllByText('Authentication required')).toHaveLength(1);
  expect(screen.queryByRole('heading', { name: 'Authentication required' })).toBeNull();
  expect(currentPath()).toBe(
    `/login?next=${encodeURIComponent('/voldash/case/42?from=map#photo')}`,
  );
});

test("an area without words of its own says the kit's", async () => {
  renderWithKit(<Portal />, { route: '/voldash' });
  expect(await screen.findByText('Please log in to continue')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
});

test('logging out while on the area goes to log in (and back), without a toast', async () => {
  sessionStore.login({ token: 't', _id: 'v1', role: 'volunteer', name: 'Asha' });
  const { currentPath } = renderWithKit(<Portal loginMessage="Authentication required" />, {
    route: '/voldash/my-cases?x=1',
  });
  act(() => sessionStore.clear());
  expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  expect(currentPath()).toBe(`/login?next=${encodeURIComponent('/voldash/my-cases?x=1')}`);
  expect(toastStore.get()).toEqual([]);
  expect(screen.queryByRole('heading', { name: 'My cases' })).not.toBeInTheDocument();
});

test('a stored token and name without the account id cannot use a dashboard', async () => {
  localStorage.setItem('token', 't');
  localStorage.setItem('userName', 'Asha');
  localStorage.setItem('userRole', 'volunteer');
  sessionStore.notify();
  const { currentPath } = renderWithKit(<Portal />, { route: '/voldash' });
  expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  expect(currentPath()).toBe('/login?next=%2Fvoldash');
});
