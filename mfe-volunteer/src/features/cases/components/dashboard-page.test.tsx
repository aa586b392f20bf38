import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import {
  caseItem,
  loginVolunteer,
  pageAlert,
  renderPortal,
  serveAvailableCases,
  stubGeolocation,
} from '../../../testing/render-portal';

const list = (data: unknown[]) => HttpResponse.json({ success: true, data });

function answer(mine: unknown[], available: unknown[]) {
  server.use(
    http.get(apiPath('/api/volunteer/my-cases'), () => list(mine)),
    http.get(apiPath('/api/volunteer/incidents'), () => list(available)),
  );
}

const stat = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd');

beforeEach(() => loginVolunteer());

test('welcome banner and the four stats derived from my cases', async () => {
  answer(
    [
      caseItem({ status: 'in progress' }),
      caseItem({ status: 'pending' }),
      caseItem({ status: 'completed' }),
    ],
    [],
  );
  renderPortal('/voldash');
  expect(screen.getByRole('heading', { name: 'Welcome back, Asha!' })).toBeInTheDocument();
  await screen.findByText('Total Cases');
  expect(stat('Total Cases')).toHaveTextContent('3');
  expect(stat('Active Cases')).toHaveTextContent('2');
  expect(stat('Completed Cases')).toHaveTextContent('1');
  expect(stat('Completion Rate')).toHaveTextContent('33%');
});

test("recent cases are the first 2 of mine; the available preview is the city's", async () => {
  answer(
    [
      caseItem({ animalInfo: { ...caseItem().animalInfo, type: 'Cat' }, status: 'in progress' }),
      caseItem({ animalInfo: { ...caseItem().animalInfo, type: 'Cow' }, status: 'in progress' }),
      caseItem({ animalInfo: { ...caseItem().animalInfo, type: 'Goat' }, status: 'pending' }),
    ],
    [caseItem({ distanceKm: 2.4, animalInfo: { ...caseItem().animalInfo, type: 'Puppy' } })],
  );
  renderPortal('/voldash');
  const recent = (await screen.findByRole('region', { name: 'Recent Cases' })) as HTMLElement;
  expect(within(recent).getAllByRole('article')).toHaveLength(2);
  expect(within(recent).getByRole('heading', { name: 'Cat' })).toBeInTheDocument();
  expect(within(recent).getByRole('heading', { name: 'Cow' })).toBeInTheDocument();
  expect(within(recent).queryByRole('heading', { name: 'Goat' })).not.toBeInTheDocument();
  const available = screen.getByRole('region', { name: 'Available Cases' });
  expect(within(available).getByRole('heading', { name: 'Puppy' })).toBeInTheDocument();
  // Measured from the city's centre, not from the volunteer: not shown.
  expect(within(available).queryByText(/away/)).not.toBeInTheDocument();
  expect(await within(available).findByText('Showing cases in Mumbai')).toBeInTheDocument();
});

test('the available preview sorted from the volunteer, with their consent', async () => {
  server.use(http.get(apiPath('/api/volunteer/my-cases'), () => list([])));
  const queries = serveAvailableCases((query) =>
    HttpResponse.json({
      success: true,
      data: [caseItem({ distanceKm: query.has('lat') ? 2.4 : 0 })],
      nextCursor: query.has('lat') ? 'more' : null,
    }),
  );
  const ask = stubGeolocation({ lat: 19.1, lng: 72.9 });
  const { user } = renderPortal('/voldash');
  const available = (await screen.findByRole('region', {
    name: 'Available Cases',
  })) as HTMLElement;
  expect(ask).not.toHaveBeenCalled();
  await user.click(
    within(available).getByRole('button', { name: 'Use my location to sort by distance' }),
  );
  expect(await within(available).findByText('2.4 km away')).toBeInTheDocument();
  expect(within(available).getByText('Sorted by distance from your location')).toBeInTheDocument();
  expect(queries.at(-1)?.toString()).toBe('limit=3&lat=19.1&lng=72.9');
  expect(ask).toHaveBeenCalledTimes(1);
});

test('empty lists: "No cases assigned yet" and "No Available Cases"', async () => {
  answer([], []);
  renderPortal('/voldash');
  expect(await screen.findByRole('heading', { name: 'No cases assigned yet' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'No Available Cases' })).toBeInTheDocument();
  expect(stat('Completion Rate')).toHaveTextContent('0%');
});

test("either call failing: 'Failed to load dashboard data', and Retry asks again", async () => {
  let calls = 0;
  server.use(
    http.get(apiPath('/api/volunteer/my-cases'), () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : list([]);
    }),
    http.get(apiPath('/api/volunteer/incidents'), () => list([])),
  );
  const { user } = renderPortal('/voldash');
  expect(await pageAlert()).toHaveTextContent('Failed to load dashboard data');
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { name: 'No cases assigned yet' })).toBeInTheDocument();
  expect(screen.queryByText('Failed to load dashboard data')).not.toBeInTheDocument();
});
