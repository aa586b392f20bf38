import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  REOPEN_TOO_LATE_MESSAGE,
  REPORTER_UPDATE_CLOSED_MESSAGE,
  type CaseEvent,
  type Incident,
} from '@rescue/contracts';
import { sessionStore } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { caseEvents } from '@rescue/web-kit/testing/case-events';
import {
  USER_ID,
  approximateLocation,
  findToast,
  incident,
  loginAs,
  profile,
  renderDashboard,
} from '../testing/render-dashboard';

const NGO = { id: 'b'.repeat(24), role: 'ngo', name: 'Paws Trust Pune' } as const;
const VOLUNTEER = { id: 'c'.repeat(24), role: 'volunteer', name: 'Asha' } as const;
const REPORTER = { id: USER_ID, role: 'user', name: 'Ravi Kumar' } as const;
const REPORTER_PHONE = '+91 98765 43210';
const REPORTER_EMAIL = 'ravi@example.org';
const VOLUNTEER_PHONE = '+91 90000 11111';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const daysAgo = (days: number) => minutesAgo(days * 24 * 60);

const event = caseEvents(REPORTER, 200);

/** A case an NGO and a volunteer are on, carrying contact details the page must not show. */
function takenCase(overrides: Partial<Incident> = {}): Incident {
  return incident({
    status: 'in progress',
    reporterInfo: {
      name: 'Ravi Kumar',
      contactNumber: REPORTER_PHONE,
      email: REPORTER_EMAIL,
      preferredContactMethod: 'phone',
    },
    assignedNGO: { name: 'Paws Trust Pune', id: NGO.id },
    volunteerActivity: {
      status: 'assigned',
      assignedAt: minutesAgo(60),
      assignedVolunteer: VOLUNTEER.id,
      volunteerName: 'Asha Verma',
      volunteerDetails: { name: 'Asha Verma', phoneNumber: VOLUNTEER_PHONE },
    },
    ...overrides,
  });
}

function resolvedCase(closedDaysAgo: number, overrides: Partial<Incident> = {}): Incident {
  return takenCase({
    status: 'resolved',
    updatedAt: daysAgo(closedDaysAgo),
    closure: { reason: 'rescued_treated', note: null, at: daysAgo(closedDaysAgo) },
    ...overrides,
  });
}

const story = (): CaseEvent[] => [
  event({ type: 'reported', to: 'pending' }),
  event({ type: 'ngo_handling', actor: NGO }),
  event({ type: 'volunteer_assigned', actor: VOLUNTEER, from: 'pending', to: 'in progress' }),
];

interface Served {
  requests: string[];
  bodies: unknown[];
  setCase(next: Incident): void;
  setHistory(next: CaseEvent[]): void;
}

/** The case's reads as the server answers them, and what the page sent. */
function serveCase(first: Incident, events: CaseEvent[] = story()): Served {
  let current = first;
  let history = events;
  const served: Served = {
    requests: [],
    bodies: [],
    setCase: (next) => (current = next),
    setHistory: (next) => (history = next),
  };
  const base = `/api/incidents/${first._id}`;
  server.use(
    http.get(apiPath(base), () => {
      served.requests.push('GET case');
      return HttpResponse.json(current);
    }),
    http.get(apiPath(`${base}/history`), () => {
      served.requests.push('GET history');
      return HttpResponse.json({ success: true, data: history });
    }),
  );
  return served;
}

/**
 * POST …/updates answers as the server does, and the history then ends with the reporter's
 * note `added`; what the page sent is read with `read` and kept in `sent`.
 */
function serveAddedNote<T>(
  item: Incident,
  served: Served,
  read: (request: Request) => Promise<T>,
  added: Partial<CaseEvent>,
): { sent?: T } {
  const posted: { sent?: T } = {};
  server.use(
    http.post(apiPath(`/api/incidents/${item._id}/updates`), async ({ request }) => {
      posted.sent = await read(request);
      served.setHistory([...story(), event({ type: 'note', ...added })]);
      return HttpResponse.json({
        success: true,
        message: 'Your information was added to the case',
        incident: item,
      });
    }),
  );
  return posted;
}

/** The case's page, and its Add information form once it shows. */
async function openAddInformation(item: Incident) {
  renderDashboard(`/user-dashboard/incidents/${item._id}`);
  return screen.findByRole('region', { name: 'Add information' });
}

const historyItems = async () =>
  within(await screen.findByRole('list', { name: 'Case history' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

beforeEach(() => loginAs());

test('the card’s title opens the case; a closed case says why instead of who is on it', async () => {
  const open = takenCase({ description: 'Dog limping near the bus stop' });
  const closed = resolvedCase(2, { description: 'Cat stuck on a wall' });
  server.use(
    http.get(apiPath(`/api/users/profile/${USER_ID}`), () => HttpResponse.json(profile())),
    http.get(apiPath(`/api/users/my-incidents/${USER_ID}`), () =>
      HttpResponse.json({ success: true, data: [open, closed], nextCursor: null }),
    ),
  );
  serveCase(closed);
  const { currentPath } = renderDashboard();
  const list = await screen.findByRole('region', { name: 'Your Incidents' });
  const [openCard, closedCard] = (await within(list).findAllByRole('article')) as HTMLElement[];
  expect(within(openCard!).getByText('Volunteer Asha Verma is on it')).toBeInTheDocument();
  expect(within(closedCard!).getByText('Closed: Rescued and treated')).toBeInTheDocument();
  expect(within(closedCard!).queryByText(/is on it/)).not.toBeInTheDocument();
  // The card keeps its texts; its title is now the link.
  expect(within(closedCard!).getByText('Cat stuck on a wall')).toBeInTheDocument();
  const link = within(closedCard!).getByRole('link', { name: 'Dog' });
  expect(link).toHaveAttribute('href', `/user-dashboard/incidents/${closed._id}`);

  await userEvent.click(link);
  expect(currentPath()).toBe(`/user-dashboard/incidents/${closed._id}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Dog' })).toBeInTheDocument();
  expect(await historyItems()).toContain('Paws Trust Pune is handling this case');
});

test('the case: photo, where, status, severity, who is on it, the history; no contact details', async () => {
  const item = takenCase({
    animalInfo: {
      description: 'Brown dog, back leg hurt',
      type: 'Dog',
      photo: '0123456789abcdef0123456789abcdef.jpg',
      aiSeverityAssessment: { score: 8, category: 'HIGH', assessmentDetails: 'Bleeding' },
    },
  });
  const served = serveCase(item);
  renderDashboard(`/user-dashboard/incidents/${item._id}`);
  expect(await screen.findByText('Loading your report…')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Dog' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Dog: Brown dog, back leg hurt' })).toHaveAttribute(
    'src',
    expect.stringContaining('/api/uploads/0123456789abcdef0123456789abcdef.jpg'),
  );
  expect(screen.getByText('In Progress')).toBeInTheDocument();
  expect(screen.getByText('High severity · 8/10')).toBeInTheDocument();
  const facts = screen.getByRole('region', { name: 'Your report' });
  expect(facts).toHaveTextContent('4 Station Road, Pune');
  expect(facts).toHaveTextContent('Handled byPaws Trust Pune');
  // The volunteer by first name only.
  expect(facts).toHaveTextContent('VolunteerAsha');
  expect(facts).not.toHaveTextContent('Verma');
  expect(await historyItems()).toEqual([
    'Reported by you',
    'Paws Trust Pune is handling this case',
    'Asha (volunteer) took the case',
  ]);
  for (const contact of [REPORTER_PHONE, REPORTER_EMAIL, VOLUNTEER_PHONE]) {
    expect(document.body).not.toHaveTextContent(contact);
  }
  expect(screen.queryByRole('link', { name: /tel:|mailto:/ })).not.toBeInTheDocument();
  expect(document.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
  // Open: the reporter may add information, not reopen.
  expect(screen.getByRole('region', { name: 'Add information' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reopen this case' })).not.toBeInTheDocument();
  expect(served.requests.sort()).toEqual(['GET case', 'GET history']);
});

test('an approximate location says only the city is known', async () => {
  const item = takenCase({ location: approximateLocation('Near the temple') });
  serveCase(item);
  renderDashboard(`/user-dashboard/incidents/${item._id}`);
  expect(
    await screen.findByText('Near the temple, Pune (approximate: only the city is known)'),
  ).toBeInTheDocument();
});

test('adding information posts the text, then the case and its history are asked again', async () => {
  const item = takenCase();
  const served = serveCase(item);
  const posted = serveAddedNote(item, served, (request) => request.json(), {
    note: 'It moved to the park gate',
  });
  const form = await openAddInformation(item);
  const button = within(form).getByRole('button', { name: 'Add information' });
  await userEvent.click(button);
  expect(within(form).getByText('Please write what you would like to add')).toBeInTheDocument();
  expect(posted.sent).toBeUndefined();

  const box = within(form).getByRole('textbox', { name: /What should the NGO/ });
  await userEvent.type(box, '  It moved to the park gate ');
  await userEvent.click(button);
  expect(await findToast('Your information was added to the case')).toBeInTheDocument();
  expect(posted.sent).toEqual({ text: 'It moved to the park gate' });
  await waitFor(async () => expect(await historyItems()).toContain('Note from you'));
  expect(screen.getByText('It moved to the park gate')).toBeInTheDocument();
  expect(box).toHaveValue('');
  expect(served.requests.filter((request) => request === 'GET history')).toHaveLength(2);
});

test('adding information with a photo sends it as multipart; the history shows the photo', async () => {
  const item = takenCase();
  const served = serveCase(item);
  const posted = serveAddedNote(
    item,
    served,
    async (request) => {
      const form = await request.formData();
      const photo = form.get('animalPhoto');
      return {
        data: JSON.parse(String(form.get('data'))),
        photo: photo instanceof File ? photo.name : photo,
      };
    },
    { note: 'Here it is now', photo: 'a'.repeat(32) + '.jpg' },
  );
  const form = await openAddInformation(item);
  await userEvent.type(
    within(form).getByRole('textbox', { name: /What should the NGO/ }),
    'Here it is now',
  );
  await userEvent.upload(
    within(form).getByLabelText('A new photo (optional)'),
    new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'dog.jpg', { type: 'image/jpeg' }),
  );
  await userEvent.click(within(form).getByRole('button', { name: 'Add information' }));
  expect(await findToast('Your information was added to the case')).toBeInTheDocument();
  expect(posted.sent).toEqual({ data: { text: 'Here it is now' }, photo: 'dog.jpg' });
  const photo = await screen.findByRole('img', { name: 'Photo added with: Here it is now' });
  expect(photo).toHaveAttribute(
    'src',
    expect.stringContaining(`/api/uploads/${'a'.repeat(32)}.jpg`),
  );
});

test("adding information refused: the server's message as a toast, the text kept", async () => {
  const item = takenCase();
  serveCase(item);
  server.use(
    http.post(apiPath(`/api/incidents/${item._id}/updates`), () =>
      HttpResponse.json({ message: REPORTER_UPDATE_CLOSED_MESSAGE }, { status: 409 }),
    ),
  );
  const form = await openAddInformation(item);
  await userEvent.type(within(form).getByRole('textbox'), 'Still there');
  await userEvent.click(within(form).getByRole('button', { name: 'Add information' }));
  expect(await findToast(REPORTER_UPDATE_CLOSED_MESSAGE)).toBeInTheDocument();
  expect(within(form).getByRole('textbox')).toHaveValue('Still there');
});

test('a case closed 3 days ago: its reason, and reopening it with a reason', async () => {
  const closedAt = daysAgo(3);
  const item = resolvedCase(3, {
    closure: { reason: 'rescued_treated', note: 'Healthy after recovery.', at: closedAt },
  });
  const closedStory = [
    ...story(),
    event({
      type: 'status_changed',
      actor: NGO,
      from: 'in progress',
      to: 'resolved',
      reason: 'rescued_treated',
      at: daysAgo(3),
    }),
  ];
  const served = serveCase(item, closedStory);
  server.use(
    http.post(apiPath(`/api/incidents/${item._id}/reopen`), async ({ request }) => {
      served.bodies.push(await request.json());
      const reopened = { ...item, status: 'in progress' as const, closure: null };
      served.setCase(reopened);
      served.setHistory([
        ...closedStory,
        event({ type: 'reopened', from: 'resolved', to: 'in progress', note: 'Limping again' }),
      ]);
      return HttpResponse.json({
        success: true,
        message: 'The case is reopened',
        incident: reopened,
      });
    }),
  );
  renderDashboard(`/user-dashboard/incidents/${item._id}`);
  const facts = await screen.findByRole('region', { name: 'Your report' });
  expect(facts).toHaveTextContent('ClosedRescued and treated: Healthy after recovery.');
  // The note's full stop is not followed by ", 23 Nov": the date is a line of its own.
  const reason = within(facts).getByText('Rescued and treated: Healthy after recovery.');
  expect(reason.parentElement?.querySelector('time')).toHaveAttribute('dateTime', closedAt);
  expect(facts).not.toHaveTextContent(/\.,/);
  expect(await historyItems()).toContain('Resolved: Rescued and treated, by Paws Trust Pune');
  expect(screen.queryByRole('region', { name: 'Add information' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Reopen this case' }));
  const dialog = screen.getByRole('dialog', { name: 'Reopen this case' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen this case' }));
  expect(within(dialog).getByText(/at least 3 characters/)).toBeInTheDocument();
  expect(served.bodies).toEqual([]);
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /Why is it not done/ }),
    'Limping again',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen this case' }));
  expect(await findToast('The case is reopened')).toBeInTheDocument();
  expect(served.bodies).toEqual([{ reason: 'Limping again' }]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(async () =>
    expect(await historyItems()).toContain('Reopened by you, back to In Progress'),
  );
  expect(screen.getByText('In Progress')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Add information' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reopen this case' })).not.toBeInTheDocument();
});

test("reopening refused: the server's message in the dialog, which stays open", async () => {
  const item = resolvedCase(13);
  serveCase(item);
  server.use(
    http.post(apiPath(`/api/incidents/${item._id}/reopen`), () =>
      HttpResponse.json({ message: REOPEN_TOO_LATE_MESSAGE }, { status: 409 }),
    ),
  );
  renderDashboard(`/user-dashboard/incidents/${item._id}`);
  await userEvent.click(await screen.findByRole('button', { name: 'Reopen this case' }));
  const dialog = screen.getByRole('dialog', { name: 'Reopen this case' });
  await userEvent.type(within(dialog).getByRole('textbox'), 'Still hurt');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen this case' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(REOPEN_TOO_LATE_MESSAGE);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.getByText('Resolved')).toBeInTheDocument();
});

test('closed more than 14 days ago: no reopen, and the page says why', async () => {
  const item = resolvedCase(15, { closure: { reason: 'other', note: 'Adopted', at: daysAgo(15) } });
  serveCase(item);
  renderDashboard(`/user-dashboard/incidents/${item._id}`);
  const facts = await screen.findByRole('region', { name: 'Your report' });
  expect(facts).toHaveTextContent('ClosedOther: Adopted');
  expect(screen.getByText(/closed more than 14 days ago/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reopen this case' })).not.toBeInTheDocument();
});

test('a case that is not theirs or not there: one message, no history asked', async () => {
  const id = 'e'.repeat(24);
  const asked: string[] = [];
  server.use(
    http.get(apiPath(`/api/incidents/${id}`), () => {
      asked.push('case');
      return HttpResponse.json({ message: 'Incident not found' }, { status: 404 });
    }),
    http.get(apiPath(`/api/incidents/${id}/history`), () => {
      asked.push('history');
      return HttpResponse.json({ message: 'Incident not found' }, { status: 404 });
    }),
  );
  renderDashboard(`/user-dashboard/incidents/${id}`);
  expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this report');
  expect(asked).toEqual(['case']);
  expect(screen.getByRole('link', { name: '← Back to your dashboard' })).toHaveAttribute(
    'href',
    '/user-dashboard',
  );
});

test("someone else's report: the server's reason, not 'We could not find this report'", async () => {
  const id = 'f'.repeat(24);
  const notTheirs = 'Only the person who reported this incident may do this';
  server.use(
    http.get(apiPath(`/api/incidents/${id}`), () =>
      HttpResponse.json({ message: notTheirs, code: 'RULE_REPORTER' }, { status: 403 }),
    ),
  );
  renderDashboard(`/user-dashboard/incidents/${id}`);
  expect(await screen.findByRole('alert')).toHaveTextContent(notTheirs);
  expect(screen.queryByText('We could not find this report')).not.toBeInTheDocument();
});

test('logged out: the login page, coming back to the case', async () => {
  sessionStore.clear();
  const { currentPath } = renderDashboard('/user-dashboard/incidents/abc');
  expect(await findToast('Please log in to access the dashboard')).toBeInTheDocument();
  expect(currentPath()).toBe('/login?next=%2Fuser-dashboard%2Fincidents%2Fabc');
});
