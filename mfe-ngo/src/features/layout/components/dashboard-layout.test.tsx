import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { toast } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { loginNgo, renderDashboard } from '../../../testing/render-dashboard';

afterEach(() => toast.remove());
beforeEach(() => loginNgo());

// jsdom applies no media queries: the layout is the phone one, whose sidebar opens from the
// Menu button.
async function renderWithSidebarOpen(route: string) {
  const rendered = renderDashboard(route);
  await screen.findByRole('button', { name: 'Menu' });
  await rendered.user.click(screen.getByRole('button', { name: 'Menu' }));
  return rendered;
}

test('the sidebar is titled NGO Dashboard and links the four active screens', async () => {
  await renderWithSidebarOpen('/dashboard/notifications');
  expect(screen.getByRole('heading', { level: 1, name: 'NGO Dashboard' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation', { name: 'NGO Dashboard' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Dashboard', '/dashboard'],
    ['Incidents', '/dashboard/incidents'],
    ['Notifications', '/dashboard/notifications'],
    ['Analytics', '/dashboard/analytics'],
  ]);
  expect(within(nav).getByRole('link', { name: 'Notifications' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
});

test.each([['Settings In development', 'Settings is under development']])(
  '%s is disabled; clicking it says so in an info toast',
  async (name, message) => {
    const { user, currentPath } = await renderWithSidebarOpen('/dashboard/notifications');
    const item = screen.getByRole('button', { name });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    await user.click(item);
    const toast = await screen.findByText(message);
    expect(toast.closest('[data-toast-type]')).toHaveAttribute('data-toast-type', 'info');
    expect(currentPath()).toBe('/dashboard/notifications');
  },
);

test('on a small screen the Menu button opens the sidebar, which closes after navigating', async () => {
  server.use(http.get(apiPath('/api/incidents'), () => HttpResponse.json([])));
  const { user, currentPath } = renderDashboard('/dashboard/notifications');
  const menu = await screen.findByRole('button', { name: 'Menu' });
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('navigation', { name: 'NGO Dashboard' })).not.toBeInTheDocument();
  await user.click(menu);
  expect(menu).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  await user.click(screen.getByRole('link', { name: 'Incidents' }));
  expect(currentPath()).toBe('/dashboard/incidents');
  expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the open sidebar and returns focus to the Menu button', async () => {
  const { user } = renderDashboard('/dashboard/notifications');
  const menu = await screen.findByRole('button', { name: 'Menu' });
  await user.click(menu);
  await user.keyboard('{Escape}');
  expect(menu).toHaveAttribute('aria-expanded', 'false');
  expect(menu).toHaveFocus();
});

test('nested screens render inside the layout; an unknown one is not found', async () => {
  renderDashboard('/dashboard/nothing-here');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'NGO Dashboard' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
});
