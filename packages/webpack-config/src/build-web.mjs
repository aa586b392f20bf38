#!/usr/bin/env node
// @ts-check
// `npm run build:web [app...] [--force]`: builds the shell and the five remotes for
// production, two at a time, printing progress, and skips every app whose inputs did not
// change since its last build (a stamp in its dist folder). `npm start` runs it first.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';
import { VERSIONED_KITS } from './shared-modules.mjs';
import { WEB_APPS, repoRoot } from './web-apps.mjs';

const STAMP_FILE = '.build-stamp';

/** Everything an app's build reads besides node_modules (the lock file stands for those). */
function inputFiles(/** @type {import('./web-apps.mjs').WebApp} */ app) {
  const roots = [
    path.join(app.dir, 'src'),
    path.join(repoRoot, 'packages', 'web-kit', 'src'),
    path.join(repoRoot, 'packages', 'router', 'src'),
    path.join(repoRoot, 'packages', 'contracts', 'src'),
    import.meta.dirname,
  ];
  const singles = [
    path.join(app.dir, 'package.json'),
    path.join(app.dir, 'webpack.config.mjs'),
    path.join(repoRoot, 'package-lock.json'),
    path.join(repoRoot, 'tsconfig.web.json'),
    // A kit's version decides the range the app shares it with.
    ...VERSIONED_KITS.map((name) => path.join(repoRoot, 'node_modules', name, 'package.json')),
  ];
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      // Tests and the API's OpenAPI document never reach a bundle.
      if (entry.isDirectory()) {
        if (entry.name !== 'openapi') walk(full);
      } else if (!/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  roots.filter(existsSync).forEach(walk);
  return [...files.sort(), ...singles.filter(existsSync)];
}

function inputsHash(/** @type {import('./web-apps.mjs').WebApp} */ app) {
  const hash = createHash('sha256');
  // The release note is compiled in, so a different one is a different build.
  hash.update(`release-note:${process.env.WEB_RELEASE_NOTE ?? ''}\n`);
  for (const file of inputFiles(app)) {
    hash.update(`${path.relative(repoRoot, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function isUpToDate(
  /** @type {import('./web-apps.mjs').WebApp} */ app,
  /** @type {string} */ hash,
) {
  const dist = path.join(app.dir, 'dist');
  const stamp = path.join(dist, STAMP_FILE);
  const output = path.join(dist, app.kind === 'host' ? 'index.html' : 'remoteEntry.js');
  return existsSync(output) && existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
}

/**
 * Builds the given apps (default: all) unless up to date; resolves with the names built.
 * @param {{ only?: string[], force?: boolean, log?: (line: string) => void }} [options]
 */
export async function buildWeb({
  only = [],
  force = false,
  log = (line) => process.stderr.write(`${line}\n`),
} = {}) {
  const unknown = only.filter((id) => !WEB_APPS.some((app) => app.id === id));
  if (unknown.length) throw new Error(`Unknown front-end app(s): ${unknown.join(', ')}`);
  const selected = WEB_APPS.filter((app) => only.length === 0 || only.includes(app.id));
  const todo = [];
  for (const app of selected) {
    const hash = inputsHash(app);
    if (!force && isUpToDate(app, hash)) log(`web: ${app.id} is up to date`);
    else todo.push({ app, hash });
  }
  if (todo.length === 0) return [];

  const started = Date.now();
  log(`web: building ${todo.map(({ app }) => app.id).join(', ')}...`);
  const configs = [];
  for (const { app } of todo) {
    const { default: createAppConfig } = await import(
      pathToFileURL(path.join(app.dir, 'webpack.config.mjs')).href
    );
    /** @type {import('webpack').Configuration} */
    const config = createAppConfig({}, { mode: 'production' });
    let reported = 0;
    config.plugins = [
      ...(config.plugins ?? []),
      new webpack.ProgressPlugin((fraction) => {
        // A line per quarter keeps logs readable on a terminal and in CI alike.
        const percent = Math.floor(fraction * 4) * 25;
        if (percent > reported && percent < 100) {
          reported = percent;
          log(`web:   ${app.id} ${percent}%`);
        }
      }),
    ];
    configs.push(config);
  }
  const compiler = webpack(Object.assign(configs, { parallelism: 2 }));
  /** @type {import('webpack').MultiStats | undefined} */
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  if (!stats || stats.hasErrors()) {
    log(stats?.toString('errors-only') ?? 'webpack produced no stats');
    throw new Error('Building the front end failed');
  }
  for (const [index, { app, hash }] of todo.entries()) {
    const child = stats.stats[index];
    writeFileSync(path.join(app.dir, 'dist', STAMP_FILE), hash);
    const seconds = child ? ((child.endTime - child.startTime) / 1000).toFixed(1) : '?';
    log(`web: ${app.id} built in ${seconds} s`);
  }
  log(`web: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return todo.map(({ app }) => app.id);
}

if (process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2);
  buildWeb({
    only: args.filter((arg) => !arg.startsWith('--')),
    force: args.includes('--force'),
  }).catch((/** @type {unknown} */ error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
