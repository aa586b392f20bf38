// Email to reporters who asked for it (issue 18), end to end: real services through the
// gateway on the embedded database, two incidents replicas, and a real SMTP server on loopback
// (smtp-server) that the services' nodemailer talks to. Short retry delays via configuration.
import { MongoClient, ObjectId } from 'mongodb';
import { APP_NAME, type Incident } from '@rescue/contracts';
import { client } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerSignedUser, registerUser, type TestUser } from '@rescue/testkit/users';
import { report, reportData } from './helpers';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '@rescue/testkit/smtp';
import { waitFor } from '@rescue/testkit/wait';
import { LOCK_LEASE_MS } from '../src/store/incident-locks';

const PUBLIC_URL = 'https://rescue.example.org';
const MAIL_FROM = 'Rescue Network <no-reply@rescue.example.org>';
const NGO_PHONE = '+91 90000 11111';
const VOLUNTEER_PHONE = '+91 90000 22222';

let smtp: TestSmtpServer;
let stack: TestStack;
let ngo: TestUser;
let volunteer: TestUser;
let mongo: MongoClient;

beforeAll(async () => {
  // Each message takes the server 150 ms to accept: two replicas racing for one message
  // would both be inside that window.
  smtp = await startSmtpServer({ delayMs: 150 });
  stack = await startTestStack({
    replicas: { incidents: 2 },
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM,
      PUBLIC_URL,
      EMAIL_POLL_MS: '50',
      EMAIL_RETRY_DELAYS_MS: '300,600',
    },
  });
  [ngo, volunteer] = await Promise.all([
    registerSignedUser(stack, 'ngo', { name: 'Paws Trust', phoneNumber: NGO_PHONE }),
    registerSignedUser(stack, 'volunteer', { name: 'Asha Verma', phoneNumber: VOLUNTEER_PHONE }),
  ]);
  mongo = await MongoClient.connect(stack.mongoUrl);
}, 60_000);
afterAll(async () => {
  await mongo?.close();
  await stack?.close();
  await smtp?.stop();
});

const api = () => client(stack.url);
const outbox = () => mongo.db(stack.dbNames.incidents).collection('emailOutbox');
const to = (user: TestUser) => (mail: ReceivedMail) => mail.to.includes(user.email);
const about = (incident: Incident) => (mail: ReceivedMail) =>
  mail.text.includes(`/user-dashboard/incidents/${incident._id}`);
const leases = () => mongo.db(stack.dbNames.incidents).collection('emailLeases');

/**
 * Waits until every message of these incidents is settled and no replica holds one's lease:
 * a send happens only under the lease and before the message leaves 'queued', so no mail is
 * under way or still to come for them (a duplicate would have arrived by then).
 */
async function settled(...incidents: Incident[]) {
  const ids = incidents.map((incident) => incident._id);
  await waitFor(
    async () => {
      const rows = await outbox()
        .find({ incidentId: { $in: ids } })
        .toArray();
      if (rows.length === 0 || rows.some((row) => row.state === 'queued')) return false;
      return (await leases().countDocuments({ _id: { $in: rows.map((row) => row._id) } })) === 0;
    },
    { what: 'the outbox to settle', timeoutMs: 20_000 },
  );
}

async function handle(incident: Incident) {
  return api().post(`/api/ngo/incidents/${incident._id}/handle`, { token: ngo.token });
}
async function setStatus(incident: Incident, json: Record<string, unknown>) {
  const res = await api().put(`/api/ngo/incidents/${incident._id}/update`, {
    token: ngo.token,
    json,
  });
  expect(res.status).toBe(200);
}
async function take(incident: Incident) {
  const res = await api().put(`/api/volunteer/incidents/${incident._id}/volunteer/update`, {
    token: volunteer.token,
  });
  expect(res.status).toBe(200);
}

/** Nobody else's contact details: not the NGO's or the volunteer's email or phone. */
function expectNoContacts(mail: ReceivedMail) {
  for (const part of [mail.text, mail.html, mail.subject]) {
    for (const secret of [ngo.email, volunteer.email, NGO_PHONE, VOLUNTEER_PHONE])
      expect(part).not.toContain(secret);
  }
}

test('a reporter who opted in gets one message when the case is taken and one when it is closed', async () => {
  const reporter = await registerUser(stack, 'user', { name: 'Meera Shah' });
  const incident = await report(stack, reporter, reportData({ notifyByEmail: true }));
  expect((await handle(incident)).status).toBe(200);
  // Taken again, by a volunteer, and handled again: still one "taken".
  await take(incident);
  expect((await handle(incident)).status).toBe(200);
  const [taken] = await smtp.waitFor(to(reporter));
  await setStatus(incident, { status: 'resolved', closureReason: 'rescued_treated' });
  const both = await smtp.waitFor(to(reporter), 2);
  // Nothing else follows: both messages are settled and no replica is sending.
  await settled(incident);
  expect(smtp.received.filter(to(reporter))).toHaveLength(2);
  const closed = both[1]!;
  const link = `${PUBLIC_URL}/user-dashboard/incidents/${incident._id}`;

  expect(taken!.from).toBe('no-reply@rescue.example.org');
  expect(taken!.to).toEqual([reporter.email]);
  expect(taken!.subject).toBe(`${APP_NAME}: your report has been taken on`);
  expect(taken!.text).toContain('Hello Meera,');
  expect(taken!.text).toContain('Paws Trust is handling the dog you reported in Pune');
  expect(taken!.text).toContain(link);
  expect(taken!.html).toContain(`<a href="${link}">`);
  expect(taken!.html).toContain(APP_NAME);

  expect(closed.subject).toBe(`${APP_NAME}: your report has been closed (Rescued and treated)`);
  expect(closed.text).toContain('has been closed by Paws Trust');
  expect(closed.text).toContain('Outcome: Rescued and treated.');
  expect(closed.text).toContain(link);
  expect(closed.html).toContain('Outcome: Rescued and treated.');
  for (const mail of [taken!, closed]) expectNoContacts(mail);

  // Reopened and closed again: the one "closed" message was queued already.
  const reopen = await api().post(`/api/incidents/${incident._id}/reopen`, {
    token: reporter.token,
    json: { reason: 'The dog is back at the bus stop' },
  });
  expect(reopen.status).toBe(200);
  await setStatus(incident, { status: 'resolved', closureReason: 'released' });
  await settled(incident);
  expect(await outbox().countDocuments({ incidentId: incident._id })).toBe(2);
  expect(smtp.received.filter(to(reporter))).toHaveLength(2);
});

test('the profile opt-in covers every report; a volunteer taking it first is named by first name', async () => {
  const reporter = await registerUser(stack, 'user');
  const set = await api().put(`/api/users/profile/${reporter._id}`, {
    token: reporter.token,
    json: { emailUpdates: true },
  });
  expect(set.status).toBe(200);
  const incident = await report(stack, reporter); // no notifyByEmail
  await take(incident);
  const [taken] = await smtp.waitFor(to(reporter));
  expect(taken!.text).toContain('a volunteer, Asha, has taken on the dog you reported');
  expect(taken!.text).not.toContain('Verma');
  expectNoContacts(taken!);
  // Closed without a reason by an older client: "Other".
  await setStatus(incident, { status: 'resolved' });
  const [, closed] = await smtp.waitFor(to(reporter), 2);
  expect(closed!.subject).toBe(`${APP_NAME}: your report has been closed (Other)`);
});

test('a reporter who did not opt in gets nothing, and nothing is queued for them', async () => {
  const quiet = await registerUser(stack, 'user');
  const incident = await report(stack, quiet, reportData({ notifyByEmail: false }));
  await handle(incident);
  await setStatus(incident, { status: 'resolved', closureReason: 'not_found' });
  // A later opted-in case's message arrives: the worker has been past the quiet one's writes.
  const loud = await registerUser(stack, 'user');
  const other = await report(stack, loud, reportData({ notifyByEmail: true }));
  await handle(other);
  await smtp.waitFor(to(loud));
  expect(smtp.received.filter(to(quiet))).toEqual([]);
  expect(await outbox().countDocuments({ incidentId: incident._id })).toBe(0);
});

test('with the mail server down the status change answers at once; the message arrives once it is back', async () => {
  const reporter = await registerUser(stack, 'user');
  const incident = await report(stack, reporter, reportData({ notifyByEmail: true }));
  await smtp.stop();
  try {
    const started = performance.now();
    const res = await handle(incident);
    expect(res.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);
    // Attempts fail (connection refused: nodemailer's ESOCKET) and are put off.
    const queued = async () => outbox().findOne({ _id: `${incident._id}:taken` as never });
    const waiting = await waitFor(
      async () => {
        const row = await queued();
        return (row?.attempts ?? 0) >= 1 && row;
      },
      { what: 'a failed attempt' },
    );
    expect(waiting).toMatchObject({ state: 'queued', lastError: 'ESOCKET' });
    expect(waiting!.attempts).toBeGreaterThanOrEqual(1);
    expect(waiting!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);
    // Never an address in the outbox: the worker asks the auth service when it sends.
    expect(JSON.stringify(waiting)).not.toContain(reporter.email);
  } finally {
    await smtp.start();
  }
  const [mail] = await smtp.waitFor(about(incident), 1, 10_000);
  expect(mail!.to).toEqual([reporter.email]);
  expect(mail!.subject).toBe(`${APP_NAME}: your report has been taken on`);
  // Marked sent once the server's answer is in, which can come just after the mail arrives.
  const sent = async () =>
    (await outbox().findOne({ _id: `${incident._id}:taken` as never }))?.state;
  await waitFor(async () => (await sent()) === 'sent', { what: 'the message marked sent' });
});

test('two replicas never send one message twice', async () => {
  const reporters = await Promise.all(Array.from({ length: 6 }, () => registerUser(stack, 'user')));
  const incidents = await Promise.all(
    reporters.map((reporter) => report(stack, reporter, reportData({ notifyByEmail: true }))),
  );
  // Through the gateway, so the writes (and the queueing) land on both replicas.
  await Promise.all(incidents.map((incident) => handle(incident)));
  await Promise.all(
    incidents.map((incident) =>
      setStatus(incident, { status: 'resolved', closureReason: 'duplicate' }),
    ),
  );
  const mine = (mail: ReceivedMail) => reporters.some((reporter) => to(reporter)(mail));
  await smtp.waitFor(mine, 12, 20_000);
  await settled(...incidents);
  const sent = smtp.received.filter(mine);
  expect(sent).toHaveLength(12);
  const keys = sent.map((mail) => `${mail.to[0]} ${mail.subject}`);
  expect(new Set(keys).size).toBe(12);
  const stored = await outbox()
    .find({ incidentId: { $in: incidents.map((incident) => incident._id) } })
    .toArray();
  expect(stored.map((message) => [message.state, message.attempts])).toEqual(
    Array.from({ length: 12 }, () => ['sent', 1]),
  );
});

test('a replica that died before queueing the email of its write: another queues and sends it once its lock lapses', async () => {
  const reporter = await registerUser(stack, 'user');
  const incident = await report(stack, reporter, reportData({ notifyByEmail: true }));
  const id = new ObjectId(incident._id);
  const db = mongo.db(stack.dbNames.incidents);
  // What a replica killed right after its write leaves: the case taken on, nothing logged or
  // queued, and its lock under a host and port no process will have again.
  await db.collection('incidentLocks').insertOne({
    _id: id as never,
    owner: 'pod-gone:4002',
    token: 'dead',
    expiresAt: new Date(Date.now() + LOCK_LEASE_MS),
  });
  await db
    .collection('incidents')
    .updateOne(
      { _id: id },
      { $set: { status: 'in progress', assignedNGO: { name: 'Paws Trust', id: ngo._id } } },
    );
  const [mail] = await smtp.waitFor(to(reporter), 1, LOCK_LEASE_MS * 3 + 10_000);
  expect(mail!.subject).toBe(`${APP_NAME}: your report has been taken on`);
  await settled(incident);
  expect(smtp.received.filter(to(reporter))).toHaveLength(1);
});

test("a message whose sender died is sent by another replica once its lease runs out, under the outbox id's Message-ID", async () => {
  const reporter = await registerUser(stack, 'user');
  const incident = await report(stack, reporter, reportData({ notifyByEmail: false }));
  const messageId = `${incident._id}:taken`;
  const now = new Date();
  // Queued, and leased by a replica that died while sending it.
  await outbox().insertOne({
    _id: messageId as never,
    incidentId: incident._id,
    kind: 'taken',
    reporterId: reporter._id,
    facts: {
      takenBy: { role: 'ngo', name: 'Paws Trust' },
      animalType: 'Dog',
      city: 'Pune',
      reportedAt: now,
    },
    state: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await leases().insertOne({
    _id: messageId as never,
    owner: 'pod-gone:4002',
    token: 'dead',
    expiresAt: new Date(Date.now() + 1_000),
  });
  const [mail] = await smtp.waitFor(to(reporter), 1, 10_000);
  expect(mail!.raw).toMatch(
    new RegExp(`^Message-ID: <${incident._id}\\.taken@rescue\\.example\\.org>\\r?$`, 'im'),
  );
  await settled(incident);
  expect(smtp.received.filter(to(reporter))).toHaveLength(1);
});
