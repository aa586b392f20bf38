import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { client } from '@rescue/testkit/http';
import { loadConfig, start, type RunningGateway } from '../src';

// A built front end in miniature: the shell and one remote, as the shared webpack config
// names their files (stable entries, content-hashed chunks).
const FILES: Record<string, string> = {
  'shell/dist/index.html':
    '<!doctype html><html><head><title>Rescue Network</title></head><body><div id="root"></div></body></html>',
  'shell/dist/main.js': `/* runtime */ ${'console.log("shell");'.repeat(200)}`,
  'shell/dist/lib-react.0123456789ab.js': `/* react */ ${'var a=1;'.repeat(400)}`,
  'mfe-ngo/dist/remoteEntry.js': `var rescue_ngo; ${'x();'.repeat(400)}`,
  'mfe-ngo/dist/mf-manifest.json': '{"id":"rescue_ngo"}',
  'mfe-ngo/dist/__federation_expose_App.abcdefabcdef.js': 'export {};',
};

let root: string;
let gateway: RunningGateway;
let http: ReturnType<typeof client>;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'rescue-web-'));
  for (const [file, content] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  gateway = await start(
    loadConfig({
      PORT: '0',
      LOG_LEVEL: 'silent',
      WEB_ROOT: root,
      REMOTE_USER_URL: 'https://cdn.example.org/user/remoteEntry.js',
    }),
  );
  http = client(gateway.url);
});
afterAll(async () => {
  await gateway?.close();
  rmSync(root, { recursive: true, force: true });
});

test('GET /remotes.json tells where each remote is, overridable per remote, never cached stale', async () => {
  const res = await http.get('/remotes.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(res.body).toEqual({
    remotes: {
      public: { entry: '/remotes/public/remoteEntry.js' },
      ngo: { entry: '/remotes/ngo/remoteEntry.js' },
      volunteer: { entry: '/remotes/volunteer/remoteEntry.js' },
      user: { entry: 'https://cdn.example.org/user/remoteEntry.js' },
      admin: { entry: '/remotes/admin/remoteEntry.js' },
    },
    mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapTileAttribution:
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    // No HELPLINE_NUMBER: the spec's placeholder, which the pages call a demo number.
    helpline: { display: '+91 12345 67890', tel: 'tel:+911234567890', placeholder: true },
  });
});

describe('the map tile settings', () => {
  /** A gateway over the same front end with this environment; returns manifest and CSP. */
  async function withEnv(env: Record<string, string>) {
    const other = await start(
      loadConfig({ PORT: '0', LOG_LEVEL: 'silent', WEB_ROOT: root, ...env }),
    );
    try {
      const web = client(other.url);
      const [manifest, page] = await Promise.all([web.get('/remotes.json'), web.get('/dashboard')]);
      return { manifest: manifest.body, csp: page.headers.get('content-security-policy') ?? '' };
    } finally {
      await other.close();
    }
  }

  test('MAP_TILE_URL points the maps at another tile server, which the CSP lets images come from', async () => {
    const { manifest, csp } = await withEnv({
      MAP_TILE_URL: 'http://{s}.tiles.rescue.lan:8081/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: 'Tiles: rescue.lan',
    });
    expect(manifest).toMatchObject({
      mapTileUrl: 'http://{s}.tiles.rescue.lan:8081/{z}/{x}/{y}.png',
      mapTileAttribution: 'Tiles: rescue.lan',
    });
    expect(csp).toContain("img-src 'self' data: blob: https: http://*.tiles.rescue.lan:8081;");
  });

  test('an empty MAP_TILE_URL turns tiles off (the maps show markers only)', async () => {
    const { manifest, csp } = await withEnv({ MAP_TILE_URL: '' });
    expect(manifest.mapTileUrl).toBe('');
    expect(csp).toContain("img-src 'self' data: blob: https:;");
  });
});

test.each(['/', '/dashboard', '/dashboard/incidents/abc123', '/no-such-page'])(
  '%s is the shell page (SPA fallback), revalidated, with a CSP allowing moved remotes',
  async (page) => {
    const res = await http.get(page);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' https://cdn.example.org");
    expect(csp).toContain("frame-ancestors 'none'");
  },
);

test.each([
  ['/main.js', 'no-cache'],
  ['/remotes/ngo/remoteEntry.js', 'no-cache'],
  ['/remotes/ngo/mf-manifest.json', 'no-cache'],
  ['/lib-react.0123456789ab.js', 'public, max-age=31536000, immutable'],
  ['/remotes/ngo/__federation_expose_App.abcdefabcdef.js', 'public, max-age=31536000, immutable'],
])('%s is served with Cache-Control: %s', async (file, cacheControl) => {
  const res = await http.get(file);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe(cacheControl);
  expect(res.headers.get('etag')).toBeTruthy();
});

test.each([
  ['br', 'br'],
  ['gzip', 'gzip'],
])('scripts are compressed (%s)', async (accepted, encoding) => {
  const res = await http.get('/main.js', { headers: { 'accept-encoding': accepted } });
  expect(res.headers.get('content-encoding')).toBe(encoding);
});

test.each(['/remotes/ngo/missing.js', '/missing.js', '/remotes/volunteer/remoteEntry.js'])(
  'a missing file (%s) is a JSON 404, not the shell page',
  async (file) => {
    const res = await http.get(file);
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No route/);
  },
);

test('only GET and HEAD reach pages', async () => {
  const res = await http.post('/dashboard', { json: {} });
  expect(res.status).toBe(404);
});

test('before the front end is built, / names the app and says how to build it', async () => {
  const empty = mkdtempSync(path.join(os.tmpdir(), 'rescue-web-empty-'));
  const bare = await start(loadConfig({ PORT: '0', LOG_LEVEL: 'silent', WEB_ROOT: empty }));
  try {
    const res = await client(bare.url).get('/');
    expect(res.status).toBe(200);
    expect(res.body).toContain('Rescue Network');
    expect(res.body).toContain('npm run build:web');
  } finally {
    await bare.close();
    rmSync(empty, { recursive: true, force: true });
  }
});
