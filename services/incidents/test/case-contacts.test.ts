// Reaching each other (issue 31): once a volunteer holds a case, the volunteer gets the
// reporter's name and phone (unless the reporter chose not to be called) and the reporter the
// volunteer's first name and, if the volunteer chose to show it, phone. Every other reader
// gets neither, and the incident's views carry no more contact details than before.
import type { CaseContactsResponse, Incident } from '@rescue/contracts';
import { apiClient } from '@rescue/testkit/api-client';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerUser, type TestUser } from '@rescue/testkit/users';
import { assign, operator, registerSignedNgo, report } from './helpers';

jest.setTimeout(60_000);

const REPORTER_PHONE = '+91 90000 11111';
const HOLDER_PHONE = '+91 90000 22222';

let stack: TestStack;
let api: ReturnType<typeof apiClient>;
let reporter: TestUser;
let otherUser: TestUser;
let holder: TestUser;
let otherVolunteer: TestUser;
let ngo: TestUser;
let operatorToken: string;

beforeAll(async () => {
  stack = await startTestStack();
  api = apiClient(stack.url);
  [reporter, otherUser, holder, otherVolunteer, ngo] = await Promise.all([
    registerUser(stack, 'user', { name: 'Asha Rao', phoneNumber: REPORTER_PHONE }),
    registerUser(stack, 'user'),
    registerUser(stack, 'volunteer', { name: 'Ravi Kumar Shah', phoneNumber: HOLDER_PHONE }),
    registerUser(stack, 'volunteer'),
    registerSignedNgo(stack, { name: 'Paws Trust' }),
  ]);
  operatorToken = (await operator(stack)).token;
});
afterAll(() => stack.close());

const contacts = (token: string, id: string) => api.get(`/api/incidents/${id}/contacts`, { token });
const choose = (user: TestUser, json: Record<string, boolean>) =>
  api.put(`/api/users/profile/${user._id}`, { token: user.token, json });
const NOBODY: CaseContactsResponse = { success: true, reporter: null, volunteer: null };

describe('a case a volunteer holds, with the default choices', () => {
  let incident: Incident;

  beforeAll(async () => {
    incident = await report(stack, reporter);
  });

  test('before anyone takes it the reporter has nobody to call', async () => {
    const res = await contacts(reporter.token, incident._id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(NOBODY);
  });

  describe('once taken', () => {
    beforeAll(async () => {
      await assign(stack, incident._id, holder);
    });

    test("the holding volunteer gets the reporter's name and phone (calls allowed by default)", async () => {
      const res = await contacts(holder.token, incident._id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        reporter: { name: 'Asha Rao', phoneNumber: REPORTER_PHONE },
        volunteer: null,
      });
    });

    test("the reporter gets the volunteer's first name, no phone (not shown by default)", async () => {
      const res = await contacts(reporter.token, incident._id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        reporter: null,
        volunteer: { firstName: 'Ravi', phoneNumber: null },
      });
    });

    test('the NGO and the operator get neither (they have their own views)', async () => {
      for (const token of [ngo.token, operatorToken]) {
        const res = await contacts(token, incident._id);
        expect(res.status).toBe(200);
        expect(res.body).toEqual(NOBODY);
      }
    });

    test('another volunteer and another user are refused, and see no phone', async () => {
      for (const token of [otherVolunteer.token, otherUser.token]) {
        const res = await contacts(token, incident._id);
        expect(res.status).toBe(403);
        expect(JSON.stringify(res.body)).not.toContain(REPORTER_PHONE);
        expect(JSON.stringify(res.body)).not.toContain(HOLDER_PHONE);
      }
    });

    test("the incident's own view gives the holder no more than before", async () => {
      const res = await api.get(`/api/incidents/${incident._id}`, { token: holder.token });
      expect(res.status).toBe(200);
      expect(res.body.reporterInfo).toEqual({ name: 'Asha Rao' });
    });
  });
});

describe('the choices in the profiles', () => {
  let incident: Incident;

  beforeAll(async () => {
    incident = await report(stack, reporter);
    await assign(stack, incident._id, holder);
  });
  afterAll(async () => {
    await choose(holder, { showPhoneToReporter: false });
    await choose(reporter, { allowCalls: true });
  });

  test('the profile says the defaults to its owner only', async () => {
    const me = await api.get('/api/users/me', { token: holder.token });
    expect(me.body).toMatchObject({ allowCalls: true, showPhoneToReporter: false });
    const seen = await api.get(`/api/users/profile/${holder._id}`, { token: ngo.token });
    expect(seen.body).not.toHaveProperty('showPhoneToReporter');
  });

  test('a volunteer who shows their phone: the reporter gets it, at once', async () => {
    const saved = await choose(holder, { showPhoneToReporter: true });
    expect(saved.status).toBe(200);
    expect(saved.body.showPhoneToReporter).toBe(true);
    const res = await contacts(reporter.token, incident._id);
    expect(res.body.volunteer).toEqual({ firstName: 'Ravi', phoneNumber: HOLDER_PHONE });
    // Nobody else gets it for that.
    expect((await contacts(ngo.token, incident._id)).body).toEqual(NOBODY);
  });

  test('a reporter who chose not to be called: the volunteer gets the name only', async () => {
    const saved = await choose(reporter, { allowCalls: false });
    expect(saved.status).toBe(200);
    expect(saved.body.allowCalls).toBe(false);
    const res = await contacts(holder.token, incident._id);
    expect(res.body.reporter).toEqual({ name: 'Asha Rao', phoneNumber: null });
  });

  test('a choice that is not true or false is a 400 with a message', async () => {
    const res = await api.put(`/api/users/profile/${reporter._id}`, {
      token: reporter.token,
      json: { allowCalls: 'sometimes' },
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  test('once the case is resolved nobody gets a phone', async () => {
    await choose(reporter, { allowCalls: true });
    const resolved = await api.put(`/api/ngo/incidents/${incident._id}/update`, {
      token: ngo.token,
      json: { status: 'resolved', closureReason: 'rescued_treated' },
    });
    expect(resolved.status).toBe(200);
    expect((await contacts(holder.token, incident._id)).body).toEqual(NOBODY);
    expect((await contacts(reporter.token, incident._id)).body).toEqual(NOBODY);
  });
});
