import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Incident } from '@rescue/contracts';
import { toast } from '@rescue/web-kit';
import { apiPath, holdAnswers, server } from '@rescue/web-kit/testing/msw-server';
import { optionTexts } from '@rescue/web-kit/testing/queries';
import { incident, loginNgo, ngoProfile, renderDashboard } from '../../../testing/render-dashboard';

beforeEach(() => loginNgo());
// Toasts live in one store for the page: each test starts without any.
afterEach(() => toast.remove());

/** Answers GET /api/incidents with `pages` in turn; returns the URLs asked for. */
function listAnswers(...pages: (Incident[] | Response)[]) {
  const asked: URL[] = [];
  server.use(
    http.get(apiPath('/api/incidents'), ({ request }) => {
      asked.push(new URL(request.url));
      const page = pages[Math.min(asked.length, pages.length) - 1]!;
      return page instanceof Response ? page : HttpResponse.json(page);
    }),
  );
  return asked;
}

/** The card of an incident, found by its address. */
async function findCard(item: Incident) {
  const address = await screen.findByText(item.location.address);
  return address.closest('article') as HTMLElement;
}

test('8 skeleton cards while loading, then a card with everything the NGO needs', async () => {
  const base = incident({}, 8);
  const item = {
    ...base,
    animalInfo: { ...base.animalInfo, type: 'Cat', photo: `${'f'.repeat(32)}.jpg` },
  };
  const loading = holdAnswers();
  server.use(
    http.get(apiPath('/api/incidents'), async () => {
      await loading.held;
      return HttpResponse.json([item]);
    }),
  );
  renderDashboard('/dashboard/incidents');
  expect(await screen.findAllByTestId('skeleton-card')).toHaveLength(8);
  loading.release();
  const found = await findCard(item);
  const view = within(found);
  expect(view.getByRole('heading', { name: 'Cat' })).toBeInTheDocument();
  expect(view.getByRole('img', { name: 'The reported animal: Cat' })).toHaveAttribute(
    'src',
    `${window.location.origin}/api/uploads/${'f'.repeat(32)}.jpg?size=thumb`,
  );
  expect(view.getByText('Pending', { selector: 'span' })).toBeInTheDocument();
  expect(view.getByText('High severity · 8/10')).toBeInTheDocument();
  expect(view.getByText(item.description)).toBeInTheDocument();
  expect(view.getByText('Asha Reporter')).toBeInTheDocument();
  expect(view.getByRole('link', { name: '+91 90000 11111' })).toHaveAttribute(
    'href',
    'tel:+919000011111',
  );
  expect(view.getByText('Not Assigned')).toBeInTheDocument();
  expect(view.getByText('Pending Assignment')).toBeInTheDocument();
  expect(view.getByRole('combobox', { name: 'Update status' })).toHaveValue('pending');
  expect(view.getByRole('link', { name: 'View Details' })).toHaveAttribute(
    'href',
    `/dashboard/incidents/${item._id}`,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Showing 1 incident');
});

test('the status badge: resolved green, in progress yellow; the assigned volunteer and status', async () => {
  const resolved = incident({ status: 'resolved' });
  const inProgress = incident({
    status: 'in progress',
    volunteerActivity: {
      status: 'assigned',
      assignedAt: new Date().toISOString(),
      assignedVolunteer: 'b'.repeat(24),
      volunteerName: 'Ravi Volunteer',
    },
  });
  listAnswers([resolved, inProgress]);
  renderDashboard('/dashboard/incidents');
  const done = within(await findCard(resolved));
  expect(done.getByText('Resolved', { selector: 'span' })).toBeInTheDocument();
  const taken = within(await findCard(inProgress));
  expect(taken.getByText('In Progress', { selector: 'span' })).toBeInTheDocument();
  expect(taken.getByText('Ravi Volunteer')).toBeInTheDocument();
  expect(taken.getByText('Assigned')).toBeInTheDocument();
});

test('without signed documents the contact is not shown, and the card says why', async () => {
  const item = incident({ reporterInfo: { name: 'Asha Reporter' } });
  listAnswers([item]);
  renderDashboard('/dashboard/incidents');
  const view = within(await findCard(item));
  expect(view.getByText('Shown once your NGO documents are signed')).toBeInTheDocument();
});

test('the filter is applied by the server and kept in the address', async () => {
  const pending = incident();
  const resolved = incident({ status: 'resolved' });
  const asked = listAnswers([pending, resolved], [resolved]);
  const { user, currentPath } = renderDashboard('/dashboard/incidents');
  await findCard(pending);
  const filter = screen.getByRole('combobox', { name: 'Filter by status' });
  expect(optionTexts(filter)).toEqual(['All Incidents', 'Pending', 'In Progress', 'Resolved']);
  expect(asked[0]!.searchParams.get('status')).toBeNull();
  await user.selectOptions(filter, 'Resolved');
  await waitFor(() => expect(screen.queryByText(pending.location.address)).not.toBeInTheDocument());
  expect(asked[1]!.searchParams.get('status')).toBe('resolved');
  expect(currentPath()).toBe('/dashboard/incidents?status=resolved');
});

test('long lists come a page at a time: Load more follows X-Next-Cursor', async () => {
  const first = Array.from({ length: 24 }, () => incident());
  const second = [incident()];
  const asked: URL[] = [];
  server.use(
    http.get(apiPath('/api/incidents'), ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      return url.searchParams.get('cursor') === 'next-1'
        ? HttpResponse.json(second)
        : HttpResponse.json(first, { headers: { 'X-Next-Cursor': 'next-1' } });
    }),
  );
  // Every city: the server's pages as they come (an area reads on until it has a page).
  const { user } = renderDashboard('/dashboard/incidents?area=all');
  await findCard(first[0]!);
  expect(asked[0]!.searchParams.get('limit')).toBe('24');
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await findCard(second[0]!);
  expect(screen.getByRole('status')).toHaveTextContent('Showing 25 incidents');
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('after a status change every page shown is asked again, so the reader keeps their place', async () => {
  const first = Array.from({ length: 24 }, () => incident());
  const second = [incident()];
  const asked: (string | null)[] = [];
  server.use(
    http.get(apiPath('/api/incidents'), ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      asked.push(cursor);
      return cursor === 'next-1'
        ? HttpResponse.json(second)
        : HttpResponse.json(first, { headers: { 'X-Next-Cursor': 'next-1' } });
    }),
    http.put(apiPath(`/api/ngo/incidents/${first[0]!._id}/update`), () =>
      HttpResponse.json({
        success: true,
        message: 'Status updated successfully',
        incident: first[0],
      }),
    ),
  );
  const { user } = renderDashboard('/dashboard/incidents?area=all');
  await findCard(first[0]!);
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await findCard(second[0]!);
  expect(asked).toEqual([null, 'next-1']);
  const select = within(await findCard(first[0]!)).getByRole('combobox', { name: 'Update status' });
  await user.selectOptions(select, 'In Progress');
  await user.click(screen.getByRole('button', { name: 'Save status' }));
  await waitFor(() => expect(asked).toEqual([null, 'next-1', null, 'next-1']));
  expect(screen.getByText(/^Showing 25 incidents/)).toHaveTextContent('in every city');
});

test("a status change: disabled while saving, 'Status updated successfully', shown, list refetched", async () => {
  const item = incident();
  const asked = listAnswers([item], [{ ...item, status: 'in progress' }]);
  let sent: unknown;
  const saving = holdAnswers();
  server.use(
    http.put(apiPath(`/api/ngo/incidents/${item._id}/update`), async ({ request }) => {
      sent = await request.json();
      await saving.held;
      return HttpResponse.json({
        success: true,
        message: 'Status updated successfully',
        incident: item,
      });
    }),
  );
  const { user } = renderDashboard('/dashboard/incidents');
  const select = within(await findCard(item)).getByRole('combobox', { name: 'Update status' });
  await user.selectOptions(select, 'In Progress');
  // The change goes through the dialog, whose note is optional (issue 31).
  const dialog = screen.getByRole('dialog', { name: 'Set to In Progress' });
  await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
  expect(select).toBeDisabled();
  expect(select).toHaveValue('in progress');
  saving.release();
  expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
  expect(sent).toEqual({
    status: 'in progress',
    status_update: 'Status updated to in progress by NGO',
  });
  await waitFor(() => expect(asked).toHaveLength(2));
  await waitFor(() => expect(select).toBeEnabled());
  expect(select).toHaveValue('in progress');
  expect(
    within(await findCard(item)).getByText('In Progress', { selector: 'span' }),
  ).toBeInTheDocument();
});

test("a failed status change: the server's message in the dialog, and the old status comes back", async () => {
  const item = incident();
  listAnswers([item]);
  server.use(
    http.put(apiPath(`/api/ngo/incidents/${item._id}/update`), () =>
      HttpResponse.json({ message: 'boom' }, { status: 500 }),
    ),
  );
  const { user } = renderDashboard('/dashboard/incidents');
  const select = within(await findCard(item)).getByRole('combobox', { name: 'Update status' });
  await user.selectOptions(select, 'In Progress');
  const dialog = screen.getByRole('dialog', { name: 'Set to In Progress' });
  await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('boom');
  expect(select).toHaveValue('pending');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(select).toHaveValue('pending');
  expect(select).toBeEnabled();
});

test("without a token: 'No authentication token found' as a toast, then the login page and back", async () => {
  localStorage.clear();
  const { currentPath } = renderDashboard('/dashboard/incidents');
  expect(await screen.findByText('No authentication token found')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'No authentication token found' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  expect(currentPath()).toBe(`/login?next=${encodeURIComponent('/dashboard/incidents')}`);
});

test("an answer that is not a list: 'No data received from server'", async () => {
  listAnswers(new HttpResponse(null, { status: 200 }));
  renderDashboard('/dashboard/incidents');
  expect(
    await screen.findByRole('heading', { name: 'No data received from server' }),
  ).toBeInTheDocument();
});

test("a failure: 'Failed to load incidents' with the server's message, and Retry", async () => {
  const item = incident();
  listAnswers(HttpResponse.json({ message: 'Database is waking up' }, { status: 503 }), [item]);
  const { user } = renderDashboard('/dashboard/incidents');
  const panel = await screen.findByRole('alert');
  expect(
    within(panel).getByRole('heading', { name: 'Failed to load incidents' }),
  ).toBeInTheDocument();
  expect(panel).toHaveTextContent('Database is waking up');
  await user.click(within(panel).getByRole('button', { name: 'Retry' }));
  expect(await findCard(item)).toBeInTheDocument();
});

test('an empty list says so', async () => {
  listAnswers([]);
  renderDashboard('/dashboard/incidents');
  expect(await screen.findByRole('heading', { name: 'No incidents found' })).toBeInTheDocument();
});

test('an urgent case nobody took for over 15 minutes is flagged on its card', async () => {
  const urgent = incident({ createdAt: new Date(Date.now() - 40 * 60_000).toISOString() }, 8);
  listAnswers([urgent]);
  renderDashboard('/dashboard/incidents');
  expect(within(await findCard(urgent)).getByText('No volunteer for 40 min')).toBeInTheDocument();
});

test('Export CSV downloads the list with the current filter', async () => {
  listAnswers([incident({ status: 'resolved' })]);
  let asked: URL | undefined;
  server.use(
    http.get(apiPath('/api/incidents/export'), ({ request }) => {
      asked = new URL(request.url);
      return new HttpResponse('id,status\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="incidents-resolved-2026-05-01.csv"',
        },
      });
    }),
  );
  const clicked: string[] = [];
  const createObjectURL = jest.fn(() => 'blob:csv');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(`${this.download} ${this.href}`);
  });
  const { user } = renderDashboard('/dashboard/incidents?status=resolved');
  await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(clicked).toEqual(['incidents-resolved-2026-05-01.csv blob:csv']));
  expect(asked?.searchParams.get('status')).toBe('resolved');
});

test("a failed export says 'Failed to export incidents'", async () => {
  listAnswers([incident()]);
  server.use(
    http.get(apiPath('/api/incidents/export'), () =>
      HttpResponse.json({ message: 'boom' }, { status: 500 }),
    ),
  );
  const { user } = renderDashboard('/dashboard/incidents');
  await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('Failed to export incidents')).toBeInTheDocument();
});

describe('each NGO works its own ground', () => {
  const inPune = () => incident({ city: 'Pune' });
  const inMumbai = () =>
    incident({
      city: 'Mumbai',
      location: { type: 'Point', coordinates: [72.8777, 19.076], address: 'Marine Drive' },
    });

  test('the list opens on the operating area, filtered by the server; All cities shows the rest', async () => {
    const pune = inPune();
    const mumbai = inMumbai();
    const asked: URL[] = [];
    server.use(
      http.get(apiPath('/api/incidents'), ({ request }) => {
        const url = new URL(request.url);
        asked.push(url);
        const cities = url.searchParams.get('city')?.split(',');
        return HttpResponse.json(
          [mumbai, pune].filter((item) => !cities || cities.includes(item.city)),
        );
      }),
    );
    const { user, currentPath } = renderDashboard('/dashboard/incidents');
    await findCard(pune);
    const area = screen.getByRole('combobox', { name: 'Area' });
    expect(area).toHaveValue('Pune');
    expect(optionTexts(area)).toEqual(['Pune', 'All cities']);
    expect(screen.queryByText(mumbai.location.address)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 incident in Pune');
    expect(asked.map((url) => url.searchParams.get('city'))).toEqual(['Pune']);

    await user.selectOptions(area, 'All cities');
    await findCard(mumbai);
    expect(currentPath()).toBe('/dashboard/incidents?area=all');
    expect(screen.getByRole('status')).toHaveTextContent('in every city');
    expect(asked.at(-1)?.searchParams.has('city')).toBe(false);
  });

  test('the area choice and the status filter live together in the address', async () => {
    const pune = incident({ city: 'Pune', status: 'resolved' });
    listAnswers([pune]);
    const { user, currentPath } = renderDashboard('/dashboard/incidents?area=all');
    await findCard(pune);
    expect(screen.getByRole('combobox', { name: 'Area' })).toHaveValue('all');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Filter by status' }),
      'Resolved',
    );
    expect(currentPath()).toBe('/dashboard/incidents?status=resolved&area=all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'Pune');
    expect(currentPath()).toBe('/dashboard/incidents?status=resolved');
  });

  test('an NGO without operating areas sees every city, a page at a time as the server sends it', async () => {
    server.use(
      http.get(apiPath('/api/ngo/profile'), () =>
        HttpResponse.json(ngoProfile({ ngoDetails: { operatingAreas: [] } })),
      ),
    );
    const mumbai = inMumbai();
    const asked = listAnswers([mumbai]);
    renderDashboard('/dashboard/incidents');
    await findCard(mumbai);
    const area = screen.getByRole('combobox', { name: 'Area' });
    expect(area).toHaveValue('all');
    expect(optionTexts(area)).toEqual(['All cities']);
    expect(asked[0]!.searchParams.get('limit')).toBe('24');
  });

  test('a card says which NGO handles the case', async () => {
    const handled = incident({ assignedNGO: { name: 'Stray Care Mumbai', id: 'c'.repeat(24) } });
    const free = incident();
    listAnswers([handled, free]);
    renderDashboard('/dashboard/incidents');
    expect(
      within(await findCard(handled)).getByText('Handled by Stray Care Mumbai'),
    ).toBeInTheDocument();
    expect(within(await findCard(free)).queryByText(/^Handled by/)).not.toBeInTheDocument();
  });
});
