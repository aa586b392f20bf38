import sharp from 'sharp';
import { startStack, type RunningStack } from '../src/orchestrator';
import { tempDataDir } from './data-dir';
import { TEST_ADMIN_ENV, registerSignedUser } from '@rescue/testkit/users';
import { reportData, reportForm } from '@rescue/testkit/reports';

// The stack as `npm start` runs it (its own FerretDB on its own data folder, every service
// a process of its own), stopped completely and started again: nothing may be lost.
jest.setTimeout(180_000);

let stack: RunningStack | undefined;
const dataDir = tempDataDir('restart', () => stack?.stop());

async function call(method: string, urlPath: string, token?: string, body?: unknown) {
  const isForm = body instanceof FormData;
  const res = await fetch(`${stack!.url}${urlPath}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    body: type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer()),
  };
}

function account(role: 'user' | 'volunteer' | 'ngo', name: string) {
  return registerSignedUser({ url: stack!.url }, role, {
    name,
    email: `${role}@restart.example.org`,
    password: 'restart-password-1',
    city: 'Nashik',
  });
}

test('a full restart of every process loses no incident, photo, assignment, case update or signature', async () => {
  stack = await startStack({ port: 0, dataDir, env: { ...TEST_ADMIN_ENV }, log: () => undefined });
  const reporter = await account('user', 'Reporter');
  const ngo = await account('ngo', 'Restart NGO');
  const volunteer = await account('volunteer', 'Restart Volunteer');

  const photo = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#c2410c' },
  })
    .jpeg()
    .toBuffer();
  const form = reportForm(reportData({ city: 'Nashik' }), photo);
  const created = await call('POST', '/api/incidents/create', reporter.token, form);
  expect(created.status).toBe(201);
  const id = created.body.incident._id as string;
  expect(
    (await call('PUT', `/api/volunteer/incidents/${id}/volunteer/update`, volunteer.token)).status,
  ).toBe(200);
  expect(
    (
      await call('PUT', `/api/ngo/incidents/${id}/update`, ngo.token, {
        status: 'resolved',
        status_update: 'Status updated to resolved by NGO',
      })
    ).status,
  ).toBe(200);
  const before = (await call('GET', `/api/incidents/${id}`, ngo.token)).body;
  const photoBefore = (await call('GET', `/api/uploads/${before.animalInfo.photo}`)).body as Buffer;
  expect(photoBefore.length).toBeGreaterThan(100);

  await stack.stop();
  stack = await startStack({ port: 0, dataDir, env: { ...TEST_ADMIN_ENV }, log: () => undefined });

  const after = await call('GET', `/api/incidents/${id}`, ngo.token); // the old token still verifies: keys persisted
  expect({ status: after.status, body: after.status === 200 ? undefined : after.body }).toEqual({
    status: 200,
    body: undefined,
  });
  expect(after.body.status).toBe('resolved');
  expect(after.body.volunteerActivity.assignedVolunteer).toBe(volunteer._id);
  expect(after.body.caseUpdates).toEqual(before.caseUpdates);
  expect(after.body.caseUpdates.length).toBeGreaterThanOrEqual(3);
  const photoAfter = (await call('GET', `/api/uploads/${before.animalInfo.photo}`)).body as Buffer;
  expect(Buffer.compare(photoAfter, photoBefore)).toBe(0);
  for (const who of [ngo, volunteer]) {
    const login = await call('POST', '/api/users/login', undefined, {
      email: who.email,
      password: 'restart-password-1',
    });
    expect(login.status).toBe(200);
    expect(login.body.requiresDocuments).toBe(false);
  }
  const status = await call('GET', '/api/docusign/status', volunteer.token);
  expect(status.body.signed).toBe(true);
  const mine = await call('GET', `/api/users/my-incidents/${reporter._id}`, reporter.token);
  expect(mine.body.data.map((i: { _id: string }) => i._id)).toEqual([id]);
});
