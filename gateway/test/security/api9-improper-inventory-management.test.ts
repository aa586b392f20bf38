// OWASP API9:2023 Improper Inventory Management: what is reachable is what the OpenAPI
// document says. Service-to-service endpoints are never reachable through the gateway (any
// method, even with a key header), need the shared key on the services themselves, and
// no documented path answers a method the document does not list.
import { SERVICE_NAMES } from '@rescue/contracts';
import { API_ROUTES } from '../../src/routes';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { registerUser, type TestUser } from '@rescue/testkit/users';
import { expectJsonError, fillPath, openApi, operations, rawRequest } from './support';

// The stacks start in-process; the api project's default of 5 s is tight on a busy machine.
jest.setTimeout(30_000);

let stack: TestStack;
let ngo: TestUser;

beforeAll(async () => {
  stack = await startTestStack();
  ngo = await registerUser(stack, 'ngo');
});
afterAll(() => stack.close());

const INTERNAL_CALLS: Array<[string, string]> = [
  ['GET', '/internal/users/000000000000000000000000'],
  ['POST', '/internal/users/000000000000000000000000/documents-signed'],
  ['GET', '/internal/incidents/000000000000000000000000'],
  ['GET', '/internal/incidents/available?city=Pune'],
  ['POST', '/internal/incidents/000000000000000000000000/assign'],
];

test('every path the gateway routes to a service is documented', () => {
  const documented = Object.keys(openApi.paths);
  for (const { prefix } of API_ROUTES) {
    expect({ prefix, documented: documented.some((path) => path.startsWith(prefix)) }).toEqual({
      prefix,
      documented: true,
    });
  }
});

test.each(INTERNAL_CALLS)(
  '%s %s is not reachable through the gateway, whatever the method or headers',
  async (_method, path) => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const res = await rawRequest(stack.url, method, path, {
        headers: {
          'x-internal-key': stack.secrets.internalApiKey,
          authorization: `Bearer ${ngo.token}`,
          'content-type': 'application/json',
        },
        body: method === 'GET' ? undefined : '{}',
      });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
      expectJsonError(res);
    }
  },
);

test.each(INTERNAL_CALLS)(
  '%s %s on the service itself needs the shared key',
  async (method, path) => {
    const owner = path.startsWith('/internal/users') ? 'auth' : 'incidents';
    for (const key of [undefined, 'wrong-key', `${stack.secrets.internalApiKey}x`]) {
      const res = await rawRequest(stack.services[owner][0]!, method, path, {
        headers: {
          ...(key ? { 'x-internal-key': key } : {}),
          authorization: `Bearer ${ngo.token}`,
          'content-type': 'application/json',
        },
        body: method === 'GET' ? undefined : '{}',
      });
      expect({ path, key, status: res.status }).toEqual({ path, key, status: 403 });
      expectJsonError(res);
    }
  },
);

test('no service answers an internal path for a service it is not', async () => {
  for (const name of SERVICE_NAMES) {
    const res = await rawRequest(stack.services[name][0]!, 'GET', '/internal/nothing-here', {
      headers: { 'x-internal-key': stack.secrets.internalApiKey },
    });
    expect([403, 404]).toContain(res.status);
  }
});

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const SAMPLE_ID = '0123456789abcdef01234567';
const samplePath = (template: string) =>
  fillPath(template, {
    id: SAMPLE_ID,
    userId: SAMPLE_ID,
    photo: `${'0'.repeat(32)}.jpg`,
    token: '0'.repeat(64),
  });
/** Another documented operation answers this method on this concrete path (e.g. {id} = create). */
const servedElsewhere = (method: string, path: string) =>
  Object.entries(openApi.paths).some(
    ([template, item]) =>
      method.toLowerCase() in item &&
      new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
  );
const UNDOCUMENTED = Object.entries(openApi.paths).flatMap(([template, item]) =>
  METHODS.filter(
    (m) => !(m.toLowerCase() in item) && !servedElsewhere(m, samplePath(template)),
  ).map((method) => [method, template] as const),
);

test.each(UNDOCUMENTED)('%s %s is not served (not in the document)', async (method, template) => {
  const path = samplePath(template);

  const res = await rawRequest(stack.url, method, path, {
    headers: { authorization: `Bearer ${ngo.token}`, 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : '{}',
  });
  expect({ method, path, status: res.status, served: ![404, 405].includes(res.status) }).toEqual({
    method,
    path,
    status: res.status,
    served: false,
  });
});

test('the served document is the one the tests read', async () => {
  const res = await rawRequest(stack.url, 'GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  expect(Object.keys((res.body as typeof openApi).paths).sort()).toEqual(
    operations()
      .map((o) => o.template)
      .filter((t, i, all) => all.indexOf(t) === i)
      .sort(),
  );
});
