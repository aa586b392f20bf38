// One message, one literal: every user-facing message the contracts export (each `*_MESSAGE`
// string and each string of a `*_MESSAGES` table) is written once in the source tree and
// imported everywhere else. A second literal copy is how a reworded answer leaves a client
// comparing against the old one, so this fails naming both places.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as contracts from '@rescue/contracts';
import ts from 'typescript';

const ROOT = path.join(__dirname, '..', '..', '..');
const SOURCE_ROOTS = ['services', 'packages', 'gateway', 'shell', 'mfe-*'];
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
// Tests, test helpers and build output may repeat a message: they check it, not say it.
const NOT_SOURCE = /(^|\/)(test|tests|testing|dist|node_modules)\/|\.test\.[jt]sx?$|\.d\.ts$/;

/** The catalogue: message text -> the contracts' export names that hold it. */
function messageCatalogue(): Map<string, string[]> {
  const catalogue = new Map<string, string[]>();
  const add = (text: string, name: string) =>
    catalogue.set(text, [...(catalogue.get(text) ?? []), name]);
  for (const [name, value] of Object.entries(contracts)) {
    if (/_MESSAGE$/.test(name) && typeof value === 'string') add(value, name);
    if (/_MESSAGES$/.test(name) && value && typeof value === 'object') {
      for (const [key, text] of Object.entries(value)) {
        if (typeof text === 'string') add(text, `${name}.${key}`);
      }
    }
  }
  return catalogue;
}

/** Where each of `messages` stands as a whole string literal or JSX text in `code`. */
export function literalCopies(file: string, code: string, messages: Set<string>) {
  const kind = /\.[jt]sx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const found: { text: string; at: string }[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
        ? node.text
        : ts.isJsxText(node)
          ? node.text.trim()
          : undefined;
    if (text !== undefined && messages.has(text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ text, at: `${file}:${line + 1}` });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(): string[] {
  // Tracked files and new ones git does not ignore, as they are in the working tree.
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...SOURCE_ROOTS],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return [...new Set(listed.split('\n'))].filter(
    (file) => SOURCE_FILE.test(file) && !NOT_SOURCE.test(file),
  );
}

test('the detector finds a message written as a string, a template and JSX text', () => {
  const messages = new Set(['Status updated successfully']);
  const code = [
    "const a = 'Status updated successfully';",
    'const b = `Status updated successfully`;',
    'const c = <p> Status updated successfully </p>;',
    "const d = 'Status updated successfully!';",
  ].join('\n');
  expect(literalCopies('probe.tsx', code, messages).map(({ at }) => at)).toEqual([
    'probe.tsx:1',
    'probe.tsx:2',
    'probe.tsx:3',
  ]);
});

test('every message of the contracts is written once as a literal across the source tree', () => {
  const catalogue = messageCatalogue();
  // The catalogue is the contracts' refusals and answers: far more than a handful.
  expect(catalogue.size).toBeGreaterThan(20);
  const messages = new Set(catalogue.keys());
  const files = sourceFiles();
  expect(files.length).toBeGreaterThan(300);
  const places = new Map<string, string[]>();
  for (const file of files) {
    let code: string;
    try {
      code = readFileSync(path.join(ROOT, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the working tree
    }
    for (const { text, at } of literalCopies(file, code, messages)) {
      places.set(text, [...(places.get(text) ?? []), at]);
    }
  }
  const copies = [...places]
    .filter(([, at]) => at.length > 1)
    .map(
      ([text, at]) =>
        `${JSON.stringify(text)} (${catalogue.get(text)!.join(', ')}): ${at.join(', ')}`,
    );
  expect(copies).toEqual([]);
}, 60_000);
