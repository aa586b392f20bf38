import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Notification } from '@rescue/contracts';
import { apiPath, server } from '../../testing/msw-server';
import { renderWithKit } from '../../testing/render';
import { languageStore } from '../i18n/language-store';
import { sessionStore } from '../session/session-store';
import { NotificationBell, NotificationCentre, BELL_EMPTY_TEXT } from './notification-bell';
import { liveInbox } from './query-client';

const CASE_ID = '64d000000000000000000001';

function notification(n: number, read: boolean): Notification {
  return {
    id: `n${n}`,
    kind: 'incident.reported',
    incidentId: CASE_ID,
    title: `Report ${n} in Pune`,
    severity: 'HIGH',
    status: 'pending',
    city: 'Pune',
    createdAt: new Date(Date.UTC(2026, 10, 26, 7, 0, n)).toISOString(),
    read,
  };
}

/**
 * A stored centre as the notifications service keeps it: newest first, paged by cursor,
 * marking only the ids it is given (or all).
 */
function centre(stored: Notification[]) {
  const reads: unknown[] = [];
  let lists = 0;
  server.use(
    http.get(apiPath('/api/notifications'), ({ request }) => {
      lists += 1;
      const url = new URL(request.url);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const from = Number(url.searchParams.get('cursor') ?? 0);
      const page = stored.slice(from, from + limit);
      const next = from + limit < stored.length ? String(from + limit) : null;
      return HttpResponse.json({
        success: true,
        data: page,
        unreadCount: stored.filter((item) => !item.read).length,
        nextCursor: next,
      });
    }),
    http.post(apiPath('/api/notifications/read'), async ({ request }) => {
      const body = (await request.json()) as { ids?: string[]; all?: true };
      reads.push(body);
      for (const item of stored) if (body.all || body.ids?.includes(item.id)) item.read = true;
      return HttpResponse.json({
        success: true,
        unreadCount: stored.filter((item) => !item.read).length,
      });
    }),
  );
  return { reads, stored, lists: () => lists };
}

test('the bell shows the stored centre: the server’s unread count and latest items, marks those shown read when opened, and asks again on a live event', async () => {
  // What arrived while the NGO was logged out is there at login.
  const stored = centre([notification(2, false), notification(1, true)]);
  sessionStore.login({ token: 'jwt', _id: 'ngo-bell', role: 'ngo', name: 'Paws' });
  const { user } = renderWithKit(<NotificationBell />);
  const bell = await screen.findByRole('button', { name: 'Notifications, 1 new' });

  await user.click(bell);
  const panel = screen.getByRole('region', { name: 'Latest updates' });
  const links = within(panel).getAllByRole('link');
  expect(links.map((link) => link.textContent?.split(/\d{1,2}:\d/)[0])).toEqual([
    expect.stringMatching(/^NewReport 2 in Pune/),
    expect.stringMatching(/^Report 1 in Pune/),
  ]);
  expect(links[0]).toHaveAttribute('href', `/dashboard/incidents/${CASE_ID}`);
  // Opening it marked the one unread item shown, and the count is the server's again.
  await screen.findByRole('button', { name: 'Notifications, nothing new' });
  expect(stored.reads).toEqual([{ ids: ['n2'] }]);

  // A live event (a new report stored meanwhile) makes the bell ask the centre again.
  stored.stored.unshift(notification(3, false));
  const before = stored.lists();
  liveInbox.receive({ id: '9', type: 'incident.created', incidentId: CASE_ID });
  await waitFor(() => expect(stored.lists()).toBeGreaterThan(before));
  expect(await within(panel).findByText('Report 3 in Pune')).toBeInTheDocument();
});

test("a language switch asks the centre again for its titles in the page's language", async () => {
  server.use(
    http.get(apiPath('/api/notifications'), ({ request }) => {
      const hindi = request.headers.get('Accept-Language') === 'hi';
      return HttpResponse.json({
        success: true,
        data: [{ ...notification(1, true), title: hindi ? 'पुणे में रिपोर्ट 1' : 'Report 1 in Pune' }],
        unreadCount: 0,
        nextCursor: null,
      });
    }),
  );
  sessionStore.login({ token: 'jwt', _id: 'ngo-language', role: 'ngo', name: 'Paws' });
  renderWithKit(<NotificationCentre />);
  expect(await screen.findByText('Report 1 in Pune')).toBeInTheDocument();
  try {
    await act(() => languageStore.set('hi'));
    expect(await screen.findByText('पुणे में रिपोर्ट 1')).toBeInTheDocument();
  } finally {
    await act(() => languageStore.set('en'));
  }
});

test('an empty centre says so', async () => {
  sessionStore.login({ token: 'jwt', _id: 'ngo-empty', role: 'ngo', name: 'Paws' });
  const { user } = renderWithKit(<NotificationBell />);
  await user.click(await screen.findByRole('button', { name: 'Notifications, nothing new' }));
  expect(screen.getByText(BELL_EMPTY_TEXT)).toBeInTheDocument();
});

test('the centre page lists every page, unread ones marked, and marks all read', async () => {
  const stored = centre(Array.from({ length: 25 }, (_, i) => notification(25 - i, i >= 3)));
  sessionStore.login({ token: 'jwt', _id: 'vol-centre', role: 'volunteer', name: 'Asha' });
  const { user } = renderWithKit(<NotificationCentre />);
  const list = await screen.findByRole('region', { name: 'Your notifications' });
  expect(within(list).getByText('3 unread')).toBeInTheDocument();
  expect(within(list).getAllByRole('link')).toHaveLength(20);
  expect(within(list).getAllByText('New')).toHaveLength(3);
  expect(within(list).getAllByRole('link')[0]).toHaveAttribute('href', `/voldash/case/${CASE_ID}`);

  await user.click(within(list).getByRole('button', { name: 'Show older notifications' }));
  await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(25));
  expect(within(list).queryByRole('button', { name: 'Show older notifications' })).toBeNull();

  await user.click(within(list).getByRole('button', { name: 'Mark all as read' }));
  expect(await within(list).findByText('All read')).toBeInTheDocument();
  expect(within(list).queryByText('New')).toBeNull();
  expect(stored.reads).toEqual([{ all: true }]);
});
