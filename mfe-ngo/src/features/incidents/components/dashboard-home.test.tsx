import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Incident } from '@rescue/contracts';
import { apiPath, holdAnswers, server } from '@rescue/web-kit/testing/msw-server';
import { optionTexts } from '@rescue/web-kit/testing/queries';
import { incident, loginNgo, ngoProfile, renderDashboard } from '../../../testing/render-dashboard';

const STATS = { total: 12, critical: 3, pending: 5, resolved: 4 };
const PROFILE = ngoProfile({ name: 'Paws Trust', city: 'Mumbai' });

/**
 * Answers GET /api/incidents/map as the server does: the points of `items` in ?status=
 * (open: pending and in progress) and ?city= (a comma list), newest first as given.
 */
function mapOf(items: Incident[], asked: URL[] = []) {
  return (request: Request) => {
    const url = new URL(request.url);
    asked.push(url);
    const status = url.searchParams.get('status');
    const cities = url.searchParams.get('city')?.split(',');
    const data = items
      .filter((item) =>
        status === 'open'
          ? item.status === 'pending' || item.status === 'in progress'
          : !status || item.status === status,
      )
      .filter((item) => !cities || cities.includes(item.city))
      .map((item) => ({
        _id: item._id,
        status: item.status,
        coordinates: item.location.coordinates,
        approximate: item.location.approximate === true,
        score: item.animalInfo.aiSeverityAssessment.score,
        type: item.animalInfo.type ?? '',
        address: item.location.address,
        createdAt: item.createdAt,
      }));
    return HttpResponse.json({ data, truncated: false });
  };
}

function answer({
  profile = () => HttpResponse.json(PROFILE),
  stats = () => HttpResponse.json({ success: true, stats: STATS, ...STATS }),
  incidents = () => HttpResponse.json([incident()]),
  map = mapOf([incident()]),
}: {
  profile?: () => Response | Promise<Response>;
  stats?: () => Response | Promise<Response>;
  incidents?: (request: Request) => Response | Promise<Response>;
  map?: (request: Request) => Response | Promise<Response>;
} = {}) {
  server.use(
    http.get(apiPath('/api/ngo/profile'), profile),
    http.get(apiPath('/api/ngo/overview'), stats),
    http.get(apiPath('/api/incidents'), ({ request }) => incidents(request)),
    http.get(apiPath('/api/incidents/map'), ({ request }) => map(request)),
  );
}

beforeEach(() => loginNgo());

test("a spinner while the profile loads, then the welcome with the NGO's name", async () => {
  const loading = holdAnswers();
  answer({ profile: async () => (await loading.held, HttpResponse.json(PROFILE)) });
  renderDashboard('/dashboard');
  expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
  loading.release();
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
  const loading = holdAnswers();
  answer({
    incidents: async (request) => {
      asked = new URL(request.url);
      await loading.held;
      return HttpResponse.json(items);
    },
  });
  renderDashboard('/dashboard');
  expect(await screen.findAllByTestId('skeleton-card')).toHaveLength(6);
  loading.release();
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

/** Answers GET /api/incidents as the server filters it: by ?status=, newest first as given. */
function byStatus(items: Incident[]) {
  return (request: Request) => {
    const status = new URL(request.url).searchParams.get('status');
    return HttpResponse.json(items.filter((item) => !status || item.status === status));
  };
}

const markersOf = (map: HTMLElement) =>
  within(map)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

test('the map shows the real incidents in priority colours, centred on the operating area', async () => {
  const items = [incident({}, 9), incident({}, 5), incident({}, 2)];
  answer({ incidents: byStatus(items), map: mapOf(items) });
  renderDashboard('/dashboard');
  const map = await screen.findByTestId('map-markers');
  expect(markersOf(map)).toEqual([
    'H High severity: Dog',
    'M Moderate severity: Dog',
    'L Low severity: Dog',
  ]);
  expect(map).toHaveAttribute('data-center', '18.5204,73.8567');
  // The zoom for none or one; several are fitted into view (the kit's IncidentMap).
  expect(map).toHaveAttribute('data-zoom', '12');
  const legend = screen.getByRole('list', { name: 'Map legend' });
  expect(legend).toHaveTextContent('HHigh severityMModerate severityLLow severity');
  expect(legend).toHaveTextContent('Exact locationApproximate (city only)');
});

describe('the map filters', () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const animal = (item: Incident, type: string): Incident => ({
    ...item,
    animalInfo: { ...item.animalInfo, type },
  });
  const dogPending = incident({ createdAt: minutesAgo(1) }, 9);
  const catInProgress = animal(
    incident({ status: 'in progress', createdAt: minutesAgo(2) }, 5),
    'Cat',
  );
  const cowResolved = animal(incident({ status: 'resolved', createdAt: minutesAgo(3) }, 2), 'Cow');
  const goatMumbai = animal(
    incident(
      {
        city: 'Mumbai',
        createdAt: minutesAgo(4),
        location: { type: 'Point', coordinates: [72.8777, 19.076], address: 'Marine Drive' },
      },
      8,
    ),
    'Goat',
  );
  const ALL = [dogPending, catInProgress, cowResolved, goatMumbai];

  async function mapShows(expected: string[]) {
    await waitFor(() => expect(markersOf(screen.getByTestId('map-markers'))).toEqual(expected));
  }

  test("open on the open cases (pending and in progress) of the operating area, asked of the server's map", async () => {
    const asked: URL[] = [];
    answer({ incidents: byStatus(ALL), map: mapOf(ALL, asked) });
    renderDashboard('/dashboard');
    await mapShows(['H High severity: Dog', 'M Moderate severity: Cat']);
    const filters = screen.getByRole('group', { name: 'Map filters' });
    // The map follows the home's one area choice (above the cards).
    expect(screen.getByRole('combobox', { name: 'Area' })).toHaveValue('Pune');
    expect(within(filters).getByRole('combobox', { name: 'Status' })).toHaveValue('open');
    expect(within(filters).getByRole('combobox', { name: 'Severity' })).toHaveValue('all');
    expect(screen.getByText(/^2 open incidents in Pune/)).toBeInTheDocument();
    // One small read, filtered by the server: no page of whole incidents for the map.
    expect(asked.map((url) => url.searchParams.toString())).toEqual(['status=open&city=Pune']);
  });

  test('the status filter changes which markers are shown', async () => {
    answer({ incidents: byStatus(ALL), map: mapOf(ALL) });
    const { user } = renderDashboard('/dashboard');
    await mapShows(['H High severity: Dog', 'M Moderate severity: Cat']);
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(optionTexts(status)).toEqual([
      'Open (pending and in progress)',
      'Pending',
      'In Progress',
      'Resolved',
      'All statuses',
    ]);
    await user.selectOptions(status, 'Resolved');
    await mapShows(['L Low severity: Cow']);
    await user.selectOptions(status, 'All statuses');
    await mapShows(['H High severity: Dog', 'M Moderate severity: Cat', 'L Low severity: Cow']);
    expect(screen.getByText(/^3 incidents in Pune/)).toBeInTheDocument();
  });

  test("the severity filter keeps one band, by the spec's thresholds", async () => {
    answer({ incidents: byStatus(ALL), map: mapOf(ALL) });
    const { user } = renderDashboard('/dashboard');
    await mapShows(['H High severity: Dog', 'M Moderate severity: Cat']);
    const severity = screen.getByRole('combobox', { name: 'Severity' });
    expect(optionTexts(severity)).toEqual([
      'All severities',
      'High (7 and above)',
      'Moderate (4 to below 7)',
      'Low (below 4)',
    ]);
    await user.selectOptions(severity, 'moderate');
    await mapShows(['M Moderate severity: Cat']);
    await user.selectOptions(severity, 'low');
    await mapShows([]);
    expect(screen.getByText(/^0 open incidents in Pune/)).toBeInTheDocument();
  });

  test('All cities shows every city; several areas open on all of them at once', async () => {
    answer({
      profile: () =>
        HttpResponse.json(
          ngoProfile({ name: 'Paws Trust', ngoDetails: { operatingAreas: ['pune', 'Mumbai'] } }),
        ),
      incidents: byStatus([...ALL, incident({ city: 'Delhi' }, 1)]),
      map: mapOf([...ALL, incident({ city: 'Delhi' }, 1)]),
    });
    const { user } = renderDashboard('/dashboard');
    await mapShows(['H High severity: Dog', 'M Moderate severity: Cat', 'H High severity: Goat']);
    const area = screen.getByRole('combobox', { name: 'Area' });
    expect(optionTexts(area)).toEqual(['My areas (Pune, Mumbai)', 'Pune', 'Mumbai', 'All cities']);
    await user.selectOptions(area, 'Mumbai');
    await mapShows(['H High severity: Goat']);
    expect(screen.getByTestId('map-markers')).toHaveAttribute('data-center', '19.076,72.8777');
    await user.selectOptions(area, 'All cities');
    await mapShows([
      'H High severity: Dog',
      'M Moderate severity: Cat',
      'H High severity: Goat',
      'L Low severity: Dog',
    ]);
  });

  test('an NGO without operating areas sees every city', async () => {
    answer({
      profile: () =>
        HttpResponse.json(ngoProfile({ name: 'Paws Trust', ngoDetails: { operatingAreas: [] } })),
      incidents: byStatus(ALL),
      map: mapOf(ALL),
    });
    renderDashboard('/dashboard');
    await mapShows(['H High severity: Dog', 'M Moderate severity: Cat', 'H High severity: Goat']);
    const area = screen.getByRole('combobox', { name: 'Area' });
    expect(area).toHaveValue('all');
    expect(optionTexts(area)).toEqual(['All cities']);
  });
});

test('an urgent case nobody took for over 15 minutes is flagged "No volunteer for 23 min"', async () => {
  const urgent = incident({ createdAt: new Date(Date.now() - 23.5 * 60_000).toISOString() }, 9);
  answer({ incidents: () => HttpResponse.json([urgent, incident({}, 9)]) });
  renderDashboard('/dashboard');
  const panel = await screen.findByRole('region', { name: 'Waiting for a volunteer' });
  expect(within(panel).getByText('No volunteer for 23 min')).toBeInTheDocument();
  expect(within(panel).getByRole('link')).toHaveAttribute(
    'href',
    `/dashboard/incidents/${urgent._id}`,
  );
  // On its card in Recent Incidents too; the fresh case is not flagged.
  await waitFor(() => expect(screen.getAllByText('No volunteer for 23 min')).toHaveLength(2));
});

test('the home lists at most five waiting cases, longest waiting first, and links to the rest', async () => {
  const waiting = Array.from({ length: 7 }, (_, index) =>
    incident({ createdAt: new Date(Date.now() - (20 + index) * 60_000).toISOString() }, 9),
  );
  answer({ incidents: () => HttpResponse.json(waiting) });
  renderDashboard('/dashboard');
  const panel = await screen.findByRole('region', { name: 'Waiting for a volunteer' });
  const cases = within(panel).getAllByRole('listitem');
  expect(cases.map((item) => within(item).getByText(/^No volunteer for/).textContent)).toEqual([
    'No volunteer for 26 min',
    'No volunteer for 25 min',
    'No volunteer for 24 min',
    'No volunteer for 23 min',
    'No volunteer for 22 min',
  ]);
  expect(
    within(panel).getByRole('link', { name: 'See all pending incidents (7 waiting)' }),
  ).toHaveAttribute('href', '/dashboard/incidents?status=pending');
});

test('one area choice for every figure: the cards, the waiting cases, the newest and the map', async () => {
  const asked: { path: string; city: string | null }[] = [];
  const note = (request: Request) => {
    const url = new URL(request.url);
    asked.push({ path: url.pathname, city: url.searchParams.get('city') });
  };
  const urgent = incident({ createdAt: new Date(Date.now() - 30 * 60_000).toISOString() }, 9);
  const mumbai = incident({ city: 'Mumbai' }, 2);
  answer({
    profile: () =>
      HttpResponse.json(
        ngoProfile({ name: 'Paws Trust', ngoDetails: { operatingAreas: ['Pune', 'Mumbai'] } }),
      ),
    stats: () => HttpResponse.json({ success: true, stats: STATS, ...STATS }),
    incidents: (request) => {
      note(request);
      const cities = new URL(request.url).searchParams.get('city')?.split(',');
      return HttpResponse.json([urgent, mumbai].filter((i) => !cities || cities.includes(i.city)));
    },
    map: (request) => (note(request), mapOf([urgent, mumbai])(request)),
  });
  server.use(
    http.get(apiPath('/api/ngo/overview'), ({ request }) => {
      note(request);
      return HttpResponse.json({ success: true, stats: STATS, ...STATS });
    }),
  );
  const { user } = renderDashboard('/dashboard');
  const scope = await screen.findByRole('group', { name: 'Area of the figures' });
  expect(within(scope).getByRole('combobox', { name: 'Area' })).toHaveValue('mine');
  expect(scope).toHaveTextContent(
    'Every figure on this page counts the incidents in Mumbai, Pune.',
  );
  const askedFor = (city: string | null) =>
    waitFor(() =>
      expect(
        ['/api/ngo/overview', '/api/incidents', '/api/incidents/map'].map((path) =>
          asked.some((call) => call.path.endsWith(path) && call.city === city),
        ),
      ).toEqual([true, true, true]),
    );
  await askedFor('Mumbai,Pune');
  await user.selectOptions(within(scope).getByRole('combobox', { name: 'Area' }), 'Pune');
  await askedFor('Pune');
  expect(scope).toHaveTextContent('counts the incidents in Pune.');
  await waitFor(() => expect(markersOf(screen.getByTestId('map-markers'))).toHaveLength(1));
  // The links to the lists keep the area.
  expect(screen.getByRole('link', { name: 'View All Incidents' })).toHaveAttribute(
    'href',
    '/dashboard/incidents?area=Pune',
  );
  await user.selectOptions(within(scope).getByRole('combobox', { name: 'Area' }), 'All cities');
  await askedFor(null);
  expect(scope).toHaveTextContent('counts the incidents in every city.');
});

test("without a token: 'No authentication token found' as a toast, then the login page and back", async () => {
  localStorage.clear();
  const { currentPath } = renderDashboard('/dashboard');
  expect(await screen.findByText('No authentication token found')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'No authentication token found' })).toBeNull();
  expect(currentPath()).toBe(`/login?next=${encodeURIComponent('/dashboard')}`);
});
