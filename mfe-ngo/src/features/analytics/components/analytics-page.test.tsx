import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CITY_NAMES } from '@rescue/contracts';
import { apiPath, holdAnswers, server } from '@rescue/web-kit/testing/msw-server';
import { loginNgo, ngoProfile, renderDashboard } from '../../../testing/render-dashboard';
import type { AnalyticsResponse } from '@rescue/contracts';

const ROUTE = '/dashboard/analytics';

const durations = (count: number, medianMinutes: number | null, p90Minutes: number | null) => ({
  count,
  medianMinutes,
  p90Minutes,
});

/** A fixed answer: 10 reports in Pune and Mumbai over 7 days (two weeks). */
function answer(overrides: Partial<AnalyticsResponse> = {}): AnalyticsResponse {
  return {
    success: true,
    range: {
      from: '2026-11-17',
      to: '2026-11-23',
      days: 7,
      bucket: 'day',
      cities: ['Pune'],
      timeZone: 'Asia/Kolkata',
    },
    totals: {
      reports: 10,
      pending: 3,
      inProgress: 2,
      resolved: 5,
      critical: 4,
      responded: 7,
      criticalWaitedOver15Minutes: 2,
      firstResponse: durations(7, 12.5, 48),
      resolution: durations(5, 600, 1500),
      volunteers: 2,
    },
    reportsOverTime: [
      { start: '2026-11-17', total: 4, pending: 1, inProgress: 1, resolved: 2 },
      { start: '2026-11-18', total: 0, pending: 0, inProgress: 0, resolved: 0 },
      { start: '2026-11-19', total: 6, pending: 2, inProgress: 1, resolved: 3 },
    ],
    byCity: [
      { city: 'Pune', count: 7 },
      { city: 'Mumbai', count: 3 },
    ],
    byAnimalType: [
      { animalType: 'Dog', count: 6 },
      { animalType: 'Cat', count: 3 },
      { animalType: null, count: 1 },
    ],
    bySeverity: [
      { band: 'high', count: 4 },
      { band: 'moderate', count: 5 },
      { band: 'low', count: 1 },
    ],
    responseTimes: [
      {
        weekStart: '2026-11-16',
        firstResponse: durations(7, 12.5, 48),
        resolution: durations(5, 600, 1500),
      },
      {
        weekStart: '2026-11-23',
        firstResponse: durations(0, null, null),
        resolution: durations(0, null, null),
      },
    ],
    closureReasons: [
      { reason: 'rescued_treated', count: 3 },
      { reason: 'released', count: 1 },
      { reason: 'not_found', count: 0 },
      { reason: 'duplicate', count: 0 },
      { reason: 'other', count: 1 },
    ],
    topVolunteers: [
      { firstName: 'Ravi', cases: 4 },
      { firstName: '=Asha, "the fast"', cases: 2 },
    ],
    assessmentAgreement: [],
    ...overrides,
  };
}

/** Answers GET /api/ngo/analytics with `reply` (or `answer()`); returns the URLs asked for. */
function analyticsAnswers(
  reply: (url: URL) => Response | Promise<Response> = () => HttpResponse.json(answer()),
) {
  const asked: URL[] = [];
  server.use(
    http.get(apiPath('/api/ngo/analytics'), ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      return reply(url);
    }),
  );
  return asked;
}

/** The section of one chart, by its title. */
async function chartPanel(title: string) {
  const heading = await screen.findByRole('heading', { level: 3, name: title });
  return heading.closest('section') as HTMLElement;
}

/** A table's cells, row by row, as text (the table view is closed: read from the DOM). */
function tableText(panel: HTMLElement) {
  return [...panel.querySelectorAll('table tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
  );
}

beforeEach(() => loginNgo());

test('the figures of the answer: totals, and every chart with its table', async () => {
  const asked = analyticsAnswers();
  renderDashboard(ROUTE);
  expect(await screen.findByRole('heading', { level: 2, name: 'Analytics' })).toBeInTheDocument();
  expect(
    await screen.findByText('10 reports in Pune, 17 Nov 2026 to 23 Nov 2026'),
  ).toBeInTheDocument();
  // The summary: a dl of terms and values.
  const summary = screen.getByText('Reports', { selector: 'dt' }).closest('dl') as HTMLElement;
  expect(
    within(summary)
      .getAllByRole('definition')
      .map((d) => d.textContent),
  ).toEqual([
    '10',
    '5 resolved',
    '12.5 mins',
    '90th percentile 48 mins',
    '10 hrs',
    '90th percentile 25 hrs',
    '2',
    'of 4 critical',
  ]);

  // Reports per day, stacked by status.
  const perDay = await chartPanel('Reports per day');
  expect(tableText(perDay)).toEqual([
    ['Day', 'Pending', 'In Progress', 'Resolved'],
    ['2026-11-17', '1', '1', '2'],
    ['2026-11-18', '0', '0', '0'],
    ['2026-11-19', '2', '1', '3'],
  ]);
  expect(tableText(await chartPanel('Reports by city'))).toEqual([
    ['City', 'Reports'],
    ['Pune', '7'],
    ['Mumbai', '3'],
  ]);
  expect(tableText(await chartPanel('Reports by animal type')).slice(1)).toEqual([
    ['Dog', '6'],
    ['Cat', '3'],
    ['Other types', '1'],
  ]);
  expect(tableText(await chartPanel('Reports by severity')).slice(1)).toEqual([
    ['High', '4'],
    ['Moderate', '5'],
    ['Low', '1'],
  ]);
  expect(tableText(await chartPanel('Time to first response'))).toEqual([
    ['Week starting', 'Median (minutes)', '90th percentile (minutes)'],
    ['2026-11-16', '12.5', '48'],
    ['2026-11-23', '–', '–'],
  ]);
  expect(tableText(await chartPanel('Time to resolution')).slice(1)).toEqual([
    ['2026-11-16', '10', '25'],
    ['2026-11-23', '–', '–'],
  ]);
  expect(tableText(await chartPanel('Closure reasons')).slice(1)).toEqual([
    ['Rescued and treated', '3'],
    ['Released', '1'],
    ['Not found', '0'],
    ['Duplicate', '0'],
    ['Other', '1'],
  ]);
  expect(tableText(await chartPanel('Most active volunteers')).slice(1)).toEqual([
    ['Ravi', '4'],
    ['=Asha, "the fast"', '2'],
  ]);
  // It opens on the NGO's operating area (Pune) and the last 30 days.
  expect(asked).toHaveLength(1);
  expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ range: '30d', city: 'Pune' });
});

test('each chart has a table view: a real table in a details element, closed at first', async () => {
  analyticsAnswers();
  const { user } = renderDashboard(ROUTE);
  const panel = await chartPanel('Reports by city');
  const table = within(panel).getByRole('table', { name: 'Reports by city' });
  const details = table.closest('details') as HTMLDetailsElement;
  expect(details.open).toBe(false);
  const summary = panel.querySelector('summary') as HTMLElement;
  // Eight "Table" toggles, each named after its chart for a screen reader.
  expect(summary).toHaveTextContent('Table of Reports by city');
  await user.click(summary);
  expect(details.open).toBe(true);
  expect(within(table).getByRole('rowheader', { name: 'Mumbai' })).toBeInTheDocument();
});

test('changing the period and the area asks again with them', async () => {
  loginNgo('Paws Trust');
  server.use(
    http.get(apiPath('/api/ngo/profile'), () =>
      HttpResponse.json(ngoProfile({ ngoDetails: { operatingAreas: ['Pune', 'Mumbai'] } })),
    ),
  );
  const asked = analyticsAnswers();
  const { user, currentPath } = renderDashboard(ROUTE);
  await screen.findByText(/^10 reports/);
  // Both operating areas by default, sorted.
  expect(asked.at(-1)!.searchParams.get('city')).toBe('Mumbai,Pune');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 7 days');
  await waitFor(() => expect(asked.at(-1)!.searchParams.get('range')).toBe('7d'));

  await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'Mumbai');
  await waitFor(() =>
    expect(Object.fromEntries(asked.at(-1)!.searchParams)).toEqual({
      range: '7d',
      city: 'Mumbai',
    }),
  );

  await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'All cities');
  await waitFor(() => expect(asked.at(-1)!.searchParams.get('city')).toBe(CITY_NAMES.join(',')));
  // The address keeps the choices, so a reload shows the same figures.
  expect(currentPath()).toBe('/dashboard/analytics?range=7d&area=all');
});

test('custom dates are sent as from and to; a start after the end asks nothing', async () => {
  const asked = analyticsAnswers();
  renderDashboard(`${ROUTE}?range=custom&from=2026-10-01&to=2026-10-31`);
  await screen.findByText(/^10 reports/);
  expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({
    from: '2026-10-01',
    to: '2026-10-31',
    city: 'Pune',
  });
  const from = screen.getByLabelText('From');
  expect(from).toHaveValue('2026-10-01');
  fireEvent.change(from, { target: { value: '2026-11-15' } });
  expect(await screen.findByText('The start date is after the end date.')).toBeInTheDocument();
  expect(asked.every((url) => url.searchParams.get('from') !== '2026-11-15')).toBe(true);
});

test('Download CSV saves exactly the rows of that chart, quoted', async () => {
  analyticsAnswers();
  const blobs: Blob[] = [];
  const saved: string[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn((blob: Blob) => (blobs.push(blob), 'blob:csv')),
    revokeObjectURL: jest.fn(),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  const { user } = renderDashboard(ROUTE);
  const volunteers = await chartPanel('Most active volunteers');
  await user.click(within(volunteers).getByRole('button', { name: /Download CSV/ }));
  expect(saved).toEqual(['top-volunteers-2026-11-17-to-2026-11-23.csv']);
  // A byte order mark first (Blob.text() drops it), then the quoted rows.
  expect([...new Uint8Array(await blobs[0]!.arrayBuffer()).slice(0, 3)]).toEqual([
    0xef, 0xbb, 0xbf,
  ]);
  expect(await blobs[0]!.text()).toBe(
    '"Volunteer","Cases"\r\n"Ravi","4"\r\n"\'=Asha, ""the fast""","2"\r\n',
  );

  const perDay = await chartPanel('Reports per day');
  await user.click(within(perDay).getByRole('button', { name: /Download CSV/ }));
  const lines = (await blobs[1]!.text()).trimEnd().split('\r\n');
  // The CSV holds the rows of the table on screen, and nothing else.
  expect(lines).toEqual(tableText(perDay).map((row) => row.map((cell) => `"${cell}"`).join(',')));
});

test('no reports in the period: "No reports in this period", and no charts', async () => {
  analyticsAnswers(() =>
    HttpResponse.json(
      answer({
        totals: { ...answer().totals, reports: 0 },
        topVolunteers: [],
      }),
    ),
  );
  renderDashboard(ROUTE);
  expect(
    await screen.findByRole('heading', { name: 'No reports in this period' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('loading, then a failure with Retry, which asks again', async () => {
  let fail = true;
  const loading = holdAnswers();
  const asked = analyticsAnswers(async () => {
    await loading.held;
    return fail
      ? HttpResponse.json({ message: 'Analytics are resting' }, { status: 500 })
      : HttpResponse.json(answer());
  });
  const { user } = renderDashboard(ROUTE);
  expect(await screen.findAllByTestId('skeleton-card')).not.toHaveLength(0);
  loading.release();
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Could not load the analytics')).toBeInTheDocument();
  expect(within(alert).getByText('Analytics are resting')).toBeInTheDocument();
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText(/^10 reports/)).toBeInTheDocument();
  expect(asked).toHaveLength(2);
});

test("the app's severity against the NGOs' reviews: the agreement rate per rubric version", async () => {
  analyticsAnswers(() =>
    HttpResponse.json(
      answer({
        assessmentAgreement: [
          { rubricVersion: '2026-11.1', reviewed: 8, agreed: 6, rate: 0.75 },
          { rubricVersion: '2026-12.1', reviewed: 3, agreed: 3, rate: 1 },
        ],
      }),
    ),
  );
  renderDashboard(ROUTE);
  const card = await screen.findByRole('region', {
    name: "How often the app's severity agreed with NGOs",
  });
  expect(
    within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    'Rubric 2026-11.1: 75% agreed (6 of 8 reviewed)',
    'Rubric 2026-12.1: 100% agreed (3 of 3 reviewed)',
  ]);
});

test('no reviews in the period says so', async () => {
  analyticsAnswers();
  renderDashboard(ROUTE);
  const card = await screen.findByRole('region', {
    name: "How often the app's severity agreed with NGOs",
  });
  expect(card).toHaveTextContent('No NGO has confirmed or changed a severity in this period yet.');
});

test('the corrected cases download asks the server for them and saves its file', async () => {
  analyticsAnswers();
  const csv = '\uFEFFid,ngo_category\r\nabc,LOW\r\n';
  let asked = 0;
  server.use(
    http.get(apiPath('/api/ngo/severity-corrections'), () => {
      asked += 1;
      return new HttpResponse(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="severity-corrections-2026-11-26.csv"',
        },
      });
    }),
  );
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:csv'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  const { user } = renderDashboard(ROUTE);
  const card = await screen.findByRole('region', {
    name: "How often the app's severity agreed with NGOs",
  });
  await user.click(
    within(card).getByRole('button', { name: 'Download the corrected cases (CSV)' }),
  );
  await waitFor(() => expect(saved).toEqual(['severity-corrections-2026-11-26.csv']));
  expect(asked).toBe(1);
});
