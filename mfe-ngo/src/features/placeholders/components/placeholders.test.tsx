import { screen } from '@testing-library/react';
import { loginNgo, renderDashboard } from '../../../testing/render-dashboard';

beforeEach(() => loginNgo());

test('Notifications: "Coming Soon" with the planned features', async () => {
  renderDashboard('/dashboard/notifications');
  expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain(
    'A reminder when an urgent case has waited too long for a volunteer',
  );
});

test.each([
  ['/dashboard/settings', 'Settings'],
  ['/dashboard/settings?title=Reports', 'Reports'],
])('%s: "Feature Coming Soon" naming %s', async (route, feature) => {
  renderDashboard(route);
  expect(await screen.findByRole('heading', { name: 'Feature Coming Soon' })).toBeInTheDocument();
  expect(
    screen.getByText(`${feature} is not available yet. We are working on it.`),
  ).toBeInTheDocument();
  expect(document.title).toBe(`${feature} | Rescue Network`);
});
