import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { serviceBundles } from '../../src/service-bundles';

// The stack runs each service from an esbuild bundle, made again only when a file it was made
// from changed: a bundle reused from a stale manifest would run old code.

let root: string;
const script = 'svc/src/server.ts';
const manifest = () => path.join(root, 'svc', 'dist', 'stack-server.json');
const run = (bundle: string) => execFileSync(process.execPath, [bundle], { encoding: 'utf8' });
const quiet = () => {};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'bundles-'));
  mkdirSync(path.join(root, 'svc', 'src'), { recursive: true });
  writeFileSync(path.join(root, 'svc', 'src', 'words.ts'), "export const words = 'first';\n");
  writeFileSync(
    path.join(root, script),
    "import { words } from './words';\nprocess.stdout.write(words);\n",
  );
  // Saved a while ago: a save in the build's first millisecond counts as made during it.
  const before = new Date(Date.now() - 10_000);
  for (const file of ['words.ts', 'server.ts'])
    utimesSync(path.join(root, 'svc', 'src', file), before, before);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('a bundle is reused while its files are unchanged and made again once one changes', async () => {
  const first = (await serviceBundles(root, [script], quiet)).get(script)!;
  expect(run(first)).toBe('first');
  expect(existsSync(manifest())).toBe(true);
  writeFileSync(path.join(root, 'svc', 'src', 'words.ts'), "export const words = 'second';\n");
  const second = (await serviceBundles(root, [script], quiet)).get(script)!;
  expect(run(second)).toBe('second');
});

test('a file saved while the bundle was made leaves no manifest, so the next start makes it again', async () => {
  // Its time says it changed after the build began, as a save during the build would.
  const later = new Date(Date.now() + 60_000);
  utimesSync(path.join(root, 'svc', 'src', 'words.ts'), later, later);
  const bundle = (await serviceBundles(root, [script], quiet)).get(script)!;
  expect(run(bundle)).toBe('first');
  expect(existsSync(manifest())).toBe(false);
});
