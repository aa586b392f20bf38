import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CaseEvent } from '@rescue/contracts';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { ADMIN_ID, loginAs, renderAdmin, report } from '../../../testing/render-admin';

beforeEach(() => loginAs('admin'));

test("a report's case history: asked for when opened, in the kit's timeline with its moderation", async () => {
  const item = report({ description: 'A dog by the bus stand' });
  server.use(http.get(apiPath('/api/admin/reports'), () => HttpResponse.json({ data: [item] })));
  const asked: string[] = [];
  const events: CaseEvent[] = [
    {
      id: '1'.repeat(24),
      type: 'reported',
      at: '2026-11-20T09:00:00.000Z',
      actor: { id: 'e'.repeat(24), role: 'user', name: 'Ravi Kumar' },
      from: null,
      to: 'pending',
      note: null,
      reason: null,
    },
    {
      id: '2'.repeat(24),
      type: 'hidden',
      at: '2026-11-21T09:00:00.000Z',
      actor: { id: ADMIN_ID, role: 'admin', name: 'Meera Operator' },
      from: null,
      to: null,
      note: 'Asks for money',
      reason: null,
    },
  ];
  server.use(
    http.get(apiPath(`/api/incidents/${item._id}/history`), () => {
      asked.push(item._id);
      return HttpResponse.json({ success: true, data: events });
    }),
  );
  const { user } = renderAdmin('/admin/reports');
  const card = await screen.findByRole('article', { name: `Report #${item._id.slice(-6)}` });
  const show = within(card).getByRole('button', { name: 'Show the case updates' });
  expect(show).toHaveAttribute('aria-expanded', 'false');
  expect(asked).toEqual([]);

  await user.click(show);
  const timeline = await within(card).findByRole('list', { name: 'Case history' });
  expect(
    within(timeline)
      .getAllByRole('listitem')
      .map((entry) => entry.firstChild?.textContent),
  ).toEqual(['Reported by Ravi Kumar', 'Hidden by the Rescue Network team']);
  expect(within(timeline).getByText('Asks for money')).toBeInTheDocument();
  expect(asked).toEqual([item._id]);

  await user.click(within(card).getByRole('button', { name: 'Hide the case updates' }));
  expect(within(card).queryByRole('list', { name: 'Case history' })).not.toBeInTheDocument();
});
