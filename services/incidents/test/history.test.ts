// The case history (issue 18): one event per action with its actor, from and to, stored on the
// incident; caseUpdates rendered from it in the spec's words; the transition table enforced;
// closure reasons; the reporter's reopen (14 days) and additions; who may read it.
import {
  CASE_ALREADY_RESOLVED_MESSAGE,
  CLOSURE_NOTE_REQUIRED_MESSAGE,
  REOPEN_NOT_RESOLVED_MESSAGE,
  REOPEN_TOO_LATE_MESSAGE,
  REPORTER_UPDATE_CLOSED_MESSAGE,
  RULE_MESSAGES,
  UNSUPPORTED_PHOTO_MESSAGE,
  type CaseEvent,
  type Incident,
} from '@rescue/contracts';
import { registerUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { MongoClient, ObjectId } from 'mongodb';
import {
  assign,
  internal,
  operator,
  pngOf,
  registerSignedNgo,
  report,
  reportForm,
} from './helpers';

const the = fileStack({
  reporter: (stack) => registerUser(stack, 'user', { name: 'Asha Rao' }),
  otherUser: (stack) => registerUser(stack, 'user'),
  volunteer: (stack) => registerUser(stack, 'volunteer', { name: 'Ravi Kumar Shah' }),
  otherVolunteer: (stack) => registerUser(stack, 'volunteer'),
  ngo: (stack) => registerSignedNgo(stack, { name: 'Paws Trust' }),
});

const history = (token: string, id: string) =>
  the.api.get(`/api/incidents/${id}/history`, { token });
const setStatus = (id: string, json: Record<string, unknown>) =>
  the.api.put(`/api/ngo/incidents/${id}/update`, { token: the.ngo.token, json });
const reopen = (token: string, id: string, reason: unknown) =>
  the.api.post(`/api/incidents/${id}/reopen`, { token, json: { reason } });
const addUpdate = (token: string, id: string, text: unknown) =>
  the.api.post(`/api/incidents/${id}/updates`, { token, json: { text } });
const pick = (events: CaseEvent[]) =>
  events.map(({ type, actor, from, to, note, reason }) => ({
    type,
    actor: actor && { role: actor.role, name: actor.name },
    from,
    to,
    note,
    reason,
  }));

describe('every action appends its event, with actor, from and to', () => {
  let incident: Incident;
  let events: CaseEvent[];

  beforeAll(async () => {
    incident = await report(the.stack, the.reporter);
    const path = `/internal/incidents/${incident._id}`;
    expect(
      (await the.api.post(`/api/ngo/incidents/${incident._id}/handle`, { token: the.ngo.token }))
        .status,
    ).toBe(200);
    await assign(the.stack, incident._id, the.volunteer);
    expect(
      (
        await internal(the.stack, 'POST', `${path}/notes`, {
          volunteerId: the.volunteer._id,
          text: 'Gave water',
        })
      ).status,
    ).toBe(200);
    expect(
      (await addUpdate(the.reporter.token, incident._id, 'It limps on the left leg')).status,
    ).toBe(200);
    expect(
      (await internal(the.stack, 'POST', `${path}/complete`, { volunteerId: the.volunteer._id }))
        .status,
    ).toBe(200);
    const resolved = await setStatus(incident._id, {
      status: 'resolved',
      closureReason: 'rescued_treated',
    });
    expect(resolved.status).toBe(200);
    const res = await history(the.ngo.token, incident._id);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    events = res.body.data;
  });

  test('the NGO reads every event, oldest first, names in full', () => {
    expect(pick(events)).toEqual([
      {
        type: 'reported',
        actor: { role: 'user', name: 'Asha Rao' },
        from: null,
        to: 'pending',
        note: null,
        reason: null,
      },
      {
        type: 'ngo_handling',
        actor: { role: 'ngo', name: 'Paws Trust' },
        from: null,
        to: null,
        note: null,
        reason: null,
      },
      {
        type: 'volunteer_assigned',
        actor: { role: 'volunteer', name: 'Ravi Kumar Shah' },
        from: 'pending',
        to: 'in progress',
        note: null,
        reason: null,
      },
      {
        type: 'note',
        actor: { role: 'volunteer', name: 'Ravi Kumar Shah' },
        from: null,
        to: null,
        note: 'Gave water',
        reason: null,
      },
      {
        type: 'note',
        actor: { role: 'user', name: 'Asha Rao' },
        from: null,
        to: null,
        note: 'It limps on the left leg',
        reason: null,
      },
      {
        type: 'completed',
        actor: { role: 'volunteer', name: 'Ravi Kumar Shah' },
        from: null,
        to: null,
        note: null,
        reason: null,
      },
      {
        type: 'status_changed',
        actor: { role: 'ngo', name: 'Paws Trust' },
        from: 'in progress',
        to: 'resolved',
        note: null,
        reason: 'rescued_treated',
      },
    ]);
    expect(events.map((event) => event.actor?.id)).toEqual([
      the.reporter._id,
      the.ngo._id,
      the.volunteer._id,
      the.volunteer._id,
      the.reporter._id,
      the.volunteer._id,
      the.ngo._id,
    ]);
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
  });

  test('the actor carries id, role and name only: never contact details', () => {
    for (const event of events)
      expect(Object.keys(event.actor ?? {}).sort()).toEqual(['id', 'name', 'role']);
    expect(JSON.stringify(events)).not.toContain(the.reporter.email);
  });

  test('the reporter reads the volunteer by first name', async () => {
    const res = await history(the.reporter.token, incident._id);
    expect(res.status).toBe(200);
    const names = res.body.data
      .filter((event: CaseEvent) => event.actor?.role === 'volunteer')
      .map((event: CaseEvent) => event.actor?.name);
    expect(names).toEqual(['Ravi', 'Ravi', 'Ravi']);
  });

  test('caseUpdates are rendered from it in the spec’s words and shape', async () => {
    const res = await the.api.get(`/api/incidents/${incident._id}`, { token: the.reporter.token });
    const updates = (res.body as Incident).caseUpdates;
    for (const update of updates)
      expect(Object.keys(update).sort()).toEqual(['description', 'timestamp']);
    expect(updates.map((update) => update.description)).toEqual([
      'Incident reported',
      'Paws Trust is handling this case',
      'Volunteer Ravi Kumar Shah took this case',
      'Note from volunteer Ravi Kumar Shah: Gave water',
      'Note from the reporter: It limps on the left leg',
      'Volunteer Ravi Kumar Shah marked the case completed',
      'Status updated to resolved by NGO',
    ]);
    expect(updates.map((update) => update.timestamp)).toEqual(events.map((event) => event.at));
  });

  test('the closure is shown on the incident', async () => {
    const res = await the.api.get(`/api/incidents/${incident._id}`, { token: the.reporter.token });
    expect(res.body.closure).toEqual({
      reason: 'rescued_treated',
      note: null,
      at: events.at(-1)!.at,
    });
  });

  test('the reporter’s notifications come from the same events', async () => {
    const res = await the.api.get(`/api/incidents/notifications?limit=10`, {
      token: the.reporter.token,
    });
    expect(res.body.data.map((n: any) => [n.type, n.text])).toEqual([
      ['status', 'Paws Trust set your report to resolved'],
      ['completed', 'Volunteer Ravi Kumar Shah marked your case completed'],
      ['note', 'Volunteer Ravi Kumar Shah added a note to your case: Gave water'],
      ['assigned', 'Volunteer Ravi Kumar Shah took your case'],
      ['status', 'Paws Trust is handling your report'],
    ]);
    const ids = new Set(events.map((event) => event.id));
    for (const notification of res.body.data) expect(ids.has(notification._id)).toBe(true);
  });
});

describe('closure reasons', () => {
  test('other needs a note; the note is kept and shown', async () => {
    const incident = await report(the.stack, the.reporter);
    const refused = await setStatus(incident._id, { status: 'resolved', closureReason: 'other' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(CLOSURE_NOTE_REQUIRED_MESSAGE);
    const res = await setStatus(incident._id, {
      status: 'resolved',
      closureReason: 'other',
      closureNote: 'Adopted by the shopkeeper',
    });
    expect(res.status).toBe(200);
    expect(res.body.incident.closure).toMatchObject({
      reason: 'other',
      note: 'Adopted by the shopkeeper',
    });
  });

  test('the spec’s clients send no reason: other, and the same case update', async () => {
    const incident = await report(the.stack, the.reporter);
    const res = await setStatus(incident._id, {
      status: 'resolved',
      status_update: 'Status updated to resolved by NGO',
    });
    expect(res.status).toBe(200);
    expect(res.body.incident.closure).toMatchObject({ reason: 'other', note: null });
    expect(res.body.incident.caseUpdates.at(-1).description).toBe(
      'Status updated to resolved by NGO',
    );
  });

  test('a reason with another status is a 400; an open case has no closure', async () => {
    const incident = await report(the.stack, the.reporter);
    const res = await setStatus(incident._id, { status: 'in progress', closureReason: 'released' });
    expect(res.status).toBe(400);
    const read = await the.api.get(`/api/incidents/${incident._id}`, { token: the.ngo.token });
    expect(read.body.closure).toBeNull();
  });
});

describe('the transition table', () => {
  test('a volunteer cannot take a resolved case: 409 with the table’s message', async () => {
    const incident = await report(the.stack, the.reporter);
    await setStatus(incident._id, { status: 'resolved', closureReason: 'not_found' });
    const res = await internal(the.stack, 'POST', `/internal/incidents/${incident._id}/assign`, {
      volunteerId: the.otherVolunteer._id,
      volunteerName: the.otherVolunteer.name,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: CASE_ALREADY_RESOLVED_MESSAGE });
  });

  test('only a resolved case is reopened: 409', async () => {
    const incident = await report(the.stack, the.reporter);
    const res = await reopen(the.reporter.token, incident._id, 'Still there');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: REOPEN_NOT_RESOLVED_MESSAGE });
  });

  test('information is added only while open: 409 once resolved', async () => {
    const incident = await report(the.stack, the.reporter);
    await setStatus(incident._id, { status: 'resolved', closureReason: 'released' });
    const res = await addUpdate(the.reporter.token, incident._id, 'One more thing');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: REPORTER_UPDATE_CLOSED_MESSAGE });
  });

  test('a volunteer cannot set a status: 403', async () => {
    const incident = await report(the.stack, the.reporter);
    const res = await the.api.put(`/api/ngo/incidents/${incident._id}/update`, {
      token: the.volunteer.token,
      json: { status: 'resolved' },
    });
    expect(res.status).toBe(403);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe('the reporter reopens a resolved case', () => {
  test('within 14 days: back in progress when an NGO is on it, with the reason', async () => {
    const incident = await report(the.stack, the.reporter);
    await setStatus(incident._id, { status: 'resolved', closureReason: 'released' });
    const res = await reopen(the.reporter.token, incident._id, 'The dog is back at the bus stop');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.incident.status).toBe('in progress');
    expect(res.body.incident.closure).toBeNull();
    expect(res.body.incident.caseUpdates.at(-1).description).toBe(
      'Reopened by the reporter: The dog is back at the bus stop',
    );
    const events: CaseEvent[] = (await history(the.ngo.token, incident._id)).body.data;
    expect(pick(events).at(-1)).toEqual({
      type: 'reopened',
      actor: { role: 'user', name: 'Asha Rao' },
      from: 'resolved',
      to: 'in progress',
      note: 'The dog is back at the bus stop',
      reason: null,
    });
  });

  test('nobody on it: back to pending', async () => {
    const incident = await report(the.stack, the.reporter);
    // Resolved by an NGO, which handles it from then on: set it back to untouched in the database.
    await setStatus(incident._id, { status: 'resolved' });
    await backdateClosing(incident._id, 0, { assignedNGO: null });
    const res = await reopen(the.reporter.token, incident._id, 'Nobody came');
    expect(res.status).toBe(200);
    expect(res.body.incident.status).toBe('pending');
  });

  test('14 days or more after closing: 409', async () => {
    const incident = await report(the.stack, the.reporter);
    await setStatus(incident._id, { status: 'resolved', closureReason: 'rescued_treated' });
    await backdateClosing(incident._id, 14 * 24 * 60 * 60 * 1000 + 60_000);
    const res = await reopen(the.reporter.token, incident._id, 'It is hurt again');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: REOPEN_TOO_LATE_MESSAGE });
  });

  test('only its reporter: another user, the NGO and the volunteer get 403', async () => {
    const incident = await report(the.stack, the.reporter);
    await setStatus(incident._id, { status: 'resolved' });
    for (const account of [the.otherUser, the.ngo, the.volunteer]) {
      const res = await reopen(account.token, incident._id, 'Not mine');
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: RULE_MESSAGES.reporter });
      expect((await addUpdate(account.token, incident._id, 'Not mine')).status).toBe(403);
    }
  });

  test('a reason is required', async () => {
    const incident = await report(the.stack, the.reporter);
    expect((await reopen(the.reporter.token, incident._id, '')).status).toBe(400);
    expect((await addUpdate(the.reporter.token, incident._id, { $ne: 1 })).status).toBe(400);
  });
});

describe('who reads the history', () => {
  test('another user and a volunteer who does not hold it: 403; unknown: 404', async () => {
    const incident = await report(the.stack, the.reporter);
    for (const account of [the.otherUser, the.otherVolunteer]) {
      const res = await history(account.token, incident._id);
      expect(res.status).toBe(403);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await history(the.reporter.token, new ObjectId().toHexString())).status).toBe(404);
    expect((await the.api.get(`/api/incidents/${incident._id}/history`)).status).toBe(401);
  });

  test('hidden and unhidden: the reporter and operator see them, the NGO does not', async () => {
    const incident = await report(the.stack, the.reporter);
    const admin = await operator(the.stack);
    expect((await admin.hide(incident._id, 'Looks like a test report')).status).toBe(200);
    expect((await admin.restore(incident._id)).status).toBe(200);
    const types = async (token: string) =>
      (await history(token, incident._id)).body.data.map((event: CaseEvent) => event.type);
    expect(await types(the.reporter.token)).toEqual(['reported', 'hidden', 'unhidden']);
    expect(await types(admin.token)).toEqual(['reported', 'hidden', 'unhidden']);
    expect(await types(the.ngo.token)).toEqual(['reported']);
    const hidden = (await history(the.reporter.token, incident._id)).body.data[1];
    expect(hidden).toMatchObject({ actor: { role: 'admin' }, note: 'Looks like a test report' });
    // Moderation never was a case update.
    const read = await the.api.get(`/api/incidents/${incident._id}`, { token: the.reporter.token });
    expect(read.body.caseUpdates.map((u: any) => u.description)).toEqual(['Incident reported']);
  });
});

/** Moves the closing event (and updatedAt) `ms` into the past, in the database. */
async function backdateClosing(id: string, ms: number, extra: Record<string, unknown> = {}) {
  const client = await MongoClient.connect(the.stack.mongoUrl);
  try {
    const incidents = client.db(the.stack.dbNames.incidents).collection('incidents');
    const doc = await incidents.findOne({ _id: new ObjectId(id) });
    const events = (doc!.history as { at: Date }[]).map((event) => ({
      ...event,
      at: new Date(event.at.getTime() - ms),
    }));
    await incidents.updateOne(
      { _id: new ObjectId(id) },
      { $set: { history: events, updatedAt: new Date(doc!.updatedAt.getTime() - ms), ...extra } },
    );
  } finally {
    await client.close();
  }
}

describe('the reporter adds a second photo with their information', () => {
  test('stored as the report photo is, named by the note event, served, and refused when not an image', async () => {
    const incident = await report(the.stack, the.reporter);
    const photo = await pngOf(64, 48);
    const added = await the.api.post(`/api/incidents/${incident._id}/updates`, {
      token: the.reporter.token,
      form: reportForm(
        { text: 'It moved under the blue car' },
        {
          bytes: photo,
          name: 'second.png',
          type: 'image/png',
        },
      ),
    });
    expect(added.status).toBe(200);
    const events = (await history(the.reporter.token, incident._id)).body.data as CaseEvent[];
    const note = events.find((event) => event.note === 'It moved under the blue car');
    expect(note).toMatchObject({ type: 'note', actor: { role: 'user' } });
    expect(note?.photo).toMatch(/^[0-9a-f]{32}\.(png|jpg)$/);
    const served = await fetch(`${the.stack.url}/api/uploads/${note?.photo}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    // Every other event carries no photo.
    expect(events.filter((event) => event.photo)).toHaveLength(1);

    const notAnImage = await the.api.post(`/api/incidents/${incident._id}/updates`, {
      token: the.reporter.token,
      form: reportForm(
        { text: 'A text file' },
        {
          bytes: Buffer.from('not a picture'),
          name: 'fake.png',
          type: 'image/png',
        },
      ),
    });
    expect(notAnImage.status).toBe(415);
    expect(notAnImage.body.message).toEqual(UNSUPPORTED_PHOTO_MESSAGE);
    const after = (await history(the.reporter.token, incident._id)).body.data as CaseEvent[];
    expect(after.some((event) => event.note === 'A text file')).toBe(false);
  });
});
