import { client } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerSignedUser, registerUser } from '@rescue/testkit/users';
import { reportData } from './helpers';

// Reads are cached per replica (FerretDB scans every document per query); a write made
// through one replica must show at once in reads served by the other.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ replicas: { incidents: 2 } });
});
afterAll(() => stack.close());

test('a replica never serves a cached read older than a write made through another replica', async () => {
  const [first, second] = stack.services.incidents.map((url) => client(url));
  const reporter = await registerUser(stack, 'user');
  const ngo = await registerSignedUser(stack, 'ngo');
  const asNgo = { token: ngo.token };

  const before = await first!.get('/api/incidents', asNgo);
  expect(before.status).toBe(200);
  await first!.get('/api/ngo/overview', asNgo); // warm the first replica's cache

  const created = await second!.post('/api/incidents/create', {
    token: reporter.token,
    json: reportData(),
  });
  expect(created.status).toBe(201);
  const id = created.body.incident._id;

  const list = await first!.get('/api/incidents', asNgo);
  expect(list.body.map((i: { _id: string }) => i._id)).toContain(id);
  const overview = await first!.get('/api/ngo/overview', asNgo);
  expect(overview.body.total).toBe(before.body.length + 1);

  expect((await first!.get(`/api/incidents/${id}`, asNgo)).body.status).toBe('pending');
  const changed = await second!.put(`/api/ngo/incidents/${id}/update`, {
    ...asNgo,
    json: { status: 'resolved', status_update: 'Status updated to resolved by NGO' },
  });
  expect(changed.status).toBe(200);
  expect((await first!.get(`/api/incidents/${id}`, asNgo)).body.status).toBe('resolved');
  expect(
    (await first!.get('/api/incidents?status=resolved', asNgo)).body.map(
      (i: { _id: string }) => i._id,
    ),
  ).toContain(id);
});
