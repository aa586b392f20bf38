import { screen, within } from '@testing-library/react';
import { renderWithKit } from '../../testing/render';
import { DashboardLayout, type DashboardNavItem } from './dashboard-layout';
import { toast, toastStore } from '@rescue/web-kit';

const ITEMS: DashboardNavItem[] = [
  { label: 'Dashboard', to: '/area', end: true },
  { label: 'Activity', to: '/area/activity', unavailable: 'coming-soon', disabled: true },
  { label: 'Notifications', to: '/area/notifications', unavailable: 'coming-soon' },
];

afterEach(() => toast.remove());

test('a disabled entry is text with its "Soon" tag: no link, no button, no focus, no toast', async () => {
  const { user } = renderWithKit(
    <DashboardLayout title="Area" items={ITEMS}>
      <p>Screen</p>
    </DashboardLayout>,
    { route: '/area' },
  );
  // jsdom has no media queries: the links are in the phone's drawer.
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const nav = screen.getByRole('navigation', { name: 'Area' });
  const activity = within(nav).getByText('Activity');
  expect(activity).toHaveAttribute('aria-disabled', 'true');
  expect(within(activity).getByText('Soon')).toBeInTheDocument();
  expect(activity).not.toHaveAttribute('tabindex');
  expect(activity.closest('a, button')).toBeNull();
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Dashboard']);
  expect(
    within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['NotificationsSoon']);

  // Tab from the last link lands on Notifications: Activity is skipped.
  within(nav).getByRole('link', { name: 'Dashboard' }).focus();
  await user.tab();
  expect(within(nav).getByRole('button', { name: 'Notifications Soon' })).toHaveFocus();

  await user.click(activity);
  expect(toastStore.get()).toEqual([]);
  await user.click(within(nav).getByRole('button', { name: 'Notifications Soon' }));
  expect(toastStore.get().map((toast) => toast.message)).toEqual(['Notifications is coming soon']);
});
