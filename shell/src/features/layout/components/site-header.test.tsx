import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { languageStore, sessionStore } from '@rescue/web-kit';
import { callOperation, useQuery, userKeys } from '@rescue/web-kit/query';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import { DashboardLayout } from '@rescue/web-kit/areas';
import { Route, Routes } from '@rescue/router';
import type { Role } from '@rescue/contracts';
import { SiteHeader } from './site-header';

// jsdom applies no media queries, so the header is in its phone layout: the navigation and
// the account links sit behind the menu button until it is opened.
async function renderOpenHeader(route = '/') {
  const rendered = renderWithKit(<SiteHeader />, { route });
  await rendered.user.click(screen.getByRole('button', { name: 'Open menu' }));
  return rendered;
}

const login = (role: Role, name = 'Asha') =>
  sessionStore.login({ token: 'jwt', _id: 'id-1', role, name });

/** Logged in as `role` on `route`, logs out from the user menu and waits to be on /login. */
async function logOutFrom(role: Role, route: string) {
  login(role);
  const rendered = await renderOpenHeader(route);
  await rendered.user.click(screen.getByRole('button', { name: 'Hi, Asha' }));
  await rendered.user.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(rendered.currentPath()).toBe('/login'));
  return rendered;
}

test('the navigation links Home, Report, Volunteer, About and Contact', async () => {
  await renderOpenHeader();
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Home', '/'],
    ['Report', '/report-incident'],
    ['Volunteer', '/volunteer'],
    ['About', '/about'],
    ['Contact', '/contact'],
  ]);
});

test('the current page is marked in the navigation', async () => {
  await renderOpenHeader('/about');
  expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
});

test('logged out: Login and Register', async () => {
  await renderOpenHeader();
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  expect(screen.queryByRole('button', { name: /^Hi,/ })).not.toBeInTheDocument();
});

test('the emergency helpline is a tel: link in the banner', () => {
  renderWithKit(<SiteHeader />);
  expect(screen.getByRole('link', { name: '+91 12345 67890' })).toHaveAttribute(
    'href',
    'tel:+911234567890',
  );
});

test.each([
  ['ngo', '/dashboard'],
  ['volunteer', '/voldash'],
  ['user', '/user-dashboard'],
] as const)(
  'logged in as %s: "Hi" and the name, with a menu holding Dashboard (%s) and Logout',
  async (role, dashboard) => {
    login(role);
    const { user } = await renderOpenHeader();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Hi, Asha' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', dashboard);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  },
);

test('the user menu closes on Escape, returning focus to its button', async () => {
  login('user');
  const { user } = await renderOpenHeader();
  const toggle = screen.getByRole('button', { name: 'Hi, Asha' });
  await user.click(toggle);
  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
});

test('Dashboard goes to the dashboard of the role', async () => {
  login('volunteer');
  const { user, currentPath } = await renderOpenHeader();
  await user.click(screen.getByRole('button', { name: 'Hi, Asha' }));
  await user.click(screen.getByRole('link', { name: 'Dashboard' }));
  expect(currentPath()).toBe('/voldash');
});

test.each([
  ['admin', '/admin'],
  ['ngo', '/dashboard'],
  ['user', '/user-dashboard'],
] as const)("a logged-in %s's Dashboard link goes to %s", async (role, path) => {
  login(role);
  const { user } = await renderOpenHeader();
  await user.click(screen.getByRole('button', { name: 'Hi, Asha' }));
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', path);
});

test('Logout ends the session on the server with its token, then here', async () => {
  const calls: (string | null)[] = [];
  server.use(
    http.post(apiPath('/api/users/logout'), ({ request }) => {
      calls.push(request.headers.get('authorization'));
      // The token is still stored while the server is asked.
      calls.push(localStorage.getItem('token'));
      return HttpResponse.json({ success: true, message: 'Logged out' });
    }),
  );
  await logOutFrom('admin', '/admin');
  expect(calls).toEqual(['Bearer jwt', 'jwt']);
  expect(localStorage.getItem('token')).toBeNull();
});

test('Logout still logs out here when the server cannot be reached', async () => {
  server.use(http.post(apiPath('/api/users/logout'), () => HttpResponse.error()));
  await logOutFrom('user', '/user-dashboard');
  expect(localStorage.getItem('token')).toBeNull();
});

test('Logout clears the session and goes to /login', async () => {
  const { user } = await logOutFrom('ngo', '/dashboard');
  expect(localStorage.getItem('token')).toBeNull();
  // Leaving the page closes the phone menu.
  await user.click(await screen.findByRole('button', { name: 'Open menu' }));
  expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
});

test('the phone menu opens and closes, and closes after following a link', async () => {
  const { user, currentPath } = renderWithKit(<SiteHeader />);
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
  await user.click(toggle);
  expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await user.click(screen.getByRole('link', { name: 'Contact' }));
  expect(currentPath()).toBe('/contact');
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('Escape closes the phone menu', async () => {
  const { user } = renderWithKit(<SiteHeader />);
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await user.keyboard('{Escape}');
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

/** The header above an area with its own sidebar (the kit's dashboard layout) at /dashboard. */
function HeaderOverDashboard() {
  return (
    <>
      <SiteHeader />
      <Routes>
        <Route
          path="/dashboard/*"
          element={
            <DashboardLayout
              title="NGO Dashboard"
              items={[
                { label: 'Dashboard', to: '/dashboard', end: true },
                { label: 'Incidents', to: '/dashboard/incidents' },
              ]}
            >
              <p>Screen</p>
            </DashboardLayout>
          }
        />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
    </>
  );
}

test("on an area's screen the phone has one menu: the header's, the area's links first", async () => {
  const { user, currentPath } = renderWithKit(<HeaderOverDashboard />, { route: '/dashboard' });
  expect(await screen.findByText('Screen')).toBeInTheDocument();
  // The area's own Menu bar is gone; its name is still the screen's heading.
  expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'NGO Dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'NGO Dashboard' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = document.getElementById('site-menu')!;
  const areaNav = within(menu).getByRole('navigation', { name: 'NGO Dashboard' });
  expect(
    within(areaNav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Dashboard', '/dashboard'],
    ['Incidents', '/dashboard/incidents'],
  ]);
  expect(within(areaNav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const siteNav = within(menu).getByRole('navigation', { name: 'Main' });
  expect(areaNav.compareDocumentPosition(siteNav) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getAllByRole('navigation', { name: 'NGO Dashboard' })).toHaveLength(1);

  // Following an area link closes the one menu.
  await user.click(within(areaNav).getByRole('link', { name: 'Incidents' }));
  expect(currentPath()).toBe('/dashboard/incidents');
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test("leaving the area takes its links out of the header's menu", async () => {
  const { user, currentPath } = renderWithKit(<HeaderOverDashboard />, { route: '/dashboard' });
  await screen.findByText('Screen');
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await user.click(screen.getByRole('link', { name: 'Contact' }));
  expect(currentPath()).toBe('/contact');
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'NGO Dashboard' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Incidents' })).not.toBeInTheDocument();
});

/** An area reading the same profile, as the reporter's dashboard does. */
function AreaProfile() {
  const profile = useQuery({
    queryKey: userKeys.profile('id-1'),
    queryFn: () => callOperation('profile.read', { params: { id: 'id-1' } }),
  });
  const language = profile.data && 'language' in profile.data ? profile.data.language : 'none';
  return (
    <button type="button" onClick={() => void profile.refetch()}>
      {profile.isFetching ? 'reading' : `profile: ${language}`}
    </button>
  );
}

test("signing in puts the page in the profile's language, read once for the header and the areas", async () => {
  let reads = 0;
  server.use(
    http.get(apiPath('/api/users/profile/id-1'), () => {
      reads += 1;
      return HttpResponse.json({ _id: 'id-1', name: 'Asha', role: 'user', language: 'hi' });
    }),
    http.get(apiPath('/api/notifications'), () =>
      HttpResponse.json({ data: [], unreadCount: 0, nextCursor: null }),
    ),
  );
  login('user');
  const { user } = renderWithKit(
    <>
      <SiteHeader />
      <AreaProfile />
    </>,
  );
  await waitFor(() => expect(languageStore.get()).toBe('hi'));
  expect(await screen.findByRole('button', { name: 'profile: hi' })).toBeInTheDocument();
  expect(reads).toBe(1);

  // A choice made afterwards holds when the profile is read again (before its save lands).
  await act(() => languageStore.set('mr'));
  await user.click(screen.getByRole('button', { name: 'profile: hi' }));
  await screen.findByRole('button', { name: 'profile: hi' });
  expect(reads).toBe(2);
  expect(languageStore.get()).toBe('mr');
  await act(() => languageStore.set('en'));
});
