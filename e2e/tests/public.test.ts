import type { Incident, MyIncidentsResponse, Role } from '@rescue/contracts';
import { adminToken } from '@rescue/testkit/operator';
import { expectHealthy } from '../support/browser-page';
import { browserJourney } from '../support/journey';
import { choosePhoto, jpegPhoto } from '../support/report-form';

// The public area in a real browser: its screens, registering each role (volunteer and NGO
// through the local signing page and back), logging in with each, and reporting an incident
// with a photo from a logged-out start, the draft surviving a detour to /login and a reload.
// The journeys build on each other, in order.

interface Account {
  email: string;
  name: string;
  role: Role;
}

const PASSWORD = 'correct horse battery staple';
/** A spot in Mumbai, a little north of the city's centre. */
const HERE = { latitude: 19.09, longitude: 72.88 };
const RUN = Date.now().toString(36);
/** mfe-public's CAROUSEL_INTERVAL_MS (an app's module is not imported here). */
const CAROUSEL_INTERVAL_MS = 5000;
const accounts: Partial<Record<Role, Account>> = {};

const journey = browserJourney();
let photo: Buffer;

beforeAll(async () => {
  photo = await jpegPhoto();
});

/** The account of `role` an earlier journey of this file registered. */
function registered(role: Role): Account {
  const account = accounts[role];
  if (!account) throw new Error(`the ${role} was not registered by an earlier journey`);
  return account;
}

/** The page's phone is at HERE, with location allowed. */
async function locatedHere(): Promise<void> {
  const context = journey.page.context();
  await context.grantPermissions(['geolocation'], { origin: journey.app.url });
  await context.setGeolocation(HERE);
}

const heading = (text: string) =>
  journey.page.getByRole('heading', { level: 1, name: text, exact: true });

const stored = (key: string) => journey.page.evaluate((name) => localStorage.getItem(name), key);

async function api<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${journey.app.url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** The operator verifies the NGO with this email, through the console's API. */
async function verifyByEmail(email: string): Promise<void> {
  const token = await adminToken(journey.app);
  const queue = await api<{ data: { _id: string; email: string }[] }>(
    '/api/admin/ngos?state=pending',
    token,
  );
  const ngo = queue.data.find((candidate) => candidate.email === email);
  if (!ngo) throw new Error(`${email} is not in the verification queue`);
  const res = await fetch(`${journey.app.url}/api/admin/ngos/${ngo._id}/verify`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.status !== 200) throw new Error(`verify: ${res.status} ${await res.text()}`);
}

/** Fills Create Account for a role and sends it. */
async function registerInBrowser(role: Role, label: string): Promise<Account> {
  const account = { email: `${role}.${RUN}@example.org`, name: `E2E ${label} ${RUN}`, role };
  await journey.page.goto(`${journey.app.url}/register`);
  const form = journey.page.getByRole('form', { name: 'Create Account' });
  await form.getByRole('radio', { name: label }).check();
  // An NGO is asked for its organisation's name (issue 30).
  const nameLabel = role === 'ngo' ? 'Organisation name' : 'Full Name';
  await form.getByRole('textbox', { name: nameLabel }).fill(account.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('combobox', { name: 'City' }).selectOption('Mumbai');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('+91 98765 43210');
  await form.getByRole('textbox', { name: 'Address' }).fill('7 Marine Drive');
  if (role === 'volunteer') {
    await form.getByRole('combobox', { name: 'Availability' }).selectOption('weekend');
    await form.getByRole('textbox', { name: 'Skills' }).fill('first aid, driving');
  }
  if (role === 'ngo') {
    await form.getByRole('textbox', { name: 'Registration Number' }).fill(`MH-${RUN}`);
    await form.getByRole('textbox', { name: 'Operating Areas' }).fill('Mumbai, Thane');
  }
  await form.getByRole('button', { name: 'Register' }).click();
  accounts[role] = account;
  return account;
}

/** On the local signing page: the typed name and the consent box, then back to the app. */
async function signOnLocalPage(account: Account): Promise<void> {
  await journey.page.waitForURL(/\/api\/docusign\/sign\//);
  await journey.page.getByLabel('Your full name (this is your signature)').fill(account.name);
  await journey.page.getByRole('checkbox').check();
  await journey.page.getByRole('button', { name: 'Sign Documents' }).click();
}

async function logInInBrowser(account: Account): Promise<void> {
  const form = journey.page.getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

test.each([
  ['/', 'Every street animal deserves a rescue', 'public-home'],
  ['/about', 'About us', 'public-about'],
  ['/contact', 'Contact us', 'public-contact'],
  ['/volunteer', 'Volunteer with us', 'public-volunteer'],
  ['/register', 'Create Account', 'public-register'],
  ['/login', 'Welcome Back', 'public-login'],
  ['/report-incident', 'Report an Incident', 'public-report'],
])('%s shows its screen, accessible at phone and desktop sizes', async (route, title, name) => {
  await journey.page.goto(`${journey.app.url}${route}`);
  await heading(title).waitFor();
  await expectHealthy(journey.watched, name);
});

test('the home gallery ships its own small WebP images and loads them lazily', async () => {
  const { page } = journey;
  await page.goto(journey.app.url);
  const images = page.getByRole('region', { name: 'From the Street to Safety' }).getByRole('img');
  await images.first().waitFor({ state: 'attached' });
  await expect(images.count()).resolves.toBe(4);
  for (const image of await images.all()) {
    await expect(image.getAttribute('loading')).resolves.toBe('lazy');
    await image.scrollIntoViewIfNeeded();
    // decode() settles once the lazy image has loaded.
    const width = await image.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      return img.naturalWidth;
    });
    expect(width).toBeGreaterThan(0);
    const src = await image.evaluate((img) => (img as HTMLImageElement).currentSrc);
    expect(new URL(src).pathname).toMatch(
      /^\/remotes\/public\/assets\/[\w-]+\.[0-9a-f]{12}\.webp$/,
    );
    const response = await fetch(src);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect((await response.arrayBuffer()).byteLength).toBeLessThan(60 * 1024);
  }
  expect(journey.watched.problems).toEqual([]);
});

test('the testimonials rotate on their own every 5 s until a visitor takes over', async () => {
  const { page } = journey;
  // The page's timers on a clock the test moves: 5 s pass at once, and a loaded machine's
  // slow start cannot move the carousel between two looks.
  await page.clock.install();
  await page.goto(journey.app.url);
  const carousel = page.getByRole('region', { name: 'What People Say' });
  const slide = async () =>
    Number(/^(\d) of 5$/.exec((await carousel.getByRole('group').getAttribute('aria-label'))!)![1]);
  const after = (n: number) => (n % 5) + 1;
  await carousel.waitFor();
  // From here the page's time only moves when the test moves it (a second ahead of its clock,
  // so never into its past however long this call takes).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const first = await slide();
  await page.clock.runFor(CAROUSEL_INTERVAL_MS);
  await expect(slide()).resolves.toBe(after(first));
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(slide()).resolves.toBe(after(after(first)));
  await page.clock.runFor(2 * CAROUSEL_INTERVAL_MS);
  await expect(slide()).resolves.toBe(after(after(first)));
  expect(journey.watched.problems).toEqual([]);
});

test('a user registers and lands on their dashboard', async () => {
  const { page } = journey;
  await registerInBrowser('user', 'User');
  await page.waitForURL(`${journey.app.url}/user-dashboard`);
  await page.locator('[data-area="user"] h1').waitFor();
  await expect(stored('userRole')).resolves.toBe('user');
  expect(journey.watched.problems).toEqual([]);
});

test.each([
  [
    'volunteer',
    'Volunteer',
    'Required Documents',
    'Volunteer Agreement',
    /\/voldash$/,
    'volunteer',
  ],
  [
    'ngo',
    'Ngo',
    'Required NGO Documents',
    'NGO Partnership Agreement',
    // Back on /register?signed=1 ("Documents signed"), then on to the dashboard.
    /\/dashboard$/,
    'ngo',
  ],
] as const)(
  'a %s registers, signs the documents on the local signing page and comes back',
  async (role, label, title, firstDocument, landing, area) => {
    const account = await registerInBrowser(role, label);
    const panel = journey.page.getByRole('region', { name: title });
    await panel.waitFor();
    await expect(panel.getByRole('listitem').first().textContent()).resolves.toBe(firstDocument);
    await expect(panel.getByRole('listitem').count()).resolves.toBe(3);
    await expectHealthy(journey.watched, `register-${role}-documents`);

    await panel.getByRole('button', { name: 'Sign Documents' }).click();
    await signOnLocalPage(account);
    await journey.page.waitForURL(landing);
    await journey.page.locator(`[data-area="${area}"] h1`).first().waitFor();
    const token = await stored('token');
    expect(token).toBeTruthy();
    const status = await api<{ signed: boolean }>('/api/docusign/status', token ?? '');
    expect(status.signed).toBe(true);
  },
);

test.each([
  ['user', '/user-dashboard', 'user'],
  ['volunteer', '/voldash', 'volunteer'],
  ['ngo', '/dashboard', 'ngo'],
] as const)('a %s logs in and lands on %s', async (role, path, area) => {
  const account = registered(role);
  await journey.page.goto(`${journey.app.url}/login`);
  await logInInBrowser(account);
  await journey.page.waitForURL(`${journey.app.url}${path}`);
  await journey.page.locator(`[data-area="${area}"] h1`).first().waitFor();
  await expect(stored('userRole')).resolves.toBe(role);
  await expect(stored('userName')).resolves.toBe(account.name);
  expect(journey.watched.problems).toEqual([]);
});

test('a logged-out reporter fills the form with a photo, chooses to log in, comes back to it and sends it', async () => {
  const { page } = journey;
  const reporter = registered('user');
  await locatedHere();
  await page.goto(`${journey.app.url}/report-incident`);
  await heading('Report an Incident').waitFor();
  await page.getByText('No account needed:').waitFor();

  const description = `Dog hit by a scooter ${RUN}`;
  await page.getByRole('textbox', { name: 'Incident Description' }).fill(description);
  await page.getByRole('combobox', { name: 'Animal Type' }).selectOption('Dog');
  await page.getByRole('combobox', { name: 'City' }).selectOption('Mumbai');
  await page.getByRole('button', { name: 'Use my current location' }).click();
  await page.getByText('Pin at 19.09000, 72.88000 (your location).').waitFor();
  await page
    .getByRole('textbox', { name: 'Detailed Address' })
    .fill('Linking Road, near the bus stop');
  await page.getByRole('textbox', { name: 'Animal Description' }).fill('Brown dog, limping');
  // The app assesses the report from the ticked signs and the words (issue 30).
  await page.getByRole('checkbox', { name: 'Hit by a vehicle' }).check();
  await choosePhoto(page, 'dog.jpg', photo);
  // Logged out the form sends without an account; this reporter logs in instead.
  await page.getByRole('link', { name: 'log in' }).click();

  await page.waitForURL(`${journey.app.url}/login?next=%2Freport-incident`);
  await page.getByText('Log in to continue where you left off.').waitFor();
  await logInInBrowser(reporter);
  await page.waitForURL(`${journey.app.url}/report-incident`);
  await expect(
    page.getByRole('textbox', { name: 'Incident Description' }).inputValue(),
  ).resolves.toBe(description);
  await expect(page.getByRole('textbox', { name: 'Detailed Address' }).inputValue()).resolves.toBe(
    'Linking Road, near the bus stop',
  );
  await page.getByRole('img', { name: 'Preview of the photo to send' }).waitFor();
  await page.getByText('Pin at 19.09000, 72.88000 (your location).').waitFor();
  await expectHealthy(journey.watched, 'report-restored-after-login');

  await page.getByRole('button', { name: 'Submit Report' }).click();
  await page.waitForURL(`${journey.app.url}/user-dashboard`);
  await page.locator('[data-area="user"] h1').waitFor();

  // The API has it, with the photo and the device's position.
  const token = (await stored('token')) ?? '';
  const userId = (await stored('userId')) ?? '';
  const mine = await api<MyIncidentsResponse>(`/api/users/my-incidents/${userId}`, token);
  const reported = mine.data.find((incident: Incident) => incident.description === description);
  expect(reported).toMatchObject({
    status: 'pending',
    city: 'Mumbai',
    location: {
      address: 'Linking Road, near the bus stop',
      coordinates: [HERE.longitude, HERE.latitude],
    },
    animalInfo: {
      type: 'Dog',
      description: 'Brown dog, limping',
      aiSeverityAssessment: { category: 'HIGH' },
    },
  });
  const storedPhoto = await fetch(`${journey.app.url}/api/uploads/${reported?.animalInfo.photo}`);
  expect(storedPhoto.status).toBe(200);
  expect(storedPhoto.headers.get('content-type')).toBe('image/jpeg');
  // The user dashboard lists it.
  await page.getByText(description).first().waitFor();
  expect(journey.watched.problems).toEqual([]);
});

test('reporting at the same spot again shows "Is it one of these?"', async () => {
  const { page } = journey;
  const reporter = registered('user');
  await locatedHere();
  await page.goto(`${journey.app.url}/login?next=%2Freport-incident`);
  await logInInBrowser(reporter);
  await page.waitForURL(`${journey.app.url}/report-incident`);
  await page.getByRole('combobox', { name: 'City' }).selectOption('Mumbai');
  await page.getByRole('button', { name: 'Use my current location' }).click();
  await page.getByRole('textbox', { name: 'Detailed Address' }).fill('Linking');
  const nearby = page.getByRole('region', { name: 'Is it one of these?' });
  await nearby.waitFor();
  await expect(nearby.getByRole('listitem').first().textContent()).resolves.toMatch(
    /^Dog, pending, 0 m away: Brown dog, limping/,
  );
  await expectHealthy(journey.watched, 'report-nearby');
});

test('the draft survives a reload, the photo included', async () => {
  const { page } = journey;
  await page.goto(`${journey.app.url}/report-incident`);
  await page.getByRole('textbox', { name: 'Incident Description' }).fill('Cat on a ledge');
  await page.getByRole('combobox', { name: 'City' }).selectOption('Pune');
  await page.getByRole('textbox', { name: 'Additional Notes' }).fill('I am waiting below');
  await choosePhoto(page, 'cat.jpg', photo);
  await page.reload();
  await page.getByText('We restored the report you started earlier.').waitFor();
  await expect(
    page.getByRole('textbox', { name: 'Incident Description' }).inputValue(),
  ).resolves.toBe('Cat on a ledge');
  await expect(page.getByRole('combobox', { name: 'City' }).inputValue()).resolves.toBe('Pune');
  await expect(page.getByRole('textbox', { name: 'Additional Notes' }).inputValue()).resolves.toBe(
    'I am waiting below',
  );
  await page.getByRole('img', { name: 'Preview of the photo to send' }).waitFor();
  await page.getByText(/^cat\.jpg \(\d+ KB\)$/).waitFor();
  await expectHealthy(journey.watched, 'report-draft-restored');
  await page.getByRole('button', { name: 'Start over' }).click();
  await page.reload();
  await expect(
    page.getByRole('textbox', { name: 'Incident Description' }).inputValue(),
  ).resolves.toBe('');
});

test('partners lists the NGO once the operator verified it, and impact shows live counts', async () => {
  const { page } = journey;
  const ngo = registered('ngo');
  await verifyByEmail(ngo.email);
  await page.goto(`${journey.app.url}/partners`);
  await page.getByRole('heading', { level: 2, name: ngo.name }).waitFor();
  await expectHealthy(journey.watched, 'public-partners');
  await page.goto(`${journey.app.url}/impact`);
  const live = page.getByRole('region', { name: 'Live on this platform' });
  await live.getByText('incidents reported').waitFor();
  const reports = await live.getByRole('listitem').first().textContent();
  expect(Number(reports?.match(/^\d+/)?.[0])).toBeGreaterThanOrEqual(1);
  await expectHealthy(journey.watched, 'public-impact');
});
