// "Ask a volunteer" on the NGO's incident detail (issue 31): the nearest on-duty volunteers
// with distance and load, a request sent to one, and the answer shown when the incident changes.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DispatchCandidatesResponse, Incident } from '@rescue/contracts';
import { toast } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { NGO_ID, incident, loginNgo, renderDashboard } from '../../../testing/render-dashboard';

beforeEach(() => loginNgo());
afterEach(() => toast.remove());

const RAVI = 'c'.repeat(24);
const ASHA = 'd'.repeat(24);

const CANDIDATES: DispatchCandidatesResponse = {
  success: true,
  maxCases: 3,
  data: [
    { volunteerId: RAVI, name: 'Ravi Kumar', distanceKm: 1.2, approximate: false, heldCases: 1 },
    { volunteerId: ASHA, name: 'Asha Patil', distanceKm: 6.4, approximate: true, heldCases: 0 },
  ],
};

function serve(item: Incident) {
  const asked: unknown[] = [];
  let current = item;
  server.use(
    http.get(apiPath(`/api/incidents/${item._id}`), () => HttpResponse.json(current)),
    http.get(apiPath(`/api/ngo/incidents/${item._id}/dispatch/candidates`), () =>
      HttpResponse.json(CANDIDATES),
    ),
    http.post(apiPath(`/api/ngo/incidents/${item._id}/dispatch`), async ({ request }) => {
      const body = (await request.json()) as { volunteerId: string };
      asked.push(body);
      current = {
        ...current,
        updatedAt: new Date().toISOString(),
        dispatch: {
          volunteerId: body.volunteerId,
          volunteerName: 'Ravi Kumar',
          requestedBy: { id: NGO_ID, name: 'Paws Trust' },
          requestedAt: new Date().toISOString(),
          state: 'asked',
          answeredAt: null,
        },
      };
      return HttpResponse.json({
        success: true,
        message: 'The volunteer has been asked to take this case',
        incident: current,
      });
    }),
  );
  return { asked };
}

test('lists the nearest on-duty volunteers with distance and load, and asks one', async () => {
  const item = incident();
  const { asked } = serve(item);
  const { user } = renderDashboard(`/dashboard/incidents/${item._id}`);
  const card = await screen.findByRole('region', { name: 'Ask a volunteer' });
  const list = await within(card).findByRole('list', { name: 'Volunteers on duty, nearest first' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows[0]).toHaveTextContent('Ravi Kumar1.2 km away · Holds 1 of 3 cases');
  expect(rows[1]).toHaveTextContent(
    'Asha PatilIn their city, about 6 km away · Holds 0 of 3 cases',
  );

  await user.click(within(card).getByRole('button', { name: 'Ask Ravi Kumar to take this case' }));
  expect(
    await screen.findByText('The volunteer has been asked to take this case'),
  ).toBeInTheDocument();
  expect(asked).toEqual([{ volunteerId: RAVI }]);
  expect(await within(card).findByText('Waiting for Ravi Kumar to answer')).toBeInTheDocument();
  expect(
    within(card).getByRole('button', { name: 'Ask Ravi Kumar to take this case' }),
  ).toBeDisabled();
});

test("the server's refusal is shown as it words it", async () => {
  const item = incident();
  serve(item);
  server.use(
    http.post(apiPath(`/api/ngo/incidents/${item._id}/dispatch`), () =>
      HttpResponse.json({ message: 'This volunteer is not on duty' }, { status: 409 }),
    ),
  );
  const { user } = renderDashboard(`/dashboard/incidents/${item._id}`);
  const card = await screen.findByRole('region', { name: 'Ask a volunteer' });
  await user.click(
    await within(card).findByRole('button', { name: 'Ask Asha Patil to take this case' }),
  );
  expect(await screen.findByText('This volunteer is not on duty')).toBeInTheDocument();
});

test('says when the asked volunteer said no, so the NGO can ask someone else', async () => {
  const item = incident({
    dispatch: {
      volunteerId: RAVI,
      volunteerName: 'Ravi Kumar',
      requestedBy: { id: NGO_ID, name: 'Paws Trust' },
      requestedAt: new Date().toISOString(),
      state: 'declined',
      answeredAt: new Date().toISOString(),
    },
  });
  serve(item);
  renderDashboard(`/dashboard/incidents/${item._id}`);
  const card = await screen.findByRole('region', { name: 'Ask a volunteer' });
  expect(
    within(card).getByText('Ravi Kumar said no. You can ask someone else.'),
  ).toBeInTheDocument();
  expect(
    await within(card).findByRole('button', { name: 'Ask Ravi Kumar to take this case' }),
  ).toBeEnabled();
});

test('says so when nobody is on duty', async () => {
  const item = incident();
  server.use(http.get(apiPath(`/api/incidents/${item._id}`), () => HttpResponse.json(item)));
  renderDashboard(`/dashboard/incidents/${item._id}`);
  const card = await screen.findByRole('region', { name: 'Ask a volunteer' });
  expect(
    await within(card).findByText('No volunteer with room for a case is on duty right now.'),
  ).toBeInTheDocument();
});

test('is not offered once a volunteer holds the case', async () => {
  const item = incident({
    status: 'in progress',
    volunteerActivity: {
      status: 'assigned',
      assignedAt: new Date().toISOString(),
      assignedVolunteer: RAVI,
      volunteerName: 'Ravi Kumar',
    },
  });
  server.use(
    http.get(apiPath(`/api/incidents/${item._id}`), () => HttpResponse.json(item)),
    http.get(apiPath(`/api/volunteer/${RAVI}`), () =>
      HttpResponse.json({ _id: RAVI, name: 'Ravi Kumar' }),
    ),
  );
  renderDashboard(`/dashboard/incidents/${item._id}`);
  await screen.findByRole('region', { name: 'Volunteer Assignment' });
  expect(screen.queryByRole('region', { name: 'Ask a volunteer' })).not.toBeInTheDocument();
});
