// The volunteer service's internal endpoint (issue 28): the demo seed takes cases as its demo
// volunteers and has this service forget those takes, instead of deleting them from its
// database.
import { CITIES } from '@rescue/contracts';
import { apiClient } from '@rescue/testkit/api-client';
import { request } from '@rescue/testkit/http';
import { registerSignedUser, registerUser, type TestUser } from '@rescue/testkit/users';
import { fileStack } from '@rescue/testkit/file-stack';
import { reportIncident } from './helpers';

const TAKES_PER_WINDOW = 2;

const the = fileStack(
  {
    reporter: (stack) => registerUser(stack, 'user'),
  },
  {
    env: { VOLUNTEER_TAKES_MAX_PER_WINDOW: String(TAKES_PER_WINDOW) },
  },
);

const forgetTakes = (volunteerId: string, headers: Record<string, string> = {}, base?: string) =>
  request(
    base ?? the.stack.services.volunteer[0]!,
    'DELETE',
    `/internal/volunteers/${volunteerId}/takes`,
    {
      headers,
    },
  );
const key = () => ({ 'x-internal-key': the.stack.secrets.internalApiKey });
const take = (incidentId: string, volunteer: TestUser) =>
  apiClient(the.stack.url).put(`/api/volunteer/incidents/${incidentId}/volunteer/update`, {
    token: volunteer.token,
  });
const complete = (incidentId: string, volunteer: TestUser) =>
  apiClient(the.stack.url).put(`/api/volunteer/incidents/${incidentId}/complete`, {
    token: volunteer.token,
  });

test("a volunteer's takes, forgotten, give back the whole window", async () => {
  const volunteer = await registerSignedUser(the.stack, 'volunteer');
  const cases = await Promise.all(
    Array.from({ length: TAKES_PER_WINDOW + 1 }, (_, i) =>
      reportIncident(the.stack, the.reporter, { city: CITIES[i]!.name }),
    ),
  );
  for (const incident of cases.slice(0, TAKES_PER_WINDOW)) {
    expect((await take(incident._id, volunteer)).status).toBe(200);
    expect((await complete(incident._id, volunteer)).status).toBe(200);
  }
  const last = cases[TAKES_PER_WINDOW]!._id;
  expect((await take(last, volunteer)).status).toBe(429);
  // Without the key, or through the gateway, nothing is forgotten.
  expect((await forgetTakes(volunteer._id)).status).toBe(403);
  expect((await forgetTakes(volunteer._id, key(), the.stack.url)).status).toBe(404);
  expect((await take(last, volunteer)).status).toBe(429);

  expect((await forgetTakes(volunteer._id, key())).status).toBe(204);
  expect((await take(last, volunteer)).status).toBe(200);
});

test('a volunteer id that is not one is a 400 with a message', async () => {
  const res = await forgetTakes('not-an-id', key());
  expect(res.status).toBe(400);
  expect(res.body.message).toEqual(expect.any(String));
});
