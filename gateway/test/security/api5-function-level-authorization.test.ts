// OWASP API5:2023 Broken Function Level Authorization. Every operation of the OpenAPI
// document is called by anonymous, user, volunteer, ngo (documents signed, verified) and the
// operator, each aimed at an object of its own so that only the role decides: anonymous gets
// 401 on every secured operation, a role the contracts' POLICY does not name gets 403, a role
// it names is let through.
import { randomBytes } from 'node:crypto';
import type { Role } from '@rescue/contracts';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import {
  CALLERS,
  ENDS_ITS_SESSION,
  accountsOfEveryRole,
  freshToken,
  allowedRoles,
  callExample,
  examplePath,
  dispatchedCase,
  expectJsonError,
  jpeg,
  operations,
  paramKind,
  reportIncident,
  takeCase,
  type Account,
  type Caller,
  type Operation,
} from './support';

// The stacks start in-process; the api project's default of 5 s is tight on a busy machine.
jest.setTimeout(30_000);

let stack: TestStack;
let accounts: Record<Role, Account>;
let reported: Record<Role, string>;
let held: string;
/** Cases the NGO asked the volunteer to take, one to accept and one to decline. */
let asked: Record<'accept' | 'decline', string>;
let photo: string;

beforeAll(async () => {
  stack = await startTestStack();
  accounts = await accountsOfEveryRole(stack, 'Function');
  const [user, volunteer, ngo, admin] = await Promise.all([
    reportIncident(stack, accounts.user, { photo: await jpeg() }),
    reportIncident(stack, accounts.volunteer),
    reportIncident(stack, accounts.ngo),
    reportIncident(stack, accounts.admin),
  ]);
  reported = { user: user._id, volunteer: volunteer._id, ngo: ngo._id, admin: admin._id };
  photo = user.animalInfo.photo!;
  held = (await reportIncident(stack, accounts.user))._id;
  await takeCase(stack, accounts.volunteer, held);
  // Asked before any other take, while the volunteer has room for more cases.
  const ask = () => dispatchedCase(stack, { reporter: accounts.user, ...accounts });
  asked = { accept: await ask(), decline: await ask() };
});
afterAll(() => stack.close());

/** Path values aimed at the caller's own objects, so object-level rules stay out of the way. */
async function pathFor(operation: Operation, caller: Caller): Promise<string> {
  const values: Record<string, string> = {};
  const role: Role = caller === 'anonymous' ? 'user' : caller;
  for (const param of operation.pathParams) {
    const kind = paramKind(param);
    if (kind === 'photo') values[param.name] = photo;
    else if (kind === 'token') values[param.name] = randomBytes(32).toString('hex');
    else if (kind === 'user') {
      const volunteerId = /volunteer/i.test(param.description ?? '') && role !== 'volunteer';
      values[param.name] = volunteerId ? accounts.volunteer._id : accounts[role]._id;
    } else if (operation.template.endsWith('/volunteer/update')) {
      // Taking a case: a fresh one each time, so the allowed role really takes it.
      values[param.name] = (await reportIncident(stack, accounts.user))._id;
    } else if (DISPATCH_ANSWER.test(operation.template)) {
      // Only the volunteer asked may answer: a case the NGO asked this volunteer to take.
      const verb = DISPATCH_ANSWER.exec(operation.template)![1] as 'accept' | 'decline';
      values[param.name] = role === 'volunteer' ? asked[verb] : reported[role];
    } else if (REPORTER_ONLY.test(operation.template)) {
      // What only an incident's reporter may do: on the caller's own report (any role
      // reports), so an allowed role is not refused for not being that reporter.
      values[param.name] = reported[role];
    } else {
      values[param.name] = role === 'volunteer' ? held : reported[role];
    }
  }
  return examplePath(operation, values);
}

/** The asked volunteer's answer to an NGO's dispatch (issue 31). */
const DISPATCH_ANSWER = /\/dispatch\/(accept|decline)$/;

/** The reporter's own moves on their case: reopen it, add information. */
const REPORTER_ONLY = /\/api\/incidents\/\{id\}\/(reopen|updates)$/;

const ALL = operations();

test('the document has operations to check, public and secured', () => {
  expect(ALL.filter((o) => o.secured).length).toBeGreaterThan(15);
  expect(ALL.filter((o) => !o.secured).length).toBeGreaterThan(3);
});

describe.each(ALL.map((o) => [o.label, o] as const))('%s', (_label, operation) => {
  const allowed = allowedRoles(operation);

  test.each(CALLERS.map((caller) => [caller]))('called by %s', async (caller) => {
    const account = caller === 'anonymous' ? undefined : accounts[caller];
    const token =
      account && ENDS_ITS_SESSION.has(operation.label)
        ? await freshToken(stack, account)
        : account?.token;
    const res = await callExample(stack.url, operation, {
      path: await pathFor(operation, caller),
      token,
      as: account ?? accounts.user,
    });
    const where = `${operation.label} as ${caller}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
    expect({ where, serverError: res.status >= 500 }).toEqual({ where, serverError: false });
    if (allowed === 'public') {
      expect({ where, refused: [401, 403].includes(res.status) }).toEqual({
        where,
        refused: false,
      });
    } else if (caller === 'anonymous') {
      expect({ where, status: res.status }).toEqual({ where, status: 401 });
      expectJsonError(res);
    } else if (!allowed.includes(caller)) {
      expect({ where, status: res.status }).toEqual({ where, status: 403 });
      expectJsonError(res);
    } else {
      expect({ where, refused: [401, 403].includes(res.status) }).toEqual({
        where,
        refused: false,
      });
    }
  });
});
