// What a volunteer may see of a case (policy.ts, cases.read): a case while it is available
// (open, not taken, not hidden by the operator) or the case they hold; reports the operator
// hid leave the available list and cannot be taken.
import {
  ALREADY_TAKEN_MESSAGE,
  CASE_HIDDEN_MESSAGE,
  INCIDENT_NOT_FOUND_MESSAGE,
} from '@rescue/contracts';
import { adminToken, registerSignedUser, registerUser, type TestUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { reportIncident, setStatus, uniqueTag } from './helpers';

const NO_LONGER_AVAILABLE = 'This case is no longer available';

const the = fileStack({
  reporter: (stack) => registerUser(stack, 'user'),
  holder: (stack) => registerSignedUser(stack, 'volunteer'),
  other: (stack) => registerSignedUser(stack, 'volunteer'),
  unsigned: (stack) => registerUser(stack, 'volunteer'),
  ngo: (stack) => registerSignedUser(stack, 'ngo'),
  admin: adminToken,
});

const detail = (id: string, volunteer: TestUser) =>
  the.api.get(`/api/volunteer/incidents/${id}`, { token: volunteer.token });
const take = (id: string, volunteer: TestUser) =>
  the.api.put(`/api/volunteer/incidents/${id}/volunteer/update`, { token: volunteer.token });
const availableIds = async (volunteer: TestUser, search: string) => {
  const res = await the.api.get(`/api/volunteer/incidents?search=${search}`, {
    token: volunteer.token,
  });
  expect(res.status).toBe(200);
  return (res.body.data as { id: string }[]).map((item) => item.id);
};
const hide = (id: string, reason: string) =>
  the.api.post(`/api/admin/reports/${id}/hide`, { token: the.admin, json: { reason } });
const restore = (id: string) =>
  the.api.post(`/api/admin/reports/${id}/restore`, { token: the.admin });

test('an available case: any volunteer, signed or not, may open it', async () => {
  const incident = await reportIncident(the.stack, the.reporter);
  for (const volunteer of [the.holder, the.other, the.unsigned]) {
    const res = await detail(incident._id, volunteer);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: incident._id, assignedToMe: false });
  }
});

test('once taken: its holder sees it; another volunteer is told it was taken, and nothing more', async () => {
  const incident = await reportIncident(the.stack, the.reporter, { address: '9 Hidden Lane' });
  expect((await take(incident._id, the.holder)).status).toBe(200);
  const refused = await detail(incident._id, the.other);
  expect(refused.status).toBe(403);
  expect(refused.body).toMatchObject({ message: ALREADY_TAKEN_MESSAGE, code: 'ALREADY_TAKEN' });
  expect(refused.body).not.toHaveProperty('animal_info');
  const mine = await detail(incident._id, the.holder);
  expect(mine.status).toBe(200);
  expect(mine.body).toMatchObject({ assignedToMe: true, assignedToOther: false });
});

test('once resolved: refused to volunteers who do not hold it, still shown to its holder', async () => {
  const untaken = await reportIncident(the.stack, the.reporter);
  await setStatus(the.stack, the.ngo, untaken._id, 'resolved');
  for (const volunteer of [the.holder, the.other]) {
    const res = await detail(untaken._id, volunteer);
    expect([res.status, res.body.message]).toEqual([403, NO_LONGER_AVAILABLE]);
  }

  const held = await reportIncident(the.stack, the.reporter);
  await take(held._id, the.holder);
  await setStatus(the.stack, the.ngo, held._id, 'resolved');
  expect((await detail(held._id, the.holder)).status).toBe(200);
  expect((await detail(held._id, the.other)).status).toBe(403);
});

test('notes and completion: only its holder', async () => {
  const incident = await reportIncident(the.stack, the.reporter);
  const note = (volunteer: TestUser) =>
    the.api.post(`/api/volunteer/incidents/${incident._id}/notes`, {
      token: volunteer.token,
      json: { text: 'On my way' },
    });
  // Untaken: nobody holds it yet.
  expect((await note(the.holder)).status).toBe(403);
  await take(incident._id, the.holder);
  expect((await note(the.other)).status).toBe(403);
  expect((await note(the.holder)).status).toBe(200);
  const complete = (volunteer: TestUser) =>
    the.api.put(`/api/volunteer/incidents/${incident._id}/complete`, { token: volunteer.token });
  expect((await complete(the.other)).status).toBe(403);
  expect((await complete(the.holder)).status).toBe(200);
});

describe('a report the operator hid', () => {
  test('leaves the available list, cannot be opened or taken; restored, it is back', async () => {
    const tag = uniqueTag();
    const incident = await reportIncident(the.stack, the.reporter, {
      address: `${tag} Market Road`,
    });
    expect(await availableIds(the.other, tag)).toEqual([incident._id]);

    expect((await hide(incident._id, 'Advertising, not an animal')).status).toBe(200);
    expect(await availableIds(the.other, tag)).toEqual([]);
    // A 404 that says why (policy.ts, hiddenRefusal): every volunteer saw it in the list.
    const opened = await detail(incident._id, the.other);
    expect([opened.status, opened.body.message]).toEqual([404, CASE_HIDDEN_MESSAGE]);
    expect(opened.body.code).toBe('CASE_HIDDEN');
    const taken = await take(incident._id, the.other);
    expect([taken.status, taken.body.message]).toEqual([404, CASE_HIDDEN_MESSAGE]);

    expect((await restore(incident._id)).status).toBe(200);
    expect(await availableIds(the.other, tag)).toEqual([incident._id]);
    expect((await detail(incident._id, the.other)).status).toBe(200);
    expect((await take(incident._id, the.other)).status).toBe(200);
  });

  test('leaves its holder’s own list', async () => {
    const tag = uniqueTag();
    const incident = await reportIncident(the.stack, the.reporter, { address: `${tag} Fort Road` });
    await take(incident._id, the.holder);
    const mine = async () =>
      (
        (await the.api.get('/api/volunteer/my-cases', { token: the.holder.token })).body.data as {
          id: string;
        }[]
      ).map((item) => item.id);
    expect(await mine()).toContain(incident._id);
    await hide(incident._id, 'Abusive text');
    expect(await mine()).not.toContain(incident._id);
    // Its holder is told the operator hid it; a volunteer who never saw it learns nothing.
    const opened = await detail(incident._id, the.holder);
    expect([opened.status, opened.body.message]).toEqual([404, CASE_HIDDEN_MESSAGE]);
    const stranger = await detail(incident._id, the.other);
    expect([stranger.status, stranger.body.message]).toEqual([404, INCIDENT_NOT_FOUND_MESSAGE]);
  });
});
