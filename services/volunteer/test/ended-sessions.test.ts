// A session that ends (logout, suspension by the operator, a reused refresh token) is refused
// by every service at once, not when its cached session check runs out: each service follows
// auth's feed of session ends (service-kit's remoteSessions). Before, the volunteer, incidents
// and docusign services kept answering 200 for ~15 s, and a volunteer suspended by the
// operator took a case a second later. The cache is set to a minute here, so only the pushed
// end can explain a refusal within 2 s.
import { adminToken, registerSignedUser, registerUser, type TestUser } from '@rescue/testkit/users';
import { waitFor } from '@rescue/testkit/wait';
import { fileStack } from '@rescue/testkit/file-stack';
import { reportIncident } from './helpers';

/** One read of each service but auth that any signed volunteer may make. */
const READS = ['/api/incidents/notifications', '/api/volunteer/my-cases', '/api/docusign/status'];
const REFUSED_WITHIN_MS = 2000;

const the = fileStack({}, { env: { SESSION_CHECK_TTL_MS: '60000' } });

const statuses = (token: string) =>
  Promise.all(READS.map(async (path) => (await the.api.get(path, { token })).status));

/** Every service answers the token now, so each has a live answer cached for a minute. */
async function cachedLive(token: string): Promise<void> {
  expect(await statuses(token)).toEqual([200, 200, 200]);
}

/** Polls (no fixed sleep) until every service refuses the token, failing after 2 s. */
async function refusedEverywhere(token: string): Promise<void> {
  await waitFor(async () => (await statuses(token)).every((status) => status === 401), {
    what: 'every service to refuse the ended session',
    timeoutMs: REFUSED_WITHIN_MS,
  });
}

test('after a logout, every service refuses the token within 2 s', async () => {
  const volunteer = await registerSignedUser(the.stack, 'volunteer');
  await cachedLive(volunteer.token);
  expect((await the.api.post('/api/users/logout', { token: volunteer.token })).status).toBe(200);
  await refusedEverywhere(volunteer.token);
});

test('a logout ends only its own session: the same account logged in elsewhere keeps working', async () => {
  const volunteer = await registerSignedUser(the.stack, 'volunteer');
  const login = await the.api.post('/api/users/login', {
    json: { email: volunteer.email, password: volunteer.password },
  });
  expect(login.status).toBe(200);
  const otherDevice = login.body.token as string;
  await cachedLive(otherDevice);
  await cachedLive(volunteer.token);
  expect((await the.api.post('/api/users/logout', { token: volunteer.token })).status).toBe(200);
  await refusedEverywhere(volunteer.token);
  await cachedLive(otherDevice);
});

test('a volunteer suspended by the operator is refused within 2 s and cannot take a case', async () => {
  const volunteer = await registerSignedUser(the.stack, 'volunteer');
  const reporter: TestUser = await registerUser(the.stack, 'user');
  const incident = await reportIncident(the.stack, reporter);
  await cachedLive(volunteer.token);
  const seen = await the.api.get(`/api/volunteer/incidents/${incident._id}`, {
    token: volunteer.token,
  });
  expect(seen.status).toBe(200);

  const suspended = await the.api.post(`/api/admin/accounts/${volunteer._id}/suspend`, {
    token: await adminToken(the.stack),
    json: { reason: 'Taking cases and not turning up' },
  });
  expect(suspended.status).toBe(200);
  await refusedEverywhere(volunteer.token);
  // Before, this take succeeded a second after the suspension.
  const take = await the.api.put(`/api/volunteer/incidents/${incident._id}/volunteer/update`, {
    token: volunteer.token,
  });
  expect(take.status).toBe(401);
  const after = await the.api.get(`/api/volunteer/incidents/${incident._id}`, {
    token: (await registerSignedUser(the.stack, 'volunteer')).token,
  });
  expect([after.status, after.body.assignedToOther]).toEqual([200, false]);
});

test('a refresh token presented twice ends the session on every service within 2 s', async () => {
  const volunteer = await registerSignedUser(the.stack, 'volunteer');
  const refreshed = await the.api.post('/api/users/refresh-token', { token: volunteer.token });
  expect(refreshed.status).toBe(200);
  const current = refreshed.body.token as string;
  await cachedLive(current);
  // The replaced token again: someone holds a copy, so the newer token's session ends too.
  expect((await the.api.post('/api/users/refresh-token', { token: volunteer.token })).status).toBe(
    401,
  );
  await refusedEverywhere(current);
});
