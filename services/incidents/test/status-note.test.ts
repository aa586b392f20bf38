// Notes with status changes (issue 31): any status change may carry a note for the reporter,
// trimmed and bounded, kept in the status_changed event and shown in the case history, the
// case updates and the reporter's notification.
import { STATUS_NOTE_MAX_LENGTH, type CaseEvent, type Incident } from '@rescue/contracts';
import { registerUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { registerSignedNgo, report } from './helpers';

jest.setTimeout(60_000);

const the = fileStack({
  reporter: (stack) => registerUser(stack, 'user', { name: 'Asha Rao' }),
  ngo: (stack) => registerSignedNgo(stack, { name: 'Paws Trust' }),
});

const setStatus = (id: string, json: Record<string, unknown>) =>
  the.api.put(`/api/ngo/incidents/${id}/update`, { token: the.ngo.token, json });
const statusEvents = async (id: string): Promise<CaseEvent[]> => {
  const res = await the.api.get(`/api/incidents/${id}/history`, { token: the.reporter.token });
  expect(res.status).toBe(200);
  return (res.body.data as CaseEvent[]).filter((event) => event.type === 'status_changed');
};

describe('a note with a status change', () => {
  let incident: Incident;

  beforeAll(async () => {
    incident = await report(the.stack, the.reporter);
  });

  test('is trimmed and kept with the change, for the reporter to read in the history', async () => {
    const res = await setStatus(incident._id, {
      status: 'in progress',
      note: '  Our van is on the way  ',
    });
    expect(res.status).toBe(200);
    const [event] = await statusEvents(incident._id);
    expect(event).toMatchObject({
      from: 'pending',
      to: 'in progress',
      note: 'Our van is on the way',
      reason: null,
    });
    expect(res.body.incident.caseUpdates.at(-1).description).toBe(
      'Status updated to in progress by NGO: Our van is on the way',
    );
  });

  test("is in the reporter's notification of the change", async () => {
    const res = await the.api.get('/api/incidents/notifications?limit=5', {
      token: the.reporter.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({
      type: 'status',
      incidentId: incident._id,
      text: 'Paws Trust set your report to in progress: Our van is on the way',
    });
  });

  test('stays optional: without one (or only spaces) the change carries none', async () => {
    expect((await setStatus(incident._id, { status: 'pending', note: '   ' })).status).toBe(200);
    const events = await statusEvents(incident._id);
    expect(events.at(-1)).toMatchObject({ to: 'pending', note: null });
  });

  test('on resolving it is the closure note', async () => {
    const res = await setStatus(incident._id, {
      status: 'resolved',
      closureReason: 'other',
      note: 'A family nearby adopted her',
    });
    expect(res.status).toBe(200);
    expect(res.body.incident.closure).toMatchObject({
      reason: 'other',
      note: 'A family nearby adopted her',
    });
  });

  test('longer than the bound is a 400 with a message, and nothing changes', async () => {
    const fresh = await report(the.stack, the.reporter);
    const res = await setStatus(fresh._id, {
      status: 'in progress',
      note: 'x'.repeat(STATUS_NOTE_MAX_LENGTH + 1),
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    expect(await statusEvents(fresh._id)).toEqual([]);
  });
});
