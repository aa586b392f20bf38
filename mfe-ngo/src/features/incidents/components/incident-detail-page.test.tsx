import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CaseEvent, Incident } from '@rescue/contracts';
import { toast } from '@rescue/web-kit';
import { apiPath, holdAnswers, server } from '@rescue/web-kit/testing/msw-server';
import { caseEvents } from '@rescue/web-kit/testing/case-events';
import { NGO_ID, incident, loginNgo, renderDashboard } from '../../../testing/render-dashboard';

beforeEach(() => loginNgo());
afterEach(() => toast.remove());

const VOLUNTEER_ID = 'b'.repeat(24);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function assignedIncident(): Incident {
  return incident(
    {
      status: 'in progress',
      createdAt: minutesAgo(3 * 60),
      updatedAt: minutesAgo(5),
      volunteerActivity: {
        status: 'assigned',
        assignedAt: minutesAgo(90),
        assignedVolunteer: VOLUNTEER_ID,
        volunteerName: 'Ravi',
      },
      // Sent out of order: the page shows them in time order.
      caseUpdates: [
        { timestamp: minutesAgo(5), description: 'Status updated to in progress by NGO' },
        { timestamp: minutesAgo(3 * 60), description: 'Incident reported' },
        { timestamp: minutesAgo(90), description: 'Volunteer Ravi took the case' },
      ],
    },
    8,
  );
}

/** Answers the incident with `answers` in turn; returns how many times it was asked. */
function incidentAnswers(id: string, ...answers: (Incident | Response)[]) {
  const asked: number[] = [];
  server.use(
    http.get(apiPath(`/api/incidents/${id}`), () => {
      asked.push(1);
      const answer = answers[Math.min(asked.length, answers.length) - 1]!;
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
  );
  return asked;
}

const volunteerAnswer = (response: () => Response) =>
  server.use(http.get(apiPath(`/api/volunteer/${VOLUNTEER_ID}`), response));

test('the whole case: photo, severity, location and map, assessment, times, reporter, volunteer', async () => {
  const item = assignedIncident();
  incidentAnswers(item._id, item);
  volunteerAnswer(() =>
    HttpResponse.json({
      _id: VOLUNTEER_ID,
      name: 'Ravi Kumar',
      phoneNumber: '+91 98888 77777',
      city: 'Pune',
    }),
  );
  renderDashboard(`/dashboard/incidents/${item._id}`);
  expect(await screen.findByText('Loading the incident…')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Dog' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '← Back to Incidents' })).toHaveAttribute(
    'href',
    '/dashboard/incidents',
  );
  expect(screen.getAllByText('High severity · 8/10').length).toBeGreaterThan(0);
  expect(
    screen.getByRole('img', { name: 'The reported animal: Dog: no photo' }),
  ).toBeInTheDocument();

  const location = screen.getByRole('region', { name: 'Location Details' });
  expect(location).toHaveTextContent(item.location.address);
  expect(location).toHaveTextContent('18.52040, 73.85670');
  const map = await within(location).findByTestId('map-markers');
  expect(map).toHaveAttribute('data-zoom', '15');
  expect(map).toHaveAttribute('data-center', '18.5204,73.8567');
  expect(within(map).getByRole('listitem')).toHaveTextContent('H High severity: Dog');

  const assessment = screen.getByRole('region', { name: 'AI Assessment' });
  // The category in the page's words, as the badges say it, not the stored MODERATE.
  expect(within(assessment).getByText('Category').nextElementSibling).toHaveTextContent(
    /^Moderate$/,
  );
  expect(assessment).toHaveTextContent('Visible wound');

  const status = screen.getByRole('region', { name: 'Status' });
  expect(within(status).getByRole('combobox', { name: 'Change status' })).toHaveValue(
    'in progress',
  );
  expect(status).toHaveTextContent('(3 hours ago)');
  expect(status).toHaveTextContent('(5 minutes ago)');

  const reporter = screen.getByRole('region', { name: 'Reporter Information' });
  expect(within(reporter).getByRole('link', { name: '+91 90000 11111' })).toHaveAttribute(
    'href',
    'tel:+919000011111',
  );
  expect(within(reporter).getByRole('link', { name: 'asha@example.org' })).toBeInTheDocument();

  const volunteer = screen.getByRole('region', { name: 'Volunteer Assignment' });
  expect(await within(volunteer).findByText('Ravi Kumar')).toBeInTheDocument();
  expect(within(volunteer).getByRole('link', { name: '+91 98888 77777' })).toBeInTheDocument();
  expect(volunteer).toHaveTextContent('Assigned');
});

const RAVI = { id: VOLUNTEER_ID, role: 'volunteer', name: 'Ravi' } as const;

/** The case's history as the server sends it, oldest first. */
function historyAnswer(id: string, events: CaseEvent[]) {
  server.use(
    http.get(apiPath(`/api/incidents/${id}/history`), () =>
      HttpResponse.json({ success: true, data: events }),
    ),
  );
}

const historyEvent = caseEvents(RAVI);

test("the case's events are shown once, in Case Updates, in the NGO's words", async () => {
  const item = assignedIncident();
  incidentAnswers(item._id, item);
  volunteerAnswer(() => HttpResponse.json({ message: 'nope' }, { status: 500 }));
  // The same events as the caseUpdates the incident carries, and one they word differently.
  const reportedAt = minutesAgo(3 * 60);
  historyAnswer(item._id, [
    historyEvent({
      type: 'reported',
      at: reportedAt,
      actor: { id: 'e'.repeat(24), role: 'user', name: 'Asha Reporter' },
      to: 'pending',
    }),
    historyEvent({ type: 'volunteer_assigned', at: minutesAgo(90), to: 'in progress' }),
    historyEvent({ type: 'completed', at: minutesAgo(2) }),
  ]);
  renderDashboard(`/dashboard/incidents/${item._id}`);
  const updates = await screen.findByRole('region', { name: 'Case Updates' });
  const events = await within(updates).findAllByRole('listitem');
  expect(events.map((event) => event.firstChild?.textContent)).toEqual([
    'Reported by Asha Reporter',
    'Ravi (volunteer) took the case',
    'Ravi (volunteer) marked their part completed',
  ]);
  expect(events[0]!.querySelector('time')).toHaveAttribute('dateTime', reportedAt);
  // One place: no second list of the same events, in the server's caseUpdates words or any.
  expect(screen.getAllByRole('list', { name: 'Case history' })).toHaveLength(1);
  expect(screen.queryByRole('region', { name: 'Case history' })).not.toBeInTheDocument();
  expect(screen.queryByText('Incident reported')).not.toBeInTheDocument();
  expect(screen.queryByText('Volunteer Ravi took the case')).not.toBeInTheDocument();
});

test('a closed case: its reason and note, and the date on a line of its own', async () => {
  const closedAt = minutesAgo(60);
  const item = incident({
    status: 'resolved',
    closure: { reason: 'rescued_treated', note: 'Healthy after recovery.', at: closedAt },
  });
  incidentAnswers(item._id, item);
  renderDashboard(`/dashboard/incidents/${item._id}`);
  const status = await screen.findByRole('region', { name: 'Status' });
  const reason = within(status).getByText('Rescued and treated: Healthy after recovery.');
  // Not "…recovery., 26 Nov": the date is its own element after the reason.
  expect(reason.textContent).toBe('Rescued and treated: Healthy after recovery.');
  const closed = reason.closest('dd')!;
  expect(closed.querySelector('time')).toHaveAttribute('dateTime', closedAt);
  expect(closed).not.toHaveTextContent(/\.,/);
});

test('a failed volunteer lookup is tolerated silently: the name the case has stays', async () => {
  const item = assignedIncident();
  incidentAnswers(item._id, item);
  let looked = false;
  volunteerAnswer(() => {
    looked = true;
    return HttpResponse.json({ message: 'Volunteer not found' }, { status: 404 });
  });
  renderDashboard(`/dashboard/incidents/${item._id}`);
  const volunteer = await screen.findByRole('region', { name: 'Volunteer Assignment' });
  await waitFor(() => expect(looked).toBe(true));
  expect(volunteer).toHaveTextContent('Ravi');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test("no volunteer yet: 'Not Assigned' and 'Pending Assignment', and no lookup", async () => {
  const item = incident();
  incidentAnswers(item._id, item);
  renderDashboard(`/dashboard/incidents/${item._id}`);
  const volunteer = await screen.findByRole('region', { name: 'Volunteer Assignment' });
  expect(volunteer).toHaveTextContent('Not Assigned');
  expect(volunteer).toHaveTextContent('Pending Assignment');
});

test('a status change from the detail page saves, says so and refetches the incident', async () => {
  const item = incident();
  const updated: Incident = { ...item, status: 'resolved' };
  const asked = incidentAnswers(item._id, item, updated);
  const events: CaseEvent[] = [];
  historyAnswer(item._id, events);
  // The server answers when the test lets it, so the saving state can be seen on any machine.
  let answer = () => undefined as void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.put(apiPath(`/api/ngo/incidents/${item._id}/update`), async () => {
      await answered;
      events.push(
        historyEvent({
          type: 'status_changed',
          at: new Date().toISOString(),
          actor: { id: NGO_ID, role: 'ngo', name: 'Paws Trust' },
          from: 'pending',
          to: 'resolved',
          reason: 'released',
        }),
      );
      return HttpResponse.json({
        success: true,
        message: 'Status updated successfully',
        incident: updated,
      });
    }),
  );
  const { user } = renderDashboard(`/dashboard/incidents/${item._id}`);
  const select = await screen.findByRole('combobox', { name: 'Change status' });
  await user.selectOptions(select, 'Resolved');
  // Resolving asks why first.
  const dialog = screen.getByRole('dialog', { name: 'Resolve this case' });
  await user.selectOptions(within(dialog).getByRole('combobox'), 'Released');
  await user.click(within(dialog).getByRole('button', { name: 'Resolve case' }));
  await waitFor(() => expect(select).toBeDisabled());
  answer();
  expect(await screen.findByText('Status updated successfully')).toBeInTheDocument();
  await waitFor(() => expect(asked).toHaveLength(2));
  // Its history is asked again with it: the NGO's own change reads "you".
  expect(
    await within(screen.getByRole('region', { name: 'Case Updates' })).findByText(
      'Resolved: Released, by you',
    ),
  ).toBeInTheDocument();
  expect(select).toHaveValue('resolved');
  expect(select).toBeEnabled();
});

test("a failed status change says 'Failed to update status' and keeps the old status", async () => {
  const item = incident();
  incidentAnswers(item._id, item);
  server.use(
    http.put(apiPath(`/api/ngo/incidents/${item._id}/update`), () => HttpResponse.error()),
  );
  const { user } = renderDashboard(`/dashboard/incidents/${item._id}`);
  const select = await screen.findByRole('combobox', { name: 'Change status' });
  await user.selectOptions(select, 'In Progress');
  const dialog = screen.getByRole('dialog', { name: 'Set to In Progress' });
  await user.click(within(dialog).getByRole('button', { name: 'Save status' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update status');
  expect(select).toHaveValue('pending');
});

test.each([
  [404, 'Incident not found'],
  [400, 'Incident not found'],
  [500, 'Failed to fetch incident details'],
])('an answer %d: %s', async (status, message) => {
  const id = 'c'.repeat(24);
  incidentAnswers(id, HttpResponse.json({ message: 'x' }, { status }));
  renderDashboard(`/dashboard/incidents/${id}`);
  expect(await screen.findByRole('heading', { name: message })).toBeInTheDocument();
});

test('a report this NGO flagged and the operator hid: the server says so, not "not found"', async () => {
  const id = 'f'.repeat(24);
  const hidden = 'This report was hidden by the Rescue Network team';
  incidentAnswers(
    id,
    HttpResponse.json({ message: hidden, code: 'RULE_VERIFIED_NGO_ON_VISIBLE' }, { status: 404 }),
  );
  renderDashboard(`/dashboard/incidents/${id}`);
  expect(await screen.findByRole('heading', { name: hidden })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Incident not found' })).not.toBeInTheDocument();
});

test("an empty answer: 'Incident not found'", async () => {
  const id = 'd'.repeat(24);
  incidentAnswers(id, new HttpResponse(null, { status: 200 }));
  renderDashboard(`/dashboard/incidents/${id}`);
  expect(await screen.findByRole('heading', { name: 'Incident not found' })).toBeInTheDocument();
});

test("without a token: 'No authentication token found' as a toast, then the login page and back", async () => {
  localStorage.clear();
  const id = 'e'.repeat(24);
  const { currentPath } = renderDashboard(`/dashboard/incidents/${id}`);
  expect(await screen.findByText('No authentication token found')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'No authentication token found' })).toBeNull();
  expect(currentPath()).toBe(`/login?next=${encodeURIComponent(`/dashboard/incidents/${id}`)}`);
});

describe('Flag for the operator', () => {
  async function openFlag() {
    const item = assignedIncident();
    incidentAnswers(item._id, item);
    volunteerAnswer(() => HttpResponse.json({ _id: VOLUNTEER_ID, name: 'Ravi' }));
    const rendered = renderDashboard(`/dashboard/incidents/${item._id}`);
    await screen.findByRole('heading', { name: 'Dog' });
    await rendered.user.click(screen.getByRole('button', { name: 'Flag for the operator' }));
    return {
      ...rendered,
      item,
      dialog: screen.getByRole('dialog', { name: 'Flag this report for the operator?' }),
    };
  }

  test('asks why, sends the reason, and thanks with the server message', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiPath('/api/incidents/:id/flag'), async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({
          success: true,
          message: 'The report was flagged for the operator',
        });
      }),
    );
    const { user, item, dialog } = await openFlag();
    await user.click(within(dialog).getByRole('button', { name: 'Flag report' }));
    expect(
      within(dialog).getByText('Please give a reason of at least 3 characters'),
    ).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /What is wrong/ }),
      'Asks for money by UPI',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Flag report' }));
    expect(await screen.findByText('The report was flagged for the operator')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies).toEqual([{ id: item._id, body: { reason: 'Asks for money by UPI' } }]);
  });

  test("a refused flag shows the server's message and keeps the dialog", async () => {
    server.use(
      http.post(apiPath('/api/incidents/:id/flag'), () =>
        HttpResponse.json({ message: 'reason: must be at most 500 characters' }, { status: 400 }),
      ),
    );
    const { user, dialog } = await openFlag();
    await user.type(within(dialog).getByRole('textbox', { name: /What is wrong/ }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Flag report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'reason: must be at most 500 characters',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

test('a report the operator hid is refused with the reason the server gives', async () => {
  const id = 'd'.repeat(24);
  incidentAnswers(
    id,
    HttpResponse.json(
      { message: 'This report was hidden by the Rescue Network team' },
      { status: 403 },
    ),
  );
  renderDashboard(`/dashboard/incidents/${id}`);
  expect(
    await screen.findByRole('heading', {
      name: 'This report was hidden by the Rescue Network team',
    }),
  ).toBeInTheDocument();
});

describe('where the animal is', () => {
  /** The detail page of a case placed so, at its Location Details once they show. */
  async function locationDetails(
    placed: Pick<Incident['location'], 'approximate' | 'accuracyMeters'>,
  ) {
    const base = incident();
    const item = { ...base, location: { ...base.location, ...placed } };
    incidentAnswers(item._id, item);
    renderDashboard(`/dashboard/incidents/${item._id}`);
    return screen.findByRole('region', { name: 'Location Details' });
  }

  test('an exact location says so with its accuracy, at zoom 15', async () => {
    const location = await locationDetails({ approximate: false, accuracyMeters: 12.4 });
    expect(within(location).getByText('Exact (± 12 m)')).toBeInTheDocument();
    expect(location).toHaveTextContent('18.52040, 73.85670');
    expect(await within(location).findByTestId('map-markers')).toHaveAttribute('data-zoom', '15');
  });

  test('an exact location without an accuracy is just exact', async () => {
    const location = await locationDetails({ approximate: false, accuracyMeters: null });
    expect(within(location).getByText('Exact')).toBeInTheDocument();
  });

  test("an approximate location says only the city is known, at the city's zoom", async () => {
    const location = await locationDetails({ approximate: true, accuracyMeters: null });
    expect(within(location).getByText('Approximate: only the city is known')).toBeInTheDocument();
    // The city's centre is no place to go to: no coordinates as if it were.
    expect(location).not.toHaveTextContent('18.52040');
    expect(await within(location).findByTestId('map-markers')).toHaveAttribute('data-zoom', '12');
  });
});

describe('We are handling this', () => {
  const OTHER_NGO = { name: 'Stray Care Mumbai', id: 'c'.repeat(24) };

  test('takes the case on: the server says so and the case shows who handles it', async () => {
    const item = incident();
    const handled: Incident = { ...item, assignedNGO: { name: 'Paws Trust', id: NGO_ID } };
    const asked = incidentAnswers(item._id, item, handled);
    let posted = 0;
    const saving = holdAnswers();
    server.use(
      http.post(apiPath(`/api/ngo/incidents/${item._id}/handle`), async () => {
        posted += 1;
        await saving.held;
        return HttpResponse.json({
          success: true,
          message: 'You are handling this case',
          incident: handled,
        });
      }),
    );
    const { user } = renderDashboard(`/dashboard/incidents/${item._id}`);
    const button = await screen.findByRole('button', { name: 'We are handling this' });
    expect(screen.queryByText(/^Handled by/)).not.toBeInTheDocument();
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    saving.release();
    expect(await screen.findByText('You are handling this case')).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Status' });
    expect(await within(status).findByText('Handled by Paws Trust')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'We are handling this' })).not.toBeInTheDocument();
    expect(posted).toBe(1);
    expect(asked.length).toBeGreaterThanOrEqual(1);
  });

  test("another NGO's case shows who has it, with no button", async () => {
    const item = incident({ assignedNGO: OTHER_NGO });
    incidentAnswers(item._id, item);
    renderDashboard(`/dashboard/incidents/${item._id}`);
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Handled by Stray Care Mumbai')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'We are handling this' })).not.toBeInTheDocument();
  });

  test("taken meanwhile by another NGO: the server's 409 message, then who has it", async () => {
    const item = incident();
    incidentAnswers(item._id, item, { ...item, assignedNGO: OTHER_NGO });
    server.use(
      http.post(apiPath(`/api/ngo/incidents/${item._id}/handle`), () =>
        HttpResponse.json(
          { message: 'This case is already being handled by Stray Care Mumbai' },
          { status: 409 },
        ),
      ),
    );
    const { user } = renderDashboard(`/dashboard/incidents/${item._id}`);
    await user.click(await screen.findByRole('button', { name: 'We are handling this' }));
    expect(
      await screen.findByText('This case is already being handled by Stray Care Mumbai'),
    ).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Status' });
    expect(await within(status).findByText('Handled by Stray Care Mumbai')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'We are handling this' })).not.toBeInTheDocument();
  });
});
