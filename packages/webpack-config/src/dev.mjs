#!/usr/bin/env node
// @ts-check
// `npm run dev [area...]`: the app with live reload for whoever works on the front end.
// The shell and the chosen areas (default: all four) run on webpack dev servers that
// rebuild and reload the page on every save; the other areas are built once and served by
// the gateway. The back end is the one `npm start` runs (started here unless
// DEV_GATEWAY_URL points at a running gateway).
//   npm run dev            # shell + every area
//   npm run dev -- ngo     # shell + the NGO area; the rest as built
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { buildWeb } from './build-web.mjs';
import { WEB_APPS, repoRoot } from './web-apps.mjs';

const log = (/** @type {string} */ line) => process.stderr.write(`${line}\n`);
const remotes = WEB_APPS.filter((app) => app.kind === 'remote');

/** @type {string[]} */
const chosen = process.argv.slice(2);
const unknown = chosen.filter((area) => !remotes.some((app) => app.area === area));
if (unknown.length) {
  log(
    `Unknown area(s): ${unknown.join(', ')}; choose from ${remotes.map((app) => app.area).join(', ')}`,
  );
  process.exit(1);
}
const live = remotes.filter((app) => chosen.length === 0 || chosen.includes(String(app.area)));
const built = remotes.filter((app) => !live.includes(app));

/** @type {(() => Promise<void>)[]} */
const cleanups = [];
const stop = async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

/** Runs `npm start` without its front-end build and resolves with the URL it prints. */
function startBackEnd() {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'scripts', 'start.mjs'), '--no-build'],
      {
        cwd: repoRoot,
        env: { ...process.env, PORT: process.env.PORT ?? '0' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    cleanups.push(
      () =>
        new Promise((done) => {
          if (child.exitCode !== null) return done(undefined);
          child.once('exit', () => done(undefined));
          child.kill('SIGTERM');
        }),
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
      const url = /Open (http\S+)/.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}`)));
  });
}

async function main() {
  if (built.length) await buildWeb({ only: built.map((app) => app.id), log });
  const gateway = process.env.DEV_GATEWAY_URL ?? (await startBackEnd());
  // Read by the dev-server settings of the shared webpack config.
  process.env.DEV_GATEWAY_URL = gateway;
  process.env.DEV_REMOTES = live.map((app) => app.area).join(',');
  for (const app of [WEB_APPS.find((candidate) => candidate.kind === 'host'), ...live]) {
    if (!app) continue;
    const { default: createAppConfig } = await import(
      pathToFileURL(path.join(app.dir, 'webpack.config.mjs')).href
    );
    /** @type {import('webpack').Configuration} */
    const config = createAppConfig({}, { mode: 'development' });
    const server = new WebpackDevServer(config.devServer, webpack(config));
    await server.start();
    cleanups.push(() => server.stop());
    log(`dev: ${app.id} on http://127.0.0.1:${app.devPort} (reloads on save)`);
  }
  log(`dev: API and built areas from ${gateway}`);
  process.stdout.write(`Open http://127.0.0.1:${WEB_APPS[0]?.devPort}\n`);
}

main().catch(async (/** @type {unknown} */ error) => {
  log(`npm run dev failed: ${error instanceof Error ? error.message : String(error)}`);
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  process.exit(1);
});
