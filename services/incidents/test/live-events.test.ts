// The live-updates stream (GET /api/events/stream) end to end: real services over HTTP through
// the gateway, two incidents replicas, on the embedded database. Each subscriber receives a
// change within 2 s exactly when the policy lets it open the incident, with the view the REST
// endpoint gives it; a write on one replica reaches a subscriber on the other; a client that
// reconnects with Last-Event-ID after its replica restarted misses nothing.
import type { Incident, IncidentLiveEvent } from '@rescue/contracts';
import { client } from '@rescue/testkit/http';
import { openStream, type SseEvent, type SseStream } from '@rescue/testkit/sse';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { waitFor } from '@rescue/testkit/wait';
import { adminToken, registerSignedUser, registerUser, type TestUser } from '@rescue/testkit/users';
import { report, reportData } from './helpers';

let stack: TestStack;
let ngo: TestUser;
let volunteer: TestUser;
let otherVolunteer: TestUser;
let reporter: TestUser;
let otherUser: TestUser;
let admin: string;
const streams: SseStream[] = [];

beforeAll(async () => {
  stack = await startTestStack({ replicas: { incidents: 2 } });
  [ngo, volunteer, otherVolunteer, reporter, otherUser, admin] = await Promise.all([
    registerSignedUser(stack, 'ngo'),
    registerSignedUser(stack, 'volunteer'),
    registerSignedUser(stack, 'volunteer'),
    registerUser(stack, 'user'),
    registerUser(stack, 'user'),
    adminToken(stack),
  ]);
}, 60_000);
afterAll(async () => {
  for (const stream of streams) stream.close();
  await stack?.close();
});

async function subscribe(token: string, base = stack.url, lastEventId?: string) {
  const stream = await openStream(`${base}/api/events/stream`, { token, lastEventId });
  streams.push(stream);
  expect(stream.status).toBe(200);
  expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
  await stream.waitFor((e) => e.event === 'ready');
  return stream;
}

const about = (id: string, type?: string) => (e: SseEvent) =>
  (type === undefined || e.event === type) &&
  (JSON.parse(e.data) as IncidentLiveEvent).incidentId === id;
const payload = (e: SseEvent) => JSON.parse(e.data) as IncidentLiveEvent;

test('a new report reaches every subscriber who may see it within 2 s, with their view, and nobody else', async () => {
  const [asNgo, asVolunteer, asReporter, asOther, asAdmin] = await Promise.all([
    subscribe(ngo.token),
    subscribe(volunteer.token),
    subscribe(reporter.token),
    subscribe(otherUser.token),
    subscribe(admin),
  ]);
  const started = performance.now();
  const incident = await report(stack, reporter);
  const [forNgo, forVolunteer, forReporter, forAdmin] = await Promise.all(
    [asNgo, asVolunteer, asReporter, asAdmin].map((s) =>
      s.waitFor(about(incident._id, 'incident.created'), 2000),
    ),
  );
  for (const event of [forNgo!, forVolunteer!, forReporter!, forAdmin!])
    expect(event.receivedAt - started).toBeLessThan(2000);

  // The event's id is the change's number; the payload is the schema's.
  expect(forNgo!.id).toMatch(/^\d+$/);
  expect(payload(forNgo!)).toMatchObject({
    type: 'incident.created',
    incidentId: incident._id,
    status: 'pending',
  });
  // The view each gets is the one GET /api/incidents/{id} gives them.
  const asRead = async (token: string) =>
    (await client(stack.url).get(`/api/incidents/${incident._id}`, { token })).body as Incident;
  expect(payload(forNgo!).incident).toEqual(await asRead(ngo.token));
  expect(payload(forReporter!).incident).toEqual(await asRead(reporter.token));
  expect(payload(forAdmin!).incident).toEqual(await asRead(admin));
  expect(payload(forNgo!).incident!.reporterInfo.email).toBe(reporter.email);
  // A volunteer never gets the reporter's contact details: not in the view, not anywhere.
  expect(payload(forVolunteer!).incident!.reporterInfo).toEqual({ name: reporter.name });
  expect(forVolunteer!.data).not.toContain(reporter.email);
  expect(forVolunteer!.data).not.toContain('98765');

  // Another user never receives someone else's case: their own later report reaches them,
  // and a stream sends changes in order, so the earlier one would have come first.
  const marker = await report(stack, otherUser);
  await asOther.waitFor(about(marker._id, 'incident.created'), 5000);
  expect(asOther.events.filter((e) => e.data.includes(incident._id))).toEqual([]);
});

test('a case one volunteer takes leaves the others (incident.removed), reaches the taker, the NGO and the reporter', async () => {
  const incident = await report(stack, reporter);
  const [asTaker, asOtherVolunteer, asReporter, asOther] = await Promise.all([
    subscribe(volunteer.token),
    subscribe(otherVolunteer.token),
    subscribe(reporter.token),
    subscribe(otherUser.token),
  ]);
  const taken = await client(stack.url).put(
    `/api/volunteer/incidents/${incident._id}/volunteer/update`,
    { token: volunteer.token },
  );
  expect(taken.status).toBe(200);
  const forTaker = await asTaker.waitFor(about(incident._id, 'incident.updated'), 2000);
  expect(payload(forTaker).incident!.volunteerActivity?.assignedVolunteer).toBe(volunteer._id);
  expect(payload(forTaker).incident!.reporterInfo).toEqual({ name: reporter.name });
  const gone = await asOtherVolunteer.waitFor(about(incident._id), 2000);
  expect(gone.event).toBe('incident.removed');
  expect(payload(gone).incident).toBeUndefined();
  const forReporter = await asReporter.waitFor(about(incident._id, 'incident.updated'), 2000);
  expect(payload(forReporter).incident!.volunteerActivity?.volunteerName).toBeTruthy();
  expect(asOther.events.filter((e) => e.data.includes(incident._id))).toEqual([]);
});

test('a subscriber on one replica receives a write made on the other', async () => {
  const [first, second] = stack.services.incidents;
  const onFirst = await subscribe(ngo.token, first);
  const started = performance.now();
  const created = await client(second!).post('/api/incidents/create', {
    token: reporter.token,
    json: reportData({ description: 'Written on the second replica' }),
  });
  expect(created.status).toBe(201);
  const event = await onFirst.waitFor(about(created.body.incident._id, 'incident.created'), 2000);
  expect(event.receivedAt - started).toBeLessThan(2000);
});

test('after the serving replica restarts, reconnecting with Last-Event-ID misses nothing', async () => {
  const stream = await subscribe(ngo.token);
  const before = await report(stack, reporter);
  await stream.waitFor(about(before._id, 'incident.created'), 2000);
  const lastSeen = stream.lastEventId;

  // Restart replicas until the one serving this stream went (the gateway picked one of two):
  // a stream that still hears a new case after a restart was on the other replica.
  let over = false;
  void stream.ended.then(() => (over = true));
  for (const replica of [0, 1]) {
    await stack.restart('incidents', replica);
    const probe = await reportAgain();
    const heard = about(probe._id, 'incident.created');
    const state = await waitFor(() => (over ? 'ended' : stream.events.some(heard) && 'open'), {
      what: 'the stream to end or hear a new case',
    });
    if (state === 'ended') break;
  }
  await stream.ended;

  // Changes while the client is away.
  const missed: string[] = [];
  for (let i = 0; i < 3; i += 1) missed.push((await reportAgain())._id);
  const again = await subscribe(ngo.token, stack.url, lastSeen);
  for (const id of missed) await again.waitFor(about(id, 'incident.created'), 2000);
  // Nothing at or before what it had seen is sent again.
  expect(again.events.filter((e) => e.data.includes(before._id))).toEqual([]);
  expect(again.events.map((e) => e.event)).not.toContain('resync');
  // And it goes on live.
  const after = await report(stack, reporter);
  await again.waitFor(about(after._id, 'incident.created'), 2000);
}, 60_000);

/** A report, retried while the gateway has not yet seen a restarted replica go. */
function reportAgain(): Promise<Incident> {
  return waitFor(() => report(stack, reporter), {
    what: 'a report to be accepted after the restart',
    intervalMs: 200,
  });
}

test('browsers: a stream ticket opens the stream without the token in the URL; refusals', async () => {
  const issued = await client(stack.url).post('/api/events/ticket', { token: reporter.token });
  expect(issued.status).toBe(200);
  expect(issued.body.ticket).not.toContain(reporter.token);
  const url = `${stack.url}/api/events/stream`;
  const byTicket = await openStream(`${url}?ticket=${encodeURIComponent(issued.body.ticket)}`);
  streams.push(byTicket);
  expect(byTicket.status).toBe(200);
  await byTicket.waitFor((e) => e.event === 'ready');
  const mine = await report(stack, reporter);
  await byTicket.waitFor(about(mine._id, 'incident.created'), 2000);

  // A ticket works for this path only, and a forged or missing credential is refused.
  expect(
    (
      await client(stack.url).get('/api/incidents', {
        headers: { authorization: `Bearer ${issued.body.ticket}` },
      })
    ).status,
  ).toBe(401);
  const forged = `${issued.body.ticket.split('.')[0]}.AAAA`;
  expect((await openStream(`${url}?ticket=${forged}`)).status).toBe(401);
  expect((await openStream(url)).status).toBe(401);
  // Not an event-stream client (a plain JSON call): 406, never a hanging response.
  const plain = await client(stack.url).get('/api/events/stream', { token: reporter.token });
  expect(plain.status).toBe(406);
  // An id the log never had: start again.
  const future = await subscribe(reporter.token, stack.url, '999999999999');
  expect(future.events[0]!.event).toBe('resync');
});
