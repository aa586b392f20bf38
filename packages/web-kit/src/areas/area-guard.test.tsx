import { act, screen } from '@testing-library/react';
import { Route, Routes } from '@rescue/router';
import { renderWithKit } from '../../testing/render';
import { AreaGuard, LOGGED_OUT_TITLE } from './area-guard';
import { sessionStore } from '@rescue/web-kit';

function Portal({ loginRedirectMessage }: { loginRedirectMessage?: string }) {
  return (
    <Routes>
      <Route
        path="/voldash/*"
        element={
          <AreaGuard
            role="volunteer"
            area="Volunteer Portal"
            loginRedirectMessage={loginRedirectMessage}
          />
        }
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

test('logging out while on the area (and coming Back to it) shows the logged-out screen, not the area', () => {
  sessionStore.login({ token: 't', _id: 'v1', role: 'volunteer', name: 'Asha' });
  renderWithKit(<Portal loginRedirectMessage="Please log in" />, {
    route: '/voldash/my-cases?x=1',
  });
  act(() => sessionStore.clear());
  expect(screen.getByRole('heading', { name: LOGGED_OUT_TITLE })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent('/voldash/my-cases?x=1')}`,
  );
  expect(screen.queryByRole('heading', { name: 'My cases' })).not.toBeInTheDocument();
});

test('arriving logged out with a redirect message: the toast once and the login page', async () => {
  const { currentPath } = renderWithKit(<Portal loginRedirectMessage="Please log in" />, {
    route: '/voldash',
  });
  expect(await screen.findByText('Please log in')).toBeInTheDocument();
  expect(screen.getAllByText('Please log in')).toHaveLength(1);
  expect(currentPath()).toBe('/login?next=%2Fvoldash');
});

test('a stored token and name without the account id cannot use a dashboard', () => {
  localStorage.setItem('token', 't');
  localStorage.setItem('userName', 'Asha');
  localStorage.setItem('userRole', 'volunteer');
  sessionStore.notify();
  renderWithKit(<Portal />, { route: '/voldash' });
  expect(screen.getByRole('heading', { name: LOGGED_OUT_TITLE })).toBeInTheDocument();
});
