import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { caseItem, loginVolunteer, pageAlert, renderPortal } from '../../../testing/render-portal';

beforeEach(() => loginVolunteer());

test('titled "Your Assigned Cases", listing my cases with links to them', async () => {
  const mine = caseItem({ status: 'in progress', assignedAt: new Date().toISOString() });
  server.use(
    http.get(apiPath('/api/volunteer/my-cases'), () =>
      HttpResponse.json({ success: true, data: [mine] }),
    ),
  );
  renderPortal('/voldash/my-cases');
  expect(screen.getByRole('heading', { name: 'Your Assigned Cases' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'View Case: Dog' })).toHaveAttribute(
    'href',
    `/voldash/case/${mine.id}`,
  );
  expect(screen.getByText('In Progress')).toBeInTheDocument();
  expect(screen.getByText(/^Taken/)).toHaveTextContent(/^Taken .+ \(just now\)$/);
});

test("no cases: 'No Assigned Cases' with a way to find one", async () => {
  server.use(
    http.get(apiPath('/api/volunteer/my-cases'), () =>
      HttpResponse.json({ success: true, data: [] }),
    ),
  );
  renderPortal('/voldash/my-cases');
  expect(await screen.findByRole('heading', { name: 'No Assigned Cases' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse Available Cases' })).toHaveAttribute(
    'href',
    '/voldash/available',
  );
});

test("a failure: 'Failed to load assigned cases'", async () => {
  server.use(http.get(apiPath('/api/volunteer/my-cases'), () => HttpResponse.error()));
  renderPortal('/voldash/my-cases');
  expect(await pageAlert()).toHaveTextContent('Failed to load assigned cases');
});
