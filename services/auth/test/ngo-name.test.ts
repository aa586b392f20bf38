// An account's name is what /api/partners and reporters' email show of an NGO (issue 27): one
// line of text without web addresses, at registration and on every edit (one schema), and a
// verified NGO's new name goes back to the operator before anyone sees it.
import { fileStack } from '@rescue/testkit/file-stack';
import { registerSignedUser, registerUser } from '@rescue/testkit/users';
import { verifyNgo } from '@rescue/testkit/operator';
import { registration } from './helpers';

const the = fileStack({});

const ONE_LINE = 'name: must be a single line without control characters';
const NO_LINKS = 'name: must not contain a web address';
const BAD_NAMES: [string, string][] = [
  ['Paws Trust\nVisit us for donations', ONE_LINE],
  ['Paws Trust\r\nhttp://spam.example', ONE_LINE],
  ['Paws\tTrust', ONE_LINE],
  ['Paws \u0007Trust', ONE_LINE],
  ['Paws Trust \u202Egnp.exe', ONE_LINE],
  ['Paws Trust https://donate.example', NO_LINKS],
  ['Paws Trust www.paws-donate', NO_LINKS],
  ['Donate at paws-trust.org', NO_LINKS],
  ['Paws Trust (pawsrescue.in)', NO_LINKS],
  // Look-alike dots, invisible characters, bare hosts and IPs (the attack run's names).
  ['Paws evil\u3002com/login', NO_LINKS],
  ['Paws evil\uFF0Ecom', NO_LINKS],
  ['Paws 203.0.113.7/login', NO_LINKS],
  ['Paws evil\u200B.com', ONE_LINE],
  ['Paws //evil.example', NO_LINKS],
  ['Paws evil.rescue', NO_LINKS],
  ['x'.repeat(101), 'name: must be at most 100 characters'],
];
const GOOD_NAMES = [
  'St. Francis Animal Shelter',
  'Dr. A.K. Rao',
  'S.O.S. Paws & Claws, Pune',
  'People for Animals (PFA) Pune',
];

const partnerNames = async () =>
  ((await the.api.get('/api/partners')).body as { name: string }[]).map((partner) => partner.name);

describe('an account name is one line without web addresses', () => {
  test.each(BAD_NAMES)('registration refuses %j (400)', async (name, message) => {
    const res = await the.api.post('/api/users/register', {
      json: registration({ role: 'ngo', name }),
    });
    expect([res.status, res.body]).toEqual([400, { message, code: expect.any(String) }]);
  });

  test.each(BAD_NAMES)('a profile edit refuses %j (400)', async (name, message) => {
    const ngo = await registerUser(the.stack, 'ngo');
    const res = await the.api.put(`/api/users/profile/${ngo._id}`, {
      token: ngo.token,
      json: { name },
    });
    expect([res.status, res.body]).toEqual([400, { message, code: expect.any(String) }]);
  });

  test.each(GOOD_NAMES)('%j is a name', async (name) => {
    const res = await the.api.post('/api/users/register', {
      json: registration({ role: 'ngo', name }),
    });
    expect([res.status, res.body.name]).toEqual([201, name]);
  });
});

describe("a verified NGO's new name goes back to the operator", () => {
  test('renamed: pending again and out of the partner list until verified again', async () => {
    const name = `Pune Paws Trust ${Date.now()}`;
    const ngo = await registerSignedUser(the.stack, 'ngo', { name });
    expect(await partnerNames()).toContain(name);

    const renamed = `Pune Paws and Claws Trust ${Date.now()}`;
    const res = await the.api.put(`/api/users/profile/${ngo._id}`, {
      token: ngo.token,
      json: { name: renamed },
    });
    expect([res.status, res.body.name]).toEqual([200, renamed]);
    const profile = await the.api.get('/api/ngo/profile', { token: ngo.token });
    expect(profile.body).toMatchObject({ name: renamed, verification: { state: 'pending' } });
    const listed = await partnerNames();
    expect(listed).not.toContain(renamed);
    expect(listed).not.toContain(name);

    await verifyNgo(the.stack, ngo);
    expect(await partnerNames()).toContain(renamed);
  });

  test('other edits, or the same name sent again, keep it verified', async () => {
    const ngo = await registerSignedUser(the.stack, 'ngo');
    for (const json of [{ phoneNumber: '+91 99999 00000' }, { name: ngo.name, city: 'Mumbai' }]) {
      const res = await the.api.put(`/api/users/profile/${ngo._id}`, { token: ngo.token, json });
      expect(res.status).toBe(200);
    }
    const profile = await the.api.get('/api/ngo/profile', { token: ngo.token });
    expect(profile.body.verification.state).toBe('verified');
    expect(await partnerNames()).toContain(ngo.name);
  });

  test('an NGO not yet verified renames freely (the operator has yet to look)', async () => {
    const ngo = await registerUser(the.stack, 'ngo');
    const res = await the.api.put(`/api/users/profile/${ngo._id}`, {
      token: ngo.token,
      json: { name: `${ngo.name} Trust` },
    });
    expect(res.status).toBe(200);
    const profile = await the.api.get('/api/ngo/profile', { token: ngo.token });
    expect(profile.body.verification.state).toBe('unsigned');
  });
});
