// The layers of a service point one way, routes -> domain -> store (lint/boundaries.mjs): an
// import from store/ into domain/ or routes/, or from domain/ into routes/, fails the lint, and
// the incidents and volunteer services' own store/ and domain/ files pass it.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface Linted {
  filePath: string;
  messages: { ruleId: string | null; message: string; line: number }[];
}

const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');

function lint(snippets: { filePath: string; code: string }[]): Linted[] {
  const script = path.join(repoRoot, 'lint', 'test', 'lint-snippets.mjs');
  return JSON.parse(
    execFileSync(process.execPath, [script, JSON.stringify(snippets)], {
      encoding: 'utf8',
    }),
  );
}

const LAYER_RULE = /never imports its (domain|routes)/;
const layerMessages = (result: Linted | undefined) =>
  (result?.messages ?? []).filter((m) => LAYER_RULE.test(m.message));

/** What the rule reads of a file: its import and re-export statements. */
const IMPORTS = /^(?:import|export)\b[^;]*?\bfrom\s+'[^']+';/gms;

/** Every .ts file of these folders, as a snippet of its imports at its own path. */
function filesOf(...folders: string[]) {
  return folders.flatMap((folder) =>
    readdirSync(path.join(repoRoot, folder))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => {
        const filePath = path.join(folder, name);
        const text = readFileSync(path.join(repoRoot, filePath), 'utf8');
        return { filePath, code: (text.match(IMPORTS) ?? []).join('\n') };
      }),
  );
}

const STORE_PROBE = 'services/incidents/src/store/layer-probe.ts';
const DOMAIN_PROBE = 'services/incidents/src/domain/layer-probe.ts';
const REAL = filesOf(
  'services/incidents/src/store',
  'services/incidents/src/domain',
  'services/volunteer/src/store',
  'services/volunteer/src/domain',
);

let results: Linted[];
beforeAll(() => {
  results = lint([
    {
      filePath: STORE_PROBE,
      code: [
        "import { tooManyCasesMessage } from '../domain/case-rules';",
        "import { INCIDENT_NOT_FOUND } from '../routes/load-incident';",
        "import { ChangeLog } from './change-log';",
        'export { tooManyCasesMessage, INCIDENT_NOT_FOUND, ChangeLog };',
      ].join('\n'),
    },
    {
      filePath: DOMAIN_PROBE,
      code: [
        "import { INCIDENT_NOT_FOUND } from '../routes/load-incident';",
        "import { ChangeLog } from '../store/change-log';",
        'export { INCIDENT_NOT_FOUND, ChangeLog };',
      ].join('\n'),
    },
    ...REAL,
  ]);
}, 120_000);

const resultOf = (filePath: string) => results.find((result) => result.filePath === filePath);

test('store/ importing domain/ or routes/ fails the lint; store/ importing store/ passes', () => {
  expect(layerMessages(resultOf(STORE_PROBE)).map((m) => m.line)).toEqual([1, 2]);
});

test('domain/ importing routes/ fails the lint; domain/ importing store/ passes', () => {
  expect(layerMessages(resultOf(DOMAIN_PROBE)).map((m) => m.line)).toEqual([1]);
});

test("the services' store/ and domain/ files keep the layers", () => {
  expect(REAL.length).toBeGreaterThan(20);
  const broken = REAL.filter(({ filePath }) => layerMessages(resultOf(filePath)).length > 0);
  expect(broken.map(({ filePath }) => filePath)).toEqual([]);
});
