import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CaseEvent, VolunteerCaseDetail } from '@rescue/contracts';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { caseEvents } from '@rescue/web-kit/testing/case-events';
import {
  VOLUNTEER_ID,
  caseDetail,
  fakeJwt,
  findToast,
  loginVolunteer,
  pageAlert,
  renderPortal,
  stubGeolocation,
} from '../../../testing/render-portal';
import { POSITION_STORAGE_KEY } from '../hooks/use-volunteer-position';
import { NOTE_EMPTY_MESSAGE } from './held-case-panel';

const CASE = caseDetail();
const casePath = apiPath(`/api/volunteer/incidents/${CASE.id}`);

/** Every request the page made, whatever it was. */
let requests: string[];
beforeEach(() => {
  requests = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => server.events.removeAllListeners());

function serveCase(detail: VolunteerCaseDetail = CASE) {
  server.use(http.get(casePath, () => HttpResponse.json(detail)));
}

describe('before any call', () => {
  test.each(['/voldash/case/undefined', '/voldash/case'])(
    "%s: 'Invalid case ID', nothing asked",
    async (route) => {
      loginVolunteer();
      renderPortal(route);
      const alert = await pageAlert();
      expect(alert).toHaveTextContent('Error Loading Case');
      expect(alert).toHaveTextContent('Invalid case ID');
      expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
        'href',
        '/voldash',
      );
      // A query started with the page (none should) would have sent its request, through
      // promise callbacks only, before the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(requests).toEqual([]);
    },
  );

  test("no token: 'Authentication required' and /login, nothing asked", async () => {
    const { currentPath } = renderPortal(`/voldash/case/${CASE.id}`);
    expect(await findToast('Authentication required')).toBeInTheDocument();
    expect(currentPath()).toBe(`/login?next=${encodeURIComponent(`/voldash/case/${CASE.id}`)}`);
    expect(requests).toEqual([]);
  });
});

describe('a case nobody holds', () => {
  beforeEach(() => {
    loginVolunteer();
    serveCase();
  });

  test('shows the case in the volunteer shape with "Assign Case to Me"', async () => {
    renderPortal(`/voldash/case/${CASE.id}`);
    expect(await screen.findByRole('heading', { name: 'Dog' })).toBeInTheDocument();
    expect(screen.getByText('Brown dog limping on its front leg')).toBeInTheDocument();
    expect(screen.getByText('Injured dog near the station')).toBeInTheDocument();
    expect(screen.getByText('4 Station Road, Mumbai')).toBeInTheDocument();
    expect(screen.getByText('High severity · 8/10')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText(/\(2 hours ago\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign Case to Me' })).toBeEnabled();
  });

  test('its case updates as the server words them, without asking for a history it may not read', async () => {
    const at = new Date(Date.now() - 30 * 60_000).toISOString();
    serveCase({
      ...CASE,
      caseUpdates: [{ timestamp: at, description: 'Paws Trust is handling this case' }],
    });
    renderPortal(`/voldash/case/${CASE.id}`);
    const updates = await screen.findByRole('region', { name: 'Case Updates' });
    const [event, ...rest] = within(updates).getAllByRole('listitem');
    expect(rest).toEqual([]);
    expect(event).toHaveTextContent('Paws Trust is handling this case');
    expect(event!.querySelector('time')).toHaveAttribute('dateTime', at);
    expect(requests.filter((request) => request.endsWith('/history'))).toEqual([]);
  });

  test("success: 'Successfully assigned to case!' and back to /voldash", async () => {
    server.use(
      http.put(`${casePath}/volunteer/update`, () =>
        HttpResponse.json({
          success: true,
          message: 'Status updated successfully',
          data: { ...CASE, assignedToMe: true, status: 'in progress' },
        }),
      ),
      http.get(apiPath('/api/volunteer/my-cases'), () =>
        HttpResponse.json({ success: true, data: [] }),
      ),
      http.get(apiPath('/api/volunteer/incidents'), () =>
        HttpResponse.json({ success: true, data: [] }),
      ),
    );
    const { user, currentPath } = renderPortal(`/voldash/case/${CASE.id}`);
    await user.click(await screen.findByRole('button', { name: 'Assign Case to Me' }));
    expect(await findToast('Successfully assigned to case!')).toBeInTheDocument();
    // The navigation is a router transition: it may commit a render after the toast.
    await waitFor(() => expect(currentPath()).toBe('/voldash'));
    expect(requests).toContain(`PUT /api/volunteer/incidents/${CASE.id}/volunteer/update`);
  });

  test("an answer without the exact confirmation is a failure: 'Failed to assign case'", async () => {
    server.use(
      http.put(`${casePath}/volunteer/update`, () =>
        HttpResponse.json({ success: true, message: 'Something else', data: CASE }),
      ),
    );
    const { user, currentPath } = renderPortal(`/voldash/case/${CASE.id}`);
    await user.click(await screen.findByRole('button', { name: 'Assign Case to Me' }));
    expect(await findToast('Failed to assign case')).toBeInTheDocument();
    expect(currentPath()).toBe(`/voldash/case/${CASE.id}`);
  });

  test("a failure without a message: 'Failed to assign case'", async () => {
    server.use(
      http.put(`${casePath}/volunteer/update`, () => new HttpResponse(null, { status: 500 })),
    );
    const { user } = renderPortal(`/voldash/case/${CASE.id}`);
    await user.click(await screen.findByRole('button', { name: 'Assign Case to Me' }));
    expect(await findToast('Failed to assign case')).toBeInTheDocument();
  });

  test("unsigned documents: the server's message", async () => {
    server.use(
      http.put(`${casePath}/volunteer/update`, () =>
        HttpResponse.json(
          { message: 'Please sign the volunteer documents before taking a case' },
          { status: 403 },
        ),
      ),
    );
    const { user } = renderPortal(`/voldash/case/${CASE.id}`);
    await user.click(await screen.findByRole('button', { name: 'Assign Case to Me' }));
    expect(
      await findToast('Please sign the volunteer documents before taking a case'),
    ).toBeInTheDocument();
    // Said once: not again beside the button.
    expect(
      screen.getAllByText('Please sign the volunteer documents before taking a case'),
    ).toHaveLength(1);
  });

  test('someone else was first: their message, then the case says it is taken', async () => {
    server.use(
      http.put(`${casePath}/volunteer/update`, () => {
        serveCase({ ...CASE, assignedToOther: true, status: 'in progress' });
        return HttpResponse.json(
          { message: 'This case has already been taken by another volunteer' },
          { status: 409 },
        );
      }),
    );
    const { user } = renderPortal(`/voldash/case/${CASE.id}`);
    await user.click(await screen.findByRole('button', { name: 'Assign Case to Me' }));
    expect(
      await findToast('This case has already been taken by another volunteer'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Another volunteer has already taken this case.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign Case to Me' })).not.toBeInTheDocument();
  });
});

test('a case another volunteer holds says so instead of the button', async () => {
  loginVolunteer();
  serveCase({ ...CASE, assignedToOther: true, status: 'in progress' });
  renderPortal(`/voldash/case/${CASE.id}`);
  expect(
    await screen.findByText('Another volunteer has already taken this case.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Assign Case to Me' })).not.toBeInTheDocument();
  expect(screen.getByText('In Progress')).toBeInTheDocument();
});

test.each([
  [
    'another volunteer took it',
    403,
    { message: 'This case has already been taken by another volunteer', code: 'ALREADY_TAKEN' },
    'Another volunteer has already taken this case.',
  ],
  [
    'it was closed',
    403,
    { message: 'This case is no longer available', code: 'RULE_AVAILABLE_OR_HELD' },
    'This case is no longer available',
  ],
  [
    'the team hid it',
    404,
    {
      message: 'This case is no longer available: the Rescue Network team hid the report',
      code: 'CASE_HIDDEN',
    },
    'This case is no longer available: the Rescue Network team hid the report',
  ],
])(
  'a case the server no longer shows this volunteer says why: %s',
  async (_why, status, body, said) => {
    loginVolunteer();
    server.use(http.get(casePath, () => HttpResponse.json(body, { status })));
    renderPortal(`/voldash/case/${CASE.id}`);
    expect(await screen.findByText(said)).toBeInTheDocument();
    expect(screen.queryByText('Case not found')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign Case to Me' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/voldash',
    );
  },
);

describe('a case I hold', () => {
  const MINE: VolunteerCaseDetail = {
    ...CASE,
    assignedToMe: true,
    status: 'in progress',
    caseUpdates: [
      {
        timestamp: new Date(Date.now() - 60_000).toISOString(),
        description: 'Volunteer Asha took this case',
      },
    ],
  };
  const withUpdate = (detail: VolunteerCaseDetail, description: string) => ({
    ...detail,
    caseUpdates: [...detail.caseUpdates, { timestamp: new Date().toISOString(), description }],
  });
  const ME = { id: VOLUNTEER_ID, role: 'volunteer', name: 'Asha' } as const;
  /** The case's history as the server has it now; a test's write adds its event. */
  let history: CaseEvent[];
  const event = caseEvents(ME);
  const happened = (type: CaseEvent['type'], note: string | null = null): CaseEvent =>
    event({ type, note, at: new Date().toISOString() });

  beforeEach(() => {
    loginVolunteer();
    serveCase(MINE);
    history = [];
    history.push(happened('volunteer_assigned'));
    server.use(
      http.get(apiPath(`/api/incidents/${CASE.id}/history`), () =>
        HttpResponse.json({ success: true, data: history }),
      ),
    );
  });

  test('shows that it is mine, its updates, the note form and "Mark completed"', async () => {
    renderPortal(`/voldash/case/${CASE.id}`);
    expect(await screen.findByText('You are assigned to this case.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign Case to Me' })).not.toBeInTheDocument();
    // The history, in the volunteer's own words, instead of the server's case updates.
    const updates = screen.getByRole('region', { name: 'Case Updates' });
    expect(await within(updates).findByText('You took the case')).toBeInTheDocument();
    expect(within(updates).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Volunteer Asha took this case')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Progress note' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark completed' })).toBeInTheDocument();
  });

  test('a note is sent and appears in the updates', async () => {
    let sent: unknown;
    server.use(
      http.post(`${casePath}/notes`, async ({ request }) => {
        sent = await request.json();
        history.push(happened('note', 'Vet visit booked'));
        return HttpResponse.json({
          success: true,
          data: withUpdate(MINE, 'Note from volunteer Asha: Vet visit booked'),
        });
      }),
    );
    const { user } = renderPortal(`/voldash/case/${CASE.id}`);
    const note = await screen.findByRole('textbox', { name: 'Progress note' });
    await user.type(note, '  Vet visit booked ');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    const updates = screen.getByRole('region', { name: 'Case Updates' });
    expect(await within(updates).findByText('Note from you')).toBeInTheDocument();
    expect(within(updates).getByText('Vet visit booked')).toBeInTheDocument();
    expect(sent).toEqual({ text: 'Vet visit booked' });
    expect(note).toHaveValue('');
  });

  test('an empty note is not sent', async () => {
    const { user } = renderPortal(`/voldash/case/${CASE.id}`);
    await user.type(await screen.findByRole('textbox', { name: 'Progress note' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    expect(screen.getByText(NOTE_EMPTY_MESSAGE)).toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  test('"Mark completed" asks first, then completes my part; the button goes', async () => {
    server.use(
      http.put(`${casePath}/complete`, () => {
        history.push(happened('completed'));
        return HttpResponse.json({
          success: true,
          data: {
            ...withUpdate(MINE, 'Volunteer Asha marked the case completed'),
            status: 'completed',
          },
        });
      }),
    );
    const { user } = renderPortal(`/voldash/case/${CASE.id}`);
    await user.click(await screen.findByRole('button', { name: 'Mark completed' }));
    // It cannot be undone: the kit's dialog asks first, and Cancel leaves the case as it was.
    const dialog = screen.getByRole('dialog', { name: 'Mark your part of this case completed?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark completed' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark completed' }),
    );
    expect(await screen.findByText('You marked your part completed')).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();
  });
});

describe('loading fails', () => {
  beforeEach(() => loginVolunteer());

  test("404: 'Case not found' with a link back to the dashboard", async () => {
    server.use(
      http.get(casePath, () =>
        HttpResponse.json({ message: 'Incident not found' }, { status: 404 }),
      ),
    );
    renderPortal(`/voldash/case/${CASE.id}`);
    expect(await pageAlert()).toHaveTextContent('Case not found');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/voldash',
    );
  });

  test("another failure: 'Error Loading Case' with the server's message", async () => {
    server.use(
      http.get(casePath, () =>
        HttpResponse.json({ message: 'case id must be 24 hex characters' }, { status: 400 }),
      ),
    );
    renderPortal(`/voldash/case/${CASE.id}`);
    const alert = await pageAlert();
    expect(alert).toHaveTextContent('Error Loading Case');
    expect(alert).toHaveTextContent('case id must be 24 hex characters');
  });

  test("no message: 'Failed to load case details'", async () => {
    server.use(http.get(casePath, () => HttpResponse.error()));
    renderPortal(`/voldash/case/${CASE.id}`);
    expect(await pageAlert()).toHaveTextContent('Failed to load case details');
  });
});

test('a volunteer with documents to sign sees Assign Case to Me disabled, with why, and asks nothing', async () => {
  server.use(
    http.post(apiPath('/api/users/refresh-token'), () =>
      HttpResponse.json({ token: fakeJwt({ docs: false }), requiresDocuments: true }),
    ),
  );
  serveCase();
  loginVolunteer(fakeJwt({ docs: false }));
  renderPortal(`/voldash/case/${CASE.id}`);
  const assign = await screen.findByRole('button', { name: 'Assign Case to Me' });
  await waitFor(() => expect(assign).toBeDisabled());
  expect(assign).toHaveAccessibleDescription(
    'Please sign the volunteer documents before taking a case, from the notice above.',
  );
});

describe('where the animal is', () => {
  /** The case at a known point; the volunteer 2 km north of it. */
  const AT: [number, number] = [72.8777, 19.076];
  const HERE = { lat: 19.094, lng: 72.8777 };
  const exact = caseDetail({
    incident_location: { address: '4 Station Road', coordinates: AT, approximate: false },
  });

  beforeEach(() => loginVolunteer());

  test('an exact case: its map at street zoom, and Directions to its coordinates', async () => {
    serveCase(exact);
    renderPortal(`/voldash/case/${exact.id}`);
    const map = await screen.findByTestId('map-markers');
    expect(screen.getByRole('region', { name: 'Map of where the animal is' })).toContainElement(
      map,
    );
    expect(map).toHaveAttribute('data-zoom', '15');
    expect(map).toHaveAttribute('data-center', '19.076,72.8777');
    expect(
      within(map)
        .getAllByRole('listitem')
        .map((marker) => marker.textContent),
    ).toEqual(['H High severity: Dog']);
    const directions = screen.getByRole('link', { name: 'Directions' });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?to=19.076000%2C72.877700',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    // No location shared: no distance, and the browser is not asked on load.
    expect(screen.queryByText(/away/)).not.toBeInTheDocument();
    expect(screen.queryByText(/approximate location/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Handled by/)).not.toBeInTheDocument();
  });

  test('with the location shared: the distance from the volunteer, measured here', async () => {
    serveCase(exact);
    sessionStorage.setItem(POSITION_STORAGE_KEY, JSON.stringify(HERE));
    renderPortal(`/voldash/case/${exact.id}`);
    expect(await screen.findByText('2.0 km away')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'How far is it from me?' }),
    ).not.toBeInTheDocument();
  });

  test('"How far is it from me?" asks the browser on the press', async () => {
    serveCase(exact);
    const ask = stubGeolocation(HERE);
    const { user } = renderPortal(`/voldash/case/${exact.id}`);
    await user.click(await screen.findByRole('button', { name: 'How far is it from me?' }));
    expect(await screen.findByText('2.0 km away')).toBeInTheDocument();
    expect(ask).toHaveBeenCalledTimes(1);
  });

  test('an approximate case: the city zoom, "approximate location", and the NGO handling it', async () => {
    serveCase(
      caseDetail({
        incident_location: { address: '', coordinates: AT, approximate: true },
        assignedNGO: { name: 'Paws Trust', id: null },
      }),
    );
    sessionStorage.setItem(POSITION_STORAGE_KEY, JSON.stringify(HERE));
    renderPortal(`/voldash/case/${exact.id}`);
    const map = await screen.findByTestId('map-markers');
    expect(map).toHaveAttribute('data-zoom', '12');
    expect(within(map).getByRole('listitem')).toHaveAttribute('data-approximate', 'true');
    // 2 km from a city-only pin says nothing of where the animal is: the city, not a distance.
    expect(screen.getByText('In Mumbai').parentElement).toHaveTextContent(
      'In Mumbai · approximate location',
    );
    expect(screen.queryByText(/away/)).not.toBeInTheDocument();
    expect(screen.getByText('Handled by Paws Trust')).toBeInTheDocument();
  });

  test('on an Android phone Directions is a geo: link, opened by its maps app', async () => {
    const agent = jest
      .spyOn(navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile');
    try {
      serveCase(exact);
      renderPortal(`/voldash/case/${exact.id}`);
      const directions = await screen.findByRole('link', { name: 'Directions' });
      expect(directions).toHaveAttribute('href', 'geo:19.076000,72.877700?q=19.076000,72.877700');
      expect(directions).not.toHaveAttribute('target');
    } finally {
      agent.mockRestore();
    }
  });
});
