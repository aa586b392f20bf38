import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { loginNgo, renderDashboard } from '../../../testing/render-dashboard';

beforeEach(() => loginNgo());

test('Notifications: the stored centre, unread first marked, and "Mark all as read"', async () => {
  const stored = [
    {
      id: 'n2',
      kind: 'incident.reported',
      incidentId: 'b'.repeat(24),
      title: 'Critical: dog reported in Pune',
      severity: 'CRITICAL',
      status: 'pending',
      city: 'Pune',
      createdAt: '2026-11-26T07:00:00.000Z',
      read: false,
    },
    {
      id: 'n1',
      kind: 'incident.reported',
      incidentId: 'c'.repeat(24),
      title: 'Cat reported in Pune',
      severity: 'LOW',
      status: 'pending',
      city: 'Pune',
      createdAt: '2026-11-26T06:00:00.000Z',
      read: true,
    },
  ];
  const reads: unknown[] = [];
  server.use(
    http.get(apiPath('/api/notifications'), () =>
      HttpResponse.json({
        success: true,
        data: stored,
        unreadCount: stored.filter((item) => !item.read).length,
        nextCursor: null,
      }),
    ),
    http.post(apiPath('/api/notifications/read'), async ({ request }) => {
      reads.push(await request.json());
      for (const item of stored) item.read = true;
      return HttpResponse.json({ success: true, unreadCount: 0 });
    }),
  );
  const { user } = renderDashboard('/dashboard/notifications');
  expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
  expect(screen.queryByText('Coming Soon')).toBeNull();
  const list = await screen.findByRole('region', { name: 'Your notifications' });
  expect(within(list).getByText('1 unread')).toBeInTheDocument();
  const links = within(list).getAllByRole('link');
  expect(links[0]).toHaveTextContent('NewCritical: dog reported in Pune');
  expect(links[0]).toHaveAttribute('href', `/dashboard/incidents/${'b'.repeat(24)}`);
  expect(links[1]).not.toHaveTextContent('New');

  await user.click(within(list).getByRole('button', { name: 'Mark all as read' }));
  expect(await within(list).findByText('All read')).toBeInTheDocument();
  expect(reads).toEqual([{ all: true }]);
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
