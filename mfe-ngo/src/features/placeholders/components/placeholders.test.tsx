import { screen } from '@testing-library/react';
import { renderDashboard } from '../../../testing/render-dashboard';

test('Notifications: "Coming Soon" with the planned features', () => {
  renderDashboard('/dashboard/notifications');
  expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
    'A reminder when an urgent case has waited too long for a volunteer',
  );
});

test.each([
  ['/dashboard/analytics', 'Analytics'],
  ['/dashboard/settings', 'Settings'],
  ['/dashboard/analytics?title=Reports', 'Reports'],
])('%s: "Feature Coming Soon" naming %s', (route, feature) => {
  renderDashboard(route);
  expect(screen.getByRole('heading', { name: 'Feature Coming Soon' })).toBeInTheDocument();
  expect(
    screen.getByText(`${feature} is not available yet. We are working on it.`),
  ).toBeInTheDocument();
  expect(document.title).toBe(`${feature} | Rescue Network`);
});
