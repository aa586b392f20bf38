// The shared kits' versions follow their public surface (src/kit-surface.mjs): the real kits
// are as recorded, and on a throw-away kit a change without the right bump fails, saying what
// to bump. The tool is an ES module run by node, as `npm run kit-surface` runs it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const TOOL = path.join(__dirname, '..', 'src', 'kit-surface.mjs');

function kitSurface(mode: '--check' | '--write', ...dirs: string[]) {
  const run = spawnSync(process.execPath, [TOOL, mode, ...dirs], { encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

test('every versioned kit ships the surface recorded for its version', () => {
  const { ok, output } = kitSurface('--check');
  // On failure the output says what changed and which version to set.
  expect(output).not.toMatch(/changed since|not recorded|has no api-surface/);
  expect(ok).toBe(true);
  expect(output).toContain('@rescue/web-kit');
  expect(output).toContain('@rescue/router');
});

describe('a kit whose surface changes', () => {
  let kit: string;
  const ORIGINAL = [
    'export interface GreetOptions { loud?: boolean }',
    'export function greet(name: string, options?: GreetOptions): string {',
    '  return options?.loud ? shout(name) : name;',
    '}',
    'function shout(text: string): string { return text.toUpperCase(); }',
  ].join('\n');
  const writeKit = (version: string, source: string) => {
    writeFileSync(
      path.join(kit, 'package.json'),
      JSON.stringify({ name: '@fixture/kit', version, exports: { '.': './src/index.ts' } }),
    );
    writeFileSync(path.join(kit, 'src', 'index.ts'), source);
  };

  beforeEach(() => {
    kit = mkdtempSync(path.join(tmpdir(), 'kit-surface-'));
    mkdirSync(path.join(kit, 'src'));
    writeKit('1.0.0', ORIGINAL);
    expect(kitSurface('--write', kit).ok).toBe(true);
  });
  afterEach(() => rmSync(kit, { recursive: true, force: true }));

  test('passes when only the inside changes', () => {
    writeKit('1.0.0', ORIGINAL.replace('text.toUpperCase()', '`${text.toUpperCase()}!`'));
    expect(kitSurface('--check', kit)).toEqual({
      ok: true,
      output: '@fixture/kit 1.0.0: surface as recorded\n',
    });
  });

  test('an added export without a new minor fails, naming the version to set', () => {
    writeKit('1.0.0', `${ORIGINAL}\nexport const DEFAULT_NAME = 'friend';`);
    const { ok, output } = kitSurface('--check', kit);
    expect(ok).toBe(false);
    expect(output).toContain(
      'changed since 1.0.0 (added: DEFAULT_NAME), but its version is still 1.0.0',
    );
    expect(output).toContain('Set "version" to 1.1.0');
    // --write refuses too, so the record cannot be brought in line without the bump.
    expect(kitSurface('--write', kit).ok).toBe(false);
  });

  test('a changed signature needs a new major', () => {
    writeKit(
      '1.1.0',
      ORIGINAL.replace('name: string, options', 'name: string, title: string, options'),
    );
    const { ok, output } = kitSurface('--check', kit);
    expect(ok).toBe(false);
    expect(output).toContain('(changed: greet)');
    expect(output).toContain('a removed or changed export breaks every remote built against 1.0.0');
    expect(output).toContain('Set "version" to 2.0.0');
  });

  test('a new required field of an exported type is a change, a removed export too', () => {
    writeKit('1.0.0', ORIGINAL.replace('loud?: boolean', 'loud?: boolean; lang: string'));
    expect(kitSurface('--check', kit).output).toContain('(changed: greet, GreetOptions)');
    writeKit('1.9.0', ORIGINAL.replace('export interface', 'interface'));
    expect(kitSurface('--check', kit).output).toContain('(removed: GreetOptions)');
  });

  test('with the right bump, the change must still be recorded, and then passes', () => {
    writeKit(
      '2.0.0',
      ORIGINAL.replace('name: string, options', 'name: string, title: string, options'),
    );
    const unrecorded = kitSurface('--check', kit);
    expect(unrecorded.ok).toBe(false);
    expect(unrecorded.output).toContain('run npm run kit-surface');
    expect(kitSurface('--write', kit).ok).toBe(true);
    expect(JSON.parse(readFileSync(path.join(kit, 'api-surface.json'), 'utf8')).version).toBe(
      '2.0.0',
    );
    expect(kitSurface('--check', kit).ok).toBe(true);
  });
});
