// Issue 30, "The photo help": after a report with a photo is stored, the incidents service
// checks the photo off the request path (photo-check/) and writes animalInfo.photoCheck.
// Real parts: the embedded database, HTTP through the gateway, the COCO detector on the CPU.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import type { Incident } from '@rescue/contracts';
import { apiClient } from '@rescue/testkit/api-client';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerUser, type TestUser } from '@rescue/testkit/users';
import { waitFor } from '@rescue/testkit/wait';
import { registerSignedNgo, reportData, reportForm } from './helpers';

const FIXTURES = path.join(__dirname, 'fixtures', 'photo-check');
// The first check loads the model in its worker: generous on a busy CI machine.
const CHECK_DEADLINE_MS = 60_000;

async function reportWithPhoto(
  stack: TestStack,
  reporter: TestUser,
  file: string,
  animalInfo: Record<string, unknown>,
): Promise<Incident> {
  const data = reportData();
  const res = await apiClient(stack.url).post('/api/incidents/create', {
    token: reporter.token,
    form: reportForm(
      { ...data, animalInfo: { ...data.animalInfo, ...animalInfo } },
      { bytes: await readFile(path.join(FIXTURES, file)), name: file, type: 'image/jpeg' },
    ),
  });
  if (res.status !== 201) throw new Error(`report failed: ${res.status}`);
  const incident = res.body.incident as Incident;
  // Answered before any check: the report never waits for it.
  expect(incident.animalInfo.photoCheck).toBeUndefined();
  return incident;
}

const readAs = async (stack: TestStack, token: string, id: string): Promise<Incident> => {
  const res = await apiClient(stack.url).get(`/api/incidents/${id}`, { token });
  expect(res.status).toBe(200);
  return res.body as Incident;
};

const checked = (stack: TestStack, token: string, id: string) =>
  waitFor(async () => (await readAs(stack, token, id)).animalInfo.photoCheck, {
    what: `the photo check of ${id}`,
    timeoutMs: CHECK_DEADLINE_MS,
    intervalMs: 100,
  });

const listed = async (stack: TestStack, token: string, id: string) => {
  const res = await apiClient(stack.url).get('/api/incidents?limit=100', { token });
  expect(res.status).toBe(200);
  return (res.body as Incident[]).some((incident) => incident._id === id);
};

describe('photo check on', () => {
  let stack: TestStack;
  let reporter: TestUser;
  let ngo: TestUser;

  beforeAll(async () => {
    stack = await startTestStack({ env: { PHOTO_CHECK: 'on', PHOTO_CHECK_POLL_MS: '200' } });
    reporter = await registerUser(stack, 'user');
    ngo = await registerSignedNgo(stack);
  });
  afterAll(() => stack.close());

  test('a cat photo with no animal type given: the check suggests a cat, with its score', async () => {
    const incident = await reportWithPhoto(stack, reporter, 'cat-chelsea.jpg', { type: '' });
    expect(incident.animalInfo.type).toBe('Unknown');
    const check = await checked(stack, ngo.token, incident._id);
    expect(check).toMatchObject({ suggestedType: 'cat', noAnimalFound: false });
    expect(check.animals[0]).toMatchObject({ type: 'cat' });
    expect(check.animals[0]!.score).toBeGreaterThanOrEqual(0.3);
    expect(check.model).toMatch(/centernet/);
    // Only a suggestion: what the reporter sent is kept as sent.
    const read = await readAs(stack, ngo.token, incident._id);
    expect(read.animalInfo.type).toBe('Unknown');
    expect(read.status).toBe('pending');
  });

  test('a photo without an animal is marked so, and the report is still on the NGO list', async () => {
    const incident = await reportWithPhoto(stack, reporter, 'none-coffee.jpg', { type: 'Dog' });
    const check = await checked(stack, ngo.token, incident._id);
    expect(check).toMatchObject({ animals: [], suggestedType: null, noAnimalFound: true });
    expect(await listed(stack, ngo.token, incident._id)).toBe(true);
    expect((await readAs(stack, ngo.token, incident._id)).animalInfo.type).toBe('Dog');
  });
});

describe('photo check failing', () => {
  let stack: TestStack;
  let reporter: TestUser;
  let ngo: TestUser;

  beforeAll(async () => {
    // 100 ms is shorter than loading the model: every check times out and is given up.
    stack = await startTestStack({
      env: { PHOTO_CHECK: 'on', PHOTO_CHECK_POLL_MS: '200', PHOTO_CHECK_TIMEOUT_MS: '100' },
    });
    reporter = await registerUser(stack, 'user');
    ngo = await registerSignedNgo(stack);
  });
  afterAll(() => stack.close());

  test('the report is stored and listed as before, without a photo check', async () => {
    const incident = await reportWithPhoto(stack, reporter, 'dog-farm.jpg', { type: 'Dog' });
    const client = await MongoClient.connect(stack.mongoUrl);
    try {
      const jobs = client.db(stack.dbNames.incidents).collection('photoChecks');
      const job = await waitFor(
        async () => {
          const found = await jobs.findOne({ _id: incident._id as never });
          return found && found.attempts >= 1 ? found : null;
        },
        { what: 'the failed photo check', timeoutMs: CHECK_DEADLINE_MS, intervalMs: 100 },
      );
      expect(job.lastError).toMatch(/took over 100 ms/);
    } finally {
      await client.close();
    }
    const read = await readAs(stack, ngo.token, incident._id);
    expect(read.animalInfo.photoCheck).toBeUndefined();
    expect(read.animalInfo.type).toBe('Dog');
    expect(await listed(stack, ngo.token, incident._id)).toBe(true);
  });
});
