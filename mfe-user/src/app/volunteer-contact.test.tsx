import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CaseContactsResponse, Incident } from '@rescue/contracts';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { incident, loginAs, renderDashboard } from '../testing/render-dashboard';

// Reaching each other (issue 31): on the reporter's case page, the volunteer holding the case
// by first name, with a call link only when the server gives their phone.
const VOLUNTEER_ID = 'c'.repeat(24);

function heldCase(overrides: Partial<Incident> = {}): Incident {
  return incident({
    status: 'in progress',
    volunteerActivity: {
      status: 'assigned',
      assignedAt: new Date().toISOString(),
      assignedVolunteer: VOLUNTEER_ID,
      volunteerName: 'Asha Verma',
    },
    ...overrides,
  });
}

/** The case, its (empty) history, and its contacts as the server decides them. */
function serve(item: Incident, contacts: CaseContactsResponse) {
  const asked: string[] = [];
  const base = `/api/incidents/${item._id}`;
  server.use(
    http.get(apiPath(base), () => HttpResponse.json(item)),
    http.get(apiPath(`${base}/history`), () => HttpResponse.json({ success: true, data: [] })),
    http.get(apiPath(`${base}/contacts`), () => {
      asked.push('contacts');
      return HttpResponse.json(contacts);
    }),
  );
  return asked;
}

beforeEach(() => loginAs());

test('a volunteer who shares their phone: first name and a call link', async () => {
  const item = heldCase();
  serve(item, {
    success: true,
    reporter: null,
    volunteer: { firstName: 'Asha', phoneNumber: '+91 90000 11111' },
  });
  renderDashboard(`/user-dashboard/incidents/${item._id}`);
  const block = await screen.findByRole('region', { name: 'Your volunteer' });
  expect(block).toHaveTextContent('Asha is on your case.');
  expect(within(block).getByRole('link', { name: 'Call Asha: +91 90000 11111' })).toHaveAttribute(
    'href',
    'tel:+919000011111',
  );
  expect(block).not.toHaveTextContent('Verma');
});

test('a volunteer who does not: the first name, no link', async () => {
  const item = heldCase();
  serve(item, {
    success: true,
    reporter: null,
    volunteer: { firstName: 'Asha', phoneNumber: null },
  });
  renderDashboard(`/user-dashboard/incidents/${item._id}`);
  const block = await screen.findByRole('region', { name: 'Your volunteer' });
  expect(block).toHaveTextContent('Asha has not shared a phone number.');
  expect(document.querySelector('a[href^="tel:"]')).toBeNull();
});

test('a resolved case asks nothing and shows no block', async () => {
  const item = heldCase({ status: 'resolved' });
  const asked = serve(item, {
    success: true,
    reporter: null,
    volunteer: { firstName: 'Asha', phoneNumber: '+91 90000 11111' },
  });
  renderDashboard(`/user-dashboard/incidents/${item._id}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Dog' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Your volunteer' })).not.toBeInTheDocument();
  expect(asked).toEqual([]);
});
