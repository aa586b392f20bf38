import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { loginAs, renderAdmin } from '../testing/render-admin';

test('logged out, the console sends the visitor to the login screen and back here after', () => {
  const { currentPath } = renderAdmin('/admin/accounts?q=asha');
  expect(currentPath()).toBe(`/login?next=${encodeURIComponent('/admin/accounts?q=asha')}`);
});

test.each([
  ['ngo', '/dashboard'],
  ['volunteer', '/voldash'],
  ['user', '/user-dashboard'],
] as const)(
  'a logged-in %s sees the wrong-role screen and a way to its own dashboard',
  (role, path) => {
    loginAs(role, 'Asha');
    renderAdmin('/admin/reports');
    expect(
      screen.getByRole('heading', { name: 'The Operator Console is for administrator accounts' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/You are logged in with a/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      path,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  },
);

test('the operator sees the console with its five sections', async () => {
  loginAs('admin');
  server.use(http.get(apiPath('/api/admin/ngos'), () => HttpResponse.json({ data: [] })));
  const { user } = renderAdmin('/admin');
  // jsdom has no media queries: the sidebar is in its phone layout, behind the menu.
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const nav = screen.getByRole('navigation', { name: 'Operator Console' });
  const links = within(nav).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Verification', '/admin'],
    ['Accounts', '/admin/accounts'],
    ['Reports', '/admin/reports'],
    ['Messages', '/admin/messages'],
    ['Audit log', '/admin/audit'],
  ]);
  expect(within(nav).getByRole('link', { name: 'Verification' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await screen.findByText('No NGOs are waiting for verification')).toBeInTheDocument();
});

test('an unknown console page says so, with the way back', () => {
  loginAs('admin');
  renderAdmin('/admin/nothing-here');
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to the verification queue' })).toHaveAttribute(
    'href',
    '/admin',
  );
});
