// /register for someone already signed in: back from the signing page, or the browser's Back.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Role } from '@rescue/contracts';
import { sessionStore, toast, toastStore } from '@rescue/web-kit';
import { apiPath, recordPosts, server } from '@rescue/web-kit/testing/msw-server';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import { RegisterPage } from './register-page';

const ID = 'c'.repeat(24);
const toasts = () => toastStore.get().map((item) => item.message);

afterEach(() => toast.remove());

function signedInAs(role: Role, name = 'Asha Rao') {
  sessionStore.login({ token: `token-${role}`, _id: ID, role, name });
}

/** Answers GET /api/docusign/status, counting the calls. */
function onStatus(signed: boolean | 'fails') {
  const calls = { count: 0 };
  server.use(
    http.get(apiPath('/api/docusign/status'), () => {
      calls.count += 1;
      if (signed === 'fails') return HttpResponse.json({ message: 'down' }, { status: 503 });
      return HttpResponse.json({ signed, signatures: [] });
    }),
  );
  return calls;
}

const noCreateAccountForm = () => {
  expect(screen.queryByRole('heading', { name: 'Create Account' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Full Name' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
};

test.each([
  ['volunteer', 'Required Documents'],
  ['ngo', 'Required NGO Documents'],
] as const)(
  'a %s whose documents are not signed sees the documents step, not an empty form',
  async (role, title) => {
    onStatus(false);
    signedInAs(role);
    renderWithKit(<RegisterPage />, { route: '/register' });
    const panel = await screen.findByRole('region', { name: title });
    expect(within(panel).getByRole('button', { name: 'Sign Documents' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    noCreateAccountForm();
  },
);

test('continuing to sign from there comes back to /register', async () => {
  onStatus(false);
  // Failing keeps the test on this page (jsdom cannot leave for the signing page).
  const sent = recordPosts('/api/docusign/create-signing-url', () =>
    HttpResponse.json({ message: 'down' }, { status: 502 }),
  );
  signedInAs('volunteer');
  const { user } = renderWithKit(<RegisterPage />, { route: '/register' });
  await user.click(await screen.findByRole('button', { name: 'Sign Documents' }));
  await screen.findByRole('alert');
  expect(sent).toEqual([
    { userId: ID, documentType: 'volunteer-onboarding', returnTo: '/register' },
  ]);
});

test.each([
  ['volunteer', '/voldash'],
  ['ngo', '/dashboard'],
] as const)(
  'a %s who has signed is told whose account this is, with their dashboard a link away',
  async (role, dashboard) => {
    onStatus(true);
    signedInAs(role);
    renderWithKit(<RegisterPage />, { route: '/register' });
    const heading = await screen.findByRole('heading', { name: 'You are signed in as Asha Rao' });
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      dashboard,
    );
    noCreateAccountForm();
    expect(toasts()).not.toContain('Documents signed');
  },
);

test.each([
  ['user', '/user-dashboard'],
  ['admin', '/admin'],
] as const)('a signed-in %s (nothing to sign) gets a link to %s', async (role, dashboard) => {
  const calls = onStatus(false);
  signedInAs(role, 'Ravi');
  renderWithKit(<RegisterPage />, { route: '/register' });
  expect(screen.getByRole('heading', { name: 'You are signed in as Ravi' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
    'href',
    dashboard,
  );
  noCreateAccountForm();
  expect(calls.count).toBe(0);
});

test('when the signing status cannot be read, the dashboard is still a link away', async () => {
  onStatus('fails');
  signedInAs('volunteer');
  renderWithKit(<RegisterPage />, { route: '/register' });
  expect(
    await screen.findByRole('heading', { name: 'You are signed in as Asha Rao' }),
  ).toBeInTheDocument();
  noCreateAccountForm();
});

test.each([
  ['volunteer', '/volunteer/dashboard'],
  ['ngo', '/dashboard'],
] as const)(
  'back from signing (?signed=1), a %s is told "Documents signed" and goes on to %s',
  async (role, path) => {
    onStatus(true);
    signedInAs(role);
    const rendered = renderWithKit(<RegisterPage />, { route: '/register?signed=1' });
    await waitFor(() => expect(rendered.currentPath()).toBe(path));
    expect(toasts().filter((message) => message === 'Documents signed')).toHaveLength(1);
    const shown = toastStore.get().find((item) => item.message === 'Documents signed');
    expect(shown).toMatchObject({ type: 'success', visible: true });
    expect(shown!.duration).toBeGreaterThanOrEqual(5000);
  },
);

test('?signed=1 with no signature on record claims nothing: the documents step again', async () => {
  onStatus(false);
  signedInAs('volunteer');
  const rendered = renderWithKit(<RegisterPage />, { route: '/register?signed=1' });
  await screen.findByRole('region', { name: 'Required Documents' });
  expect(toasts()).not.toContain('Documents signed');
  expect(rendered.currentPath()).toBe('/register?signed=1');
});

test('back without signing (?signed=0) says so above the documents step', async () => {
  onStatus(false);
  signedInAs('ngo');
  renderWithKit(<RegisterPage />, { route: '/register?signed=0' });
  await screen.findByRole('region', { name: 'Required NGO Documents' });
  expect(screen.getByText(/Your documents are not signed yet\./)).toHaveAttribute('role', 'status');
});
