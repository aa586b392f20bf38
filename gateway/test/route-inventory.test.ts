// The OpenAPI document and the routes the services register are the same set (issue 28):
// every route a service's routers register under /api is documented, and every documented
// operation answers through the gateway (anything but the "No route" 404).
import Router from '@koa/router';
import { OPERATIONS, type OperationSpec } from '@rescue/contracts';
import { request } from '@rescue/testkit/http';
import { startTestStack, type TestStack } from '@rescue/testkit/stack';
import { operations } from './security/support';

jest.setTimeout(60_000);

// Every router the services mount, recorded as they mount it (createServiceApp calls
// routes()), so the test reads what they really registered.
const mounted = new Set<Router>();
const routes = Router.prototype.routes;
Router.prototype.routes = function recordRoutes(this: Router) {
  mounted.add(this);
  return routes.call(this);
};

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  Router.prototype.routes = routes;
  await stack?.close();
});

/** Path parameters as one placeholder: koa's /:userId and the document's {id} compare equal. */
const shape = (path: string) => path.replace(/:\w+(\([^)]*\))?/g, '{}').replace(/\{\w+\}/g, '{}');

function registered(): string[] {
  const found = new Set<string>();
  for (const router of mounted) {
    for (const layer of router.stack) {
      if (typeof layer.path !== 'string' || !layer.path.startsWith('/api/')) continue;
      for (const method of layer.methods) {
        if (method !== 'HEAD') found.add(`${method} ${shape(layer.path)}`);
      }
    }
  }
  return [...found].sort();
}

test('every route the services register under /api is in the OpenAPI document', () => {
  const documented = new Set(
    operations().map(({ method, template }) => `${method} ${shape(template)}`),
  );
  const routes = registered();
  // The services registered their routers: a recorder that saw nothing would prove nothing.
  expect(routes.length).toBeGreaterThan(40);
  expect(routes.filter((route) => !documented.has(route))).toEqual([]);
});

test('every route the services register names an operation of the table', () => {
  const table = new Set(
    Object.values(OPERATIONS).map((spec: OperationSpec) => `${spec.method} ${shape(spec.path)}`),
  );
  expect(registered().filter((route) => !table.has(route))).toEqual([]);
});

// Registered by hand, not yet through route(): the report's multipart intake (report.ts, being
// reworked under another issue). Nothing else may be.
const BY_HAND = new Set(['POST /api/incidents/create']);

test('every route the services register under /api is registered by route() with its operation', () => {
  const byHand: string[] = [];
  for (const router of mounted) {
    for (const layer of router.stack) {
      if (typeof layer.path !== 'string' || !layer.path.startsWith('/api/')) continue;
      const spec: OperationSpec | undefined =
        layer.name && layer.name in OPERATIONS
          ? OPERATIONS[layer.name as keyof typeof OPERATIONS]
          : undefined;
      for (const method of layer.methods) {
        if (method === 'HEAD') continue;
        const route = `${method} ${shape(layer.path)}`;
        const named = spec && `${spec.method} ${shape(spec.path)}` === route;
        if (!named && !BY_HAND.has(route)) byHand.push(route);
      }
    }
  }
  expect(byHand).toEqual([]);
});

// Mounted only with DocuSign credentials, which the test stack has not: its JSON 404 is
// documented as such.
const ONLY_WITH_DOCUSIGN = new Set(['GET /api/docusign/return/{token}']);

test('every documented operation answers through the gateway', async () => {
  const unanswered: string[] = [];
  for (const { method, template, label } of operations()) {
    if (ONLY_WITH_DOCUSIGN.has(label)) continue;
    const path = template.replace(/\{[^}]+\}/g, '0123456789abcdef01234567');
    const res = await request(stack.url, method, path, {
      ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }),
      headers: { accept: 'application/json, text/event-stream, text/html' },
    });
    const noRoute =
      res.status === 404 && typeof res.body === 'object' && /^No route/.test(res.body?.message);
    if (noRoute) unanswered.push(label);
  }
  expect(unanswered).toEqual([]);
});
