// GET /api/users/me (issue 28's example of a new operation: one table entry and its handler):
// the caller's own profile, the same the profile path gives the account itself.
import { LOGIN_REQUIRED_MESSAGE } from '@rescue/contracts';
import { fileStack } from '@rescue/testkit/file-stack';
import { registerUser } from '@rescue/testkit/users';

const the = fileStack({});

test.each(['user', 'volunteer', 'ngo'] as const)(
  'a %s gets their own profile, as the profile path gives it to them',
  async (role) => {
    const person = await registerUser(the.stack, role);
    const me = await the.api.get('/api/users/me', { token: person.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ _id: person._id, email: person.email, role });
    const profile = await the.api.get(`/api/users/profile/${person._id}`, { token: person.token });
    expect(me.body).toEqual(profile.body);
  },
);

test('nobody logged in gets 401', async () => {
  const res = await the.api.get('/api/users/me');
  expect(res.status).toBe(401);
  expect(res.body).toMatchObject({ message: LOGIN_REQUIRED_MESSAGE });
});
