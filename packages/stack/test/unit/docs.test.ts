// The documents stay true to the tree (issue 28): every link and repository path in README.md
// and docs/ exists, every "spec section N" the code cites is a section of docs/product-spec.md,
// and docs/performance.md is what the bench's newest results render to.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..', '..', '..');
const SKIP = new Set(['node_modules', 'dist', '.cache', '.data', '.git', 'artifacts', 'coverage']);

function walk(dir: string, keep: (file: string) => boolean, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file, keep, found);
    else if (keep(file)) found.push(file);
  }
  return found;
}

const documents = [
  path.join(ROOT, 'README.md'),
  ...walk(path.join(ROOT, 'docs'), (file) => file.endsWith('.md')),
];
const rel = (file: string) => path.relative(ROOT, file);

/** Markdown links [text](target) that are not web addresses or anchors in the same page. */
function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1] ?? '')
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** `code` spans that name a repository path from a top-level folder, without placeholders. */
function repositoryPaths(text: string): string[] {
  const topLevel =
    /^(services|packages|gateway|shell|mfe-[a-z]+|bench|e2e|deploy|scripts|docs|lint)\//;
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => (match[1] ?? '').replace(/[.,:;)]+$/, ''))
    .filter((candidate) => topLevel.test(candidate) && !/[<>*{}]/.test(candidate));
}

/** GitHub's anchors of a Markdown file's headings: lower case, punctuation dropped, spaces to dashes. */
function anchors(file: string): Set<string> {
  return new Set(
    [...readFileSync(file, 'utf8').matchAll(/^#+ (.+)$/gm)].map((match) =>
      (match[1] ?? '')
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-'),
    ),
  );
}

/** Whether a link's file exists and, for `file.md#part`, the file has that heading. */
function resolves(doc: string, target: string): boolean {
  const [file = '', anchor] = target.split('#');
  const resolved = file ? path.resolve(path.dirname(doc), file) : doc;
  if (!existsSync(resolved)) return false;
  return !anchor || !resolved.endsWith('.md') || anchors(resolved).has(anchor);
}

test('every relative link in README.md and docs/ points at a file (and heading) that exists', () => {
  const broken = documents.flatMap((doc) =>
    relativeLinks(readFileSync(doc, 'utf8'))
      .filter((target) => !resolves(doc, target))
      .map((target) => `${rel(doc)} -> ${target}`),
  );
  expect(documents.length).toBeGreaterThan(5);
  expect(broken).toEqual([]);
});

/**
 * What a build or a test run writes (`shell/dist`, `e2e/artifacts/`): git ignores it, and a
 * clean clone has none of it yet, so the documents may name it before it exists.
 */
function builtOutput(candidate: string): boolean {
  // A folder's pattern (`dist/`) matches only a path written as a folder when it is absent.
  const asFolder = candidate.endsWith('/') ? candidate : `${candidate}/`;
  return [candidate, asFolder].some(
    (name) => spawnSync('git', ['check-ignore', '-q', name], { cwd: ROOT }).status === 0,
  );
}

test('every repository path the documents name in code spans exists', () => {
  const missing = documents.flatMap((doc) =>
    repositoryPaths(readFileSync(doc, 'utf8'))
      .filter((candidate) => !existsSync(path.join(ROOT, candidate)) && !builtOutput(candidate))
      .map((candidate) => `${rel(doc)}: ${candidate}`),
  );
  expect(missing).toEqual([]);
});

test('every "spec section N" cited in the code is a numbered section of docs/product-spec.md', () => {
  const spec = readFileSync(path.join(ROOT, 'docs', 'product-spec.md'), 'utf8');
  const sections = new Set([...spec.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]));
  const sources = walk(ROOT, (file) => /\.(ts|tsx|mjs|js)$/.test(file));
  const unknown: string[] = [];
  let cited = 0;
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    // "spec section 4", "spec sections 3 and 5", "spec sections 1, 2 and 3"
    for (const match of text.matchAll(/spec sections? ((?:\d+(?:, | and )?)+)/gi)) {
      for (const number of match[1]?.match(/\d+/g) ?? []) {
        cited += 1;
        if (!sections.has(number)) unknown.push(`${rel(file)}: section ${number}`);
      }
    }
  }
  expect(sections.size).toBe(9);
  expect(cited).toBeGreaterThan(50);
  expect(unknown).toEqual([]);
});

test('docs/performance.md is what bench/src/write-performance-doc.ts renders from the newest results', () => {
  // A process of its own: prettier, which formats the document, loads its parsers with a
  // dynamic import that jest's module system refuses.
  const script = path.join(ROOT, 'bench', 'src', 'write-performance-doc.ts');
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, '--check'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});

test('docs/configuration.md names every environment variable the config files read', () => {
  const configFiles = [
    ...walk(path.join(ROOT, 'services'), (file) => file.endsWith(path.join('src', 'config.ts'))),
    path.join(ROOT, 'gateway', 'src', 'config.ts'),
    ...walk(path.join(ROOT, 'packages', 'service-kit', 'src'), (file) => file.endsWith('.ts')),
    ...walk(path.join(ROOT, 'packages', 'stack', 'src'), (file) => file.endsWith('.ts')),
  ];
  // env.NAME, env['NAME'], and NAME passed to intFromEnv, readSecret or requireSecret.
  const read =
    /env(?:\.|\[')([A-Z][A-Z0-9_]+)|(?:intFromEnv\(\w+, |readSecret\(|requireSecret\()'([A-Z][A-Z0-9_]+)'/g;
  const names = new Set(
    configFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(read)].map((match) => match[1] ?? match[2] ?? ''),
    ),
  );
  const documented = readFileSync(path.join(ROOT, 'docs', 'configuration.md'), 'utf8');
  expect(names.size).toBeGreaterThan(40);
  // A secret's NAME_FILE is documented beside it as `NAME` / `_FILE`.
  const named = (name: string) =>
    documented.includes(`\`${name}\``) ||
    (name.endsWith('_FILE') && documented.includes(`\`${name.slice(0, -5)}\` / \`_FILE\``));
  expect([...names].filter((name) => !named(name))).toEqual([]);
});
