// Issue 30: the available cases can be ordered most urgent first; the server orders and pages
// (with or without the volunteer's position), and the choice is kept in the address.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { VolunteerCaseListItem } from '@rescue/contracts';
import { optionTexts } from '@rescue/web-kit/testing/queries';
import {
  caseItem,
  loginVolunteer,
  renderPortal,
  serveAvailableCases,
} from '../../../testing/render-portal';

const caseOf = (description: string): VolunteerCaseListItem =>
  caseItem({ animalInfo: { ...caseItem().animalInfo, description } });
const FIRST = [caseOf('Critical dog'), caseOf('High cat')];
const SECOND = [caseOf('Low cow')];

/** What the page asked for; most urgent first answers a page at a time. */
let requests: URLSearchParams[];
beforeEach(() => {
  loginVolunteer();
  requests = serveAvailableCases((query) => {
    if (query.get('sort') !== 'urgency') {
      return HttpResponse.json({ success: true, data: FIRST, nextCursor: null });
    }
    return query.get('cursor') === 'urgent-2'
      ? HttpResponse.json({ success: true, data: SECOND, nextCursor: null })
      : HttpResponse.json({ success: true, data: FIRST, nextCursor: 'urgent-2' });
  });
});

const descriptions = () =>
  screen
    .getAllByRole('article')
    .map((card) => within(card).getByText(/^(Critical dog|High cat|Low cow)$/).textContent);

test('Order by asks for the most urgent first, keeps it in the address, and pages in it', async () => {
  const { user, currentPath } = renderPortal('/voldash/available');
  await screen.findByText('2 cases');
  const order = screen.getByRole('combobox', { name: 'Order by' });
  expect(order).toHaveValue('nearest');
  expect(optionTexts(order)).toEqual(['Nearest first', 'Most urgent first']);
  // Nearest first is the server's default: the request is as it always was.
  expect(requests.at(-1)!.has('sort')).toBe(false);

  await user.selectOptions(order, 'Most urgent first');
  await waitFor(() => expect(requests.at(-1)!.get('sort')).toBe('urgency'));
  expect(requests.at(-1)!.get('radiusKm')).toBe('25');
  expect(currentPath()).toBe('/voldash/available?sort=urgency');
  expect(screen.getByText('Critical first, then those waiting longest.')).toBeInTheDocument();
  expect(screen.getByText('Cases nobody has taken yet, most urgent first.')).toBeInTheDocument();

  // Without the volunteer's position too, the next page continues from the cursor.
  await user.click(await screen.findByRole('button', { name: 'Show more cases' }));
  await screen.findByText('Low cow');
  expect(requests.at(-1)!.get('cursor')).toBe('urgent-2');
  expect(requests.at(-1)!.get('sort')).toBe('urgency');
  expect(descriptions()).toEqual(['Critical dog', 'High cat', 'Low cow']);

  await user.selectOptions(order, 'Nearest first');
  expect(currentPath()).toBe('/voldash/available');
});

test('a shared link with ?sort=urgency opens most urgent first, beside the map view', async () => {
  const { user, currentPath } = renderPortal('/voldash/available?sort=urgency');
  await screen.findByText('2+ cases');
  expect(screen.getByRole('combobox', { name: 'Order by' })).toHaveValue('urgency');
  expect(requests[0]!.get('sort')).toBe('urgency');
  await user.click(screen.getByRole('button', { name: 'Map' }));
  expect(currentPath()).toBe('/voldash/available?sort=urgency&view=map');
});
