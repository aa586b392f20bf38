import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Link, Route, Routes } from '@rescue/router';
import type { Role } from '@rescue/contracts';
import { sessionStore, toastStore } from '@rescue/web-kit';
import { apiPath, server } from '@rescue/web-kit/testing/msw-server';
import { renderWithKit, type Rendered } from '@rescue/web-kit/testing/render';
import { draftStore } from '../api/draft-store';
import { ReportPage } from './report-page';

afterEach(() => draftStore.clear());

const ID = 'd'.repeat(24);
const toasts = () => toastStore.get().map((toast) => toast.message);
const logInAs = (role: Role = 'user') =>
  sessionStore.login({ token: `token-${role}`, _id: ID, role, name: 'Asha' });

async function renderReport(route = '/report-incident'): Promise<Rendered> {
  const rendered = renderWithKit(<ReportPage />, { route });
  await screen.findByRole('form', { name: 'Report an Incident' });
  return rendered;
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const combobox = (name: string) => screen.getByRole('combobox', { name });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const photoInput = () => screen.getByLabelText(/^Animal Photo/) as HTMLInputElement;
const submit = ({ user }: Rendered) =>
  user.click(screen.getByRole('button', { name: 'Submit Report' }));

async function fillReport({ user }: Rendered) {
  await user.type(textbox('Incident Description'), 'Dog hit by a scooter');
  await user.selectOptions(combobox('Animal Type'), 'Dog');
  await user.selectOptions(combobox('City'), 'Pune');
  await user.type(textbox('Detailed Address'), 'FC Road');
  await user.type(textbox('Animal Description'), 'Brown dog, limping');
  await user.click(checkbox('Hit by a vehicle'));
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A file whose bytes start as a PNG's, `bytes` long. */
const png = (name = 'dog.png', bytes = 2048) => {
  const content = new Uint8Array(bytes);
  content.set(PNG_SIGNATURE);
  return new File([content], name, { type: 'image/png' });
};

interface Sent {
  data: unknown;
  photo: File | null;
  key: string | null;
  auth: string | null;
}

/** Answers report submissions in turn with `replies`, keeping what each carried. */
function onCreate(...replies: (() => Response | Promise<Response>)[]) {
  const sent: Sent[] = [];
  server.use(
    http.post(apiPath('/api/incidents/create'), async ({ request }) => {
      const form = await request.formData();
      const photo = form.get('animalPhoto');
      sent.push({
        data: JSON.parse(String(form.get('data'))),
        photo: photo instanceof File ? photo : null,
        key: request.headers.get('idempotency-key'),
        auth: request.headers.get('authorization'),
      });
      const reply = replies[Math.min(sent.length, replies.length) - 1];
      return reply ? reply() : HttpResponse.error();
    }),
  );
  return sent;
}

/** The photo is refused with `message`: said under the field and in a toast, nothing attached or shown. */
async function expectPhotoRefused(message: string) {
  expect(await screen.findByText(message, { selector: '#report-photo-error' })).toBeInTheDocument();
  expect(toasts()).toContain(message);
  expect(photoInput().value).toBe('');
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
}

/** The report still goes, once, without a photo. */
async function expectSentWithoutPhoto(rendered: Rendered, sent: Sent[]) {
  await submit(rendered);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.photo).toBeNull();
}

const stored = () =>
  HttpResponse.json({ message: 'Incident reported successfully!', incident: {} }, { status: 201 });

/** Nearby look-ups answer nothing unless a test says otherwise. */
beforeEach(() => {
  server.use(http.get(apiPath('/api/incidents/nearby'), () => HttpResponse.json({ data: [] })));
});

test('the page has its breadcrumb and the five sections', async () => {
  await renderReport();
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  expect(within(breadcrumb).getByText('Report Incident')).toHaveAttribute('aria-current', 'page');
  expect(screen.getByRole('heading', { level: 1, name: 'Report an Incident' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Basic Information',
    'Location Details',
    'Contact Information',
    'Animal Details',
    'Photo Evidence',
  ]);
});

test('the 16 cities are offered; no hand-typed severity, the 16 signs instead', async () => {
  await renderReport();
  const cities = within(combobox('City')).getAllByRole('option').slice(1);
  expect(cities).toHaveLength(16);
  expect(cities[0]).toHaveValue('Mumbai');
  expect(screen.queryByRole('combobox', { name: 'Severity Category' })).not.toBeInTheDocument();
  expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Assessment Details' })).not.toBeInTheDocument();
  const signs = within(screen.getByRole('group', { name: 'What can you see?' }));
  expect(signs.getAllByRole('checkbox')).toHaveLength(16);
  expect(signs.getByRole('checkbox', { name: 'Heavy bleeding' })).not.toBeChecked();
  const grading = within(combobox('Your grading')).getAllByRole('option');
  expect(grading.map((option) => option.textContent)).toEqual([
    "Keep the app's assessment",
    'LOW',
    'MODERATE',
    'HIGH',
    'CRITICAL',
  ]);
});

describe("the app's assessment", () => {
  const result = () => screen.getByTestId('assessment-result');
  const reasons = () =>
    within(screen.getByRole('list', { name: 'Why:' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  test('follows the ticks and the words as they are typed, with its reasons', async () => {
    const { user } = await renderReport();
    expect(result()).toHaveTextContent('Nothing urgent named yet');
    await user.click(checkbox('Limping'));
    await waitFor(() => expect(result()).toHaveTextContent(/^MODERATE \(score \d+ of 10\)$/));
    expect(reasons()).toEqual(['Limping (ticked)']);
    await user.click(checkbox('Hit by a vehicle'));
    await waitFor(() => expect(result()).toHaveTextContent(/^HIGH /));
    await user.type(
      textbox('Incident Description'),
      'Dog lying still, heavy bleeding from the head',
    );
    await waitFor(() => expect(result()).toHaveTextContent(/^CRITICAL /));
    expect(reasons()).toContain('Heavy bleeding (“heavy bleeding”)');
  });

  test('"no bleeding" is named as not counting', async () => {
    const { user } = await renderReport();
    await user.type(textbox('Animal Description'), 'no bleeding');
    await waitFor(() =>
      expect(reasons()).toEqual([
        'Small wound: not counted, the words say it is not there (“bleeding”)',
      ]),
    );
  });

  test("the reporter's own category is sent with why, and why is asked for", async () => {
    logInAs();
    const sent = onCreate(stored);
    const rendered = await renderReport();
    await fillReport(rendered);
    await rendered.user.selectOptions(combobox('Your grading'), 'CRITICAL');
    await submit(rendered);
    expect(
      screen.getByText('Please say in a word why you changed the category'),
    ).toBeInTheDocument();
    expect(textbox('Why a different category?')).toHaveFocus();
    expect(sent).toEqual([]);
    await rendered.user.type(textbox('Why a different category?'), 'Lying in traffic');
    await submit(rendered);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.data).toMatchObject({
      animalInfo: {
        signs: ['hit_by_vehicle'],
        reporterGrading: { category: 'CRITICAL', reason: 'Lying in traffic' },
      },
    });
  });
});

test('choosing a city shows its map; without a pin the report is approximate, a pin makes it exact', async () => {
  const rendered = await renderReport();
  expect(
    screen.getByText(
      'No pin yet: without one the report says only the city is known (approximate).',
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText('Choose the city (or use your current location) to show the map.'),
  ).toBeInTheDocument();
  await rendered.user.selectOptions(combobox('City'), 'Pune');
  const picker = await screen.findByTestId('location-picker');
  expect(picker).toHaveAttribute('data-center', '18.5204,73.8567');
  expect(picker).toHaveAttribute('data-pin', '');
  expect(
    screen.getByText(
      'No pin yet: without one the report says only the city is known (approximate, centre of Pune).',
    ),
  ).toBeInTheDocument();
  // The map (a stub in Jest) places the pin 0.001 degrees from the centre.
  await rendered.user.click(
    screen.getByRole('button', { name: "Put the pin at the map's centre" }),
  );
  expect(picker).toHaveAttribute('data-pin', '18.5214,73.8577');
  expect(screen.getByText('Pin at 18.52140, 73.85770 (placed on the map).')).toBeInTheDocument();
});

test('every missing required field is named, focus goes to the first, nothing is sent', async () => {
  logInAs();
  const sent = onCreate(stored);
  const rendered = await renderReport();
  await submit(rendered);
  for (const message of [
    'Please describe the incident',
    'Please choose a city from the list',
    'Please enter the detailed address',
    'Please describe the animal',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(textbox('Incident Description')).toHaveFocus();
  expect(textbox('Incident Description')).toHaveAccessibleDescription(
    expect.stringContaining('Please describe the incident'),
  );
  await rendered.user.type(textbox('Incident Description'), 'Hurt dog');
  expect(screen.queryByText('Please describe the incident')).not.toBeInTheDocument();
  expect(sent).toEqual([]);
});

test.each([
  ['user', '/user-dashboard'],
  ['volunteer', '/voldash'],
  ['ngo', '/dashboard'],
] as const)('a %s sends the report with its photo and lands on %s', async (role, path) => {
  logInAs(role);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const sent = onCreate(async () => {
    await gate;
    return stored();
  });
  const rendered = await renderReport();
  await fillReport(rendered);
  await rendered.user.type(textbox('Contact Name'), 'Asha');
  await rendered.user.click(screen.getByRole('checkbox', { name: 'This is an emergency' }));
  await rendered.user.upload(photoInput(), png());
  await submit(rendered);
  expect(await screen.findByRole('button', { name: 'Submitting report...' })).toBeDisabled();
  release();
  await waitFor(() => expect(rendered.currentPath()).toBe(path));
  expect(toasts()).toContain('Incident reported successfully!');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.data).toEqual({
    description: 'Dog hit by a scooter',
    city: 'Pune',
    // No pin was placed: the city's centre, said to be approximate.
    location: {
      address: 'FC Road',
      coordinates: [73.8567, 18.5204],
      approximate: true,
      accuracyMeters: null,
    },
    animalInfo: {
      description: 'Brown dog, limping',
      type: 'Dog',
      // The app assesses the report: no hand-typed aiSeverityAssessment is sent.
      signs: ['hit_by_vehicle'],
    },
  });
  expect(sent[0]?.photo?.name).toBe('dog.png');
  expect(sent[0]?.photo?.size).toBe(2048);
  expect(sent[0]?.key).toMatch(/^[0-9a-f]{32}$/);
  expect(sent[0]?.auth).toBe(`Bearer token-${role}`);
  await expect(draftStore.load()).resolves.toBeNull();
});

test("a failure shows the server's message, keeps everything, and a retry reuses the same key", async () => {
  logInAs();
  const sent = onCreate(
    () => HttpResponse.json({ message: 'The incidents service is unavailable' }, { status: 503 }),
    stored,
  );
  const rendered = await renderReport();
  await fillReport(rendered);
  await submit(rendered);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The incidents service is unavailable');
  expect(alert).toHaveTextContent('Your report is saved on this device');
  expect(textbox('Detailed Address')).toHaveValue('FC Road');
  await submit(rendered);
  await waitFor(() => expect(rendered.currentPath()).toBe('/user-dashboard'));
  expect(sent).toHaveLength(2);
  expect(sent[1]?.key).toBe(sent[0]?.key);
});

test.each([
  ['without a message', () => new HttpResponse(null, { status: 500 })],
  ['when nothing answers', () => HttpResponse.error()],
])('a failure %s says "Failed to submit report"', async (_case, reply) => {
  logInAs();
  onCreate(reply);
  const rendered = await renderReport();
  await fillReport(rendered);
  await submit(rendered);
  expect(
    await screen.findByRole('heading', { name: 'Failed to submit report' }),
  ).toBeInTheDocument();
  expect(rendered.currentPath()).toBe('/report-incident');
});

describe('the photo', () => {
  test('shows as a preview and can be removed', async () => {
    const rendered = await renderReport();
    await rendered.user.upload(photoInput(), png('cat.png'));
    expect(
      await screen.findByRole('img', { name: 'Preview of the photo to send' }),
    ).toBeInTheDocument();
    expect(screen.getByText('cat.png (2 KB)')).toBeInTheDocument();
    await rendered.user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // The field no longer names the file either.
    expect(photoInput().value).toBe('');
  });

  test('over 10 MB: "File size should be less than 10MB" and it is not attached', async () => {
    logInAs();
    const sent = onCreate(stored);
    const rendered = await renderReport();
    await fillReport(rendered);
    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await rendered.user.upload(photoInput(), big);
    await expectPhotoRefused('File size should be less than 10MB');
    await expectSentWithoutPhoto(rendered, sent);
  });

  test('anything but PNG or JPG is refused', async () => {
    await renderReport();
    const gif = new File(['GIF89a'], 'dog.gif', { type: 'image/gif' });
    Object.defineProperty(photoInput(), 'files', { value: [gif], configurable: true });
    fireEvent.change(photoInput());
    expect(
      await screen.findByText('Only PNG or JPEG images are accepted', {
        selector: '#report-photo-error',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  test('a text file renamed .png is refused at once, by its bytes, with no preview', async () => {
    logInAs();
    const sent = onCreate(stored);
    const rendered = await renderReport();
    await fillReport(rendered);
    const text = new File(['just some notes, not a picture'], 'dog.png', { type: 'image/png' });
    await rendered.user.upload(photoInput(), text);
    await expectPhotoRefused('Only PNG or JPEG images are accepted');
    expect(screen.queryByText(/dog\.png/)).not.toBeInTheDocument();
    await expectSentWithoutPhoto(rendered, sent);
  });
});

describe('the draft', () => {
  test('a reload gives back everything typed, the photo included', async () => {
    const first = await renderReport();
    await fillReport(first);
    await first.user.type(textbox('Additional Notes'), 'Waiting by the tea stall');
    await first.user.upload(photoInput(), png());
    await screen.findByRole('img', { name: 'Preview of the photo to send' });
    first.unmount();

    const second = await renderReport();
    expect(screen.getByText(/We restored the report you started earlier/)).toBeInTheDocument();
    expect(textbox('Incident Description')).toHaveValue('Dog hit by a scooter');
    expect(combobox('City')).toHaveValue('Pune');
    expect(textbox('Detailed Address')).toHaveValue('FC Road');
    expect(checkbox('Hit by a vehicle')).toBeChecked();
    expect(textbox('Additional Notes')).toHaveValue('Waiting by the tea stall');
    expect(await screen.findByText('dog.png (2 KB)')).toBeInTheDocument();

    await second.user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(textbox('Incident Description')).toHaveValue('');
    expect(screen.queryByText('dog.png (2 KB)')).not.toBeInTheDocument();
  });

  test('nothing is said about a draft when there is none', async () => {
    await renderReport();
    expect(screen.queryByText(/We restored/)).not.toBeInTheDocument();
  });
});

describe('logged out', () => {
  const send = (rendered: Rendered) =>
    rendered.user.click(screen.getByRole('button', { name: 'Send without an account' }));

  /** Answers reports without an account with a follow link, keeping what each carried. */
  function onAnonymous() {
    const sent: { data: unknown; photo: File | null; auth: string | null }[] = [];
    server.use(
      http.post(apiPath('/api/incidents/anonymous'), async ({ request }) => {
        const form = await request.formData();
        const photo = form.get('animalPhoto');
        sent.push({
          data: JSON.parse(String(form.get('data'))),
          photo: photo instanceof File ? photo : null,
          auth: request.headers.get('authorization'),
        });
        return HttpResponse.json(
          {
            message: 'Incident reported successfully!',
            incident: {},
            followToken: 'tok123',
            followUrl: 'http://localhost/follow#tok123',
          },
          { status: 201 },
        );
      }),
    );
    return sent;
  }

  test('the visitor can log in instead, with the way back; the draft waits', async () => {
    const rendered = await renderReport();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Freport-incident',
    );
    expect(screen.queryByRole('button', { name: 'Submit Report' })).not.toBeInTheDocument();
    await rendered.user.type(textbox('Incident Description'), 'Cat stuck on a wall');
    await waitFor(() =>
      expect(draftStore.load()).resolves.toMatchObject({
        fields: { description: 'Cat stuck on a wall' },
      }),
    );
  });

  test('a name and a phone or an email are asked for; nothing is sent without them', async () => {
    const sent = onAnonymous();
    const rendered = await renderReport();
    await fillReport(rendered);
    await send(rendered);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please give your name');
    expect(textbox('Contact Name')).toHaveFocus();
    await rendered.user.type(textbox('Contact Name'), 'Ravi');
    await send(rendered);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please give a phone number or an email',
    );
    expect(sent).toEqual([]);
  });

  test('sends without an account, shows the follow link and says it was emailed', async () => {
    const sent = onAnonymous();
    const rendered = await renderReport();
    await fillReport(rendered);
    await rendered.user.type(textbox('Contact Name'), 'Ravi');
    await rendered.user.type(textbox('Contact Number'), '98765 43210');
    await rendered.user.type(textbox('Email'), 'ravi@example.com');
    await rendered.user.upload(photoInput(), png());
    await send(rendered);
    expect(await screen.findByTestId('follow-link')).toHaveAttribute(
      'href',
      'http://localhost/follow#tok123',
    );
    expect(screen.getByText('Report sent. Rescuers can see it now.')).toBeInTheDocument();
    expect(screen.getByText('We also emailed the link to ravi@example.com.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.auth).toBeNull();
    expect(sent[0]?.photo?.name).toBe('dog.png');
    expect(sent[0]?.data).toMatchObject({
      description: 'Dog hit by a scooter',
      contact: { name: 'Ravi', phoneNumber: '98765 43210', email: 'ravi@example.com' },
      animalInfo: { description: 'Brown dog, limping', signs: ['hit_by_vehicle'] },
    });
    expect(sent[0]?.data).not.toHaveProperty('animalInfo.aiSeverityAssessment');
    await expect(draftStore.load()).resolves.toBeNull();
  });

  test("a refusal shows the server's message and keeps the draft", async () => {
    server.use(
      http.post(apiPath('/api/incidents/anonymous'), () =>
        HttpResponse.json(
          { message: 'Too many reports. Please try again in 30 minutes.' },
          { status: 429 },
        ),
      ),
    );
    const rendered = await renderReport();
    await fillReport(rendered);
    await rendered.user.type(textbox('Contact Name'), 'Ravi');
    await rendered.user.type(textbox('Contact Number'), '98765 43210');
    await send(rendered);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many reports. Please try again in 30 minutes.',
    );
    expect(textbox('Detailed Address')).toHaveValue('FC Road');
    await expect(draftStore.load()).resolves.toMatchObject({ fields: { contactName: 'Ravi' } });
  });
});

describe('Is it one of these?', () => {
  /** The account's nearby look-up answers `incidents`; returns the queries it was asked. */
  function serveNearby(...incidents: Record<string, unknown>[]) {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(apiPath('/api/incidents/nearby'), ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ data: incidents });
      }),
    );
    return asked;
  }

  /** An open report of a dog, reported just now, as the nearby look-up lists it. */
  const nearbyDog = (fields: Record<string, unknown>) => ({
    type: 'Dog',
    status: 'pending',
    approximate: false,
    createdAt: new Date().toISOString(),
    ...fields,
  });

  test('open incidents close by show while the address is typed', async () => {
    logInAs();
    const asked = serveNearby(
      nearbyDog({ description: 'Brown dog near the bus stop', match: 'distance', distanceM: 120 }),
    );
    const rendered = await renderReport();
    await rendered.user.selectOptions(combobox('City'), 'Pune');
    await rendered.user.click(
      await screen.findByRole('button', { name: "Put the pin at the map's centre" }),
    );
    expect(screen.queryByText('Is it one of these?')).not.toBeInTheDocument();
    await rendered.user.type(textbox('Detailed Address'), 'FC Road');
    const box = await screen.findByRole('region', { name: 'Is it one of these?' });
    expect(within(box).getByRole('listitem')).toHaveTextContent(
      'Dog, pending, 120 m away: Brown dog near the bus stop',
    );
    // Typing on asks nothing new: the place did not change.
    expect(asked).toHaveLength(1);
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      city: 'Pune',
      lat: '18.5214',
      lng: '73.8577',
      approximate: 'false',
      withIds: 'true',
    });
  });

  test('without a pin, reports in the city with similar words show, and say so', async () => {
    logInAs();
    const asked = serveNearby(
      nearbyDog({ description: 'Brown dog limping', match: 'city', approximate: true }),
    );
    const rendered = await renderReport();
    await rendered.user.selectOptions(combobox('Animal Type'), 'Dog');
    await rendered.user.selectOptions(combobox('City'), 'Pune');
    await rendered.user.type(textbox('Detailed Address'), 'FC Road');
    const box = await screen.findByRole('region', { name: 'Is it one of these?' });
    expect(box).toHaveTextContent('or in Pune recently with similar words');
    expect(within(box).getByRole('listitem')).toHaveTextContent(
      'Dog, pending, in Pune, similar words (location approximate): Brown dog limping',
    );
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      city: 'Pune',
      approximate: 'true',
      type: 'Dog',
      withIds: 'true',
    });
  });

  test("a logged-out visitor asks the visitors' look-up, not the account's", async () => {
    const calls: string[] = [];
    const answer = (path: string) => () => {
      calls.push(path);
      return HttpResponse.json({ data: [] });
    };
    server.use(
      http.get(apiPath('/api/incidents/nearby'), answer('account')),
      http.get(apiPath('/api/incidents/nearby/anonymous'), answer('visitor')),
    );
    const rendered = await renderReport();
    await rendered.user.selectOptions(combobox('City'), 'Pune');
    await rendered.user.type(textbox('Detailed Address'), 'FC Road');
    await waitFor(() => expect(calls).toEqual(['visitor']));
  });
});

describe('Use my current location', () => {
  afterEach(() => {
    delete (navigator as { geolocation?: unknown }).geolocation;
  });

  function deviceAt(latitude: number, longitude: number) {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (found: PositionCallback) =>
          found({ coords: { latitude, longitude, accuracy: 10 } } as GeolocationPosition),
      },
    });
  }

  test('fills the coordinates from the device; the city is still chosen', async () => {
    deviceAt(18.53, 73.86);
    const rendered = await renderReport();
    await rendered.user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(
      screen.getByText(
        'Pin at 18.53000, 73.86000 (your location, accurate to about 10 m). Please choose the city too.',
      ),
    ).toBeInTheDocument();
    // The map shows the device's position, with its accuracy, before a city is chosen.
    expect(await screen.findByTestId('location-picker')).toHaveAttribute('data-accuracy', '10');
    expect(combobox('City')).toHaveValue('');
    await rendered.user.selectOptions(combobox('City'), 'Pune');
    expect(
      screen.getByText('Pin at 18.53000, 73.86000 (your location, accurate to about 10 m).'),
    ).toBeInTheDocument();
  });

  test('a position far from the chosen city is flagged', async () => {
    deviceAt(18.53, 73.86);
    const rendered = await renderReport();
    await rendered.user.selectOptions(combobox('City'), 'Delhi');
    await rendered.user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(
      screen.getByText(/more than 50 km from Delhi: the centre of Delhi will be used/),
    ).toBeInTheDocument();
  });

  test('when the position cannot be had, the city centre is used', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_found: PositionCallback, failed: PositionErrorCallback) =>
          failed({ code: 1, message: 'denied' } as GeolocationPositionError),
      },
    });
    const rendered = await renderReport();
    await rendered.user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(
      screen.getByText('Could not get your location. The centre of the chosen city will be used.'),
    ).toBeInTheDocument();
  });
});

describe('Cancel', () => {
  test('goes back to the page before', async () => {
    const rendered = renderWithKit(
      <Routes>
        <Route path="/about" element={<Link to="/report-incident">Report</Link>} />
        <Route path="/report-incident" element={<ReportPage />} />
      </Routes>,
      { route: '/about' },
    );
    await rendered.user.click(screen.getByRole('link', { name: 'Report' }));
    await rendered.user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(rendered.currentPath()).toBe('/about');
  });

  test('opened directly, goes home', async () => {
    const rendered = await renderReport();
    await rendered.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(rendered.currentPath()).toBe('/');
  });
});
