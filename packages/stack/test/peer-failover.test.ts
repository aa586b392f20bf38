import { startStack, type RunningStack } from '../src/orchestrator';
import { tempDataDir } from './data-dir';
import { reportData } from '@rescue/testkit/reports';
import { TEST_ADMIN_ENV, registerSignedUser } from '@rescue/testkit/users';

// Issue 32, correct under churn: the stack as `npm start` runs it with two incidents replicas.
// Each service is given every replica of the others (INCIDENTS_URL=first,second), so when the
// first is killed, the volunteer service's call to take a case goes to the second instead of
// failing until the first is back (it was given only the first).
jest.setTimeout(180_000);

/** The take with one replica gone, within the internal calls' 10 s (a refusal fails at once). */
const TAKE_DEADLINE_MS = 10_000;

let stack: RunningStack | undefined;
const dataDir = tempDataDir('peer-failover', () => stack?.stop());

async function call(method: string, urlPath: string, token: string, body?: unknown) {
  const res = await fetch(`${stack!.url}${urlPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** The volunteer service's failed calls to this incidents replica (its /metrics counter). */
async function failedCallsTo(replicaUrl: string): Promise<number> {
  const text = await (await fetch(stack!.metricsUrls.volunteer!)).text();
  const target = new URL(replicaUrl).host;
  return text
    .split('\n')
    .filter((line) => line.startsWith('upstream_failures_total{') && line.includes(`"${target}"`))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

test('a volunteer takes a case while the first incidents replica is killed', async () => {
  stack = await startStack({
    port: 0,
    dataDir,
    replicas: { incidents: 2 },
    env: { ...TEST_ADMIN_ENV, LOG_LEVEL: 'warn' },
    log: () => undefined,
  });
  const person = (role: 'user' | 'volunteer', name: string) =>
    registerSignedUser({ url: stack!.url }, role, {
      name,
      email: `${role}@failover.example.org`,
      password: 'failover-password-1',
      city: 'Pune',
    });
  const [reporter, volunteer] = [
    await person('user', 'Reporter'),
    await person('volunteer', 'Vol'),
  ];
  const created = await call('POST', '/api/incidents/create', reporter.token, reportData());
  expect(created.status).toBe(201);
  const id = created.body.incident._id as string;
  const [first] = stack.services.incidents;

  expect(await failedCallsTo(first!)).toBe(0);

  await stack.kill('incidents-1');
  const started = performance.now();
  const take = await call(
    'PUT',
    `/api/volunteer/incidents/${id}/volunteer/update`,
    volunteer.token,
  );
  const ms = performance.now() - started;

  expect({ status: take.status, message: take.body.message }).toEqual({
    status: 200,
    message: expect.any(String),
  });
  expect(ms).toBeLessThan(TAKE_DEADLINE_MS);
  // The volunteer service did ask the killed replica first, and the other one took the case.
  expect(await failedCallsTo(first!)).toBeGreaterThanOrEqual(1);
  const stored = await call('GET', `/api/incidents/${id}`, volunteer.token);
  expect(stored.body.volunteerActivity.assignedVolunteer).toBe(volunteer._id);
  // The supervisor starts it again, ready once it says it listens on its port.
  await stack.waitUntilReady('incidents-1', 90_000);
  expect(stack.restarts('incidents-1')).toBe(1);
});
