import { http, HttpResponse } from 'msw';
import { OPERATIONS } from '@rescue/contracts';
import { OPERATION_ROUTES } from '@rescue/contracts/operation-routes';
import { apiPath, server } from '../../testing/msw-server';
import { ApiError } from '../api/api-client';
import { callOperation, operationPath, operationResponse } from './operation-client';

test("an operation's path has its params encoded and its empty query values left out", () => {
  expect(operationPath('admin.reports.hide', { params: { id: 'a/b c' } })).toBe(
    '/api/admin/reports/a%2Fb%20c/hide',
  );
  expect(
    operationPath('incidents.list', {
      query: { limit: 24, cursor: undefined, city: 'Pune,Mumbai', status: '' },
    }),
  ).toBe('/api/incidents?limit=24&city=Pune%2CMumbai');
  expect(operationPath('ngo.overview')).toBe('/api/ngo/overview');
});

test("sends the table's method to the path with the JSON body, and answers with its body", async () => {
  let seen: { method: string; url: string; body: unknown } | undefined;
  server.use(
    http.put(apiPath('/api/admin/reports/r1/duplicate-of'), async ({ request }) => {
      seen = { method: request.method, url: request.url, body: await request.json() };
      return HttpResponse.json({ success: true, message: 'Linked as a duplicate' });
    }),
  );
  const answer = await callOperation('admin.reports.duplicate', {
    params: { id: 'r1' },
    body: { of: 'r0' },
  });
  expect(seen).toEqual({
    method: 'PUT',
    url: apiPath('/api/admin/reports/r1/duplicate-of'),
    body: { of: 'r0' },
  });
  expect(answer).toEqual({ success: true, message: 'Linked as a duplicate' });
});

test("a refusal throws the server's message; the raw response keeps its headers", async () => {
  server.use(
    http.get(apiPath('/api/incidents/x1'), () =>
      HttpResponse.json({ message: 'Incident not found' }, { status: 404 }),
    ),
    http.get(apiPath('/api/incidents'), () =>
      HttpResponse.json([], { headers: { 'X-Next-Cursor': 'c2' } }),
    ),
  );
  const error = await callOperation('incidents.read', { params: { id: 'x1' } }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 404, message: 'Incident not found' });
  const page = await operationResponse('incidents.list', { query: { limit: 1 } });
  expect(page.headers.get('X-Next-Cursor')).toBe('c2');
});

test('the generated routes are every public operation of the table, as the table says', () => {
  const fromTable = Object.fromEntries(
    Object.entries(OPERATIONS)
      .filter(([, spec]) => !('internal' in spec.access))
      .map(([id, spec]) => [id, `${spec.method} ${spec.path}`]),
  );
  // Behind the table: run `npm run operation-routes`.
  expect(OPERATION_ROUTES).toEqual(fromTable);
});
