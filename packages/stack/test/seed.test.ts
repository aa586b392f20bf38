import { reportData, reportForm } from '@rescue/testkit/reports';
import { startStack, type RunningStack } from '../src/orchestrator';
import { tempDataDir } from './data-dir';
import { seedIfEmpty } from '../src/seed';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed-data';

// The demo seed goes through the public API from 127.0.0.1, the address whoever tries the
// app locally registers from too: it must leave them the whole allowance of the API's limits.
jest.setTimeout(180_000);

const REGISTER_MAX_PER_IP = DEMO_ACCOUNTS.length;
const REPORTS_MAX = 2;

let stack: RunningStack | undefined;
const dataDir = tempDataDir('seed', () => stack?.stop());

async function post(urlPath: string, body: unknown, token?: string, method = 'POST') {
  const isForm = body instanceof FormData;
  const res = await fetch(`${stack!.url}${urlPath}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(isForm ? {} : { 'content-type': 'application/json' }),
    },
    body: isForm ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

test('after the seed, the local address and the demo reporters have their whole allowance', async () => {
  // Limits the seed alone would exhaust: it registers every demo account and makes two
  // reports per demo reporter.
  const reporters = DEMO_ACCOUNTS.filter((a) => a.role === 'user');
  stack = await startStack({
    port: 0,
    dataDir,
    env: {
      LOG_LEVEL: 'warn',
      REGISTER_MAX_PER_IP: String(REGISTER_MAX_PER_IP),
      REPORTS_MAX_PER_ACCOUNT_PER_HOUR: String(REPORTS_MAX),
      // One take each: a demo volunteer the seed used can take a case only if it forgot that.
      VOLUNTEER_TAKES_MAX_PER_WINDOW: '1',
    },
    log: () => undefined,
  });
  expect(
    await seedIfEmpty({
      url: stack.url,
      services: stack.services,
      dataDir,
      incidents: reporters.length * REPORTS_MAX,
    }),
  ).toMatchObject({ seeded: true, demoAdmin: true });

  // Every registration the limit allows an address is still there, and the limit holds.
  const statuses: number[] = [];
  for (let i = 0; i <= REGISTER_MAX_PER_IP; i += 1) {
    const res = await post('/api/users/register', {
      name: `Local Tester ${i}`,
      email: `tester${i}@seed.example.org`,
      password: 'seed-test-password-1',
      role: 'user',
      city: 'Pune',
      phoneNumber: '+91 98220 00000',
      address: '12 Market Road, Pune',
    });
    statuses.push(res.status);
    if (res.status === 400) throw new Error(`registration refused: ${res.body.message}`);
  }
  expect(statuses).toEqual([...Array<number>(REGISTER_MAX_PER_IP).fill(201), 429]);

  // A demo reporter may report as many times as anyone.
  const login = await post('/api/users/login', {
    email: reporters[0]!.email,
    password: DEMO_PASSWORD,
  });
  expect(login.status).toBe(200);
  const reports: number[] = [];
  for (let i = 0; i <= REPORTS_MAX; i += 1) {
    const form = reportForm(reportData({ description: `Puppy stuck in a drain (${i})` }));
    reports.push((await post('/api/incidents/create', form, login.body.token)).status);
  }
  expect(reports).toEqual([...Array<number>(REPORTS_MAX).fill(201), 429]);
});

test('after the seed, every demo volunteer can take a case (room under the cap, the whole take allowance)', async () => {
  const volunteers = DEMO_ACCOUNTS.filter((a) => a.role === 'volunteer');
  const taken: number[] = [];
  for (const volunteer of volunteers) {
    const login = await post('/api/users/login', {
      email: volunteer.email,
      password: DEMO_PASSWORD,
    });
    const token = login.body.token as string;
    const available = await fetch(`${stack!.url}/api/volunteer/incidents?lat=19.07&lng=72.87`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [first] = ((await available.json()) as { data: { id: string }[] }).data;
    const res = await post(
      `/api/volunteer/incidents/${first!.id}/volunteer/update`,
      {},
      token,
      'PUT',
    );
    taken.push(res.status);
  }
  expect(taken).toEqual(volunteers.map(() => 200));
});
