// Dispatch and escalation (issue 31): a verified NGO covering a case asks the nearest on-duty
// volunteer, who accepts (the take's own rules) or declines; each step is a case-history event
// and the volunteer's notification; a critical case nobody takes is escalated once, to wider
// volunteers and then to the NGOs, even with two replicas and a restart between.
import {
  destinationPoint,
  findCity,
  type CaseEvent,
  type Incident,
  type LngLat,
} from '@rescue/contracts';
import { client } from '@rescue/testkit/http';
import { registerSignedUser, registerUser, type TestUser } from '@rescue/testkit/users';
import { waitFor } from '@rescue/testkit/wait';
import { fileStack } from '@rescue/testkit/file-stack';
import { operator, registerUnverifiedNgo, report, reportData } from './helpers';

jest.setTimeout(120_000);

const the = fileStack(
  {
    reporter: (stack) => registerUser(stack, 'user'),
    ngo: (stack) => registerSignedUser(stack, 'ngo', { city: 'Pune' }),
    otherCityNgo: (stack) => registerSignedUser(stack, 'ngo', { city: 'Mumbai' }),
    near: (stack) => registerSignedUser(stack, 'volunteer', { city: 'Pune' }),
    far: (stack) => registerSignedUser(stack, 'volunteer', { city: 'Pune' }),
    offDuty: (stack) => registerSignedUser(stack, 'volunteer', { city: 'Pune' }),
    atCap: (stack) => registerSignedUser(stack, 'volunteer', { city: 'Pune' }),
  },
  {
    replicas: { incidents: 2 },
    env: {
      VOLUNTEER_MAX_OPEN_CASES: '1',
      // Seconds instead of minutes, looked for often: the escalation test waits for its steps.
      ESCALATION_VOLUNTEERS_AFTER_MINUTES: '0.03',
      ESCALATION_NGOS_AFTER_MINUTES: '0.06',
      ESCALATION_RADIUS_KM: '40',
      ESCALATION_SCAN_MS: '200',
    },
  },
);

const pune = findCity('Pune')!;
const puneCentre: LngLat = [pune.longitude, pune.latitude];
const eastOfPune = (km: number) => destinationPoint(puneCentre, 90, km);

/** A Pune report at `km` east of the centre (moderate: the escalation leaves it alone). */
const reportAt = (km: number, score = 5, category = 'MODERATE') =>
  report(
    the.stack,
    the.reporter,
    reportData({
      location: { address: 'Near the bus stand', coordinates: eastOfPune(km) },
      animalInfo: {
        description: 'Brown dog limping',
        type: 'Dog',
        aiSeverityAssessment: { score, category, assessmentDetails: 'A wound' },
      },
    }),
  );

async function goOnDuty(volunteer: TestUser, at: LngLat, onDuty = true) {
  // The plain client: the OpenAPI check reads /api/volunteer/duty as /api/volunteer/{id}.
  const res = await client(the.stack.url).put('/api/volunteer/duty', {
    token: volunteer.token,
    json: { onDuty, lng: at[0], lat: at[1] },
  });
  expect(res.status).toBe(200);
}

const dispatch = (who: TestUser, id: string, volunteerId: string) =>
  the.api.post(`/api/ngo/incidents/${id}/dispatch`, { token: who.token, json: { volunteerId } });
const candidates = (who: TestUser, id: string) =>
  the.api.get(`/api/ngo/incidents/${id}/dispatch/candidates`, { token: who.token });
const answer = (who: TestUser, id: string, verb: 'accept' | 'decline') =>
  the.api.post(`/api/volunteer/incidents/${id}/dispatch/${verb}`, { token: who.token });
const history = async (id: string): Promise<CaseEvent[]> =>
  (await the.api.get(`/api/incidents/${id}/history`, { token: the.ngo.token })).body.data;
const read = async (id: string): Promise<Incident> =>
  (await the.api.get(`/api/incidents/${id}`, { token: the.ngo.token })).body;
const escalations = async (id: string): Promise<CaseEvent[]> =>
  (await history(id)).filter((e) => e.type === 'escalated');

/** Waits until `who`'s notification centre holds a `kind` notification of the incident. */
const notified = (who: TestUser, kind: string, incidentId: string, what: string) =>
  waitFor(
    async () => {
      const res = await the.api.get('/api/notifications', { token: who.token });
      return res.body.data?.some(
        (n: { kind: string; incidentId: string }) => n.kind === kind && n.incidentId === incidentId,
      );
    },
    { what },
  );

beforeAll(async () => {
  await Promise.all([
    goOnDuty(the.near, eastOfPune(1)),
    goOnDuty(the.far, eastOfPune(8)),
    goOnDuty(the.offDuty, eastOfPune(0.5), false),
    goOnDuty(the.atCap, eastOfPune(2)),
  ]);
  // atCap holds the one case VOLUNTEER_MAX_OPEN_CASES allows.
  const held = await reportAt(20);
  expect(
    (
      await the.api.put(`/api/volunteer/incidents/${held._id}/volunteer/update`, {
        token: the.atCap.token,
      })
    ).status,
  ).toBe(200);
});

test('the candidates are the on-duty volunteers with room, nearest first, with distance and load', async () => {
  const incident = await reportAt(0);
  const res = await candidates(the.ngo, incident._id);
  expect(res.status).toBe(200);
  expect(res.body.maxCases).toBe(1);
  const ids = res.body.data.map((c: { volunteerId: string }) => c.volunteerId);
  // Off duty and at the cap are not offered; the nearer volunteer comes first.
  expect(ids).toEqual([the.near._id, the.far._id]);
  expect(res.body.data[0]).toMatchObject({ name: the.near.name, approximate: false, heldCases: 0 });
  expect(res.body.data[0].distanceKm).toBeCloseTo(1, 0);
  expect(res.body.data[1].distanceKm).toBeCloseTo(8, 0);
});

test('ask, decline, ask again, accept: each step in the history, the case taken as a take', async () => {
  const incident = await reportAt(0);
  const asked = await dispatch(the.ngo, incident._id, the.near._id);
  expect(asked.status).toBe(200);
  expect(asked.body.message).toBe('The volunteer has been asked to take this case');
  expect(asked.body.incident.dispatch).toMatchObject({
    volunteerId: the.near._id,
    volunteerName: the.near.name,
    requestedBy: { id: the.ngo._id },
    state: 'asked',
    answeredAt: null,
  });

  // The volunteer is told, in their notification centre.
  await notified(
    the.near,
    'incident.dispatched',
    incident._id,
    "the dispatch in the volunteer's notification centre",
  );
  // Their case view carries the request; the NGO's dispatch is not the reporter's to read.
  const view = await the.api.get(`/api/volunteer/incidents/${incident._id}`, {
    token: the.near.token,
  });
  expect(view.body.dispatchRequest).toMatchObject({ ngoName: the.ngo.name });
  const reporterView = await the.api.get(`/api/incidents/${incident._id}`, {
    token: the.reporter.token,
  });
  expect(reporterView.body.dispatch).toBeUndefined();

  expect((await answer(the.near, incident._id, 'decline')).status).toBe(200);
  expect((await read(incident._id)).dispatch).toMatchObject({ state: 'declined' });
  // Answered once: a second answer is refused as from someone not asked.
  const again = await answer(the.near, incident._id, 'accept');
  expect(again.status).toBe(403);
  expect(again.body.message).toBe('You were not asked to take this case');

  expect((await dispatch(the.ngo, incident._id, the.far._id)).status).toBe(200);
  const accepted = await answer(the.far, incident._id, 'accept');
  expect(accepted.status).toBe(200);
  expect(accepted.body.data).toMatchObject({ assignedToMe: true, status: 'in progress' });
  const now = await read(incident._id);
  expect(now.volunteerActivity).toMatchObject({
    assignedVolunteer: the.far._id,
    status: 'assigned',
  });
  expect(now.dispatch).toMatchObject({ volunteerId: the.far._id, state: 'accepted' });
  expect((await history(incident._id)).map((e) => e.type)).toEqual([
    'reported',
    'dispatch_requested',
    'dispatch_declined',
    'dispatch_requested',
    'dispatch_accepted',
    'volunteer_assigned',
  ]);
  // The first name only, in the event every reader of the history sees.
  const [firstAsk] = (await history(incident._id)).filter((e) => e.type === 'dispatch_requested');
  expect(firstAsk!.note).toBe(the.near.name.split(' ')[0]);
  // far is at the cap now: the next NGO's request to them is refused.
  const full = await dispatch(the.ngo, (await reportAt(1))._id, the.far._id);
  expect(full.status).toBe(409);
  expect(full.body.message).toBe('This volunteer already holds as many cases as they may');
});

describe('refusals', () => {
  let incident: Incident;
  beforeAll(async () => {
    incident = await reportAt(0);
  });

  test.each([
    ['a reporter', () => the.reporter, 403],
    ['a volunteer', () => the.near, 403],
  ])('%s may not dispatch or list candidates', async (_who, who, status) => {
    expect((await dispatch(who(), incident._id, the.near._id)).status).toBe(status);
    expect((await candidates(who(), incident._id)).status).toBe(status);
  });

  test('an NGO the operator has not verified, and one of another city, are refused', async () => {
    const unverified = await registerUnverifiedNgo(the.stack);
    expect((await dispatch(unverified, incident._id, the.near._id)).status).toBe(403);
    const other = await dispatch(the.otherCityNgo, incident._id, the.near._id);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe("This case is outside your organisation's operating areas");
    expect((await candidates(the.otherCityNgo, incident._id)).status).toBe(403);
  });

  test('a volunteer off duty (or an id that is no volunteer) is refused', async () => {
    const res = await dispatch(the.ngo, incident._id, the.offDuty._id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This volunteer is not on duty');
    expect((await dispatch(the.ngo, incident._id, the.reporter._id)).status).toBe(409);
    expect((await dispatch(the.ngo, incident._id, 'not-an-id')).status).toBe(400);
  });

  test('a volunteer at the cap is refused', async () => {
    const res = await dispatch(the.ngo, incident._id, the.atCap._id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This volunteer already holds as many cases as they may');
  });

  test('a taken case, a resolved one and a hidden one are refused', async () => {
    const taken = await reportAt(0);
    const other = await registerSignedUser(the.stack, 'volunteer');
    await the.api.put(`/api/volunteer/incidents/${taken._id}/volunteer/update`, {
      token: other.token,
    });
    expect((await dispatch(the.ngo, taken._id, the.near._id)).status).toBe(409);

    const resolved = await reportAt(0);
    await the.api.put(`/api/ngo/incidents/${resolved._id}/update`, {
      token: the.ngo.token,
      json: { status: 'resolved', closureReason: 'rescued_treated' },
    });
    const closed = await dispatch(the.ngo, resolved._id, the.near._id);
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('This case has already been resolved');

    const hidden = await reportAt(0);
    expect(
      (await (await operator(the.stack)).hide(hidden._id, 'Spam with a phone number')).status,
    ).toBe(200);
    expect((await dispatch(the.ngo, hidden._id, the.near._id)).status).toBe(404);
  });

  test('only the asked volunteer may answer; a case taken meanwhile is refused to them', async () => {
    const asked = await reportAt(0);
    expect((await dispatch(the.ngo, asked._id, the.near._id)).status).toBe(200);
    const notAsked = await answer(the.far, asked._id, 'accept');
    expect(notAsked.status).toBe(403);
    expect(notAsked.body.message).toBe('You were not asked to take this case');
    expect((await answer(the.far, asked._id, 'decline')).status).toBe(403);
    expect((await answer(the.ngo, asked._id, 'accept')).status).toBe(403);

    // Someone else takes it before the asked volunteer answers: the take's 409.
    const other = await registerSignedUser(the.stack, 'volunteer');
    await the.api.put(`/api/volunteer/incidents/${asked._id}/volunteer/update`, {
      token: other.token,
    });
    const late = await answer(the.near, asked._id, 'accept');
    expect(late.status).toBe(409);
    expect((await read(asked._id)).volunteerActivity?.assignedVolunteer).toBe(other._id);
  });

  test('the asked volunteer may not accept while at the cap', async () => {
    const asked = await reportAt(0);
    const capped = await registerSignedUser(the.stack, 'volunteer');
    await goOnDuty(capped, eastOfPune(1));
    expect((await dispatch(the.ngo, asked._id, capped._id)).status).toBe(200);
    // Takes their one case in between.
    const mine = await reportAt(0);
    expect(
      (
        await the.api.put(`/api/volunteer/incidents/${mine._id}/volunteer/update`, {
          token: capped.token,
        })
      ).status,
    ).toBe(200);
    const res = await answer(capped, asked._id, 'accept');
    expect(res.status).toBe(409);
    expect((await read(asked._id)).volunteerActivity).toBeNull();
  });
});

test('a critical case nobody takes is escalated once per step, to wider volunteers and then the NGOs', async () => {
  // 30 km out: within the escalation's 40 km, outside every volunteer's own alert radius.
  const critical = await reportAt(30, 9, 'CRITICAL');
  const steps = await waitFor(
    async () => {
      const events = await escalations(critical._id);
      return events.length >= 2 && events;
    },
    { what: 'both escalation steps', timeoutMs: 20_000 },
  );
  expect(steps.map((e) => e.escalation)).toEqual([
    { step: 'volunteers', radiusKm: 40, afterMinutes: 0.03 },
    { step: 'ngos', radiusKm: null, afterMinutes: 0.06 },
  ]);
  // The volunteers of the wider radius and the city's NGOs are told.
  await notified(
    the.near,
    'incident.escalated',
    critical._id,
    'the escalation in a wider volunteer’s centre',
  );
  await notified(
    the.ngo,
    'incident.unattended',
    critical._id,
    "the escalation in the NGO's centre",
  );
  // Two replicas looked every 200 ms, one restarted meanwhile: still one event per step.
  await the.stack.restart('incidents', 0);
  const afterRestart = await reportAt(30, 9, 'CRITICAL');
  await waitFor(async () => (await escalations(afterRestart._id)).length >= 2, {
    what: 'the steps of a case reported after the restart',
    timeoutMs: 20_000,
  });
  expect(await escalations(critical._id)).toHaveLength(2);
  expect(await escalations(afterRestart._id)).toHaveLength(2);

  // A moderate case, and a critical one taken in time, are never escalated.
  const other = await registerSignedUser(the.stack, 'volunteer');
  const moderate = await reportAt(30);
  const taken = await reportAt(30, 9, 'CRITICAL');
  await the.api.put(`/api/volunteer/incidents/${taken._id}/volunteer/update`, {
    token: other.token,
  });
  // Past both steps' times for a case reported after `taken`: what a third case shows.
  const witness = await reportAt(30, 9, 'CRITICAL');
  await waitFor(async () => (await escalations(witness._id)).length >= 2, {
    what: 'a later critical case escalated',
    timeoutMs: 20_000,
  });
  expect(await escalations(moderate._id)).toEqual([]);
  expect(await escalations(taken._id)).toEqual([]);
});
