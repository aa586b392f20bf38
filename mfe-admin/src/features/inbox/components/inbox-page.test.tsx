import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ContactMessage } from '@rescue/contracts';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { findToast, loginAs, renderAdmin } from '../../../testing/render-admin';

beforeEach(() => loginAs('admin'));

const INBOX_PATH = apiPath('/api/admin/messages');
const HANDLE_PATH = apiPath('/api/admin/messages/handled');

function contactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    _id: 'c'.repeat(24),
    name: 'Asha Rao',
    email: 'asha@example.org',
    subject: 'Feeding drive in Kothrud',
    message: 'Can our housing society help\non Sundays?',
    language: 'en',
    createdAt: '2026-11-25T08:00:00.000Z',
    handledAt: null,
    handledBy: null,
    ...overrides,
  };
}

test('the inbox lists the open messages newest first, and marking one handled takes it off', async () => {
  const newer = contactMessage({ _id: 'd'.repeat(24), subject: 'A dog needs a home' });
  const older = contactMessage();
  const views: (string | null)[] = [];
  const marked: unknown[] = [];
  server.use(
    http.get(INBOX_PATH, ({ request }) => {
      views.push(new URL(request.url).searchParams.get('state'));
      return HttpResponse.json({ data: marked.length ? [newer] : [newer, older] });
    }),
    http.post(HANDLE_PATH, async ({ request }) => {
      marked.push(await request.json());
      return HttpResponse.json({
        success: true,
        message: 'Marked as handled',
        data: { ...older, handledAt: '2026-11-26T09:00:00.000Z', handledBy: 'Meera Operator' },
      });
    }),
  );
  const { user } = renderAdmin('/admin/messages');
  expect(await screen.findByRole('heading', { level: 2, name: 'Messages' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Messages' });
  const cards = within(list).getAllByRole('article');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'A dog needs a home',
    'Feeding drive in Kothrud',
  ]);
  const card = cards[1]!;
  expect(within(card).getByText('Open')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'asha@example.org' })).toHaveAttribute(
    'href',
    'mailto:asha@example.org',
  );
  expect(card).toHaveTextContent('Can our housing society help on Sundays?');
  expect(views[0]).toBe('open');

  await user.click(within(card).getByRole('button', { name: 'Mark handled' }));
  expect(await findToast('Marked as handled')).toBeInTheDocument();
  expect(marked).toEqual([{ id: older._id }]);
  expect(await screen.findByRole('article', { name: 'A dog needs a home' })).toBeInTheDocument();
  expect(
    screen.queryByRole('article', { name: 'Feeding drive in Kothrud' }),
  ).not.toBeInTheDocument();
});

test('the Handled view shows who handled each message and when', async () => {
  server.use(
    http.get(INBOX_PATH, () =>
      HttpResponse.json({
        data: [
          contactMessage({
            handledAt: '2026-11-26T09:00:00.000Z',
            handledBy: 'Meera Operator',
          }),
        ],
      }),
    ),
  );
  const { user } = renderAdmin('/admin/messages');
  await user.click(await screen.findByRole('button', { name: 'Handled' }));
  const card = await screen.findByRole('article', { name: 'Feeding drive in Kothrud' });
  expect(card).toHaveTextContent(/Handled by Meera Operator/);
  expect(within(card).queryByRole('button', { name: 'Mark handled' })).not.toBeInTheDocument();
});

test('an empty inbox says so', async () => {
  server.use(http.get(INBOX_PATH, () => HttpResponse.json({ data: [] })));
  renderAdmin('/admin/messages');
  expect(await screen.findByText('No open messages')).toBeInTheDocument();
});
