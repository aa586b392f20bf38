import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { LoginResponse, Role } from '@rescue/contracts';
import { toastStore } from '@rescue/web-kit';
import { recordPosts } from '@rescue/web-kit/testing/msw-server';
import { renderWithKit, type Rendered } from '@rescue/web-kit/testing/render';
import { LoginPage } from './login-page';

const ID = 'c'.repeat(24);

function loggedIn(role: Role): LoginResponse {
  return {
    token: `token-${role}`,
    _id: ID,
    role,
    name: 'Asha',
    message: 'Login successful!',
    requiresDocuments: false,
  };
}

const onLogin = (reply: () => Response | Promise<Response>) =>
  recordPosts('/api/users/login', reply);

async function signIn({ user }: Rendered) {
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

test('Welcome Back asks for email and password, both required', () => {
  renderWithKit(<LoginPage />, { route: '/login' });
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
  expect(screen.getByLabelText(/^Password/)).toBeRequired();
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
});

test("nothing is sent while a field is empty: the kit's words under it, and focus on it", async () => {
  const sent = onLogin(() => HttpResponse.json(loggedIn('user')));
  const { user } = renderWithKit(<LoginPage />, { route: '/login' });
  expect(screen.getByRole('form', { name: 'Log in' })).toHaveAttribute('novalidate');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.com');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  const password = screen.getByLabelText(/^Password/);
  expect(password).toHaveFocus();
  expect(password).toHaveAccessibleDescription('Please fill this in');
  expect(sent).toEqual([]);
});

test.each([
  ['ngo', '/admin/reports', '/dashboard'],
  ['volunteer', '/dashboard/incidents', '/voldash'],
  ['volunteer', '/voldash/my-cases', '/voldash/my-cases'],
  ['user', '/report-incident', '/report-incident'],
] as const)(
  "a %s sent here from %s lands on %s: another role's area is not returned to",
  async (role, next, landing) => {
    onLogin(() => HttpResponse.json(loggedIn(role)));
    const rendered = renderWithKit(<LoginPage />, {
      route: `/login?next=${encodeURIComponent(next)}`,
    });
    await signIn(rendered);
    await waitFor(() => expect(rendered.currentPath()).toBe(landing));
  },
);

test.each([
  ['ngo', '/dashboard'],
  ['volunteer', '/voldash'],
  ['user', '/user-dashboard'],
  ['admin', '/admin'],
] as const)('a %s logs in, sees "Logging in..." and lands on %s', async (role, path) => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const sent = onLogin(async () => {
    await gate;
    return HttpResponse.json(loggedIn(role));
  });
  const rendered = renderWithKit(<LoginPage />, { route: '/login' });
  await signIn(rendered);
  expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
  release();
  await waitFor(() => expect(rendered.currentPath()).toBe(path));
  expect(sent).toEqual([{ email: 'asha@example.com', password: 'secret-pass' }]);
  expect(toastStore.get().map((toast) => toast.message)).toContain('Login successful!');
  expect(localStorage.getItem('userRole')).toBe(role);
  expect(localStorage.getItem('token')).toBe(`token-${role}`);
});

test('a visitor sent here from a page goes back to it', async () => {
  onLogin(() => HttpResponse.json(loggedIn('volunteer')));
  const rendered = renderWithKit(<LoginPage />, {
    route: '/login?next=%2Freport-incident%3Fa%3D1',
  });
  expect(screen.getByText('Log in to continue where you left off.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    '/register?next=%2Freport-incident%3Fa%3D1',
  );
  await signIn(rendered);
  await waitFor(() => expect(rendered.currentPath()).toBe('/report-incident?a=1'));
});

test.each(['https://evil.example/', '//evil.example/x', '/login'])(
  'a return address %s is ignored: the dashboard instead',
  async (next) => {
    onLogin(() => HttpResponse.json(loggedIn('ngo')));
    const rendered = renderWithKit(<LoginPage />, {
      route: `/login?next=${encodeURIComponent(next)}`,
    });
    await signIn(rendered);
    await waitFor(() => expect(rendered.currentPath()).toBe('/dashboard'));
  },
);

test.each([
  [
    "the server's message",
    () => HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 }),
    'Invalid email or password',
  ],
  ['"Login failed" without one', () => new HttpResponse(null, { status: 500 }), 'Login failed'],
  [
    '"An error occurred during login" when nothing answers',
    () => HttpResponse.error(),
    'An error occurred during login',
  ],
])('a failure shows %s', async (_case, reply, message) => {
  onLogin(reply);
  const rendered = renderWithKit(<LoginPage />, { route: '/login' });
  await signIn(rendered);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  expect(rendered.currentPath()).toBe('/login');
  expect(localStorage.getItem('token')).toBeNull();
});
