// Issue 32: a status change or a reporter's note sent with an Idempotency-Key is applied once,
// whichever replica each send reaches: two identical sends at once make one history event,
// and a send repeated after the first succeeded is answered as the first was.
import type { CaseEvent, Incident } from '@rescue/contracts';
import { apiClient } from '@rescue/testkit/api-client';
import type { ApiResponse } from '@rescue/testkit/http';
import { registerUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { operator, registerSignedNgo, report } from './helpers';

jest.setTimeout(60_000);

/** One client per incidents replica: the two sends of a pair reach different replicas. */
let replicas: ReturnType<typeof apiClient>[];

const the = fileStack(
  {
    reporter: (stack) => registerUser(stack, 'user', { name: 'Asha Rao' }),
    ngo: (stack) => registerSignedNgo(stack, { name: 'Paws Trust' }),
  },
  { replicas: { incidents: 2 } },
);
beforeAll(async () => {
  replicas = the.stack.services.incidents.map((url) => apiClient(url));
});

const key = (name: string) => ({ 'Idempotency-Key': `${name}-${Date.now()}` });

const setStatus = (
  replica: number,
  id: string,
  headers: Record<string, string>,
  json: Record<string, unknown> = { status: 'in progress', note: 'Our van is on the way' },
) =>
  replicas[replica]!.put(`/api/ngo/incidents/${id}/update`, {
    token: the.ngo.token,
    json,
    headers,
  });

const addNote = (replica: number, id: string, headers: Record<string, string>) =>
  replicas[replica]!.post(`/api/incidents/${id}/updates`, {
    token: the.reporter.token,
    json: { text: 'She is hiding under the blue car now' },
    headers,
  });

/** The same send to both replicas at once: both succeed and are answered alike. The first answer. */
async function sentTwiceAtOnce(send: (replica: number) => Promise<ApiResponse>) {
  const [first, second] = await Promise.all([send(0), send(1)]);
  expect([first.status, second.status]).toEqual([200, 200]);
  expect(second.body).toEqual(first.body);
  return first;
}

async function events(id: string, type: CaseEvent['type']): Promise<CaseEvent[]> {
  const res = await replicas[0]!.get(`/api/incidents/${id}/history`, { token: the.reporter.token });
  expect(res.status).toBe(200);
  return (res.body.data as CaseEvent[]).filter((event) => event.type === type);
}

describe('a status change with an Idempotency-Key', () => {
  let incident: Incident;
  beforeEach(async () => {
    incident = await report(the.stack, the.reporter);
  });

  test('sent twice at once, to two replicas, is applied once and answered alike', async () => {
    const headers = key('status');
    await sentTwiceAtOnce((replica) => setStatus(replica, incident._id, headers));
    expect(await events(incident._id, 'status_changed')).toHaveLength(1);
  });

  test('sent again after it succeeded, is answered as the first time and changes nothing', async () => {
    const headers = key('status');
    const first = await setStatus(0, incident._id, headers);
    expect(first.status).toBe(200);
    const again = await setStatus(1, incident._id, headers);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await events(incident._id, 'status_changed')).toHaveLength(1);
  });

  test('sent again after the operator hid the report: refused, never answered with the case', async () => {
    const headers = key('status');
    expect((await setStatus(0, incident._id, headers)).status).toBe(200);
    const admin = await operator(the.stack);
    expect((await admin.hide(incident._id, 'Not a real animal report')).status).toBe(200);
    const again = await setStatus(1, incident._id, headers);
    expect(again.status).toBe(404);
    expect(again.body).not.toHaveProperty('incident');
  });

  test('another key, or no key, is another change', async () => {
    await setStatus(0, incident._id, key('one'));
    await setStatus(0, incident._id, key('two'), { status: 'pending' });
    await setStatus(1, incident._id, {}, { status: 'in progress' });
    expect(await events(incident._id, 'status_changed')).toHaveLength(3);
  });

  test('a key that is not 1 to 128 visible characters is a 400 with a message', async () => {
    const res = await setStatus(0, incident._id, { 'Idempotency-Key': 'x'.repeat(129) });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Idempotency-Key/);
    expect(await events(incident._id, 'status_changed')).toHaveLength(0);
  });
});

describe("a reporter's note with an Idempotency-Key", () => {
  test('sent twice at once, then again, is one note, answered alike each time', async () => {
    const incident = await report(the.stack, the.reporter);
    const headers = key('note');
    const first = await sentTwiceAtOnce((replica) => addNote(replica, incident._id, headers));
    const again = await addNote(1, incident._id, headers);
    expect(again.body).toEqual(first.body);
    expect(await events(incident._id, 'note')).toHaveLength(1);
  });

  test("one account's key does not answer for another's change", async () => {
    const incident = await report(the.stack, the.reporter);
    const headers = key('shared');
    expect((await addNote(0, incident._id, headers)).status).toBe(200);
    expect((await setStatus(0, incident._id, headers)).status).toBe(200);
    expect(await events(incident._id, 'note')).toHaveLength(1);
    expect(await events(incident._id, 'status_changed')).toHaveLength(1);
  });
});
