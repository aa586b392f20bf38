// A report without an account sent again with its Idempotency-Key (issue 31: queued offline on
// the phone and sent when the connection returns, an answer lost on the way) is stored once and
// counted once; the repeat answers the same report with a follow link of its own, since the
// first is shown only once. Through the gateway, against the real database.
import { registerSignedUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { pngPhoto, reportData, reportForm } from './helpers';

const the = fileStack(
  {
    ngo: (stack) => registerSignedUser(stack, 'ngo'),
  },
  { env: { ANONYMOUS_REPORTS_MAX_PER_CONTACT_PER_DAY: '2' } },
);

const asha = { name: 'Asha', email: 'asha-offline@example.org' };
const send = async (description: string, key: string, contact = asha) =>
  the.api.post('/api/incidents/anonymous', {
    headers: { 'idempotency-key': key },
    form: reportForm(
      { ...reportData({ description }), contact },
      await pngPhoto(40, 30, 'dog.png'),
    ),
  });
const opened = (followToken: string) =>
  the.api.get('/api/incidents/followed', { headers: { 'follow-token': followToken } });
const stored = async (description: string) =>
  (
    (await the.api.get('/api/incidents?limit=100', { token: the.ngo.token })).body as {
      _id: string;
      description: string;
    }[]
  ).filter((incident) => incident.description === description);

test('sent twice with one key: stored and counted once, each answer a working follow link', async () => {
  const first = await send('Dog in a drain, queued offline', 'offline-key-1');
  expect(first.status).toBe(201);
  const again = await send('Dog in a drain, queued offline', 'offline-key-1');
  expect(again.status).toBe(200);
  expect(again.body.incident._id).toBe(first.body.incident._id);
  expect(again.body.followToken).not.toBe(first.body.followToken);
  for (const token of [first.body.followToken, again.body.followToken]) {
    const page = await opened(token);
    expect([page.status, page.body.role, page.body.incident._id]).toEqual([
      200,
      'reporter',
      first.body.incident._id,
    ]);
  }
  expect(await stored('Dog in a drain, queued offline')).toHaveLength(1);

  // The repeat took none of the contact's two reports a day: another report is still allowed.
  const other = await send('Cat on a roof', 'offline-key-2');
  expect(other.status).toBe(201);
  expect((await send('Third one today', 'offline-key-3')).status).toBe(429);
});

test('the same key twice at once (an online event and a sync) stores one report', async () => {
  const ravi = { name: 'Ravi', email: 'ravi-offline@example.org' };
  const answers = await Promise.all([
    send('Calf in the wire, sent twice at once', 'offline-key-4', ravi),
    send('Calf in the wire, sent twice at once', 'offline-key-4', ravi),
  ]);
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
  expect(answers[0]!.body.incident._id).toBe(answers[1]!.body.incident._id);
  expect(await stored('Calf in the wire, sent twice at once')).toHaveLength(1);
});

test("a key alone opens nobody's report: another contact with the same key makes a report of its own", async () => {
  const kiran = { name: 'Kiran', email: 'kiran-offline@example.org' };
  const first = await send('Puppy by the temple steps', 'guessable-key', kiran);
  expect(first.status).toBe(201);
  const meera = { name: 'Meera', email: 'meera-offline@example.org' };
  const other = await send('Goat tangled in a fence', 'guessable-key', meera);
  expect(other.status).toBe(201);
  expect(other.body.incident._id).not.toBe(first.body.incident._id);
  // Nothing of the first report's contact in the second answer.
  expect(JSON.stringify(other.body)).not.toContain(kiran.email);
});
