import { screen } from '@testing-library/react';
import { resetMockRemotes } from '../../test/federation-runtime-mock';
import { renderApp } from '../../test/render-app';
import { PUBLIC_PATHS } from './route-table';

beforeEach(resetMockRemotes);

test.each(PUBLIC_PATHS)('%s mounts the public area', async (path) => {
  renderApp(path);
  expect(await screen.findByRole('heading', { name: 'rescue_public area' })).toBeInTheDocument();
  expect(screen.getByText(`mounted at ${path}`)).toBeInTheDocument();
});

test.each([
  ['/dashboard', 'rescue_ngo'],
  ['/dashboard/incidents', 'rescue_ngo'],
  ['/dashboard/incidents/abc123', 'rescue_ngo'],
  ['/voldash', 'rescue_volunteer'],
  ['/voldash/my-cases', 'rescue_volunteer'],
  ['/voldash/case/abc123', 'rescue_volunteer'],
  ['/user-dashboard', 'rescue_user'],
  ['/admin', 'rescue_admin'],
  ['/admin/accounts', 'rescue_admin'],
  ['/admin/audit', 'rescue_admin'],
])('%s mounts the %s remote', async (path, remote) => {
  renderApp(path);
  expect(await screen.findByRole('heading', { name: `${remote} area` })).toBeInTheDocument();
});

test('an area owns the routes nested under its base path', async () => {
  renderApp('/dashboard/incidents');
  expect(await screen.findByText('nested route: incidents')).toBeInTheDocument();
});

test.each([
  ['/Voldash', '/voldash', 'rescue_volunteer'],
  ['/volunteer/dashboard', '/voldash', 'rescue_volunteer'],
  ['/voldash/assigned', '/voldash/my-cases', 'rescue_volunteer'],
  ['/opportunities', '/volunteer', 'rescue_public'],
])('%s redirects to %s', async (from, to, remote) => {
  const { currentPath } = renderApp(from);
  expect(await screen.findByRole('heading', { name: `${remote} area` })).toBeInTheDocument();
  expect(currentPath()).toBe(to);
});

test.each(['/pets', '/no-such-page', '/about/team', '/dashboards', '/administration'])(
  '%s shows the not-found page with links home, to report and to contact',
  async (path) => {
    const { currentPath } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Report an animal in need' })).toHaveAttribute(
      'href',
      '/report-incident',
    );
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(currentPath()).toBe(path);
    expect(document.title).toBe('Page not found | Rescue Network');
  },
);

test('every page has the banner, header, main content and footer landmarks', async () => {
  renderApp('/');
  await screen.findByRole('heading', { name: 'rescue_public area' });
  expect(screen.getByRole('banner')).toBeInTheDocument();
  // The navigation sits behind the menu button in jsdom (no media queries: phone layout).
  expect(screen.getByRole('navigation', { name: 'Main', hidden: true })).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
    'href',
    '#main',
  );
});
