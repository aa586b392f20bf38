// @ts-check
// Serves a front-end app's build with its image's nginx settings (deploy/web/<kind>.conf), using
// Debian's nginx binary on a loopback port, and checks the answers: the health probe, the cache
// rules of DESIGN.md, the page fallback of the shell, JSON 404s. Only `listen` and `root` are
// rewritten to fit a folder instead of an image.
/* global fetch, setTimeout */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@rescue/stack/ports';

const REVALIDATE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const HASHED = /\.[0-9a-f]{12}\.[a-z0-9]+$/;

/** nginx from NGINX_BIN, the project's cache (.cache/nginx, see .ci/run) or the PATH. */
export function findNginx(/** @type {string} */ repoRoot) {
  const candidates = [
    process.env.NGINX_BIN,
    path.join(repoRoot, '.cache', 'nginx', 'usr', 'sbin', 'nginx'),
    '/usr/sbin/nginx',
  ];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/**
 * @param {{ nginx: string, html: string, site: string, kind: 'shell' | 'remote',
 *   healthPath: string, workDir: string }} options html: the build; site: the nginx settings
 * @returns {Promise<string[]>} what was checked
 */
export async function checkStaticServer({ nginx, html, site, kind, healthPath, workDir }) {
  const port = await freePort();
  const prefix = path.join(workDir, 'nginx');
  mkdirSync(prefix, { recursive: true });
  const server = site
    .replace(/listen\s+8080;/, `listen 127.0.0.1:${port};`)
    .replace(/root\s+\/usr\/share\/nginx\/html;/, `root ${html};`);
  if (!server.includes(`127.0.0.1:${port}`) || !server.includes(html)) {
    throw new Error('default.conf must `listen 8080;` and use `root /usr/share/nginx/html;`');
  }
  writeFileSync(path.join(prefix, 'site.conf'), server);
  // What the nginx-unprivileged image's nginx.conf sets around conf.d/*.conf.
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off;
master_process off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 64; }
http {
  types {
    text/html html; text/css css; application/javascript js; application/json json;
    image/svg+xml svg; image/png png; image/webp webp; image/jpeg jpg jpeg;
  }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${prefix}/client_temp;
  proxy_temp_path ${prefix}/proxy_temp;
  fastcgi_temp_path ${prefix}/fastcgi_temp;
  uwsgi_temp_path ${prefix}/uwsgi_temp;
  scgi_temp_path ${prefix}/scgi_temp;
  include ${prefix}/site.conf;
}
`,
  );
  const child = spawn(
    nginx,
    ['-e', 'stderr', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  /** @type {string[]} */
  const checked = [];
  try {
    await waitFor(
      async () => (await fetch(`${base}/mf-manifest.json`)).status > 0,
      5000,
      () => output,
    );

    // The image's HEALTHCHECK probe (its HEALTH_PATH build argument).
    const probed = await fetch(`${base}${healthPath}`);
    expect(probed.status === 200, `HEALTHCHECK ${healthPath}: ${probed.status}`);
    checked.push(`health probe ${healthPath} 200`);

    const files = readdirSync(html);
    const chunk = files.find((file) => HASHED.test(file) && file.endsWith('.js'));
    if (!chunk) throw new Error(`no content-hashed chunk in ${html}`);
    /** @type {[string, number, string][]} */
    const expectations =
      kind === 'shell'
        ? [
            ['/', 200, REVALIDATE],
            ['/index.html', 200, REVALIDATE],
            ['/voldash/cases/123', 200, REVALIDATE],
            ['/main.js', 200, REVALIDATE],
            ['/mf-manifest.json', 200, REVALIDATE],
            [`/${chunk}`, 200, IMMUTABLE],
            ['/missing.0123456789ab.js', 404, 'no-store'],
            ['/mf-stats.json', 404, 'no-store'],
          ]
        : [
            ['/remoteEntry.js', 200, REVALIDATE],
            ['/mf-manifest.json', 200, REVALIDATE],
            [`/${chunk}`, 200, IMMUTABLE],
            ['/missing.0123456789ab.js', 404, 'no-store'],
            ['/index.html', 404, 'no-store'],
            ['/mf-stats.json', 404, 'no-store'],
          ];
    const index = kind === 'shell' ? readFileSync(path.join(html, 'index.html'), 'utf8') : '';
    for (const [urlPath, status, cacheControl] of expectations) {
      const res = await fetch(`${base}${urlPath}`, { headers: { 'accept-encoding': 'gzip' } });
      const body = await res.text();
      expect(res.status === status, `GET ${urlPath}: ${res.status}, expected ${status}`);
      expect(
        res.headers.get('cache-control') === cacheControl,
        `GET ${urlPath}: Cache-Control "${res.headers.get('cache-control')}", expected "${cacheControl}"`,
      );
      expect(res.headers.get('x-content-type-options') === 'nosniff', `GET ${urlPath}: no nosniff`);
      if (status === 404) {
        expect(body === '{"message":"Not found"}', `GET ${urlPath}: 404 body ${body.slice(0, 80)}`);
        expect(
          /^application\/json/.test(res.headers.get('content-type') ?? ''),
          `GET ${urlPath}: 404 not JSON`,
        );
      }
      if (kind === 'shell' && status === 200 && !path.extname(urlPath)) {
        expect(body === index, `GET ${urlPath}: not the shell's index.html`);
      }
      if (kind === 'remote') {
        expect(
          res.headers.get('access-control-allow-origin') === '*',
          `GET ${urlPath}: no CORS header`,
        );
      }
    }
    checked.push(`${expectations.length} cache/404 rules`);
    const entry = kind === 'shell' ? '/main.js' : '/remoteEntry.js';
    const gz = await fetch(`${base}${entry}`, { headers: { 'accept-encoding': 'gzip' } });
    await gz.arrayBuffer();
    expect(gz.headers.get('content-encoding') === 'gzip', `GET ${entry}: not gzip-compressed`);
    checked.push('gzip');
    return checked;
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nnginx said: ${output.slice(-2000)}`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) =>
      child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve),
    );
  }
}

export function expect(/** @type {unknown} */ ok, /** @type {string} */ message) {
  if (!ok) throw new Error(message);
}

/** Polls `probe` until it resolves true; errors count as "not yet". */
export async function waitFor(
  /** @type {() => Promise<boolean>} */ probe,
  /** @type {number} */ timeoutMs,
  /** @type {() => string} */ context = () => '',
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await probe()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms ${context()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
