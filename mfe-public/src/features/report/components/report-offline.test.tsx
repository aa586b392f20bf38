import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { sessionStore, toastStore } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { renderWithKit, type Rendered } from '@rescue/web-kit/testing/render';
import { draftStore } from '../api/draft-store';
import { reportOutbox } from '../api/report-outbox';
import { sendQueuedReports } from '../api/send-queued-reports';
import { ReportOutboxSender } from './report-outbox-sender';
import { ReportPage } from './report-page';

const ID = 'd'.repeat(24);
const toasts = () => toastStore.get().map((toast) => toast.message);

let online = true;
beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
});
beforeEach(() => {
  online = true;
  server.use(http.get(apiPath('/api/incidents/nearby'), () => HttpResponse.json({ data: [] })));
});
afterEach(async () => {
  await draftStore.clear();
  for (const report of await reportOutbox.list()) await reportOutbox.remove(report.idempotencyKey);
});

async function fillReport(user: Rendered['user']) {
  await user.type(
    screen.getByRole('textbox', { name: 'Incident Description' }),
    'Puppy in a drain',
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Pune');
  await user.type(screen.getByRole('textbox', { name: 'Detailed Address' }), 'FC Road');
  await user.type(screen.getByRole('textbox', { name: 'Animal Description' }), 'Small puppy');
  await user.click(screen.getByRole('checkbox', { name: 'Hit by a vehicle' }));
}

/** Reports sent to `path`: no answer while offline, `stored` once online; the keys each carried. */
function onSend(path: string, stored: JsonBodyType) {
  const keys: (string | null)[] = [];
  server.use(
    http.post(apiPath(path), ({ request }) => {
      keys.push(request.headers.get('idempotency-key'));
      return online ? HttpResponse.json(stored, { status: 201 }) : HttpResponse.error();
    }),
  );
  return keys;
}

const onCreate = () =>
  onSend('/api/incidents/create', { message: 'Incident reported successfully!', incident: {} });

/** The report page (with the outbox's sender, as a visitor's page mounts it), filled in. */
async function openFilledReport({ sender = true } = {}) {
  const rendered = renderWithKit(
    <>
      <ReportPage />
      {sender && <ReportOutboxSender />}
    </>,
    { route: '/report-incident' },
  );
  await screen.findByRole('form', { name: 'Report an Incident' });
  await fillReport(rendered.user);
  return rendered;
}

test('with no signal a report waits on the device, the page says so, and it is sent once with its key when the connection returns', async () => {
  sessionStore.login({ token: 'token-user', _id: ID, role: 'user', name: 'Asha' });
  const keys = onCreate();
  const { user } = await openFilledReport();

  online = false;
  await user.click(screen.getByRole('button', { name: 'Submit Report' }));

  expect(await screen.findByTestId('report-outbox')).toHaveTextContent(
    'Reports saved on this device, waiting for a connection: 1.',
  );
  expect(toasts()).toContain(
    'No signal right now. Your report is saved on this device and will be sent by itself when the connection returns.',
  );
  // The form starts afresh; nothing failed in its eyes.
  expect(screen.getByRole('textbox', { name: 'Incident Description' })).toHaveValue('');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(keys).toHaveLength(1);

  online = true;
  window.dispatchEvent(new Event('online'));
  await waitFor(() =>
    expect(toasts()).toContain('Your report saved on this device has been sent.'),
  );
  await waitFor(() => expect(screen.queryByTestId('report-outbox')).not.toBeInTheDocument());
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);

  // Asked again (a sync, the next visit): nothing is left to send.
  await sendQueuedReports(ID);
  expect(keys).toHaveLength(2);
});

test('a server that does not answer while the phone is online is a failure the person sees, not a queued report', async () => {
  sessionStore.login({ token: 'token-user', _id: ID, role: 'user', name: 'Asha' });
  server.use(http.post(apiPath('/api/incidents/create'), () => HttpResponse.error()));
  const { user } = await openFilledReport({ sender: false });
  await user.click(screen.getByRole('button', { name: 'Submit Report' }));

  expect(
    await screen.findByRole('heading', { name: 'Failed to submit report' }),
  ).toBeInTheDocument();
  expect(await reportOutbox.list()).toEqual([]);
  expect(screen.queryByTestId('report-outbox')).not.toBeInTheDocument();
});

test('logged out with no signal: the report waits on the device and, once sent with its key, its follow link shows until kept', async () => {
  sessionStore.clear();
  server.use(
    http.get(apiPath('/api/incidents/nearby/anonymous'), () => HttpResponse.json({ data: [] })),
  );
  const keys = onSend('/api/incidents/anonymous', {
    message: 'Report sent',
    incident: {},
    followToken: 'token-1',
    followUrl: 'http://localhost/follow#token-1',
  });
  const { user } = await openFilledReport();
  await user.type(screen.getByRole('textbox', { name: 'Contact Name' }), 'Asha');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'asha@example.org');

  online = false;
  await user.click(screen.getByRole('button', { name: 'Send without an account' }));
  expect(await screen.findByTestId('report-outbox')).toHaveTextContent(
    'Reports saved on this device, waiting for a connection: 1.',
  );

  online = true;
  window.dispatchEvent(new Event('online'));
  const sent = await screen.findByTestId('report-outbox-sent');
  expect(within(sent).getByTestId('follow-link')).toHaveAttribute(
    'href',
    'http://localhost/follow#token-1',
  );
  expect(sent).toHaveTextContent('We also emailed the link to asha@example.org.');
  expect(screen.queryByTestId('report-outbox')).not.toBeInTheDocument();
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);

  // Asked again: nothing to send. Kept: the link goes.
  await sendQueuedReports(null);
  expect(keys).toHaveLength(2);
  await user.click(within(sent).getByRole('button', { name: 'I have kept the link' }));
  await waitFor(() => expect(screen.queryByTestId('report-outbox-sent')).not.toBeInTheDocument());
  expect(await reportOutbox.list()).toEqual([]);
});
