// The stack runs each service and the gateway from one file bundled by esbuild, as the
// production image does (deploy/build-service.mjs), instead of through tsx, which compiles
// every TypeScript file a process imports on each start: measured on the incidents service,
// a start's import took about 5 s under load through tsx and under 2 s from a bundle, and
// an incidents replica that restarts must serve again within 5 s (issue 32). A bundle is
// built again only when a file it was made from changed, as build:web skips what is up to date.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';

/** Bumped when how bundles are made changes: every bundle is then made again. */
const BUNDLE_FORMAT = 'rescue-stack-bundle-1';
const BUNDLE_FILE = 'stack-server.cjs';
const MANIFEST_FILE = 'stack-server.json';

interface Manifest {
  format: string;
  /** The repository-relative files esbuild read, and the hash of their contents. */
  inputs: string[];
  hash: string;
}

/** npm packages stay external (loaded from node_modules); workspace packages are bundled in. */
const externalNpmPackages: Plugin = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@rescue/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * The bundle of each `script` (a repository-relative src/server.ts), made or reused; keyed by
 * script. In `<workspace>/dist/`, one folder below the workspace like src/, so a path made
 * from __dirname (the gateway's web root) means the same. Scripts that cannot be bundled are
 * left out (the caller runs those through tsx) and the reason is logged.
 */
export async function serviceBundles(
  root: string,
  scripts: readonly string[],
  log: (line: string) => void,
): Promise<Map<string, string>> {
  const bundles = new Map<string, string>();
  const stale: string[] = [];
  for (const script of scripts) {
    if (isUpToDate(root, script)) bundles.set(script, bundleOf(root, script));
    else stale.push(script);
  }
  if (stale.length === 0) return bundles;
  const started = Date.now();
  const built = await Promise.all(
    stale.map(async (script) => {
      try {
        return await bundle(root, script);
      } catch (error) {
        log(`bundling ${script} failed; running it from source: ${String(error)}`);
        return undefined;
      }
    }),
  );
  stale.forEach((script, i) => built[i] && bundles.set(script, built[i]));
  log(
    `bundled ${built.filter(Boolean).length} of ${stale.length} services in ${Date.now() - started} ms`,
  );
  return bundles;
}

function bundleOf(root: string, script: string): string {
  return path.join(root, path.dirname(path.dirname(script)), 'dist', BUNDLE_FILE);
}

function manifestOf(root: string, script: string): string {
  return path.join(path.dirname(bundleOf(root, script)), MANIFEST_FILE);
}

function hashOf(root: string, inputs: readonly string[]): string {
  const hash = createHash('sha256').update(`${BUNDLE_FORMAT}\n`);
  for (const input of inputs) {
    hash.update(`${input}\n`);
    hash.update(readFileSync(path.join(root, input)));
  }
  return hash.digest('hex');
}

function isUpToDate(root: string, script: string): boolean {
  try {
    const manifest = JSON.parse(readFileSync(manifestOf(root, script), 'utf8')) as Manifest;
    return (
      manifest.format === BUNDLE_FORMAT &&
      existsSync(bundleOf(root, script)) &&
      hashOf(root, manifest.inputs) === manifest.hash
    );
  } catch {
    // No manifest yet, or an input is gone: made again.
    return false;
  }
}

async function bundle(root: string, script: string): Promise<string> {
  const outfile = bundleOf(root, script);
  mkdirSync(path.dirname(outfile), { recursive: true });
  // Written beside the final names and renamed into place: another stack starting at the
  // same moment (tests run several) reads the previous bundle or this one, never half of one.
  const started = Date.now();
  const suffix = `${process.pid}.${started}.tmp`;
  const temporary = `${outfile}.${suffix}`;
  try {
    const result = await build({
      absWorkingDir: root,
      entryPoints: [path.join(root, script)],
      outfile: temporary,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      // Inline, so the one file renamed into place carries its own map (--enable-source-maps).
      sourcemap: 'inline',
      logLevel: 'silent',
      metafile: true,
      plugins: [externalNpmPackages],
    });
    const inputs = inputsOf(result.metafile);
    renameSync(temporary, outfile);
    // A file saved while esbuild ran may be in the bundle as it was before: the bundle serves
    // this start, but without a manifest the next start makes it again.
    const changedMeanwhile = inputs.some(
      (input) => statSync(path.join(root, input)).mtimeMs >= started,
    );
    if (changedMeanwhile) rmSync(manifestOf(root, script), { force: true });
    else {
      const manifest: Manifest = { format: BUNDLE_FORMAT, inputs, hash: hashOf(root, inputs) };
      writeFileSync(`${manifestOf(root, script)}.${suffix}`, JSON.stringify(manifest));
      renameSync(`${manifestOf(root, script)}.${suffix}`, manifestOf(root, script));
    }
    return outfile;
  } finally {
    rmSync(temporary, { force: true });
    rmSync(`${manifestOf(root, script)}.${suffix}`, { force: true });
  }
}

/** The repository's own files the bundle was made from (not node_modules), sorted. */
function inputsOf(metafile: Metafile): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !input.split('/').includes('node_modules'))
    .sort();
}
