import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AdminAccount } from '@rescue/contracts';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import {
  ADMIN_ID,
  account,
  answerDecision,
  findToast,
  loginAs,
  ngo,
  renderAdmin,
  verification,
} from '../../../testing/render-admin';

beforeEach(() => loginAs('admin'));

/** Answers every search with `found`; records the query strings asked. */
function serveAccounts(found: AdminAccount[]) {
  const queries: Record<string, string>[] = [];
  server.use(
    http.get(apiPath('/api/admin/accounts'), ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ data: found });
    }),
  );
  return queries;
}

const card = (name: string) => screen.getByRole('article', { name });

test('accounts show who, how to reach them, role and state', async () => {
  serveAccounts([
    account({ name: 'Asha Rao', role: 'volunteer' }),
    ngo({ name: 'Paws Trust', verification: verification({ state: 'verified' }) }),
    account({
      name: 'Spammer',
      state: 'suspended',
      suspension: { reason: 'Fake reports', at: '2026-11-21T09:00:00.000Z', by: 'Meera Operator' },
    }),
  ]);
  renderAdmin('/admin/accounts');
  await screen.findByRole('heading', { name: 'Asha Rao' });
  expect(screen.getByText('3 accounts')).toBeInTheDocument();
  const asha = card('Asha Rao');
  expect(within(asha).getByText('Volunteer')).toBeInTheDocument();
  expect(within(asha).getByText('Active')).toBeInTheDocument();
  expect(within(asha).getByRole('link', { name: 'asha@example.org' })).toBeInTheDocument();
  expect(within(asha).getByText('+91 90000 11111')).toBeInTheDocument();
  expect(within(asha).getByRole('button', { name: 'Suspend' })).toBeInTheDocument();
  expect(within(card('Paws Trust')).getByText('Verified')).toBeInTheDocument();
  const spammer = card('Spammer');
  expect(within(spammer).getByText('Suspended', { selector: 'span' })).toBeInTheDocument();
  expect(within(spammer).getByText('Fake reports')).toBeInTheDocument();
  expect(within(spammer).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
});

test('search by name or email, and filter by role and state, through the query', async () => {
  const queries = serveAccounts([]);
  const { user, currentPath } = renderAdmin('/admin/accounts');
  await screen.findByText('No accounts match');
  const form = screen.getByRole('search', { name: 'Find accounts' });
  await user.type(within(form).getByRole('searchbox', { name: 'Name or email' }), 'asha@');
  await user.click(within(form).getByRole('button', { name: 'Search' }));
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Role' }), 'ngo');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'State' }), 'suspended');
  await screen.findByText('No accounts match');
  expect(currentPath()).toBe('/admin/accounts?q=asha%40&role=ngo&state=suspended');
  expect(queries).toEqual([
    { limit: '50' },
    { limit: '50', q: 'asha@' },
    { limit: '50', q: 'asha@', role: 'ngo' },
    { limit: '50', q: 'asha@', role: 'ngo', state: 'suspended' },
  ]);
});

test('Suspend asks why, sends the reason, and shows the account suspended', async () => {
  const asha = account({ name: 'Asha Rao' });
  serveAccounts([asha]);
  const bodies = answerDecision(`/api/admin/accounts/${asha._id}/suspend`, {
    success: true,
    message: 'Asha Rao is suspended',
    account: {
      ...asha,
      state: 'suspended',
      suspension: {
        reason: 'Abusive reports',
        at: '2026-11-22T09:00:00.000Z',
        by: 'Meera Operator',
      },
    },
  });
  const { user } = renderAdmin('/admin/accounts');
  await screen.findByRole('heading', { name: 'Asha Rao' });
  await user.click(within(card('Asha Rao')).getByRole('button', { name: 'Suspend' }));
  const dialog = screen.getByRole('dialog', { name: 'Suspend Asha Rao?' });
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Abusive reports');
  await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
  expect(await findToast('Asha Rao is suspended')).toBeInTheDocument();
  expect(bodies).toEqual([{ reason: 'Abusive reports' }]);
  expect(within(card('Asha Rao')).getByText('Abusive reports')).toBeInTheDocument();
  expect(within(card('Asha Rao')).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
});

test('Restore confirms, then lifts the suspension', async () => {
  const spammer = account({
    name: 'Spammer',
    state: 'suspended',
    suspension: { reason: 'Fake reports', at: '2026-11-21T09:00:00.000Z', by: 'Meera Operator' },
  });
  serveAccounts([spammer]);
  server.use(
    http.post(apiPath(`/api/admin/accounts/${spammer._id}/restore`), () =>
      HttpResponse.json({
        success: true,
        message: 'Spammer is restored',
        account: { ...spammer, state: 'active', suspension: null },
      }),
    ),
  );
  const { user } = renderAdmin('/admin/accounts?state=suspended');
  await screen.findByRole('heading', { name: 'Spammer' });
  await user.click(within(card('Spammer')).getByRole('button', { name: 'Restore' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restore' }));
  expect(await findToast('Spammer is restored')).toBeInTheDocument();
  // Listed as suspended only: the restored account leaves the list.
  expect(screen.queryByRole('heading', { name: 'Spammer' })).not.toBeInTheDocument();
});

test('the operator cannot suspend their own account', async () => {
  serveAccounts([account({ _id: ADMIN_ID, name: 'Meera Operator', role: 'admin' })]);
  renderAdmin('/admin/accounts');
  const me = await screen.findByRole('heading', { name: 'Meera Operator (you)' });
  const own = me.closest('article') as HTMLElement;
  expect(within(own).getByText('Operator')).toBeInTheDocument();
  expect(within(own).queryByRole('button')).not.toBeInTheDocument();
  expect(within(own).getByText('This is your own account.')).toBeInTheDocument();
});

test("a failed search shows the server's message", async () => {
  server.use(
    http.get(apiPath('/api/admin/accounts'), () =>
      HttpResponse.json({ message: 'q: must be at most 100 characters' }, { status: 400 }),
    ),
  );
  renderAdmin('/admin/accounts');
  expect(await screen.findByRole('alert')).toHaveTextContent('q: must be at most 100 characters');
});

test('a full page of matches says the search should be narrowed', async () => {
  serveAccounts(Array.from({ length: 50 }, (_, i) => account({ name: `Person ${i}` })));
  renderAdmin('/admin/accounts');
  expect(
    await screen.findByText('Showing the first 50 matches: narrow the search to find others.'),
  ).toBeInTheDocument();
});
