// Every catalogue complete and used (issue 29): each area's Hindi and Marathi have exactly the
// English keys, the same {{values}}, and a review state each; and every English key is used
// somewhere in the area's code, so a removed screen does not leave words behind. And the
// product's own words (status, severity, role, closure reason) are the server's: contracts'
// DOMAIN_WORDS, the glossary's (docs/i18n-glossary.md), so a badge never names a status one way
// and the server's message about it another.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { CLOSURE_REASONS, CLOSURE_REASON_LABELS } from '@rescue/contracts';
import { DOMAIN_WORDS, type DomainWords } from '@rescue/contracts/i18n';

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

/** A domain word: its English (as the server's tables key it) and where DOMAIN_WORDS keeps it. */
interface DomainTerm {
  english: string;
  word: (words: DomainWords) => string;
}

const STATUS_KEYS: Record<string, keyof DomainWords['statuses']> = {
  pending: 'pending',
  inProgress: 'in progress',
  resolved: 'resolved',
};
const ROLE_ENGLISH: Record<string, string> = {
  user: 'user',
  volunteer: 'volunteer',
  ngo: 'ngo',
  admin: 'administrator',
};

/**
 * The domain word a key names by its last two parts: `status.inProgress`, `severity.high`,
 * `severity.category.HIGH`, `closure.not_found`, `role.ngo` (a plural suffix aside).
 */
function domainTermOf(key: string): DomainTerm | undefined {
  const [kind, value = ''] = key.replace(PLURAL, '').split('.').slice(-2);
  const lower = value.toLowerCase() as keyof DomainWords['severities'];
  if (kind === 'status' && value in STATUS_KEYS) {
    const status = STATUS_KEYS[value]!;
    return { english: status, word: (words) => words.statuses[status] };
  }
  if ((kind === 'severity' || kind === 'category') && lower in DOMAIN_WORDS.hi.severities)
    return { english: lower, word: (words) => words.severities[lower] };
  if (kind === 'closure' && (CLOSURE_REASONS as readonly string[]).includes(value)) {
    const reason = value as (typeof CLOSURE_REASONS)[number];
    return {
      english: CLOSURE_REASON_LABELS[reason],
      word: (words) => words.closureReasons[reason],
    };
  }
  if (kind === 'role' && value in ROLE_ENGLISH)
    return { english: ROLE_ENGLISH[value]!, word: (words) => words.roles[value]! };
  return undefined;
}

/**
 * A catalogue's domain words said otherwise than DOMAIN_WORDS in `language`, and the keys it
 * compared. The word alone ("High") must be the word; in a phrase ("High (7 and above)") it must
 * be in it; a key whose English says something else ("Operator" for role.admin) is its own.
 */
function domainWordCheck(dir: string, language: (typeof LANGUAGES)[number]) {
  const english = read(path.join(dir, 'en.json')) as Record<string, string>;
  const translated = read(path.join(dir, `${language}.json`)) as Record<string, string>;
  const problems: string[] = [];
  const checked: string[] = [];
  for (const [key, text] of Object.entries(english)) {
    const term = domainTermOf(key);
    const said = translated[key];
    if (!term || said === undefined) continue;
    const word = term.word(DOMAIN_WORDS[language]);
    const alone = text.trim().toLowerCase() === term.english.toLowerCase();
    const inPhrase = new RegExp(`\\b${term.english}\\b`, 'i').test(text);
    if (!alone && !inPhrase) continue;
    checked.push(key);
    if (alone ? said !== word : !said.includes(word))
      problems.push(`${key}: "${said}", where the domain word is "${word}"`);
  }
  return { problems, checked };
}

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

    test.each(LANGUAGES)(
      '%s says the domain words as the server does (DOMAIN_WORDS)',
      (language) => {
        expect(domainWordCheck(dir, language).problems).toEqual([]);
      },
    );

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
        if (prefix && source.includes(`\`${prefix}\${`)) return false;
        // A group given whole, whose parts the code names: the console's ConfirmAction is given
        // 'accounts.suspend' and reads `${keys}.title`, `${keys}.message` and the rest; the
        // network's figures read `${words}.${word}` over 'rescued', 'ngos'... Only the parts so
        // named count: another key under the group is still unused.
        const group = prefix.slice(0, -1);
        const part = base.slice(prefix.length);
        const quoted = (text: string) =>
          source.includes(`'${text}'`) || source.includes(`"${text}"`);
        const partNamed =
          source.includes(`}.${part}\``) || (source.includes('}.${') && quoted(part));
        return !(group && quoted(group) && partNamed);
      });
      expect(unused).toEqual([]);
    });
  },
);

test('the domain-word check reaches the kit, the areas and their phrases', () => {
  // Not vacuous: the status badge, the closure reasons, a severity filter and a role are compared.
  const checked = found.flatMap(({ dir }) =>
    domainWordCheck(dir, 'hi').checked.map((key) => `${relative(dir)} ${key}`),
  );
  for (const key of [
    'packages/web-kit/src/i18n/kit status.inProgress',
    'packages/web-kit/src/i18n/kit status.resolved',
    'packages/web-kit/src/areas/i18n closure.rescued_treated',
    'mfe-volunteer/src/i18n available.severity.high',
    'mfe-admin/src/i18n role.ngo',
  ])
    expect(checked).toContain(key);
});

test("a closure reason's words live in the kit alone (closureReasonText), not again in an area", () => {
  const elsewhere = found.flatMap(({ dir }) =>
    Object.keys(read(path.join(dir, 'en.json')))
      .filter((key) => domainTermOf(key) && key.startsWith('closure.'))
      .map((key) => `${relative(dir)} ${key}`)
      .filter((entry) => !entry.startsWith('packages/web-kit/src/areas/i18n ')),
  );
  expect(elsewhere).toEqual([]);
});
