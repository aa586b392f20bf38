// The front end from containers of its own (SHELL_UPSTREAM, REMOTE_<AREA>_UPSTREAM), as
// docker-compose.yml runs it: real HTTP servers stand in for the static servers, answering
// the way deploy/web/*.conf make nginx answer.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { client } from '@rescue/testkit/http';
import { loadConfig, start, type RunningGateway } from '../src';
import { loadWebUpstreams } from '../src/web-upstreams';

interface Upstream {
  url: string;
  seen: { method: string; url: string; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
}

const INDEX = '<!doctype html><html><head><title>Rescue Network</title></head><body></body></html>';
const HASHED = /\.[0-9a-f]{12}\.[a-z0-9]+$/;

/** A static server like deploy/web/<kind>.conf: cache rules, page fallback for the shell. */
async function staticServer(kind: 'shell' | 'remote', files: Record<string, string>) {
  const seen: Upstream['seen'] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const file = (req.url ?? '/').split('?')[0]!;
    const isPage = kind === 'shell' && !path.extname(file);
    const body = isPage ? INDEX : files[file];
    if (body === undefined) {
      res.writeHead(404, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end('{"message":"Not found"}');
      return;
    }
    const type = isPage || file.endsWith('.html') ? 'text/html' : 'application/javascript';
    res.writeHead(200, {
      'Content-Type': `${type}; charset=utf-8`,
      'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: '"v1"',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const upstream: Upstream = {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return upstream;
}

/** A port nothing listens on. */
async function deadPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts a gateway with these variables in its environment (the upstreams read their own). */
async function gatewayWith(env: Record<string, string>): Promise<RunningGateway> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await start(loadConfig({ ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' }));
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

let shell: Upstream;
let volunteer: Upstream;
let admin: Upstream;
let root: string;
let gateway: RunningGateway;
let fromDisk: RunningGateway;
let http_: ReturnType<typeof client>;

beforeAll(async () => {
  shell = await staticServer('shell', {
    '/index.html': INDEX,
    '/main.js': 'console.log("shell")',
    '/lib-react.0123456789ab.js': 'var react;',
  });
  volunteer = await staticServer('remote', {
    '/remoteEntry.js': 'var rescue_volunteer;',
    '/__federation_expose_App.abcdefabcdef.js': 'export {};',
  });
  admin = await staticServer('remote', { '/remoteEntry.js': 'var rescue_admin;' });
  // The NGO area has no upstream: the gateway serves it from disk.
  root = mkdtempSync(path.join(os.tmpdir(), 'rescue-upstreams-'));
  mkdirSync(path.join(root, 'mfe-ngo', 'dist'), { recursive: true });
  writeFileSync(path.join(root, 'mfe-ngo', 'dist', 'remoteEntry.js'), 'var rescue_ngo;');
  const common = {
    WEB_ROOT: root,
    REMOTE_USER_URL: 'https://cdn.example.org/user/remoteEntry.js',
    MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
  };
  gateway = await gatewayWith({
    ...common,
    SHELL_UPSTREAM: `${shell.url}/`,
    REMOTE_VOLUNTEER_UPSTREAM: volunteer.url,
    REMOTE_ADMIN_UPSTREAM: admin.url,
    REMOTE_PUBLIC_UPSTREAM: `http://127.0.0.1:${await deadPort()}`,
  });
  fromDisk = await gatewayWith(common);
  http_ = client(gateway.url);
});

afterAll(async () => {
  await gateway?.close();
  await fromDisk?.close();
  await shell?.close();
  await volunteer?.close();
  await admin?.close();
  rmSync(root, { recursive: true, force: true });
});

test('/ and every page path come from the shell upstream, with the CSP the gateway sets on pages', async () => {
  const page = await client(fromDisk.url).get('/voldash/cases');
  const csp = page.headers.get('content-security-policy');
  expect(csp).toContain('https://cdn.example.org');
  expect(csp).toContain('https://*.tiles.example.org');

  for (const pagePath of ['/', '/voldash/cases/123', '/dashboard?tab=open']) {
    const res = await http_.get(pagePath, { headers: { 'x-request-id': 'req-page-1' } });
    expect(res.status).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toBe(csp);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-request-id')).toBe('req-page-1');
    const seen = shell.seen.at(-1)!;
    expect(seen.url).toBe(pagePath);
    expect(seen.headers['x-request-id']).toBe('req-page-1');
  }
});

test("the shell's files pass through with the upstream's cache headers, never a page CSP", async () => {
  const main = await http_.get('/main.js');
  expect(main.status).toBe(200);
  expect(main.body).toBe('console.log("shell")');
  expect(main.headers.get('cache-control')).toBe('no-cache');
  expect(main.headers.get('content-security-policy')).toBeNull();

  const chunk = await http_.get('/lib-react.0123456789ab.js');
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

  const missing = await http_.get('/nothing.0123456789ab.js');
  expect(missing.status).toBe(404);
  expect(missing.body).toMatchObject({ message: 'Not found' });
  expect(missing.headers.get('cache-control')).toBe('no-store');
});

test('/remotes/<area>/* goes to that remote without the prefix; conditional requests pass through', async () => {
  const entry = await http_.get('/remotes/volunteer/remoteEntry.js?v=2');
  expect(entry.status).toBe(200);
  expect(entry.body).toBe('var rescue_volunteer;');
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  expect(volunteer.seen.at(-1)!.url).toBe('/remoteEntry.js?v=2');

  const chunk = await http_.get('/remotes/volunteer/__federation_expose_App.abcdefabcdef.js');
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

  const head = await fetch(`${gateway.url}/remotes/volunteer/remoteEntry.js`, {
    method: 'HEAD',
    headers: { 'if-none-match': '"v0"' },
  });
  expect(head.status).toBe(200);
  expect(volunteer.seen.at(-1)).toMatchObject({ method: 'HEAD' });
  expect(volunteer.seen.at(-1)!.headers['if-none-match']).toBe('"v0"');
  expect(shell.seen.some((req) => req.url.startsWith('/remotes/'))).toBe(false);
});

test("the operator console's remote comes from its own upstream too", async () => {
  const entry = await http_.get('/remotes/admin/remoteEntry.js');
  expect(entry.status).toBe(200);
  expect(entry.body).toBe('var rescue_admin;');
  expect(admin.seen.at(-1)!.url).toBe('/remoteEntry.js');
  // /admin itself is a page of the shell.
  const page = await http_.get('/admin/accounts');
  expect(page.body).toBe(INDEX);
  expect(shell.seen.at(-1)!.url).toBe('/admin/accounts');
});

test('a remote without an upstream is still served from disk; /remotes.json stays the gateway’s', async () => {
  const ngo = await http_.get('/remotes/ngo/remoteEntry.js');
  expect(ngo.status).toBe(200);
  expect(ngo.body).toBe('var rescue_ngo;');

  const manifest = await http_.get('/remotes.json');
  expect(manifest.status).toBe(200);
  expect(manifest.body.remotes).toEqual({
    public: { entry: '/remotes/public/remoteEntry.js' },
    ngo: { entry: '/remotes/ngo/remoteEntry.js' },
    volunteer: { entry: '/remotes/volunteer/remoteEntry.js' },
    user: { entry: 'https://cdn.example.org/user/remoteEntry.js' },
    admin: { entry: '/remotes/admin/remoteEntry.js' },
  });
  expect(shell.seen.some((req) => req.url.startsWith('/remotes'))).toBe(false);
});

test('the API, /internal and writes never reach the front-end upstreams', async () => {
  const before = shell.seen.length;
  const openApi = await http_.get('/api/openapi.json');
  expect(openApi.status).toBe(200);
  expect(openApi.body.openapi).toMatch(/^3\./);

  const internal = await http_.get('/internal/users/1');
  expect(internal.status).toBe(404);

  const post = await http_.post('/voldash', { json: {} });
  expect(post.status).toBe(404);
  expect(post.body.message).toBe('No route for POST /voldash');
  expect(shell.seen.length).toBe(before);
});

test('an upstream that is down is a quick 503 JSON error, and the rest keeps working', async () => {
  const started = Date.now();
  const res = await http_.get('/remotes/public/remoteEntry.js');
  expect(res.status).toBe(503);
  expect(res.body).toMatchObject({
    message: 'The public area is unavailable, please try again shortly',
  });
  expect(res.headers.get('retry-after')).toBe('2');
  expect(Date.now() - started).toBeLessThan(2000);
  expect((await http_.get('/')).status).toBe(200);
});

test('an upstream that is not an http(s) base URL stops the start', () => {
  expect(loadWebUpstreams({})).toEqual({ shell: undefined, remotes: {} });
  expect(() => loadWebUpstreams({ SHELL_UPSTREAM: 'shell:8080' })).toThrow(/SHELL_UPSTREAM/);
  expect(() => loadWebUpstreams({ REMOTE_NGO_UPSTREAM: 'ftp://mfe-ngo' })).toThrow(
    /REMOTE_NGO_UPSTREAM/,
  );
  expect(loadWebUpstreams({ REMOTE_NGO_UPSTREAM: 'http://mfe-ngo:8080/' }).remotes).toEqual({
    ngo: 'http://mfe-ngo:8080',
  });
});
