import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { auditEntry, loginAs, renderAdmin } from '../../../testing/render-admin';

beforeEach(() => loginAs('admin'));

test('the audit log says who did what to what, when and why', async () => {
  server.use(
    http.get(apiPath('/api/admin/audit'), () =>
      HttpResponse.json({
        data: [
          auditEntry({
            action: 'account.suspend',
            at: '2026-11-22T10:00:00.000Z',
            target: { kind: 'account', id: 'a'.repeat(24), label: 'Spammer <spam@example.org>' },
            reason: 'Fake reports',
          }),
          auditEntry({ action: 'ngo.verify', reason: null }),
        ],
      }),
    ),
  );
  renderAdmin('/admin/audit');
  const table = await screen.findByRole('table', { name: 'Operator actions, newest first' });
  const [, first, second] = within(table).getAllByRole('row');
  expect(within(first as HTMLElement).getByText('Meera Operator')).toBeInTheDocument();
  expect(within(first as HTMLElement).getByText('Suspended an account')).toBeInTheDocument();
  expect(within(first as HTMLElement).getByText('Spammer <spam@example.org>')).toBeInTheDocument();
  expect(within(first as HTMLElement).getByText('Fake reports')).toBeInTheDocument();
  expect((first as HTMLElement).querySelector('time')).toHaveAttribute(
    'dateTime',
    '2026-11-22T10:00:00.000Z',
  );
  expect(within(second as HTMLElement).getByText('Verified an NGO')).toBeInTheDocument();
  expect(within(second as HTMLElement).getByText('—')).toBeInTheDocument();
  expect(document.title).toBe('Audit log | Rescue Network');
});

test('an empty log says so', async () => {
  server.use(http.get(apiPath('/api/admin/audit'), () => HttpResponse.json({ data: [] })));
  renderAdmin('/admin/audit');
  expect(await screen.findByText('Nothing has been done yet')).toBeInTheDocument();
});

test('a full page offers the older entries, asking for more', async () => {
  const limits: (string | null)[] = [];
  server.use(
    http.get(apiPath('/api/admin/audit'), ({ request }) => {
      const limit = new URL(request.url).searchParams.get('limit');
      limits.push(limit);
      return HttpResponse.json({
        data: Array.from({ length: Number(limit) === 100 ? 100 : 120 }, () => auditEntry()),
      });
    }),
  );
  const { user } = renderAdmin('/admin/audit');
  await user.click(await screen.findByRole('button', { name: 'Show older entries' }));
  await screen.findByText(
    (_, element) => element?.tagName === 'TBODY' && element.children.length === 120,
  );
  expect(limits).toEqual(['100', '200']);
  expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
});

test("a log that fails to load shows the server's message", async () => {
  server.use(
    http.get(apiPath('/api/admin/audit'), () =>
      HttpResponse.json(
        { message: 'This action is only for administrator accounts' },
        { status: 403 },
      ),
    ),
  );
  renderAdmin('/admin/audit');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This action is only for administrator accounts',
  );
});
