// Who may call each volunteer endpoint: anonymous, user, ngo, the volunteer, another volunteer.
import { ObjectId } from 'mongodb';
import { ALREADY_TAKEN_MESSAGE } from '@rescue/contracts';
import {
  adminToken,
  registerSignedUser,
  registerUnverifiedNgo,
  registerUser,
  type TestUser,
} from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { reportIncident } from './helpers';

type Caller = 'anonymous' | 'user' | 'ngo' | 'volunteer' | 'otherVolunteer';
let callers: Record<Exclude<Caller, 'anonymous'>, TestUser>;
let heldCase: string;

const the = fileStack({});
beforeAll(async () => {
  const [user, ngo, volunteer, otherVolunteer] = await Promise.all([
    registerUser(the.stack, 'user'),
    registerSignedUser(the.stack, 'ngo'),
    registerSignedUser(the.stack, 'volunteer'),
    registerSignedUser(the.stack, 'volunteer'),
  ]);
  callers = { user: user!, ngo: ngo!, volunteer: volunteer!, otherVolunteer: otherVolunteer! };
  heldCase = (await reportIncident(the.stack, callers.user))._id;
  const taken = await the.api.put(`/api/volunteer/incidents/${heldCase}/volunteer/update`, {
    token: callers.volunteer.token,
  });
  expect(taken.status).toBe(200);
});

const tokenOf = (caller: Caller) => (caller === 'anonymous' ? undefined : callers[caller].token);

describe.each([
  ['GET', () => '/api/volunteer/incidents'],
  ['GET', () => '/api/volunteer/my-cases'],
  ['GET', () => `/api/volunteer/incidents/${heldCase}`],
  ['POST', () => `/api/volunteer/incidents/${heldCase}/notes`],
  ['PUT', () => `/api/volunteer/incidents/${heldCase}/complete`],
  ['PUT', () => `/api/volunteer/incidents/${heldCase}/volunteer/update`],
])('%s volunteer endpoint', (method, path) => {
  test.each([
    ['anonymous', 401],
    ['user', 403],
    ['ngo', 403],
  ] as const)('%s gets %i', async (caller, status) => {
    const res = await the.api[method.toLowerCase() as 'get' | 'post' | 'put'](path(), {
      token: tokenOf(caller),
      json: method === 'POST' ? { text: 'Fed the dog' } : undefined,
    });
    expect(res.status).toBe(status);
    expect(typeof res.body.message).toBe('string');
  });
});

test('a forged token is a 401', async () => {
  const res = await the.api.get('/api/volunteer/my-cases', { token: 'not.a.token' });
  expect(res.status).toBe(401);
});

describe('volunteers on a case one of them holds', () => {
  test('both volunteers may list available cases and their own cases', async () => {
    for (const caller of ['volunteer', 'otherVolunteer'] as const) {
      expect(
        (await the.api.get('/api/volunteer/incidents', { token: tokenOf(caller) })).status,
      ).toBe(200);
      expect(
        (await the.api.get('/api/volunteer/my-cases', { token: tokenOf(caller) })).status,
      ).toBe(200);
    }
  });

  test('the holder sees the case with its updates; another volunteer is refused it (403)', async () => {
    const mine = await the.api.get(`/api/volunteer/incidents/${heldCase}`, {
      token: tokenOf('volunteer'),
    });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ assignedToMe: true, assignedToOther: false });
    expect(mine.body.caseUpdates.length).toBeGreaterThan(0);

    const theirs = await the.api.get(`/api/volunteer/incidents/${heldCase}`, {
      token: tokenOf('otherVolunteer'),
    });
    expect(theirs.status).toBe(403);
    expect(theirs.body).toMatchObject({ message: ALREADY_TAKEN_MESSAGE });
  });

  test('another volunteer may not add notes to or complete the case', async () => {
    const note = await the.api.post(`/api/volunteer/incidents/${heldCase}/notes`, {
      token: tokenOf('otherVolunteer'),
      json: { text: 'Not my case' },
    });
    expect(note.status).toBe(403);
    expect(note.body.message).toBe('Only the volunteer who holds this case may do this');
    const complete = await the.api.put(`/api/volunteer/incidents/${heldCase}/complete`, {
      token: tokenOf('otherVolunteer'),
    });
    expect(complete.status).toBe(403);
    expect(complete.body.message).toBe('Only the volunteer who holds this case may do this');
  });

  test('another volunteer cannot take it: 409 with the incidents service message', async () => {
    const res = await the.api.put(`/api/volunteer/incidents/${heldCase}/volunteer/update`, {
      token: tokenOf('otherVolunteer'),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This case has already been taken by another volunteer');
  });
});

describe('malformed and unknown case ids', () => {
  const unknown = new ObjectId().toHexString();
  test.each([
    ['GET', '/api/volunteer/incidents/not-an-id', 400],
    ['GET', `/api/volunteer/incidents/${unknown}`, 404],
    ['PUT', '/api/volunteer/incidents/123/volunteer/update', 400],
    ['PUT', `/api/volunteer/incidents/${unknown}/volunteer/update`, 404],
    ['PUT', `/api/volunteer/incidents/${unknown}/complete`, 404],
    ['POST', '/api/volunteer/incidents/zzz/notes', 400],
  ] as const)('%s %s gives %i', async (method, path, status) => {
    const res = await the.api[method.toLowerCase() as 'get' | 'post' | 'put'](path, {
      token: tokenOf('volunteer'),
      json: method === 'POST' ? { text: 'A note' } : undefined,
    });
    expect(res.status).toBe(status);
  });
});

describe('GET /api/volunteer/:id', () => {
  const path = (id = callers.volunteer._id) => `/api/volunteer/${id}`;
  /** What everyone logged in gets: the name. */
  const nameOnly = () => ({ _id: callers.volunteer._id, name: callers.volunteer.name });

  test('anonymous gets 401', async () => {
    expect((await the.api.get(path())).status).toBe(401);
  });

  test.each(['volunteer', 'ngo'] as const)(
    '%s (themself; a verified NGO while the volunteer holds a case) gets phone and city',
    async (caller) => {
      const res = await the.api.get(path(), { token: tokenOf(caller) });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...nameOnly(), phoneNumber: '+91 98765 43210', city: 'Pune' });
    },
  );

  test('the operator gets phone and city', async () => {
    const res = await the.api.get(path(), { token: await adminToken(the.stack) });
    expect(res.status).toBe(200);
    expect(res.body).toHaveProperty('phoneNumber', '+91 98765 43210');
  });

  test.each(['user', 'otherVolunteer'] as const)('%s gets the name only', async (caller) => {
    const res = await the.api.get(path(), { token: tokenOf(caller) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(nameOnly());
  });

  test('an NGO the operator has not verified gets the name only', async () => {
    const unverified = await registerUnverifiedNgo(the.stack);
    const res = await the.api.get(path(), { token: unverified.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(nameOnly());
  });

  test('a verified NGO gets the name only of a volunteer tied to no incident', async () => {
    const untied = callers.otherVolunteer._id;
    const res = await the.api.get(path(untied), { token: tokenOf('ngo') });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: untied, name: callers.otherVolunteer.name });
  });

  test('an id that is not a volunteer is a 404; a malformed one a 400', async () => {
    const ngoToken = tokenOf('ngo');
    expect(
      (await the.api.get(`/api/volunteer/${callers.user._id}`, { token: ngoToken })).status,
    ).toBe(404);
    expect(
      (await the.api.get(`/api/volunteer/${new ObjectId().toHexString()}`, { token: ngoToken }))
        .status,
    ).toBe(404);
    expect((await the.api.get('/api/volunteer/nope', { token: ngoToken })).status).toBe(400);
  });

  test('my-cases and incidents are never read as a volunteer id', async () => {
    const res = await the.api.get('/api/volunteer/my-cases', { token: tokenOf('volunteer') });
    expect(res.body.success).toBe(true);
  });
});
