import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  CASE_ALREADY_RESOLVED_MESSAGE,
  type CaseEvent,
  type Incident,
  type StatusUpdateRequest,
} from '@rescue/contracts';
import { toast } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { NGO_ID, incident, loginNgo, renderDashboard } from '../../../testing/render-dashboard';

beforeEach(() => loginNgo());
afterEach(() => toast.remove());

const NGO = { id: NGO_ID, role: 'ngo', name: 'Paws Trust' } as const;
const REPORTER = { id: 'e'.repeat(24), role: 'user', name: 'Meera Shah' } as const;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const reported = (item: Incident): CaseEvent => ({
  id: '1'.repeat(24),
  type: 'reported',
  at: item.createdAt,
  actor: REPORTER,
  from: null,
  to: 'pending',
  note: null,
  reason: null,
});

/** The PUT body of a resolve with `closureReason` (and the note, when given). */
const resolvedWith = (
  closureReason: StatusUpdateRequest['closureReason'],
  closureNote?: string,
): StatusUpdateRequest => ({
  status: 'resolved',
  status_update: 'Status updated to resolved by NGO',
  closureReason,
  ...(closureNote === undefined ? {} : { closureNote }),
});

interface Case {
  /** The PUT bodies the page sent. */
  sent: StatusUpdateRequest[];
  item: Incident;
}

/**
 * One case behind the detail page and the list: GET answers what it now is; PUT answers
 * `refuse` when given, else applies the status and closure as the server would.
 */
function serveCase(refuse?: () => Response): Case {
  const served: Case = { sent: [], item: incident() };
  const history: CaseEvent[] = [reported(served.item)];
  const base = `/api/incidents/${served.item._id}`;
  server.use(
    http.get(apiPath('/api/incidents'), () => HttpResponse.json([served.item])),
    http.get(apiPath(base), () => HttpResponse.json(served.item)),
    http.get(apiPath(`${base}/history`), () => HttpResponse.json({ success: true, data: history })),
    http.put(apiPath(`/api/ngo/incidents/${served.item._id}/update`), async ({ request }) => {
      const body = (await request.json()) as StatusUpdateRequest;
      served.sent.push(body);
      if (refuse) return refuse();
      const at = new Date().toISOString();
      served.item = {
        ...served.item,
        status: body.status,
        updatedAt: at,
        closure: body.closureReason
          ? { reason: body.closureReason, note: body.closureNote ?? null, at }
          : null,
      };
      history.push({
        id: '2'.repeat(24),
        type: 'status_changed',
        at,
        actor: NGO,
        from: 'pending',
        to: body.status,
        note: body.closureNote ?? null,
        reason: body.closureReason ?? null,
      });
      return HttpResponse.json({
        success: true,
        message: 'Status updated successfully',
        incident: served.item,
      });
    }),
  );
  return served;
}

test('the detail shows the case history in plain words, once', async () => {
  const served = serveCase();
  renderDashboard(`/dashboard/incidents/${served.item._id}`);
  const history = await screen.findByRole('region', { name: 'Case Updates' });
  expect(await within(history).findByText('Reported by Meera Shah')).toBeInTheDocument();
  // The incident's caseUpdates are the same events: not listed a second time.
  expect(screen.queryByText('Incident reported')).not.toBeInTheDocument();
});

test('Resolved asks why; Cancel sends nothing and keeps the status', async () => {
  const served = serveCase();
  const { user } = renderDashboard(`/dashboard/incidents/${served.item._id}`);
  const select = await screen.findByRole('combobox', { name: 'Change status' });
  await user.selectOptions(select, 'Resolved');
  const dialog = screen.getByRole('dialog', { name: 'Resolve this case' });
  expect(
    within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual([
    'Choose a reason',
    'Rescued and treated',
    'Released',
    'Not found',
    'Duplicate',
    'Other',
  ]);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(select).toHaveValue('pending');
  expect(served.sent).toEqual([]);
});

test('a reason is required, and a note for Other; both are sent and then shown', async () => {
  const served = serveCase();
  const { user } = renderDashboard(`/dashboard/incidents/${served.item._id}`);
  const select = await screen.findByRole('combobox', { name: 'Change status' });
  await user.selectOptions(select, 'Resolved');
  const dialog = screen.getByRole('dialog', { name: 'Resolve this case' });
  const resolve = within(dialog).getByRole('button', { name: 'Resolve case' });
  await user.click(resolve);
  expect(within(dialog).getByText('Please choose why the case is closed')).toBeInTheDocument();
  await user.selectOptions(within(dialog).getByRole('combobox'), 'Other');
  await user.click(resolve);
  expect(within(dialog).getByText('Please say what happened')).toBeInTheDocument();
  expect(served.sent).toEqual([]);

  await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Taken in by a shelter');
  await user.click(resolve);
  expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
  expect(served.sent).toEqual([resolvedWith('other', 'Taken in by a shelter')]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const status = screen.getByRole('region', { name: 'Status' });
  await waitFor(() => expect(status).toHaveTextContent('ClosedOther: Taken in by a shelter'));
  const history = screen.getByRole('region', { name: 'Case Updates' });
  expect(await within(history).findByText('Resolved: Other, by you')).toBeInTheDocument();
  expect(within(history).getByText('Taken in by a shelter')).toBeInTheDocument();
  expect(select).toHaveValue('resolved');
});

test("a refusal: the server's message inside the dialog, which stays open", async () => {
  const served = serveCase(() =>
    HttpResponse.json({ message: CASE_ALREADY_RESOLVED_MESSAGE }, { status: 409 }),
  );
  const { user } = renderDashboard(`/dashboard/incidents/${served.item._id}`);
  const select = await screen.findByRole('combobox', { name: 'Change status' });
  await user.selectOptions(select, 'Resolved');
  const dialog = screen.getByRole('dialog', { name: 'Resolve this case' });
  await user.selectOptions(within(dialog).getByRole('combobox'), 'Not found');
  await user.click(within(dialog).getByRole('button', { name: 'Resolve case' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(CASE_ALREADY_RESOLVED_MESSAGE);
  expect(within(dialog).getByRole('button', { name: 'Resolve case' })).toBeEnabled();
  expect(select).toHaveValue('pending');
  expect(served.sent).toEqual([resolvedWith('not_found')]);
});

test('from a list card too: Rescued and treated, sent without a note', async () => {
  const served = serveCase();
  const { user } = renderDashboard('/dashboard/incidents');
  const address = await screen.findByText(served.item.location.address);
  const card = address.closest('article') as HTMLElement;
  await user.selectOptions(
    within(card).getByRole('combobox', { name: 'Update status' }),
    'Resolved',
  );
  const dialog = screen.getByRole('dialog', { name: 'Resolve this case' });
  await user.selectOptions(within(dialog).getByRole('combobox'), 'Rescued and treated');
  await user.click(within(dialog).getByRole('button', { name: 'Resolve case' }));
  expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
  expect(served.sent).toEqual([resolvedWith('rescued_treated')]);
});

test('a case closed earlier shows its reason on the detail', async () => {
  const served = serveCase();
  served.item = {
    ...served.item,
    status: 'resolved',
    closure: { reason: 'duplicate', note: null, at: minutesAgo(30) },
  };
  renderDashboard(`/dashboard/incidents/${served.item._id}`);
  const status = await screen.findByRole('region', { name: 'Status' });
  expect(status).toHaveTextContent('ClosedDuplicate');
});
