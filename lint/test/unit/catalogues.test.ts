// Every catalogue complete and used (issue 29): each area's Hindi and Marathi have exactly the
// English keys, the same {{values}}, and a review state each; and every English key is used
// somewhere in the area's code, so a removed screen does not leave words behind.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const LANGUAGES = ['hi', 'mr'] as const;
const REVIEW_STATES = ['draft', 'reviewed'];
const PLURAL = /_(zero|one|two|few|many|other)$/;

function walk(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file, found);
    else found.push(file);
  }
  return found;
}

/** Each catalogue folder (one with an en.json beside hi.json and mr.json) and the code it serves. */
function catalogues(): { dir: string; code: string }[] {
  const roots = [
    'shell/src',
    ...readdirSync(ROOT)
      .filter((name) => name.startsWith('mfe-'))
      .map((name) => `${name}/src`),
    'packages/web-kit/src',
  ];
  return roots.flatMap((root) =>
    walk(path.join(ROOT, root))
      .filter(
        (file) => path.basename(file) === 'en.json' && file.includes(`${path.sep}i18n${path.sep}`),
      )
      .map((file) => ({ dir: path.dirname(file), code: path.join(ROOT, root) })),
  );
}

const read = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, 'utf8'));
const valuesOf = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const relative = (dir: string) => path.relative(ROOT, dir);

const found = catalogues();

test('the shell, every area and the kit have a catalogue', () => {
  const owners = found.map(({ code }) => relative(code));
  for (const owner of ['shell/src', 'packages/web-kit/src']) expect(owners).toContain(owner);
});

describe.each(found.map(({ dir, code }) => [relative(dir), dir, code] as const))(
  '%s',
  (_name, dir, code) => {
    const english = read(path.join(dir, 'en.json')) as Record<string, string>;
    const review = read(path.join(dir, 'review.json')) as Record<string, Record<string, string>>;

    test.each(LANGUAGES)('%s has every English key, no other, with the same values', (language) => {
      const translated = read(path.join(dir, `${language}.json`)) as Record<string, string>;
      const problems: string[] = [];
      for (const key of Object.keys(english)) {
        if (typeof translated[key] !== 'string' || translated[key].trim() === '')
          problems.push(`missing ${key}`);
        else if (valuesOf(translated[key]).join() !== valuesOf(english[key]!).join())
          problems.push(
            `${key}: values ${valuesOf(translated[key])} vs ${valuesOf(english[key]!)}`,
          );
        if (!REVIEW_STATES.includes(review[language]?.[key] ?? ''))
          problems.push(`${key}: no review state in review.json`);
      }
      for (const key of Object.keys(translated))
        if (!(key in english)) problems.push(`not in English: ${key}`);
      expect(problems).toEqual([]);
    });

    test('every English key is used in the code', () => {
      const source = walk(code)
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
      const unused = Object.keys(english).filter((key) => {
        const base = key.replace(PLURAL, '');
        if (source.includes(`'${base}'`) || source.includes(`"${base}"`)) return false;
        // A key picked by value: `severity.${band}` uses every severity.* key.
        const prefix = base.slice(0, base.lastIndexOf('.') + 1);
        return !(prefix && source.includes(`\`${prefix}\${`));
      });
      expect(unused).toEqual([]);
    });
  },
);
