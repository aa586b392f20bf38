#!/usr/bin/env node
// @ts-check
// The production build of a service or the gateway: `npm run build -w services/incidents`
// (or `node deploy/build-service.mjs services/incidents`) bundles src/server.ts into
// dist/server.js with esbuild. The @rescue/* workspace packages are bundled in; npm packages
// stay external and come from `npm ci --omit=dev --workspace <ws>` in the runtime image.
// The build fails when an external import would not be installed there (a dev dependency,
// or a package only a dependency's own node_modules holds), so an image never starts
// without a module it needs.
import { builtinModules } from 'node:module';
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import {
  packageName,
  productionClosure,
  readLockfile,
  resolveIn,
  workspaceOf,
} from './lockfile.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const BUILTINS = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/** @type {import('esbuild').Plugin} */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    // Bare specifiers: workspace packages are bundled, everything else is loaded at run time.
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@rescue/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * @param {string} workspace repository-relative folder, e.g. `services/incidents` or `gateway`
 * @returns {Promise<{ outfile: string, bytes: number, externals: string[] }>}
 */
export async function buildService(
  workspace,
  { log = (/** @type {string} */ line) => process.stderr.write(`${line}\n`) } = {},
) {
  const wsDir = path.resolve(repoRoot, workspace);
  const ws = path.relative(repoRoot, wsDir).split(path.sep).join('/');
  const entry = path.join(wsDir, 'src', 'server.ts');
  if (!existsSync(entry)) throw new Error(`${ws} has no src/server.ts`);
  const outdir = path.join(wsDir, 'dist');
  rmSync(outdir, { recursive: true, force: true });
  const outfile = path.join(outdir, 'server.js');

  const started = Date.now();
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: 'linked',
    // Readable stack traces in production logs; the bundle is loaded once per start.
    minify: false,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [externalNpmPackages],
  });
  const externals = checkExternals(ws, result.metafile);
  const bytes = statSync(outfile).size;
  writeFileSync(path.join(outdir, 'externals.json'), `${JSON.stringify(externals, null, 2)}\n`);
  log(
    `build: ${ws}/dist/server.js ${(bytes / 1024).toFixed(0)} KiB in ${Date.now() - started} ms; ` +
      `npm packages loaded at run time: ${externals.join(', ')}`,
  );
  return { outfile, bytes, externals };
}

/**
 * Every external package the bundle imports must be what the runtime image installs: in the
 * workspace's production closure, resolved from dist/ to the same copy the importing source
 * file resolved during development.
 * @param {string} ws
 * @param {import('esbuild').Metafile} metafile
 */
function checkExternals(ws, metafile) {
  const lock = readLockfile(repoRoot);
  if (!lock.packages[ws]) throw new Error(`${ws} is not a workspace listed in package-lock.json`);
  const installed = productionClosure(lock, ws);
  /** @type {Set<string>} */
  const names = new Set();
  /** @type {string[]} */
  const problems = [];
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    for (const { path: specifier, external } of imports) {
      if (!external || BUILTINS.has(specifier)) continue;
      const name = packageName(specifier);
      // Workspace packages are always resolved and bundled (the plugin leaves them to esbuild,
      // which fails on one it cannot find); one listed as external is an `import type`.
      if (name.startsWith('@rescue/')) continue;
      names.add(name);
      // At run time the import comes from dist/server.js, i.e. it resolves from the workspace.
      const atRunTime = resolveIn(lock, ws, name);
      if (!atRunTime || !installed.has(atRunTime)) {
        problems.push(
          `${input} imports ${name}, which \`npm ci --omit=dev -w ${ws}\` does not install: ` +
            `add it to ${ws}/package.json dependencies`,
        );
        continue;
      }
      const owner = workspaceOf(lock, input);
      const inDevelopment = owner ? resolveIn(lock, owner, name) : atRunTime;
      if (inDevelopment && inDevelopment !== atRunTime) {
        problems.push(
          `${input} uses ${inDevelopment} but the bundle would load ${atRunTime}: ` +
            `align the versions of ${name}`,
        );
      }
    }
  }
  if (problems.length)
    throw new Error(`The ${ws} bundle cannot run:\n  ${[...new Set(problems)].join('\n  ')}`);
  return [...names].sort();
}

if (process.argv[1] === import.meta.filename) {
  const workspace = process.argv[2] ?? path.relative(repoRoot, process.cwd());
  buildService(workspace).catch((/** @type {unknown} */ error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
