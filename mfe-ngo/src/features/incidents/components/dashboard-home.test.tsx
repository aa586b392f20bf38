import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { incident, loginNgo, ngoProfile, renderDashboard } from '../../../testing/render-dashboard';

const STATS = { total: 12, critical: 3, pending: 5, resolved: 4 };
const PROFILE = ngoProfile({ name: 'Paws Trust', city: 'Mumbai' });

function answer({
  profile = () => HttpResponse.json(PROFILE),
  stats = () => HttpResponse.json({ success: true, stats: STATS, ...STATS }),
  incidents = () => HttpResponse.json([incident()]),
}: {
  profile?: () => Response | Promise<Response>;
  stats?: () => Response | Promise<Response>;
  incidents?: (request: Request) => Response | Promise<Response>;
} = {}) {
  server.use(
    http.get(apiPath('/api/ngo/profile'), profile),
    http.get(apiPath('/api/ngo/overview'), stats),
    http.get(apiPath('/api/incidents'), ({ request }) => incidents(request)),
  );
}

beforeEach(() => loginNgo());

test("a spinner while the profile loads, then the welcome with the NGO's name", async () => {
  answer({ profile: async () => (await delay(50), HttpResponse.json(PROFILE)) });
  renderDashboard('/dashboard');
  expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
  expect(await screen.findByRole('heading', { name: 'Welcome, Paws Trust' })).toBeInTheDocument();
});

test("'Animal Hero' when the profile has no name or cannot be read", async () => {
  answer({ profile: () => HttpResponse.json({ message: 'NGO not found' }, { status: 404 }) });
  renderDashboard('/dashboard');
  expect(await screen.findByRole('heading', { name: 'Welcome, Animal Hero' })).toBeInTheDocument();
});

test('four statistics cards; the resolved count is labelled Rescued Animals', async () => {
  answer();
  renderDashboard('/dashboard');
  await screen.findByText('12');
  const cards = screen
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextSibling?.textContent]);
  expect(cards).toEqual([
    ['Total Incidents', '12'],
    ['Critical Cases', '3'],
    ['Pending Cases', '5'],
    ['Rescued Animals', '4'],
  ]);
});

test("'Failed to load statistics' when the counts cannot be read", async () => {
  answer({ stats: () => HttpResponse.json({ message: 'boom' }, { status: 500 }) });
  renderDashboard('/dashboard');
  expect(
    await screen.findByRole('heading', { name: 'Failed to load statistics' }),
  ).toBeInTheDocument();
});

test('6 skeleton cards while the incidents load, then the 6 newest with View Details', async () => {
  const items = Array.from({ length: 9 }, () => incident());
  let asked: URL | undefined;
  answer({
    incidents: async (request) => {
      asked = new URL(request.url);
      await delay(50);
      return HttpResponse.json(items);
    },
  });
  renderDashboard('/dashboard');
  expect(await screen.findAllByTestId('skeleton-card')).toHaveLength(6);
  const recent = await screen.findAllByRole('link', { name: 'View Details' });
  expect(screen.queryAllByTestId('skeleton-card')).toHaveLength(0);
  expect(recent.map((link) => link.getAttribute('href'))).toEqual(
    items.slice(0, 6).map((item) => `/dashboard/incidents/${item._id}`),
  );
  expect(asked?.searchParams.get('limit')).toBe('50');
  expect(screen.getByRole('link', { name: 'View All Incidents' })).toHaveAttribute(
    'href',
    '/dashboard/incidents',
  );
});

test("'Failed to load dashboard data' when the incidents cannot be read", async () => {
  answer({ incidents: () => HttpResponse.error() });
  renderDashboard('/dashboard');
  expect(
    await screen.findByRole('heading', { name: 'Failed to load dashboard data' }),
  ).toBeInTheDocument();
});

test('the map shows the real incidents in priority colours, centred on the operating area', async () => {
  answer({
    incidents: () => HttpResponse.json([incident({}, 9), incident({}, 5), incident({}, 2)]),
  });
  renderDashboard('/dashboard');
  const map = await screen.findByTestId('map-markers');
  expect(
    within(map)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['H High Priority: Dog', 'M Medium Priority: Dog', 'L Low Priority: Dog']);
  expect(map).toHaveAttribute('data-center', '18.5204,73.8567');
  // The zoom for none or one; several are fitted into view (the kit's IncidentMap).
  expect(map).toHaveAttribute('data-zoom', '12');
  const legend = screen.getByRole('list', { name: 'Map legend' });
  expect(legend).toHaveTextContent('HHigh PriorityMMedium PriorityLLow Priority');
  expect(legend).toHaveTextContent('Exact locationApproximate (city only)');
});

test('an urgent case nobody took for over 15 minutes is flagged "Waiting 23 min"', async () => {
  const urgent = incident({ createdAt: new Date(Date.now() - 23.5 * 60_000).toISOString() }, 9);
  answer({ incidents: () => HttpResponse.json([urgent, incident({}, 9)]) });
  renderDashboard('/dashboard');
  const panel = await screen.findByRole('region', { name: 'Waiting for a volunteer' });
  expect(within(panel).getByText('Waiting 23 min')).toBeInTheDocument();
  expect(within(panel).getByRole('link')).toHaveAttribute(
    'href',
    `/dashboard/incidents/${urgent._id}`,
  );
  // On its card in Recent Incidents too; the fresh case is not flagged.
  await waitFor(() => expect(screen.getAllByText('Waiting 23 min')).toHaveLength(2));
});

test('the home lists at most five waiting cases, longest waiting first, and links to the rest', async () => {
  const waiting = Array.from({ length: 7 }, (_, index) =>
    incident({ createdAt: new Date(Date.now() - (20 + index) * 60_000).toISOString() }, 9),
  );
  answer({ incidents: () => HttpResponse.json(waiting) });
  renderDashboard('/dashboard');
  const panel = await screen.findByRole('region', { name: 'Waiting for a volunteer' });
  const cases = within(panel).getAllByRole('listitem');
  expect(cases.map((item) => within(item).getByText(/^Waiting/).textContent)).toEqual([
    'Waiting 26 min',
    'Waiting 25 min',
    'Waiting 24 min',
    'Waiting 23 min',
    'Waiting 22 min',
  ]);
  expect(
    within(panel).getByRole('link', { name: 'See all pending incidents (7 waiting)' }),
  ).toHaveAttribute('href', '/dashboard/incidents?status=pending');
});

test("without a token: 'No authentication token found', and nothing is asked", async () => {
  localStorage.clear();
  renderDashboard('/dashboard');
  expect(
    screen.getByRole('heading', { name: 'No authentication token found' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    '/login?next=%2Fdashboard',
  );
});
