// An NGO's "Alert me on this device" (issue 31): on its Notifications page, critical reports
// first, and the level it chooses is stored with this browser's subscription.
import { screen, within } from '@testing-library/react';
import { toastStore } from '@rescue/web-kit';
import {
  PUSH_SUBSCRIPTION,
  forgetPushBrowser,
  pushBrowser,
  servePushSubscriptions,
} from '@rescue/web-kit/testing/push-browser';
import { renderWithKit } from '@rescue/web-kit/testing/render';
import { loginNgo } from '../../../testing/render-dashboard';
import { NotificationsPage } from './notifications-page';

beforeEach(() => loginNgo());
afterEach(forgetPushBrowser);

test('the Notifications page offers alerts for critical reports first; the level chosen is stored', async () => {
  pushBrowser('granted');
  const stored = servePushSubscriptions();
  const { user } = renderWithKit(<NotificationsPage />);
  const panel = screen.getByRole('region', { name: 'Alerts with the app closed' });
  const level = within(panel).getByRole('combobox', { name: 'Reports to alert me about' });
  expect(level).toHaveValue('critical');
  expect(
    within(level)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Critical only', 'High and critical', 'Moderate and more serious', 'Every report']);

  await user.selectOptions(level, 'High and critical');
  await user.click(within(panel).getByRole('button', { name: 'Alert me on this device' }));

  await within(panel).findByRole('button', { name: 'Stop alerts on this device' });
  expect(stored).toEqual([
    {
      subscription: PUSH_SUBSCRIPTION,
      preferences: { radiusKm: 10, minSeverity: 'high' },
    },
  ]);
  expect(toastStore.get().map((toast) => toast.message)).toContain(
    'This device will alert you to new reports in your areas.',
  );
});

test('a browser without push says so on the page and offers no button', () => {
  renderWithKit(<NotificationsPage />);
  const panel = screen.getByRole('region', { name: 'Alerts with the app closed' });
  expect(within(panel).getByText(/This browser cannot show alerts/)).toBeInTheDocument();
  expect(within(panel).queryByRole('button')).toBeNull();
});
