// Push opt-ins beyond volunteers (issue 31): a verified NGO's browser hears of new reports in its
// cities from the level it chose (critical first), a reporter's of their case's status changes
// with the NGO's note; each worded in the person's language, the note shortened. Nobody else's
// browser hears of them.
import { client } from '@rescue/testkit/http';
import { registerSignedUser, registerUser, type TestUser } from '@rescue/testkit/users';
import { waitFor } from '@rescue/testkit/wait';
import { noteExcerpt } from '../src/domain/alerts';
import { CRITICAL_NEAR_PUNE, centreOf, eastOf, pushBench, report } from './helpers';

const bench = pushBench();
let reporter: TestUser;
let otherReporter: TestUser;
let puneNgo: TestUser;
let mumbaiNgo: TestUser;
let unverifiedNgo: TestUser;

/** What each browser's service worker read: the payloads decrypted with its own keys. */
const payloadsOf = (name: string) =>
  bench.pushService.received
    .filter((push) => push.name === name)
    .map(
      (push) =>
        JSON.parse(bench.browsers.get(name)!.decrypt(push.body)) as {
          kind: string;
          incidentId: string;
          title: string;
        },
    );

async function optIn(
  name: string,
  person: TestUser,
  { language = 'en', minSeverity }: { language?: string; minSeverity?: string } = {},
) {
  const browser = bench.subscribe(name);
  const res = await client(bench.stack.url).post('/api/notifications/push-subscriptions', {
    token: person.token,
    headers: { 'accept-language': language },
    json: {
      subscription: browser.json,
      ...(minSeverity && { preferences: { radiusKm: 10, minSeverity } }),
    },
  });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  [reporter, otherReporter, puneNgo, mumbaiNgo, unverifiedNgo] = await Promise.all([
    registerUser(bench.stack, 'user', { city: 'Pune' }),
    registerUser(bench.stack, 'user', { city: 'Pune' }),
    registerSignedUser(bench.stack, 'ngo', { city: 'Pune' }),
    registerSignedUser(bench.stack, 'ngo', { city: 'Mumbai' }),
    registerUser(bench.stack, 'ngo', { city: 'Pune' }),
  ]);
  await optIn('puneNgo', puneNgo, { language: 'hi', minSeverity: 'critical' });
  await optIn('mumbaiNgo', mumbaiNgo);
  await optIn('unverifiedNgo', unverifiedNgo);
  await optIn('reporter', reporter, { language: 'mr' });
  await optIn('otherReporter', otherReporter);
}, 90_000);

test("an NGO's browser hears of its city's new reports from the level it chose, in its language", async () => {
  const high = await report(bench.stack, reporter, {
    city: 'Pune',
    at: eastOf('Pune', 1),
    score: 8,
    category: 'HIGH',
  });
  const critical = await report(bench.stack, reporter, CRITICAL_NEAR_PUNE);
  const [push] = await waitFor(() => payloadsOf('puneNgo').length > 0 && payloadsOf('puneNgo'), {
    what: "the critical report pushed to the Pune NGO's browser",
    timeoutMs: 20_000,
  });
  expect(push).toMatchObject({ kind: 'incident.reported', incidentId: critical });
  expect(push!.title).toBe('Pune में नई अति गंभीर रिपोर्ट: Dog');
  // Both are in its centre (the app lists every level); only the critical one was pushed.
  await waitFor(
    async () =>
      (await client(bench.stack.url).get('/api/notifications', { token: puneNgo.token })).body.data
        ?.length === 2,
    { what: "both reports in the NGO's centre" },
  );
  expect(payloadsOf('puneNgo').map((p) => p.incidentId)).toEqual([critical]);
  expect(payloadsOf('puneNgo').map((p) => p.incidentId)).not.toContain(high);
  // Another city's NGO, an NGO not verified, and a reporter hear nothing of a new report.
  for (const name of ['mumbaiNgo', 'unverifiedNgo', 'reporter', 'otherReporter'])
    expect(payloadsOf(name)).toEqual([]);
}, 40_000);

test("the reporter's browser hears of a status change with the NGO's note; the centre says it in each language", async () => {
  const incidentId = await report(bench.stack, reporter, {
    city: 'Pune',
    at: centreOf('Pune'),
    score: 5,
    category: 'MODERATE',
  });
  // A change without a note says the status only.
  const plain = await client(bench.stack.url).put(`/api/ngo/incidents/${incidentId}/update`, {
    token: puneNgo.token,
    json: { status: 'in progress' },
  });
  expect(plain.status).toBe(200);
  const [first] = await waitFor(() => payloadsOf('reporter').length > 0 && payloadsOf('reporter'), {
    what: "the status change pushed to the reporter's browser",
    timeoutMs: 20_000,
  });
  // In Marathi, the language the reporter subscribed in.
  expect(first).toMatchObject({ kind: 'incident.updated', incidentId });
  expect(first!.title).toBe('तुमचा रिपोर्ट (Dog) आता: कार्यवाही सुरू');

  // With a note: the note as the NGO wrote it, on one line and shortened.
  const note = `  We need the dog  brought to ${'the bus stand near the old temple, '.repeat(6)}then we take it.`;
  const change = await client(bench.stack.url).put(`/api/ngo/incidents/${incidentId}/update`, {
    token: puneNgo.token,
    json: { status: 'pending', note },
  });
  expect(change.status).toBe(200);
  const excerpt = noteExcerpt(note);
  expect(excerpt.length).toBeLessThanOrEqual(120);
  expect(excerpt).toMatch(/^We need the dog brought to the bus stand near the old temple, .*…$/);
  const [, second] = await waitFor(
    () => payloadsOf('reporter').length > 1 && payloadsOf('reporter'),
    { what: "the note pushed to the reporter's browser", timeoutMs: 20_000 },
  );
  expect(second).toMatchObject({ kind: 'incident.updated', incidentId });
  expect(second!.title).toBe(`तुमचा रिपोर्ट (Dog) आता: प्रलंबित: “${excerpt}”`);

  const titlesIn = async (language: string) => {
    const res = await client(bench.stack.url).get('/api/notifications', {
      token: reporter.token,
      headers: { 'accept-language': language },
    });
    return (res.body.data as { incidentId: string; kind: string; title: string }[])
      .filter((n) => n.incidentId === incidentId && n.kind === 'incident.updated')
      .map((n) => n.title);
  };
  await waitFor(async () => (await titlesIn('en')).length === 2, {
    what: "the reporter's two stored notifications",
  });
  expect(await titlesIn('en')).toEqual([
    `Your report (Dog) is now pending: “${excerpt}”`,
    'Your report (Dog) is now in progress',
  ]);
  expect((await titlesIn('hi'))[0]).toBe(`आपकी रिपोर्ट (Dog) अब: लंबित: “${excerpt}”`);
  expect((await titlesIn('mr'))[0]).toBe(`तुमचा रिपोर्ट (Dog) आता: प्रलंबित: “${excerpt}”`);
  // Another reporter's browser hears nothing of this case.
  expect(payloadsOf('otherReporter')).toEqual([]);
}, 60_000);

test('a note is shortened at a word, whole characters kept', () => {
  expect(noteExcerpt('  Van   sent\n\ntoday ')).toBe('Van sent today');
  const hindi = 'हम कुत्ते को अस्पताल ले जा रहे हैं '.repeat(10);
  const cut = noteExcerpt(hindi, 40);
  expect(cut.endsWith('…')).toBe(true);
  expect(hindi.startsWith(cut.slice(0, -1))).toBe(true);
  // Cut at a word's end: what is kept ends a word of the note.
  expect(hindi.charAt(cut.length - 1)).toBe(' ');
  expect(noteExcerpt('x'.repeat(300)).length).toBe(120);
});
