import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { VolunteerCaseListItem } from '@rescue/contracts';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import {
  caseItem,
  loginVolunteer,
  pageAlert,
  renderPortal,
  serveAvailableCases,
  stubGeolocation,
} from '../../../testing/render-portal';
import { POSITION_STORAGE_KEY } from '../hooks/use-volunteer-position';
import { SEARCH_DEBOUNCE_MS } from './available-cases-page';

const CASES: VolunteerCaseListItem[] = [
  caseItem({
    distanceKm: 1.2,
    animalInfo: { ...caseItem().animalInfo, type: 'Dog', description: 'Limping dog' },
    location: { address: 'Station Road', coordinates: [0, 0] },
  }),
  caseItem({
    distanceKm: 148.3,
    animalInfo: {
      ...caseItem().animalInfo,
      type: 'Cat',
      description: 'Kitten stuck',
      aiSeverityAssessment: { score: 8 },
    },
    location: { address: 'Market Lane', coordinates: [0, 0] },
    city: 'Pune',
  }),
];

/** The server's filters (checked by its own tests); here, what the page asked for. */
let requests: URLSearchParams[];
beforeEach(() => {
  loginVolunteer();
  requests = serveAvailableCases((query) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const severity = query.get('severity');
    const data = CASES.filter(
      (item) =>
        (item.animalInfo.description + item.location.address).toLowerCase().includes(search) &&
        (severity !== 'high' || item.animalInfo.aiSeverityAssessment.score >= 7),
    );
    return HttpResponse.json({ success: true, data });
  });
});

const titles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

test('"nearby" starts within 25 km and "Show farther cases" widens it a step at a time', async () => {
  const { user } = renderPortal('/voldash/available');
  await screen.findByText('2 cases');
  expect(screen.getByText('Cases within 25 km')).toBeInTheDocument();
  expect(requests.at(-1)?.get('radiusKm')).toBe('25');
  await user.click(screen.getByRole('button', { name: 'Show farther cases (up to 100 km)' }));
  expect(await screen.findByText('Cases within 100 km')).toBeInTheDocument();
  await waitFor(() => expect(requests.at(-1)?.get('radiusKm')).toBe('100'));
  await user.click(
    await screen.findByRole('button', { name: 'Show farther cases (up to 500 km)' }),
  );
  await waitFor(() => expect(requests.at(-1)?.get('radiusKm')).toBe('500'));
  await user.click(
    await screen.findByRole('button', { name: 'Show farther cases (up to 3,000 km)' }),
  );
  await waitFor(() => expect(requests.at(-1)?.get('radiusKm')).toBe('3000'));
  // The widest step has nothing farther to offer.
  await screen.findByText('Cases within 3,000 km');
  expect(screen.queryByRole('button', { name: /Show farther cases/ })).toBeNull();
});

test('titled "Available Cases Nearby": the city\'s cases first, no distance from its centre', async () => {
  renderPortal('/voldash/available');
  expect(screen.getByRole('heading', { name: 'Available Cases Nearby' })).toBeInTheDocument();
  await screen.findByText('2 cases');
  expect(titles()).toEqual(['Dog', 'Cat']);
  expect(await screen.findByText('Showing cases in Mumbai')).toHaveAttribute('role', 'status');
  // The server measured these from the centre of the volunteer's city, not from them.
  expect(screen.queryByText(/km away/)).not.toBeInTheDocument();
  expect(screen.getByText('2 cases')).toHaveAttribute('role', 'status');
  expect(screen.getByRole('button', { name: 'Use my location to sort by distance' })).toBeEnabled();
  expect(requests).toHaveLength(1);
  expect(requests[0]?.toString()).toBe('radiusKm=25');
});

test('the search is sent to the server once typing pauses, trimmed', async () => {
  jest.useFakeTimers();
  try {
    renderPortal('/voldash/available');
    await screen.findByText('2 cases');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search cases' }), ' MARKET ');
    // Typing took no time on the fake clock: nothing asked yet.
    expect(requests).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await screen.findByText('1 case matching “MARKET”');
    expect(requests.map((query) => query.get('search'))).toEqual([null, 'MARKET']);
    expect(titles()).toEqual(['Cat']);
    expect(screen.getByText('1 case matching “MARKET”')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('the severity filter asks the server at once', async () => {
  const { user } = renderPortal('/voldash/available');
  await screen.findByText('2 cases');
  const select = screen.getByRole('combobox', { name: 'Severity' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All severities', 'High (7 and above)', 'Moderate (4 to below 7)', 'Low (below 4)']);
  await user.selectOptions(select, 'high');
  await screen.findByText('1 case · High (7 and above)');
  expect(titles()).toEqual(['Cat']);
  expect(requests.at(-1)?.get('severity')).toBe('high');
});

test("nothing matches: 'No Available Cases' and 'Try adjusting your search or filters'", async () => {
  const { user } = renderPortal('/voldash/available');
  await screen.findByText('2 cases');
  await user.type(screen.getByRole('searchbox', { name: 'Search cases' }), 'elephant');
  expect(await screen.findByRole('heading', { name: 'No Available Cases' })).toBeInTheDocument();
  expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
});

test("no open cases at all: 'No Available Cases' without the filter hint", async () => {
  server.use(
    http.get(apiPath('/api/volunteer/incidents'), () =>
      HttpResponse.json({ success: true, data: [] }),
    ),
  );
  renderPortal('/voldash/available');
  expect(await screen.findByRole('heading', { name: 'No Available Cases' })).toBeInTheDocument();
  expect(screen.queryByText('Try adjusting your search or filters')).not.toBeInTheDocument();
});

test("a failure: 'Failed to load available cases'", async () => {
  server.use(
    http.get(apiPath('/api/volunteer/incidents'), () =>
      HttpResponse.json({ message: 'down' }, { status: 503 }),
    ),
  );
  renderPortal('/voldash/available');
  expect(await pageAlert()).toHaveTextContent('Failed to load available cases');
});

describe("the volunteer's location, with their consent", () => {
  /** The volunteer stands 2 km north of the first case. */
  const HERE = { lat: 19.094, lng: 72.8777 };
  const NEAR: VolunteerCaseListItem[] = [
    caseItem({
      distanceKm: 2,
      animalInfo: { ...caseItem().animalInfo, type: 'Dog' },
      location: { address: 'Station Road', coordinates: [72.8777, 19.076], approximate: false },
    }),
    caseItem({
      distanceKm: 0.35,
      animalInfo: { ...caseItem().animalInfo, type: 'Cat' },
      location: { address: 'Somewhere', coordinates: [72.88, 19.09], approximate: true },
      assignedNGO: { name: 'Paws Trust', id: null },
    }),
  ];
  const LATER = caseItem({
    distanceKm: 12.4,
    animalInfo: { ...caseItem().animalInfo, type: 'Cow' },
    location: { address: 'Far Lane', coordinates: [72.9, 19.2], approximate: false },
  });

  beforeEach(() => {
    requests = serveAvailableCases((query) => {
      if (!query.has('lat')) {
        // The city's order: distances from the city's centre, not to be shown.
        return HttpResponse.json({
          success: true,
          data: NEAR.map((item) => ({ ...item, distanceKm: 0 })),
          nextCursor: null,
        });
      }
      return query.get('cursor') === 'page-2'
        ? HttpResponse.json({ success: true, data: [LATER], nextCursor: null })
        : HttpResponse.json({ success: true, data: NEAR, nextCursor: 'page-2' });
    });
  });

  const useLocation = () =>
    screen.getByRole('button', { name: 'Use my location to sort by distance' });

  test('asked only on the press; then nearest first from there, "2.0 km away"', async () => {
    const ask = stubGeolocation(HERE);
    const { user } = renderPortal('/voldash/available');
    await screen.findByText('Showing cases in Mumbai');
    expect(screen.queryByText(/away/)).not.toBeInTheDocument();
    expect(screen.queryByText('0.0 km away')).not.toBeInTheDocument();
    expect(ask).not.toHaveBeenCalled();

    await user.click(useLocation());
    expect(await screen.findByText('2.0 km away')).toBeInTheDocument();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Sorted by distance from your location')).toHaveAttribute(
      'role',
      'status',
    );
    const last = requests.at(-1);
    expect([last?.get('lat'), last?.get('lng'), last?.get('cursor')]).toEqual([
      '19.094',
      '72.8777',
      null,
    ]);
    // The approximate case (only its city known) never says metres: "In <city>", and that
    // it is approximate; the one an NGO handles, who.
    const cards = screen.getAllByRole('article');
    const city = NEAR[1]!.city;
    expect(
      within(cards[1] as HTMLElement)
        .getByText(`In ${city}`)
        .closest('li'),
    ).toHaveTextContent(`In ${city} · approximate location`);
    expect(screen.queryByText(/\d m away/)).not.toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Handled by Paws Trust')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).queryByText(/approximate/)).not.toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).queryByText(/Handled by/)).not.toBeInTheDocument();
    // Kept for the session: the next page asks nothing of the browser.
    expect(JSON.parse(sessionStorage.getItem(POSITION_STORAGE_KEY) ?? 'null')).toEqual(HERE);
  });

  test('remembered for the session: the list is sorted from there at once, nothing asked', async () => {
    const ask = stubGeolocation(HERE);
    sessionStorage.setItem(POSITION_STORAGE_KEY, JSON.stringify(HERE));
    renderPortal('/voldash/available');
    expect(await screen.findByText('2.0 km away')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.get('lat')).toBe('19.094');
    expect(ask).not.toHaveBeenCalled();
  });

  test('the next page continues from the cursor, from the same point', async () => {
    sessionStorage.setItem(POSITION_STORAGE_KEY, JSON.stringify(HERE));
    const { user } = renderPortal('/voldash/available');
    await screen.findByText('2+ cases');
    await user.click(screen.getByRole('button', { name: 'Show more cases' }));
    expect(await screen.findByText('12 km away')).toBeInTheDocument();
    expect(titles()).toEqual(['Dog', 'Cat', 'Cow']);
    expect(screen.getByText('3 cases')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more cases' })).not.toBeInTheDocument();
    expect(requests.at(-1)?.toString()).toBe('radiusKm=25&lat=19.094&lng=72.8777&cursor=page-2');
  });

  test.each([
    [{ code: 1 } as const, 'Location access was denied.'],
    [{ code: 2 } as const, 'Your location could not be found.'],
  ])('refused or not found (%j): said, and the city stays', async (answer, said) => {
    stubGeolocation(answer);
    const { user } = renderPortal('/voldash/available');
    await screen.findByText('Showing cases in Mumbai');
    await user.click(useLocation());
    const status = await screen.findByText(said);
    expect(status.closest('[role="status"]')).toHaveTextContent(`${said} Showing cases in Mumbai`);
    expect(requests.every((query) => !query.has('lat'))).toBe(true);
    expect(screen.queryByText(/away/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem(POSITION_STORAGE_KEY)).toBeNull();
    // Still offered: the volunteer may allow it and press again.
    expect(useLocation()).toBeEnabled();
  });

  test('a browser without geolocation: said, and the city stays', async () => {
    const { user } = renderPortal('/voldash/available');
    await screen.findByText('Showing cases in Mumbai');
    await user.click(useLocation());
    expect(await screen.findByText('This browser cannot share your location.')).toBeInTheDocument();
    expect(requests.every((query) => !query.has('lat'))).toBe(true);
  });

  test('"Stop using my location" goes back to the city', async () => {
    sessionStorage.setItem(POSITION_STORAGE_KEY, JSON.stringify(HERE));
    const { user } = renderPortal('/voldash/available');
    await screen.findByText('2.0 km away');
    await user.click(screen.getByRole('button', { name: 'Stop using my location' }));
    expect(await screen.findByText('Showing cases in Mumbai')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/away/)).not.toBeInTheDocument());
    expect(requests.at(-1)?.has('lat')).toBe(false);
    expect(sessionStorage.getItem(POSITION_STORAGE_KEY)).toBeNull();
  });

  test('List | Map: the map shows the loaded cases, approximate ones marked', async () => {
    sessionStorage.setItem(POSITION_STORAGE_KEY, JSON.stringify(HERE));
    const { user, currentPath } = renderPortal('/voldash/available');
    await screen.findByText('2.0 km away');
    const list = screen.getByRole('button', { name: 'List' });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Map' }));
    expect(screen.getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    expect(currentPath()).toBe('/voldash/available?view=map');
    const map = await screen.findByTestId('map-markers');
    expect(screen.getByRole('region', { name: 'Available cases on a map' })).toContainElement(map);
    const markers = within(map).getAllByRole('listitem');
    expect(markers.map((marker) => marker.textContent)).toEqual([
      'M Moderate severity: Dog',
      'M Moderate severity: Cat (approximate location)',
    ]);
    expect(markers.map((marker) => marker.dataset.approximate)).toEqual(['false', 'true']);
    // The volunteer's own position is on the map too.
    expect(map).toHaveAttribute('data-here', `${HERE.lat},${HERE.lng}`);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    await user.click(list);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(currentPath()).toBe('/voldash/available');
  });
});
