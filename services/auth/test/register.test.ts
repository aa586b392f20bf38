import { ObjectId } from 'mongodb';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { SIGN_UP_NOTICE_SUBJECT } from '../src/domain/account-notices';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '@rescue/testkit/smtp';
import {
  ROLES,
  api,
  expectFieldRefused,
  expectMalformedJsonRefused,
  registration,
  tokenClaims,
  withAuthDb,
} from './helpers';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack.close());

const register = (json: unknown) => api(stack.url).post('/api/users/register', { json });

describe('registration', () => {
  test.each(ROLES)(
    'registers a %s; requiresDocuments only for volunteers and NGOs',
    async (role) => {
      const payload = registration({ role });
      const res = await register(payload);
      expect(res.status).toBe(201);
      const needsDocuments = role !== 'user';
      expect(res.body).toEqual({
        token: expect.any(String),
        requiresDocuments: needsDocuments,
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        message: 'Registration successful!',
        role,
        name: payload.name,
      });
      expect(tokenClaims(res.body.token)).toMatchObject({
        sub: res.body._id,
        role,
        name: payload.name,
        docs: !needsDocuments,
      });
    },
  );

  test('role defaults to user', async () => {
    const res = await register(registration());
    expect(res.status).toBe(201);
    expect(res.body.role).toBe('user');
    expect(res.body.requiresDocuments).toBe(false);
  });

  test('keeps the details of the role and the canonical city name', async () => {
    const ngo = await register(
      registration({
        role: 'ngo',
        city: 'mumbai', // any letter case is accepted
        ngoDetails: {
          registrationNumber: 'MH/2019/0042',
          organizationType: 'Trust',
          operatingAreas: ['Andheri', 'Bandra'],
        },
        volunteerDetails: { skills: ['not for an NGO'] },
      }),
    );
    expect(ngo.status).toBe(201);
    const volunteer = await register(
      registration({
        role: 'volunteer',
        volunteerDetails: {
          availability: 'weekend',
          skills: 'first aid, driving',
          experience: '2 years',
        },
      }),
    );
    expect(volunteer.status).toBe(201);

    const [ngoDoc, volunteerDoc] = await withAuthDb(stack, (db) =>
      Promise.all([
        db.collection('users').findOne({ _id: new ObjectId(ngo.body._id as string) }),
        db.collection('users').findOne({ _id: new ObjectId(volunteer.body._id as string) }),
      ]),
    );
    expect(ngoDoc).toMatchObject({
      city: 'Mumbai',
      ngoDetails: {
        registrationNumber: 'MH/2019/0042',
        organizationType: 'Trust',
        operatingAreas: ['Andheri', 'Bandra'],
      },
      documentsSigned: false,
    });
    expect(ngoDoc?.volunteerDetails).toBeUndefined();
    expect(volunteerDoc).toMatchObject({
      volunteerDetails: {
        availability: 'weekend',
        skills: ['first aid', 'driving'],
        experience: '2 years',
      },
    });
    expect(volunteerDoc?.ngoDetails).toBeUndefined();
  });

  test('stores the password as an argon2id hash, never in clear', async () => {
    const payload = registration();
    const res = await register(payload);
    const doc = await withAuthDb(stack, (db) =>
      db.collection('users').findOne({ _id: new ObjectId(res.body._id as string) }),
    );
    expect(doc?.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
    expect(JSON.stringify(doc)).not.toContain(payload.password);
    expect(doc?.password).toBeUndefined();
  });

  test('ignores fields the client may not set (mass assignment)', async () => {
    const forgedId = new ObjectId().toHexString();
    const res = await register(
      registration({
        role: 'volunteer',
        documentsSigned: true,
        requiresDocuments: false,
        passwordHash: '$argon2id$forged',
        _id: forgedId,
        createdAt: '2000-01-01T00:00:00.000Z',
        isAdmin: true,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.requiresDocuments).toBe(true);
    expect(res.body._id).not.toBe(forgedId);
    const doc = await withAuthDb(stack, (db) =>
      db.collection('users').findOne({ _id: new ObjectId(res.body._id as string) }),
    );
    expect(doc?.documentsSigned).toBe(false);
    expect(doc?.passwordHash).not.toBe('$argon2id$forged');
    expect(doc?.isAdmin).toBeUndefined();
    expect(doc?.requiresDocuments).toBeUndefined();
    expect((doc?.createdAt as Date).getFullYear()).toBeGreaterThan(2000);
  });

  test('a taken email gets the answer a new one gets, whatever its letter case; no account is made or changed', async () => {
    const payload = registration({ role: 'volunteer' });
    const owner = await register(payload);
    expect(owner.status).toBe(201);
    for (const email of [payload.email, (payload.email as string).toUpperCase()]) {
      const again = registration({ email, role: 'ngo', password: 'another long password' });
      const res = await register(again);
      // The shape, status and message of a new account's answer (api() checks the schema too).
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        token: expect.any(String),
        requiresDocuments: true,
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        message: 'Registration successful!',
        role: 'ngo',
        name: again.name,
      });
      expect(res.body._id).not.toBe(owner.body._id);
      expect(tokenClaims(res.body.token)).toMatchObject({ sub: res.body._id, role: 'ngo' });
      // A token of no session: refused like an ended one.
      const use = await api(stack.url).get(`/api/users/profile/${res.body._id}`, {
        token: res.body.token,
      });
      expect(use.status).toBe(401);
    }
    const docs = await withAuthDb(stack, (db) =>
      db
        .collection('users')
        .find({ email: (payload.email as string).toLowerCase() })
        .toArray(),
    );
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ role: 'volunteer', name: payload.name });
    const login = (password: string) =>
      api(stack.url).post('/api/users/login', { json: { email: payload.email, password } });
    expect((await login(payload.password as string)).status).toBe(200);
    expect((await login('another long password')).status).toBe(401);
  });

  test('of several simultaneous sign-ups with one email exactly one makes an account', async () => {
    const email = registration().email as string;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => register(registration({ email }))),
    );
    expect(results.map((res) => res.status)).toEqual(Array(6).fill(201));
    const accounts = await withAuthDb(stack, (db) =>
      db.collection('users').find({ email: email.toLowerCase() }).toArray(),
    );
    expect(accounts).toHaveLength(1);
    const working = [];
    for (const res of results) {
      const use = await api(stack.url).get(`/api/users/profile/${res.body._id}`, {
        token: res.body.token,
      });
      if (use.status === 200) working.push(res.body._id);
    }
    expect(working).toEqual([accounts[0]!._id.toHexString()]);
  });
});

describe('a sign-up with a registered email tells the owner by email', () => {
  let smtp: TestSmtpServer;
  let mailing: TestStack;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    mailing = await startTestStack({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'Rescue Network <no-reply@example.org>' },
    });
  });
  afterAll(async () => {
    await mailing?.close();
    await smtp?.stop();
  });

  test('once an hour per account, with a login link and nothing of the attempt', async () => {
    const signUp = (json: Record<string, unknown>) =>
      api(mailing.url).post('/api/users/register', { json });
    const payload = registration();
    expect((await signUp(payload)).status).toBe(201);
    const attempt = registration({ email: payload.email, name: 'Someone Else' });
    expect((await signUp(attempt)).status).toBe(201);
    const toOwner = (mail: ReceivedMail) => mail.to.includes(payload.email as string);
    const [mail] = await smtp.waitFor(toOwner, 1, 10_000);
    expect(mail!.subject).toBe(SIGN_UP_NOTICE_SUBJECT);
    expect(mail!.text).toContain(`Hello ${payload.name as string},`);
    expect(mail!.text).toMatch(/log in here instead: http:\/\/\S+\/login/);
    expect(mail!.raw).not.toContain('Someone Else');
    expect(mail!.raw).not.toContain(attempt.password as string);

    // A second try within the hour sends nothing more: another owner's notice, asked for
    // after it, arrives while this owner still has one.
    expect((await signUp(attempt)).status).toBe(201);
    const other = registration();
    await signUp(other);
    await signUp(registration({ email: other.email }));
    await smtp.waitFor((m) => m.to.includes(other.email as string), 1, 10_000);
    expect(smtp.received.filter(toOwner)).toHaveLength(1);
    // Its own sign-up, a new account, sent it nothing.
    expect(smtp.received.filter((m) => m.to.includes(other.email as string))).toHaveLength(1);
  });
});

describe('registration validation', () => {
  test.each(['name', 'email', 'password', 'city', 'phoneNumber', 'address'])(
    'a missing %s is a 400 naming it',
    async (field) => {
      const payload = registration();
      delete payload[field];
      const res = await register(payload);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`${field} is required`);
    },
  );

  test.each(['name', 'city', 'phoneNumber', 'address'])(
    'a blank %s is a 400 naming it',
    async (field) => {
      const res = await register(registration({ [field]: '   ' }));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(new RegExp(`^${field}\\b`));
    },
  );

  test.each([
    ['email', 'not-an-email', /^email: must be a valid email address/],
    ['email', 'a@b', /^email: must be a valid email address/],
    ['password', 'short', /^password: must be at least 8 characters/],
    ['city', 'Atlantis', /^city: must be one of Mumbai, Delhi/],
    ['role', 'admin', /^role: /],
    ['phoneNumber', 'call me maybe', /^phoneNumber: must be a phone number/],
    ['volunteerDetails', { availability: 'sometimes' }, /^volunteerDetails\.availability: /],
    ['ngoDetails', { operatingAreas: [{ $gt: '' }] }, /^ngoDetails\.operatingAreas\.0\b/],
  ])('%s = %j is a 400', async (field, value, message) => {
    const res = await register(registration({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  test.each(['email', 'password', 'name', 'city'])(
    'an object where a string is expected ({"$gt": ""} as %s) is a 400',
    async (field) => {
      expectFieldRefused(await register(registration({ [field]: { $gt: '' } })), field);
    },
  );

  test('malformed JSON is a 400', async () => {
    await expectMalformedJsonRefused(stack.url, '/api/users/register', '{"name": "Asha",');
  });

  test('a body that is not an object is a 400', async () => {
    const res = await api(stack.url).post('/api/users/register', { raw: '"just a string"' });
    expect(res.status).toBe(400);
  });
});
