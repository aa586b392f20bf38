// The scorer: ticked signs and the report's words to a category, a score and the reasons.
import {
  CLAUSE_BREAK_WORDS,
  FRESH_WORDS,
  NEGATION_AFTER,
  NEGATION_BEFORE,
  OLD_WORDS,
  SIGN_WORDS,
  WELL_WORDS,
  YOUNG_WORDS,
} from './keywords';
import {
  CATEGORY_SCORES,
  SIGNS_BY_KEY,
  SIGN_KEYS,
  categoryRank,
  type AssessmentCategory,
  type SignKey,
} from './signs';
import { PatternIndex, sentencesOf, type Word } from './text';

/**
 * The rubric's version, stored with every assessment: a change to the signs, the words or the
 * rules gets a new one, so analytics can compare the NGOs' corrections per version.
 */
export const RUBRIC_VERSION = '2026-11.1';

/** How far a negation reaches, in words, within its clause. */
const NEGATION_REACH = 3;

export interface AssessmentInput {
  description?: string;
  animalDescription?: string;
  /** The ticked signs; unknown keys are ignored (a newer form against an older server). */
  signs?: readonly string[];
}

/**
 * Why a sign counted or not. source ticked: the reporter ticked it (always counted as ticked);
 * text: found in the words (the words themselves in `words`).
 */
export interface AssessmentReason {
  sign: SignKey;
  label: string;
  /** What the sign counts as here: its own category, or LOW when the injury is old. */
  category: AssessmentCategory;
  source: 'ticked' | 'text';
  words: string | null;
  /** counted, or why not: the words say it is absent; or counted as LOW because it is old. */
  status: 'counted' | 'negated' | 'old';
  /** One of the signs that set the category. */
  decisive: boolean;
}

export interface Assessment {
  score: number;
  category: AssessmentCategory;
  /** One sentence naming the signs that decided it; the NGO reads it. */
  assessmentDetails: string;
  reasons: AssessmentReason[];
  rubricVersion: string;
}

interface Flagged {
  sign: SignKey;
  /** The entry had a !: it still counts in a sentence that calls the injury old. */
  active: boolean;
}

let tables: {
  signs: PatternIndex<Flagged>;
  negBefore: ReadonlySet<string>;
  negAfter: ReadonlySet<string>;
  old: PatternIndex<true>;
  fresh: PatternIndex<true>;
  young: PatternIndex<true>;
  well: PatternIndex<true>;
  breaks: ReadonlySet<string>;
} | null = null;

/** Built on first use: a page that never previews pays nothing. */
function loadTables() {
  if (tables) return tables;
  const marked = (words: readonly string[]) => words.map((word): [string, true] => [word, true]);
  tables = {
    signs: new PatternIndex(
      SIGN_KEYS.flatMap((sign) =>
        SIGN_WORDS[sign].map((entry): [string, Flagged] => [
          entry,
          { sign, active: entry.startsWith('!') },
        ]),
      ),
    ),
    negBefore: new Set(NEGATION_BEFORE),
    negAfter: new Set(NEGATION_AFTER),
    old: new PatternIndex(marked(OLD_WORDS)),
    fresh: new PatternIndex(marked(FRESH_WORDS)),
    young: new PatternIndex(marked(YOUNG_WORDS)),
    well: new PatternIndex(marked(WELL_WORDS)),
    breaks: new Set(CLAUSE_BREAK_WORDS),
  };
  return tables;
}

interface Found {
  sign: SignKey;
  start: number;
  end: number;
  words: string;
  status: 'counted' | 'negated' | 'old';
}

/** The signs the words of one sentence name, each with its status there. */
function signsInSentence(words: readonly Word[]): { found: Found[]; young: boolean } {
  const t = loadTables();
  const candidates: (Found & { active: boolean })[] = [];
  for (let i = 0; i < words.length; i++) {
    for (const { value, length } of t.signs.at(words, i)) {
      candidates.push({
        sign: value.sign,
        active: value.active,
        start: i,
        end: i + length,
        words: words
          .slice(i, i + length)
          .map((word) => word.text)
          .join(' '),
        status: 'counted',
      });
    }
  }
  // A match inside a longer one is part of it: "bleeding" in "bleeding heavily", "stuck"
  // in "puppy stuck" are not signs of their own.
  const kept = candidates.filter(
    (match) =>
      !candidates.some(
        (other) =>
          other !== match &&
          other.start <= match.start &&
          other.end >= match.end &&
          other.end - other.start > match.end - match.start,
      ),
  );
  const old = t.old.some(words) && !t.fresh.some(words);
  const found = kept.map((match) => {
    const status: Found['status'] = negated(words, match.start, match.end)
      ? 'negated'
      : old && !match.active && SIGNS_BY_KEY[match.sign].canBeOld
        ? 'old'
        : 'counted';
    return { sign: match.sign, start: match.start, end: match.end, words: match.words, status };
  });
  return { found, young: t.young.some(words) };
}

/** A negation word within reach of the match, in its clause: before it, or after it (Hindi, Marathi). */
function negated(words: readonly Word[], start: number, end: number): boolean {
  const t = loadTables();
  const clause = words[start]!.clause;
  for (let i = start - 1; i >= Math.max(0, start - NEGATION_REACH); i--) {
    if (words[i]!.clause !== clause) break;
    if (t.negBefore.has(words[i]!.text)) return true;
  }
  for (let i = end; i < Math.min(words.length, end + NEGATION_REACH); i++) {
    if (words[i]!.clause !== words[end - 1]!.clause) break;
    if (t.negAfter.has(words[i]!.text)) return true;
  }
  return false;
}

/** The app's assessment of a report: pure, under a millisecond, the same in the browser and on the server. */
export function assess(input: AssessmentInput): Assessment {
  const t = loadTables();
  const text = [input.animalDescription ?? '', input.description ?? ''].join('\n');
  const reasons = new Map<SignKey, AssessmentReason>();
  for (const key of new Set(input.signs ?? [])) {
    if (!(key in SIGNS_BY_KEY)) continue;
    const sign = SIGNS_BY_KEY[key as SignKey];
    reasons.set(sign.key, {
      sign: sign.key,
      label: sign.label,
      category: sign.category,
      source: 'ticked',
      words: null,
      status: 'counted',
      decisive: false,
    });
  }
  let young = false;
  let well = false;
  for (const words of sentencesOf(text, t.breaks)) {
    const sentence = signsInSentence(words);
    young ||= sentence.young;
    well ||= t.well.some(words);
    for (const found of sentence.found) {
      const sign = SIGNS_BY_KEY[found.sign];
      const earlier = reasons.get(found.sign);
      const category = found.status === 'old' ? 'LOW' : sign.category;
      const reason: AssessmentReason = {
        sign: sign.key,
        label: sign.label,
        category,
        source: 'text',
        words: found.words,
        status: found.status,
        decisive: false,
      };
      // A tick, or a mention that counts, outweighs a mention that does not.
      if (!earlier || (earlier.status !== 'counted' && reason.status === 'counted'))
        reasons.set(found.sign, reason);
      else if (earlier.status === 'negated' && reason.status === 'old')
        reasons.set(found.sign, reason);
    }
  }
  return decide([...reasons.values()], { young, well });
}

function decide(
  reasons: AssessmentReason[],
  { young, well }: { young: boolean; well: boolean },
): Assessment {
  const counting = reasons.filter((reason) => reason.status !== 'negated');
  let category: AssessmentCategory;
  let score: number;
  let details: string;
  if (counting.length === 0) {
    // Nothing recognised: unless the words say the animal is well (or name only signs that
    // are absent), it stays MODERATE until someone sees it; under-triage costs more than
    // over-triage (VTL: when unsure, the higher category).
    const saysWell = well || reasons.length > 0;
    category = saysWell ? 'LOW' : 'MODERATE';
    score = CATEGORY_SCORES[category].base + (young ? 1 : 0);
    details = saysWell
      ? `LOW: no sign of urgency described${negatedNote(reasons)}.`
      : 'MODERATE: no sign recognised in the words or ticks; rated moderate until someone sees the animal.';
  } else {
    const top = counting.reduce((best, reason) =>
      categoryRank(reason.category) > categoryRank(best.category) ? reason : best,
    );
    category = top.category;
    const decisive = counting.filter((reason) => reason.category === category);
    for (const reason of decisive) reason.decisive = true;
    // More signs at the top, or one just below it, and a young animal, add to the score
    // inside the category's band (ATT: the grades add up).
    const nextDown = counting.filter(
      (reason) => categoryRank(reason.category) === categoryRank(category) - 1,
    ).length;
    const { base, max } = CATEGORY_SCORES[category];
    score = Math.min(max, base + (decisive.length - 1) + (nextDown > 0 ? 1 : 0) + (young ? 1 : 0));
    details = `${category}: ${decisive.map(describe).join('; ')}${alsoNote(counting, category)}${negatedNote(reasons)}.`;
  }
  reasons.sort(
    (a, b) =>
      Number(b.decisive) - Number(a.decisive) ||
      categoryRank(b.category) - categoryRank(a.category) ||
      SIGN_KEYS.indexOf(a.sign) - SIGN_KEYS.indexOf(b.sign),
  );
  return { score, category, assessmentDetails: details, reasons, rubricVersion: RUBRIC_VERSION };
}

function describe(reason: AssessmentReason): string {
  const label = reason.label.toLowerCase();
  if (reason.source === 'ticked') return `${label} (ticked)`;
  if (reason.status === 'old') return `${label}, described as old ("${reason.words}")`;
  return `${label} ("${reason.words}")`;
}

function alsoNote(counting: AssessmentReason[], category: AssessmentCategory): string {
  const others = counting.filter((reason) => reason.category !== category);
  return others.length ? `; also ${others.map(describe).join('; ')}` : '';
}

function negatedNote(reasons: AssessmentReason[]): string {
  const absent = reasons.filter((reason) => reason.status === 'negated');
  return absent.length
    ? `; said not to be there: ${absent.map((reason) => `${reason.label.toLowerCase()} ("${reason.words}")`).join(', ')}`
    : '';
}
