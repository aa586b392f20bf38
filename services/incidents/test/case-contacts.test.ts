// Reaching each other (issue 31): once a volunteer holds a case, the volunteer gets the
// reporter's name and phone (unless the reporter chose not to be called) and the reporter the
// volunteer's first name and, if the volunteer chose to show it, phone. Every other reader
// gets neither, and the incident's views carry no more contact details than before.
import type { CaseContactsResponse, Incident } from '@rescue/contracts';
import { registerUser, type TestUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { assign, operator, registerSignedNgo, report } from './helpers';

jest.setTimeout(60_000);

const REPORTER_PHONE = '+91 90000 11111';
const HOLDER_PHONE = '+91 90000 22222';
let operatorToken: string;

const the = fileStack({
  reporter: (stack) =>
    registerUser(stack, 'user', { name: 'Asha Rao', phoneNumber: REPORTER_PHONE }),
  otherUser: (stack) => registerUser(stack, 'user'),
  holder: (stack) =>
    registerUser(stack, 'volunteer', { name: 'Ravi Kumar Shah', phoneNumber: HOLDER_PHONE }),
  otherVolunteer: (stack) => registerUser(stack, 'volunteer'),
  ngo: (stack) => registerSignedNgo(stack, { name: 'Paws Trust' }),
});
beforeAll(async () => {
  operatorToken = (await operator(the.stack)).token;
});

const contacts = (token: string, id: string) =>
  the.api.get(`/api/incidents/${id}/contacts`, { token });
const choose = (user: TestUser, json: Record<string, boolean>) =>
  the.api.put(`/api/users/profile/${user._id}`, { token: user.token, json });
/** `user` saves the choice, and the saved profile says it. */
async function expectChosen(user: TestUser, choice: Record<string, boolean>) {
  const saved = await choose(user, choice);
  expect(saved.status).toBe(200);
  expect(saved.body).toMatchObject(choice);
}
const NOBODY: CaseContactsResponse = { success: true, reporter: null, volunteer: null };

describe('a case a volunteer holds, with the default choices', () => {
  let incident: Incident;

  beforeAll(async () => {
    incident = await report(the.stack, the.reporter);
  });

  test('before anyone takes it the reporter has nobody to call', async () => {
    const res = await contacts(the.reporter.token, incident._id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(NOBODY);
  });

  describe('once taken', () => {
    beforeAll(async () => {
      await assign(the.stack, incident._id, the.holder);
    });

    test("the holding volunteer gets the reporter's name and phone (calls allowed by default)", async () => {
      const res = await contacts(the.holder.token, incident._id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        reporter: { name: 'Asha Rao', phoneNumber: REPORTER_PHONE },
        volunteer: null,
      });
    });

    test("the reporter gets the volunteer's first name, no phone (not shown by default)", async () => {
      const res = await contacts(the.reporter.token, incident._id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        reporter: null,
        volunteer: { firstName: 'Ravi', phoneNumber: null },
      });
    });

    test('the NGO and the operator get neither (they have their own views)', async () => {
      for (const token of [the.ngo.token, operatorToken]) {
        const res = await contacts(token, incident._id);
        expect(res.status).toBe(200);
        expect(res.body).toEqual(NOBODY);
      }
    });

    test('another volunteer and another user are refused, and see no phone', async () => {
      for (const token of [the.otherVolunteer.token, the.otherUser.token]) {
        const res = await contacts(token, incident._id);
        expect(res.status).toBe(403);
        expect(JSON.stringify(res.body)).not.toContain(REPORTER_PHONE);
        expect(JSON.stringify(res.body)).not.toContain(HOLDER_PHONE);
      }
    });

    test("the incident's own view gives the holder no more than before", async () => {
      const res = await the.api.get(`/api/incidents/${incident._id}`, { token: the.holder.token });
      expect(res.status).toBe(200);
      expect(res.body.reporterInfo).toEqual({ name: 'Asha Rao' });
    });
  });
});

describe('the choices in the profiles', () => {
  let incident: Incident;

  beforeAll(async () => {
    incident = await report(the.stack, the.reporter);
    await assign(the.stack, incident._id, the.holder);
  });
  afterAll(async () => {
    await choose(the.holder, { showPhoneToReporter: false });
    await choose(the.reporter, { allowCalls: true });
  });

  test('the profile says the defaults to its owner only', async () => {
    const me = await the.api.get('/api/users/me', { token: the.holder.token });
    expect(me.body).toMatchObject({ allowCalls: true, showPhoneToReporter: false });
    const seen = await the.api.get(`/api/users/profile/${the.holder._id}`, {
      token: the.ngo.token,
    });
    expect(seen.body).not.toHaveProperty('showPhoneToReporter');
  });

  test('a volunteer who shows their phone: the reporter gets it, at once', async () => {
    await expectChosen(the.holder, { showPhoneToReporter: true });
    const res = await contacts(the.reporter.token, incident._id);
    expect(res.body.volunteer).toEqual({ firstName: 'Ravi', phoneNumber: HOLDER_PHONE });
    // Nobody else gets it for that.
    expect((await contacts(the.ngo.token, incident._id)).body).toEqual(NOBODY);
  });

  test('a reporter who chose not to be called: the volunteer gets the name only', async () => {
    await expectChosen(the.reporter, { allowCalls: false });
    const res = await contacts(the.holder.token, incident._id);
    expect(res.body.reporter).toEqual({ name: 'Asha Rao', phoneNumber: null });
  });

  test('a choice that is not true or false is a 400 with a message', async () => {
    const res = await the.api.put(`/api/users/profile/${the.reporter._id}`, {
      token: the.reporter.token,
      json: { allowCalls: 'sometimes' },
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  test('once the case is resolved nobody gets a phone', async () => {
    await choose(the.reporter, { allowCalls: true });
    const resolved = await the.api.put(`/api/ngo/incidents/${incident._id}/update`, {
      token: the.ngo.token,
      json: { status: 'resolved', closureReason: 'rescued_treated' },
    });
    expect(resolved.status).toBe(200);
    expect((await contacts(the.holder.token, incident._id)).body).toEqual(NOBODY);
    expect((await contacts(the.reporter.token, incident._id)).body).toEqual(NOBODY);
  });
});
