// route(): an operation of the contracts' table registered with its method and path, its
// input parsed with its schemas, the caller's role checked, the path's object loaded by the
// service's loader and its rule applied (a hidden report is an unknown id) before the handler.
import type { Principal } from '@rescue/contracts';
import {
  INCIDENT_NOT_FOUND_MESSAGE,
  LOGIN_REQUIRED_MESSAGE,
  RULE_MESSAGES,
  wrongRoleMessage,
} from '@rescue/contracts';
import { generateSecrets } from '@rescue/stack/keys';
import { request } from '@rescue/testkit/http';
import { badRequest, notFound, operationRouter, signToken, INTERNAL_KEY_HEADER } from '../src';
import { listenProbeApp, type ProbeApp } from './probe-app';

const { jwtPrivateKey, jwtPublicKey, internalApiKey } = generateSecrets();
const REPORTER = 'a'.repeat(24);
const NGO = 'b'.repeat(24);
const VOLUNTEER = 'c'.repeat(24);
const HIDDEN = 'd'.repeat(24);
const VISIBLE = 'e'.repeat(24);

const people: Record<string, Principal> = {
  [REPORTER]: { id: REPORTER, role: 'user', name: 'Reporter', documentsSigned: true },
  [NGO]: { id: NGO, role: 'ngo', name: 'NGO', documentsSigned: true, verification: 'verified' },
  [VOLUNTEER]: { id: VOLUNTEER, role: 'volunteer', name: 'V', documentsSigned: true },
};
const token = (id: string) =>
  `Bearer ${signToken(people[id]!, jwtPrivateKey, 600, { sessionId: 's', tokenId: 't' })}`;

interface Incident {
  _id: string;
  reportedBy: string;
  hidden: boolean;
}
const incidents: Record<string, Incident> = {
  [HIDDEN]: { _id: HIDDEN, reportedBy: REPORTER, hidden: true },
  [VISIBLE]: { _id: VISIBLE, reportedBy: REPORTER, hidden: false },
};
const handled: string[] = [];
let loads = 0;

let probe: ProbeApp;
beforeAll(async () => {
  const routes = operationRouter<{ incident: Incident }>({
    internalApiKey,
    loaders: {
      incident: async (id) => {
        loads += 1;
        const incident = incidents[id];
        if (!incident) throw notFound(INCIDENT_NOT_FOUND_MESSAGE);
        return {
          object: incident,
          facts: { reporterId: incident.reportedBy, hidden: incident.hidden, holderId: null },
        };
      },
    },
  })
    .route('incidents.read', ({ object, user }) => {
      handled.push(`read ${object._id} by ${user.role}`);
      return { _id: object._id };
    })
    .route('incidents.flag', ({ input, object }) => {
      handled.push(`flag ${object._id}`);
      return { success: true, reason: input.body.reason };
    })
    // As a write under the incident's lock: the id read, the rule asked on the state written.
    .route(
      'incidents.updateStatus',
      ({ id, decide }) => {
        const incident = incidents[id];
        if (!incident) throw notFound(INCIDENT_NOT_FOUND_MESSAGE);
        decide({ reporterId: incident.reportedBy, hidden: incident.hidden, holderId: null });
        handled.push(`status ${id}`);
        return { id };
      },
      {
        bodyFirst: true,
        underLock: (id) => {
          if (!id || !/^[0-9a-f]{24}$/.test(id)) throw badRequest('Invalid incident id');
          return id;
        },
      },
    )
    .route('admin.accounts', ({ input }) => ({ query: input.query }))
    .route('profile.update', ({ input }) => ({ id: input.params.id }), {
      facts: { params: ({ id }) => ({ accountId: id }) },
    })
    .route('internal.users.read', ({ input }) => ({ id: input.params.id }));
  probe = await listenProbeApp({
    serviceName: 'route-test',
    jwtPublicKey,
    sessions: async (identity) => people[identity.id] ?? null,
    routers: [routes.router],
  });
});
afterAll(() => probe.close());
beforeEach(() => {
  handled.splice(0);
  loads = 0;
});

const get = (path: string, as?: string) =>
  request(probe.origin, 'GET', path, { headers: as ? { authorization: token(as) } : {} });

test('the table gives the method and path; the object is loaded and handed to the handler', async () => {
  const res = await get(`/api/incidents/${VISIBLE}`, NGO);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ _id: VISIBLE });
  expect(handled).toEqual([`read ${VISIBLE} by ngo`]);
});

test('nobody logged in is 401 and the object is never loaded', async () => {
  const res = await get(`/api/incidents/${VISIBLE}`);
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ message: LOGIN_REQUIRED_MESSAGE });
  expect(handled).toEqual([]);
});

test('a hidden report is an unknown id to a verified NGO, and there for its reporter', async () => {
  const hiddenFromNgo = await get(`/api/incidents/${HIDDEN}`, NGO);
  expect(hiddenFromNgo.status).toBe(404);
  expect(hiddenFromNgo.body).toMatchObject({ message: INCIDENT_NOT_FOUND_MESSAGE });
  const flag = await request(probe.origin, 'POST', `/api/incidents/${HIDDEN}/flag`, {
    headers: { authorization: token(NGO) },
    json: { reason: 'Looks like a duplicate of another report' },
  });
  expect(flag.status).toBe(404);
  expect(handled).toEqual([]);
  const reporter = await get(`/api/incidents/${HIDDEN}`, REPORTER);
  expect(reporter.status).toBe(200);
  expect(handled).toEqual([`read ${HIDDEN} by user`]);
});

test('the object rule refuses before the handler, with the policy message', async () => {
  const res = await get(`/api/incidents/${VISIBLE}`, VOLUNTEER);
  expect(res.status).toBe(403);
  // The rule's reason for the one asking: a volunteer who does not hold the case.
  expect(res.body).toMatchObject({ message: RULE_MESSAGES.holder });
  expect(handled).toEqual([]);
});

test('a wrong role is 403 with the wrong-role message', async () => {
  const res = await get('/api/admin/accounts', NGO);
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({ message: wrongRoleMessage('admin.accounts') });
});

test("a body is parsed with the operation's schema: 400 naming the field", async () => {
  const res = await request(probe.origin, 'POST', `/api/incidents/${VISIBLE}/flag`, {
    headers: { authorization: token(NGO) },
    json: { reason: 7 },
  });
  expect(res.status).toBe(400);
  expect(res.body.message).toMatch(/^reason/);
  expect(handled).toEqual([]);
  const ok = await request(probe.origin, 'POST', `/api/incidents/${VISIBLE}/flag`, {
    headers: { authorization: token(NGO) },
    json: { reason: 'Looks like a duplicate of another report' },
  });
  expect(ok.status).toBe(200);
  expect(ok.body).toEqual({ success: true, reason: 'Looks like a duplicate of another report' });
});

test('facts from the path: only the account itself, asked before the body is read', async () => {
  const put = (id: string, json: object) =>
    request(probe.origin, 'PUT', `/api/users/profile/${id}`, {
      headers: { authorization: token(REPORTER) },
      json,
    });
  expect((await put(NGO, {})).body).toMatchObject({ message: RULE_MESSAGES.self });
  expect((await put(REPORTER, {})).status).toBe(400);
  expect((await put(REPORTER, { name: 'New Name' })).body).toEqual({ id: REPORTER });
});

test('an internal operation needs the internal key', async () => {
  const path = `/internal/users/${NGO}`;
  expect((await request(probe.origin, 'GET', path)).status).toBe(403);
  const res = await request(probe.origin, 'GET', path, {
    headers: { [INTERNAL_KEY_HEADER]: internalApiKey },
  });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ id: NGO });
});

test('bodyFirst and underLock: the body, then the id, then the rule on the state the handler reads', async () => {
  const put = (id: string, json: object) =>
    request(probe.origin, 'PUT', `/api/ngo/incidents/${id}/update`, {
      headers: { authorization: token(NGO) },
      json,
    });
  // A bad body is a 400 whatever the id; a good one with a malformed id is the id's 400.
  expect((await put('nope', { status: 'lost' })).body.message).toMatch(/^status/);
  expect((await put('nope', { status: 'in progress' })).body).toMatchObject({
    message: 'Invalid incident id',
  });
  // The handler's decide: a hidden report is an unknown id, a visible one passes.
  const hidden = await put(HIDDEN, { status: 'in progress' });
  expect(hidden.status).toBe(404);
  expect(hidden.body).toMatchObject({ message: INCIDENT_NOT_FOUND_MESSAGE });
  expect((await put(VISIBLE, { status: 'in progress' })).body).toEqual({ id: VISIBLE });
  expect(handled).toEqual([`status ${VISIBLE}`]);
  // Nothing was loaded before the handler.
  expect(loads).toBe(0);
});
