// Issue 30: the incidents list can be ordered most urgent first; the server orders and pages,
// and the choice is kept in the address, so a shared link opens in the same order.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { optionTexts } from '@rescue/web-kit/testing/queries';
import { incident, loginNgo, renderDashboard } from '../../../testing/render-dashboard';

beforeEach(() => loginNgo());

/** Answers GET /api/incidents: a first page with a next cursor, then a last page. */
function pagedAnswers() {
  const asked: URL[] = [];
  const first = Array.from({ length: 24 }, () => incident({}, 9));
  const second = [incident({}, 2)];
  server.use(
    http.get(apiPath('/api/incidents'), ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      return url.searchParams.get('cursor')
        ? HttpResponse.json(second)
        : HttpResponse.json(first, { headers: { 'X-Next-Cursor': 'next-1' } });
    }),
  );
  return { asked, first, second };
}

test('Order by asks the server for the most urgent first, keeps it in the address, and pages in it', async () => {
  const { asked, first, second } = pagedAnswers();
  const { user, currentPath } = renderDashboard('/dashboard/incidents?status=pending');
  expect(await screen.findByText(first[0]!.location.address)).toBeInTheDocument();
  const order = screen.getByRole('combobox', { name: 'Order by' });
  expect(order).toHaveValue('newest');
  expect(optionTexts(order)).toEqual(['Newest first', 'Most urgent first']);
  // Newest first is the server's default: the request is as it always was.
  expect(asked[0]!.searchParams.has('sort')).toBe(false);

  await user.selectOptions(order, 'Most urgent first');
  await waitFor(() => expect(asked.at(-1)!.searchParams.get('sort')).toBe('urgency'));
  expect(asked.at(-1)!.searchParams.get('status')).toBe('pending');
  expect(currentPath()).toBe('/dashboard/incidents?status=pending&sort=urgency');
  expect(screen.getByText('Critical first, then those waiting longest.')).toBeInTheDocument();

  await user.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByText(second[0]!.location.address)).toBeInTheDocument();
  expect(asked.at(-1)!.searchParams.get('cursor')).toBe('next-1');
  expect(asked.at(-1)!.searchParams.get('sort')).toBe('urgency');

  await user.selectOptions(order, 'Newest first');
  expect(currentPath()).toBe('/dashboard/incidents?status=pending');
});

test('a shared link with ?sort=urgency opens most urgent first', async () => {
  const { asked, first } = pagedAnswers();
  renderDashboard('/dashboard/incidents?sort=urgency');
  expect(await screen.findByText(first[0]!.location.address)).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Order by' })).toHaveValue('urgency');
  expect(asked[0]!.searchParams.get('sort')).toBe('urgency');
});
