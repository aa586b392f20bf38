// Statelessness: two instances each of the incidents and volunteer services behind the gateway
// (round robin), as `docker compose up --scale` runs them. Nothing a request leaves behind may
// live in one process only: the assignment race, a report -> assign -> status change flow and
// a photo must come out the same whichever replica serves each step. Replica i of the
// volunteer service calls replica i of the incidents service, so the race's atomic updates
// run in both incidents processes at once.
//
// Which replica served what is counted from Node's own `http.server.request.start` diagnostics
// channel (every request any HTTP server in this process receives), so the services need no
// test hook.
import diagnosticsChannel from 'node:diagnostics_channel';
import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { ASSIGN_SUCCESS_MESSAGE } from '@rescue/contracts';
import { apiClient } from '@rescue/testkit/api-client';
import { request } from '@rescue/testkit/http';
import { reportData, reportForm } from '@rescue/testkit/reports';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerSignedUser, registerUser, type TestUser } from '@rescue/testkit/users';

/** `incidents#0`, `volunteer#1`, ... -> the requests that replica received ("GET /api/..."). */
const served = new Map<string, string[]>();
const replicaByPort = new Map<number, string>();

const onRequest = (message: unknown) => {
  const { request: req, server } = message as { request: IncomingMessage; server: Server };
  const port = (server.address() as AddressInfo | null)?.port;
  const replica = port === undefined ? undefined : replicaByPort.get(port);
  if (!replica) return;
  served.get(replica)!.push(`${req.method} ${req.url?.split('?')[0]}`);
};

let stack: TestStack;
let api: ReturnType<typeof apiClient>;
let reporter: TestUser;
let ngo: TestUser;
let volunteer: TestUser;

beforeAll(async () => {
  diagnosticsChannel.subscribe('http.server.request.start', onRequest);
  stack = await startTestStack({ replicas: { incidents: 2, volunteer: 2 } });
  for (const service of ['incidents', 'volunteer'] as const) {
    expect(stack.services[service]).toHaveLength(2);
    stack.services[service].forEach((url, index) => {
      replicaByPort.set(Number(new URL(url).port), `${service}#${index}`);
      served.set(`${service}#${index}`, []);
    });
  }
  api = apiClient(stack.url);
  [reporter, ngo, volunteer] = await Promise.all([
    registerUser(stack, 'user'),
    registerSignedUser(stack, 'ngo'),
    registerSignedUser(stack, 'volunteer'),
  ]);
}, 60_000);

afterAll(async () => {
  diagnosticsChannel.unsubscribe('http.server.request.start', onRequest);
  await stack?.close();
});

beforeEach(() => {
  for (const requests of served.values()) requests.length = 0;
});

/** Requests each replica received since the test began, public (/api) or internal. */
function tally(kind: 'api' | 'internal') {
  return Object.fromEntries(
    [...served].map(([replica, requests]) => [
      replica,
      requests.filter((line) => line.split(' ')[1]!.startsWith(`/${kind}/`)).length,
    ]),
  );
}

async function report(description: string, photo?: Buffer) {
  const data = reportData({
    description: `Injured animal: ${description}`,
    animalInfo: { description },
  });
  const form = reportForm(data, photo, 'image/png');
  const res = await api.post('/api/incidents/create', { token: reporter.token, form });
  expect(res.status).toBe(201);
  return res.body.incident as { _id: string; animalInfo: { photo: string | null } };
}

const take = (incidentId: string, token: string) =>
  api.put(`/api/volunteer/incidents/${incidentId}/volunteer/update`, { token });

test('the gateway spreads public requests over both replicas of each service', async () => {
  for (let i = 0; i < 6; i += 1) {
    expect((await api.get('/api/incidents?limit=5', { token: ngo.token })).status).toBe(200);
    expect((await api.get('/api/volunteer/my-cases', { token: volunteer.token })).status).toBe(200);
  }
  expect(tally('api')).toEqual({
    'incidents#0': 3,
    'incidents#1': 3,
    'volunteer#0': 3,
    'volunteer#1': 3,
  });
});

test('20 volunteers take one case at once across the replicas: exactly one succeeds', async () => {
  const incident = await report('Dog hit by a car near the station');
  const volunteers = await Promise.all(
    Array.from({ length: 20 }, () => registerSignedUser(stack, 'volunteer')),
  );
  for (const requests of served.values()) requests.length = 0;

  const results = await Promise.all(volunteers.map((v) => take(incident._id, v.token)));

  const winners = results.filter((res) => res.status === 200);
  expect(winners).toHaveLength(1);
  expect(winners[0]!.body.message).toBe(ASSIGN_SUCCESS_MESSAGE);
  const losers = results.filter((res) => res.status === 409);
  expect(losers).toHaveLength(19);
  for (const loser of losers) {
    expect(loser.body).toEqual({
      message: 'This case has already been taken by another volunteer',
      code: expect.any(String),
    });
  }
  // Both volunteer replicas took requests, and each asked its own incidents replica to assign.
  const publicCalls = tally('api');
  expect(publicCalls['volunteer#0']).toBe(10);
  expect(publicCalls['volunteer#1']).toBe(10);
  const assignCalls = (replica: string) =>
    served
      .get(replica)!
      .filter((line) => line.endsWith(`/internal/incidents/${incident._id}/assign`)).length;
  expect(assignCalls('incidents#0')).toBeGreaterThan(0);
  expect(assignCalls('incidents#1')).toBeGreaterThan(0);

  // Every replica reports the same single winner.
  const winner = volunteers[results.findIndex((res) => res.status === 200)]!;
  const views: [string, string][] = [
    ...stack.services.incidents.map((url): [string, string] => [
      url,
      `/api/incidents/${incident._id}`,
    ]),
    ...stack.services.volunteer.map((url): [string, string] => [
      url,
      `/api/volunteer/incidents/${incident._id}`,
    ]),
  ];
  for (const [url, path] of views) {
    const res = await request(url, 'GET', path, { token: winner.token });
    expect(res.status).toBe(200);
    const updates = (res.body.caseUpdates as { description: string }[]).filter((update) =>
      /took this case/.test(update.description),
    );
    expect(updates).toHaveLength(1);
    expect(updates[0]!.description).toBe(`Volunteer ${winner.name} took this case`);
  }
}, 90_000);

test('report -> assign -> status change, each step on whichever replica the gateway picks', async () => {
  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 180, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  const incident = await report('Puppy with an injured paw', photo);
  expect(incident.animalInfo.photo).toMatch(/\.png$/);

  // The volunteer finds it in the available list and takes it.
  const available = await api.get('/api/volunteer/incidents?search=injured%20paw', {
    token: volunteer.token,
  });
  expect(available.status).toBe(200);
  expect((available.body.data as { id: string }[]).map((item) => item.id)).toContain(incident._id);
  const taken = await take(incident._id, volunteer.token);
  expect(taken.status).toBe(200);
  expect(taken.body.data.status).toBe('in progress');

  // The NGO resolves it.
  const update = await api.put(`/api/ngo/incidents/${incident._id}/update`, {
    token: ngo.token,
    json: { status: 'resolved', status_update: 'Treated at the clinic and released' },
  });
  expect(update.status).toBe(200);

  // Both replicas of each service now tell the same story.
  for (const url of stack.services.incidents) {
    const res = await request(url, 'GET', `/api/incidents/${incident._id}`, {
      token: reporter.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('resolved');
    expect(res.body.volunteerActivity).toMatchObject({
      status: 'assigned',
      assignedVolunteer: volunteer._id,
    });
    const descriptions = (res.body.caseUpdates as { description: string }[]).map(
      (item) => item.description,
    );
    expect(descriptions).toContain(`Volunteer ${volunteer.name} took this case`);

    // The photo is in the database, not on one replica's disk.
    const file = await fetch(`${url}/api/uploads/${incident.animalInfo.photo}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([64, 48]);
  }
  for (const url of stack.services.volunteer) {
    const mine = await request(url, 'GET', '/api/volunteer/my-cases', { token: volunteer.token });
    expect(mine.status).toBe(200);
    expect(
      (mine.body.data as { id: string; status: string }[]).find((c) => c.id === incident._id),
    ).toMatchObject({ status: 'resolved' });
  }
  const notifications = await api.get('/api/incidents/notifications', { token: reporter.token });
  expect(notifications.status).toBe(200);

  // The flow through the gateway touched both replicas of both services.
  const calls = tally('api');
  for (const replica of ['incidents#0', 'incidents#1', 'volunteer#0', 'volunteer#1']) {
    expect(calls[replica]).toBeGreaterThan(0);
  }
}, 60_000);
