import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { STATUS_NOTE_MAX_LENGTH, type StatusUpdateRequest } from '@rescue/contracts';
import { toast } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { incident, loginNgo, renderDashboard } from '../../../testing/render-dashboard';

// Notes with status changes (issue 31): the status dropdown opens the same dialog as Resolve,
// with an optional note for the reporter.
beforeEach(() => loginNgo());
afterEach(() => toast.remove());

/** One case behind the list; returns the PUT bodies the page sent. */
function serveCase() {
  const item = incident();
  const sent: StatusUpdateRequest[] = [];
  server.use(
    http.get(apiPath('/api/incidents'), () => HttpResponse.json([item])),
    http.put(apiPath(`/api/ngo/incidents/${item._id}/update`), async ({ request }) => {
      const body = (await request.json()) as StatusUpdateRequest;
      sent.push(body);
      return HttpResponse.json({
        success: true,
        message: 'Status updated successfully',
        incident: { ...item, status: body.status },
      });
    }),
  );
  return { item, sent };
}

async function chooseInProgress() {
  const served = serveCase();
  const { user } = renderDashboard('/dashboard/incidents');
  const address = await screen.findByText(served.item.location.address);
  const card = address.closest('article') as HTMLElement;
  const select = within(card).getByRole('combobox', { name: 'Update status' });
  await user.selectOptions(select, 'In Progress');
  const dialog = screen.getByRole('dialog', { name: 'Set to In Progress' });
  return { ...served, user, select, dialog };
}

test('the dialog asks for nothing but an optional note; Cancel sends nothing', async () => {
  const { user, select, dialog, sent } = await chooseInProgress();
  expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
  const note = within(dialog).getByRole('textbox', { name: /Note for the reporter/ });
  expect(note).toHaveAttribute('maxLength', String(STATUS_NOTE_MAX_LENGTH));
  expect(within(dialog).getByText('Optional')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(select).toHaveValue('pending');
  expect(sent).toEqual([]);
});

test('the note is sent trimmed with the status', async () => {
  const { user, dialog, sent } = await chooseInProgress();
  await user.type(
    within(dialog).getByRole('textbox', { name: /Note for the reporter/ }),
    '  Our van is on the way  ',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
  expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sent).toEqual([
    {
      status: 'in progress',
      status_update: 'Status updated to in progress by NGO',
      note: 'Our van is on the way',
    },
  ]);
});

test('without a note the status is sent alone', async () => {
  const { user, dialog, sent } = await chooseInProgress();
  await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
  expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
  expect(sent).toEqual([
    { status: 'in progress', status_update: 'Status updated to in progress by NGO' },
  ]);
});
