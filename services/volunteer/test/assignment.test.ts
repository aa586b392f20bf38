// Taking a case (atomic), the volunteer's own cases, notes and completion.
import { MongoClient } from 'mongodb';
import { ASSIGN_SUCCESS_MESSAGE } from '@rescue/contracts';
import { registerSignedUser, registerUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { reportIncident, setStatus } from './helpers';

const the = fileStack({
  reporter: (stack) => registerUser(stack, 'user'),
  volunteer: (stack) => registerSignedUser(stack, 'volunteer'),
  ngo: (stack) => registerSignedUser(stack, 'ngo'),
});

const take = (incidentId: string, token: string) =>
  the.api.put(`/api/volunteer/incidents/${incidentId}/volunteer/update`, { token });
const myCases = async (token = the.volunteer.token) =>
  (await the.api.get('/api/volunteer/my-cases', { token })).body.data as any[];

test('a volunteer who has not signed the documents cannot take a case', async () => {
  const unsigned = await registerUser(the.stack, 'volunteer');
  const incident = await reportIncident(the.stack, the.reporter);
  const res = await take(incident._id, unsigned.token);
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({
    message: 'Please sign the volunteer documents before taking a case',
  });
});

test('taking a case: success message, then it is in my cases and no longer available', async () => {
  const incident = await reportIncident(the.stack, the.reporter, {
    description: 'Kitten in a drain',
  });
  const res = await take(incident._id, the.volunteer.token);
  expect(res.status).toBe(200);
  expect(res.body.success).toBe(true);
  expect(res.body.message).toBe(ASSIGN_SUCCESS_MESSAGE);
  expect(res.body.data).toMatchObject({
    id: incident._id,
    status: 'in progress',
    assignedToMe: true,
    assignedToOther: false,
  });
  expect(res.body.data.caseUpdates.map((u: any) => u.description)).toContain(
    `Volunteer ${the.volunteer.name} took this case`,
  );

  const mine = (await myCases()).find((item) => item.id === incident._id);
  expect(mine).toMatchObject({ status: 'in progress', city: 'Pune' });
  expect(Date.parse(mine.assignedAt)).not.toBeNaN();
  expect(mine.distanceKm).toBeUndefined();

  const open = await the.api.get('/api/volunteer/incidents?search=Kitten%20in%20a%20drain', {
    token: the.volunteer.token,
  });
  expect(open.body.data).toEqual([]);
});

test('taking a case you already hold is a 409 that says so', async () => {
  const incident = await reportIncident(the.stack, the.reporter);
  expect((await take(incident._id, the.volunteer.token)).status).toBe(200);
  const again = await take(incident._id, the.volunteer.token);
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ message: 'You have already taken this case' });
});

test('a resolved case cannot be taken', async () => {
  const incident = await reportIncident(the.stack, the.reporter);
  await setStatus(the.stack, the.ngo, incident._id, 'resolved');
  const res = await take(incident._id, the.volunteer.token);
  expect(res.status).toBe(409);
  expect(res.body.message).toMatch(/resolved/);
});

test('20 volunteers taking one case at the same moment: exactly one succeeds', async () => {
  const incident = await reportIncident(the.stack, the.reporter);
  const volunteers = await Promise.all(
    Array.from({ length: 20 }, () => registerSignedUser(the.stack, 'volunteer')),
  );
  const results = await Promise.all(volunteers.map((v) => take(incident._id, v.token)));

  const winners = results.filter((res) => res.status === 200);
  const losers = results.filter((res) => res.status === 409);
  expect(winners).toHaveLength(1);
  expect(winners[0]!.body.message).toBe('Status updated successfully');
  expect(losers).toHaveLength(19);
  for (const loser of losers) {
    expect(loser.body.message).toBe('This case has already been taken by another volunteer');
  }

  const winner = volunteers[results.findIndex((res) => res.status === 200)]!;
  const detail = await the.api.get(`/api/volunteer/incidents/${incident._id}`, {
    token: winner.token,
  });
  expect(detail.body.assignedToMe).toBe(true);
  const takenUpdates = detail.body.caseUpdates.filter((u: any) =>
    /took this case/.test(u.description),
  );
  expect(takenUpdates).toHaveLength(1);
}, 60_000);

describe('notes and completion', () => {
  let incidentId: string;
  beforeAll(async () => {
    incidentId = (await reportIncident(the.stack, the.reporter))._id;
    expect((await take(incidentId, the.volunteer.token)).status).toBe(200);
  });

  test('the holder adds a note; it is appended to the case updates', async () => {
    const res = await the.api.post(`/api/volunteer/incidents/${incidentId}/notes`, {
      token: the.volunteer.token,
      json: { text: '  Gave water, waiting for the vet  ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.caseUpdates.at(-1).description).toBe(
      `Note from volunteer ${the.volunteer.name}: Gave water, waiting for the vet`,
    );
  });

  test.each([
    ['an empty text', { text: '   ' }],
    ['a text over 500 characters', { text: 'x'.repeat(501) }],
    ['an object for text', { text: { $gt: '' } }],
    ['no text', {}],
  ])('%s is a 400 naming text', async (_label, json) => {
    const res = await the.api.post(`/api/volunteer/incidents/${incidentId}/notes`, {
      token: the.volunteer.token,
      json,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('text');
  });

  test('the holder marks it completed; my cases say completed until the NGO resolves it', async () => {
    const res = await the.api.put(`/api/volunteer/incidents/${incidentId}/complete`, {
      token: the.volunteer.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('completed');
    expect((await myCases()).find((item) => item.id === incidentId).status).toBe('completed');

    await setStatus(the.stack, the.ngo, incidentId, 'resolved');
    expect((await myCases()).find((item) => item.id === incidentId).status).toBe('resolved');
  });

  test('taking and completing leave an audit trail in the volunteer database', async () => {
    const client = await MongoClient.connect(the.stack.mongoUrl);
    try {
      const events = await client
        .db(the.stack.dbNames.volunteer)
        .collection('assignment_events')
        .find({ incidentId })
        .sort({ at: 1 })
        .toArray();
      expect(events.map((e) => [e.action, e.volunteerId, e.volunteerName])).toEqual([
        ['assigned', the.volunteer._id, the.volunteer.name],
        ['completed', the.volunteer._id, the.volunteer.name],
      ]);
      expect(events[0]!.at).toBeInstanceOf(Date);
    } finally {
      await client.close();
    }
  });
});
