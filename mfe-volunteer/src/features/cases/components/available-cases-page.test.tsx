import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { VolunteerCaseListItem } from '@rescue/contracts';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { caseItem, loginVolunteer, pageAlert, renderPortal } from '../../../testing/render-portal';
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
  requests = [];
  server.use(
    http.get(apiPath('/api/volunteer/incidents'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const search = (query.get('search') ?? '').toLowerCase();
      const severity = query.get('severity');
      const data = CASES.filter(
        (item) =>
          (item.animalInfo.description + item.location.address).toLowerCase().includes(search) &&
          (severity !== 'high' || item.animalInfo.aiSeverityAssessment.score >= 7),
      );
      return HttpResponse.json({ success: true, data });
    }),
  );
});

const titles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

test('titled "Available Cases Nearby": nearest first, each with its distance', async () => {
  renderPortal('/voldash/available');
  expect(screen.getByRole('heading', { name: 'Available Cases Nearby' })).toBeInTheDocument();
  await screen.findByText('1.2 km away');
  expect(titles()).toEqual(['Dog', 'Cat']);
  expect(screen.getByText('148.3 km away')).toBeInTheDocument();
  expect(screen.getByText('2 cases')).toHaveAttribute('role', 'status');
  expect(requests).toHaveLength(1);
  expect(requests[0]?.toString()).toBe('');
});

test('the search is sent to the server once typing pauses, trimmed', async () => {
  jest.useFakeTimers();
  try {
    renderPortal('/voldash/available');
    await screen.findByText('1.2 km away');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(screen.getByRole('searchbox', { name: 'Search cases' }), ' MARKET ');
    // Typing took no time on the fake clock: nothing asked yet.
    expect(requests).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await screen.findByText('148.3 km away');
    expect(requests.map((query) => query.get('search'))).toEqual([null, 'MARKET']);
    expect(titles()).toEqual(['Cat']);
    expect(screen.getByText('1 case matching “MARKET”')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test('the severity filter asks the server at once', async () => {
  const { user } = renderPortal('/voldash/available');
  await screen.findByText('1.2 km away');
  const select = screen.getByRole('combobox', { name: 'Severity' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All severities', 'High (7 and above)', 'Moderate (4 to below 7)', 'Low (below 4)']);
  await user.selectOptions(select, 'high');
  await screen.findByText('148.3 km away');
  expect(screen.queryByText('1.2 km away')).not.toBeInTheDocument();
  expect(requests.at(-1)?.get('severity')).toBe('high');
  expect(screen.getByText('1 case · High (7 and above)')).toBeInTheDocument();
});

test("nothing matches: 'No Available Cases' and 'Try adjusting your search or filters'", async () => {
  const { user } = renderPortal('/voldash/available');
  await screen.findByText('1.2 km away');
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
