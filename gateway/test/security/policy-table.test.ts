// Generated from the operation table: every operation that needs an account, called through
// the gateway by every kind of caller (anonymous, user, volunteer, an NGO not yet verified, a
// verified NGO, the operator) on each object its path can name (an incident visible and one
// the operator hid; the caller's own account and someone else's). The answer must be of the
// class the table predicts: the contracts' authorize() decides with the object's facts, and
// the services must agree (401, 403, 404 exactly; anything but 401/403/404 when allowed).
// Two rules are asserted on their own too, so a row that names the wrong rule fails here:
// anonymous is always 401, and a hidden report is an unknown id (404) to every role the
// operation admits but its reporter and the operator.
import {
  POLICY,
  authorize,
  type ObjectFacts,
  type Operation as OperationId,
  type Principal,
  type Role,
} from '@rescue/contracts';
import { request } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerSignedUser, registerUser, type TestUser } from '@rescue/testkit/users';
import {
  ENDS_ITS_SESSION,
  accountsOfEveryRole,
  callExample,
  examplePath,
  expectJsonError,
  freshToken,
  operations,
  paramKind,
  reportIncident,
  takeCase,
  type Account,
  type Operation,
} from './support';

// The stacks start in-process; the api project's default of 5 s is tight on a busy machine.
jest.setTimeout(30_000);

type Caller = 'anonymous' | 'user' | 'volunteer' | 'unverified NGO' | 'verified NGO' | 'admin';
const CALLERS: readonly Caller[] = [
  'anonymous',
  'user',
  'volunteer',
  'unverified NGO',
  'verified NGO',
  'admin',
];

type Target = 'none' | 'visible incident' | 'hidden incident' | 'own account' | 'other account';

let stack: TestStack;
let accounts: Record<Role, Account>;
let unverifiedNgo: TestUser;
/** Someone else's account: a volunteer, so the volunteer contact card has one to show. */
let other: TestUser;
/** Objects for callers the role check refuses before anything is loaded. */
let shared: { visible: string; hidden: string };

beforeAll(async () => {
  stack = await startTestStack();
  [accounts, unverifiedNgo, other] = await Promise.all([
    accountsOfEveryRole(stack, 'Policy'),
    registerUser(stack, 'ngo'),
    registerUser(stack, 'volunteer'),
  ]);
  const [visible, hidden] = await Promise.all([
    incident(false, accounts.volunteer),
    incident(true, accounts.volunteer),
  ]);
  shared = { visible, hidden };
});
afterAll(() => stack?.close());

/** A report by the user, held by `holder` if given, hidden by the operator if asked. */
async function incident(hidden: boolean, holder?: TestUser): Promise<string> {
  const { _id } = await reportIncident(stack, accounts.user);
  if (holder) await takeCase(stack, holder, _id);
  if (hidden) {
    const res = await request(stack.url, 'POST', `/api/admin/reports/${_id}/hide`, {
      token: accounts.admin.token,
      json: { reason: 'Hidden by the policy table test' },
    });
    if (res.status !== 200) throw new Error(`hide failed: ${res.status}`);
  }
  return _id;
}

function account(caller: Exclude<Caller, 'anonymous'>, volunteer?: TestUser): TestUser {
  if (caller === 'unverified NGO') return unverifiedNgo;
  if (caller === 'verified NGO') return accounts.ngo;
  if (caller === 'volunteer' && volunteer) return volunteer;
  return accounts[caller];
}

/** The caller as the server knows it: what authorize() is asked with. */
function principal(caller: Caller, volunteer?: TestUser): Principal | undefined {
  if (caller === 'anonymous') return undefined;
  const { _id, role, name } = account(caller, volunteer);
  if (caller === 'unverified NGO')
    return { id: _id, role, name, documentsSigned: false, verification: 'unsigned' };
  return {
    id: _id,
    role,
    name,
    documentsSigned: true,
    ...(role === 'ngo' ? { verification: 'verified' as const } : {}),
  };
}

const DOCUMENT = operations();

/** The OpenAPI operation of a table entry (support's helpers build requests from it). */
function documented(id: OperationId): Operation {
  const { method, path } = POLICY[id];
  const found = DOCUMENT.find((o) => o.method === method && o.template === path);
  if (!found) throw new Error(`${id} (${method} ${path}) is not in the OpenAPI document`);
  return found;
}

function targetsOf(operation: Operation): Target[] {
  const param = operation.pathParams[0];
  if (!param) return ['none'];
  return paramKind(param) === 'user'
    ? ['own account', 'other account']
    : ['visible incident', 'hidden incident'];
}

/** The object's id and its facts, fresh when the role may act on it (the call may change it). */
async function aim(
  id: OperationId,
  caller: Caller,
  target: Target,
): Promise<{ value?: string; facts: ObjectFacts; targetRole?: Role; volunteer?: TestUser }> {
  const me = principal(caller);
  const admitted = !!me && (POLICY[id].roles as readonly Role[]).includes(me.role);
  if (target === 'visible incident' || target === 'hidden incident') {
    const hidden = target === 'hidden incident';
    const facts = { reporterId: accounts.user._id, hidden };
    if (!admitted) {
      const value = shared[hidden ? 'hidden' : 'visible'];
      return { value, facts: { ...facts, holderId: accounts.volunteer._id, available: false } };
    }
    if (caller !== 'volunteer') {
      const value = await incident(hidden);
      // Every incident here is in Pune, the verified NGO's city (dispatch's covering rule).
      const covered = { coveredByCaller: caller === 'verified NGO' };
      return { value, facts: { ...facts, holderId: null, available: true, ...covered } };
    }
    // A volunteer holds a few open cases at most: a fresh one, holding this case.
    const volunteer = await registerSignedUser(stack, 'volunteer');
    const value = await incident(hidden, volunteer);
    return {
      value,
      volunteer,
      facts: { ...facts, holderId: volunteer._id, available: false },
    };
  }
  if (target === 'own account') {
    const own = me ? account(caller as Exclude<Caller, 'anonymous'>) : accounts.user;
    return { value: own._id, facts: { accountId: own._id }, targetRole: own.role };
  }
  if (target === 'other account') {
    // The operator's console changes the account it acts on: a fresh one each time.
    const mutable = caller === 'admin' && POLICY[id].path.startsWith('/api/admin/');
    const someone = mutable ? await registerUser(stack, 'ngo') : other;
    return { value: someone._id, facts: { accountId: someone._id }, targetRole: someone.role };
  }
  // No object in the path: the account the call is about is the caller's own (session, body).
  return { facts: me ? { accountId: me.id } : {} };
}

/** A contact card asked of an account that is not a volunteer's: the table allows, there is none. */
const noSuchVolunteer = (id: OperationId, targetRole?: Role) =>
  id === 'volunteer.contact' && targetRole !== undefined && targetRole !== 'volunteer';

const IDS = Object.keys(POLICY) as OperationId[];

test('the table has operations to check, and every one is documented', () => {
  expect(IDS.length).toBeGreaterThan(40);
  for (const id of IDS) expect(documented(id).secured).toBe(true);
});

describe.each(IDS.map((id) => [`${id}: ${POLICY[id].method} ${POLICY[id].path}`, id] as const))(
  '%s',
  (_label, id) => {
    const operation = documented(id);
    const cases = CALLERS.flatMap((caller) =>
      targetsOf(operation).map((target) => [caller, target] as const),
    );

    test.each(cases)('as %s on %s', async (caller, target) => {
      const { value, facts, targetRole, volunteer } = await aim(id, caller, target);
      const me = caller === 'anonymous' ? undefined : account(caller, volunteer);
      const token =
        me && ENDS_ITS_SESSION.has(operation.label) ? await freshToken(stack, me) : me?.token;
      const path = examplePath(
        operation,
        value === undefined ? {} : { [operation.pathParams[0]!.name]: value },
      );
      const res = await callExample(stack.url, operation, { path, token, as: me ?? accounts.user });

      const decision = authorize(id, principal(caller, volunteer), facts);
      const where = `${operation.label} as ${caller} on ${target}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
      const expected = decision.allowed
        ? noSuchVolunteer(id, targetRole)
          ? 404
          : 'allowed'
        : decision.status;
      const got =
        typeof expected === 'number' || [401, 403, 404].includes(res.status) || res.status >= 500
          ? res.status
          : 'allowed';
      expect({ where, status: got }).toEqual({ where, status: expected });
      if (res.status >= 400 && res.status < 500) expectJsonError(res);
      // A refusal says what the table's rule says, in its one wording.
      if (!decision.allowed)
        expect({ where, message: res.body?.message }).toEqual({ where, message: decision.message });

      // The two rules, asserted apart from the table's rows.
      if (caller === 'anonymous')
        expect({ where, status: res.status }).toEqual({ where, status: 401 });
      const admitted = !!me && (POLICY[id].roles as readonly Role[]).includes(me.role);
      // The user reported every incident here; the operator sees all.
      const hiddenFromCaller =
        target === 'hidden incident' && admitted && caller !== 'admin' && caller !== 'user';
      if (hiddenFromCaller) expect({ where, status: res.status }).toEqual({ where, status: 404 });
    });
  },
);
