// The layout rules of eslint.config.mjs (lint/boundaries.mjs) on snippets placed in the tree:
// a deep import into a package and an import from one feature into another fail, the legal
// imports beside them pass.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface Linted {
  filePath: string;
  messages: { ruleId: string | null; message: string; line: number }[];
}

function lint(snippets: { filePath: string; code: string }[]): Linted[] {
  const script = path.join(__dirname, '..', 'lint-snippets.mjs');
  return JSON.parse(
    execFileSync(process.execPath, [script, JSON.stringify(snippets)], { encoding: 'utf8' }),
  );
}

let results: Linted[];
const messagesOf = (filePath: string) =>
  results.find((result) => result.filePath === filePath)?.messages ?? [];
/** The layout rule's refusal of the import on `line`, its message as `message` matches. */
const refusal = (line: number, message: unknown) => ({
  ruleId: 'boundaries/dependencies',
  line,
  message,
});

// Imports point at files that exist: the rules look at what an import resolves to.
const BENCH = 'bench/src/layout-probe.ts';
const LAYOUT_FEATURE = 'shell/src/features/layout/components/layout-probe.tsx';
const REMOTES_FEATURE = 'shell/src/features/remotes/components/layout-probe.tsx';
const NGO_AREA = 'mfe-ngo/src/app/layout-probe.tsx';
const VOLUNTEER_SERVICE = 'services/volunteer/src/layout-probe.ts';
const STACK_PACKAGE = 'packages/stack/src/layout-probe.ts';

beforeAll(() => {
  results = lint([
    {
      filePath: BENCH,
      code: [
        "import { client } from '@rescue/testkit/src/http';",
        "import { ChangeLog } from '@rescue/incidents/src/store/change-log';",
        "import { request } from '@rescue/testkit/http';",
        "import { ChangeLog as Log } from '@rescue/incidents/change-log';",
        'export { client, ChangeLog, request, Log };',
      ].join('\n'),
    },
    {
      filePath: LAYOUT_FEATURE,
      code: [
        "import { isUnavailableRemote } from '../../remotes/fallback-plugin';",
        'export { isUnavailableRemote };',
      ].join('\n'),
    },
    {
      filePath: REMOTES_FEATURE,
      code: [
        "import { ErrorPanel } from '@rescue/web-kit';",
        "import { isUnavailableRemote } from '../fallback-plugin';",
        'export { ErrorPanel, isUnavailableRemote };',
      ].join('\n'),
    },
    {
      filePath: NGO_AREA,
      code: [
        "import { isUnavailableRemote } from '../../../shell/src/features/remotes/fallback-plugin';",
        'export { isUnavailableRemote };',
      ].join('\n'),
    },
    {
      filePath: VOLUNTEER_SERVICE,
      code: [
        "import { CASE_ACTIONS } from '../../incidents/src/domain/case-rules';",
        "import { start } from '@rescue/incidents';",
        'export { CASE_ACTIONS, start };',
      ].join('\n'),
    },
    {
      filePath: STACK_PACKAGE,
      code: ["import { App } from '../../../mfe-ngo/src/app';", 'export { App };'].join('\n'),
    },
  ]);
}, 60_000);

test('a deep import into a package fails, naming the import; its exported entry point passes', () => {
  expect(messagesOf(BENCH)).toEqual([
    refusal(
      1,
      expect.stringContaining('@rescue/testkit/src/http is not one of its package’s entry points'),
    ),
    refusal(
      2,
      expect.stringContaining(
        '@rescue/incidents/src/store/change-log is not one of its package’s entry points',
      ),
    ),
  ]);
});

test('an import from one feature into another fails, naming both', () => {
  expect(messagesOf(LAYOUT_FEATURE)).toEqual([
    refusal(
      1,
      expect.stringContaining('A feature never imports another feature (layout imports remotes)'),
    ),
  ]);
});

test('a feature importing its own files and the kit passes', () => {
  expect(messagesOf(REMOTES_FEATURE)).toEqual([]);
});

test('an area importing another area fails', () => {
  expect(messagesOf(NGO_AREA)).toEqual([
    refusal(1, expect.stringContaining('An area never imports another area (shell)')),
  ]);
});

test('a service reaches another service only through its exports', () => {
  expect(messagesOf(VOLUNTEER_SERVICE)).toEqual([
    refusal(
      1,
      expect.stringContaining(
        'services/incidents is imported only through its package.json "exports"',
      ),
    ),
  ]);
});

test('a package importing an app fails', () => {
  expect(messagesOf(STACK_PACKAGE)).toEqual([
    refusal(1, 'Packages and services never import the apps (areas, e2e, bench).'),
  ]);
});
