// Text to words: one normalisation for the report text and the keyword tables, and a matcher
// of word sequences (with prefixes) that runs in the browser as on the server.

/** Lower case, NFC, nukta and chandrabindu folded, curly apostrophes straightened. */
export function normalise(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\u093c/g, '') // nukta: ज़ and ज, ड़ and ड are typed either way
    .replace(/\u0901/g, '\u0902') // chandrabindu as anusvara: आँख and आंख
    .replace(/[\u2018\u2019\u02bc]/g, "'");
}

/** Words are letters, marks (Devanagari vowel signs) and digits; an apostrophe inside stays. */
const WORD = /[\p{L}\p{M}\p{N}]+(?:'[\p{L}\p{M}]+)*/gu;
/** Ends of a sentence: an "old" or "fresh" speaks for its sentence. */
const SENTENCE_END = /[.!?।॥\n]+/u;
/** Ends of a clause inside a sentence (also the words in CLAUSE_BREAK_WORDS). */
const CLAUSE_END = /[,;:()[\]\-–—/|]/u;

export interface Word {
  text: string;
  /** Counts up at each clause end, so two words share a clause when they share this. */
  clause: number;
}

/** The sentences of a text, each as its words. */
export function sentencesOf(text: string, clauseBreaks: ReadonlySet<string>): Word[][] {
  const sentences: Word[][] = [];
  let clause = 0;
  for (const sentence of normalise(text).split(SENTENCE_END)) {
    const words: Word[] = [];
    for (const part of sentence.split(CLAUSE_END)) {
      clause += 1;
      for (const match of part.matchAll(WORD)) {
        const word = match[0];
        if (clauseBreaks.has(word)) {
          clause += 1;
          continue;
        }
        words.push({ text: word, clause });
      }
    }
    if (words.length > 0) sentences.push(words);
  }
  return sentences;
}

/** A keyword entry as words: "bleed*" is a prefix; a leading ! is a flag the caller reads. */
export interface Pattern {
  words: { text: string; prefix: boolean }[];
  source: string;
}

export function compilePattern(entry: string): Pattern {
  const words = [...normalise(entry.replace(/^!/, '')).matchAll(/[^\s]+/gu)].map(([word]) =>
    word.endsWith('*') ? { text: word.slice(0, -1), prefix: true } : { text: word, prefix: false },
  );
  return { words, source: entry };
}

/** Where a pattern starts in a sentence's words at `start`; its length, or 0 when not. */
export function matchAt(pattern: Pattern, words: readonly Word[], start: number): number {
  if (start + pattern.words.length > words.length) return 0;
  for (let i = 0; i < pattern.words.length; i++) {
    const want = pattern.words[i]!;
    const got = words[start + i]!.text;
    if (want.prefix ? !got.startsWith(want.text) : got !== want.text) return 0;
  }
  return pattern.words.length;
}

/**
 * Patterns indexed by their first word's first letters, so each word of a text is compared
 * with a few patterns only (the tables hold about a thousand).
 */
export class PatternIndex<T> {
  private readonly byHead = new Map<string, { pattern: Pattern; value: T }[]>();

  constructor(entries: Iterable<[string, T]>) {
    for (const [entry, value] of entries) {
      const pattern = compilePattern(entry);
      const head = headOf(pattern.words[0]!.text);
      const list = this.byHead.get(head) ?? [];
      list.push({ pattern, value });
      this.byHead.set(head, list);
    }
  }

  /** Every pattern that starts at words[start]. */
  *at(
    words: readonly Word[],
    start: number,
  ): Generator<{ value: T; length: number; pattern: Pattern }> {
    const candidates = this.byHead.get(headOf(words[start]!.text));
    if (!candidates) return;
    for (const { pattern, value } of candidates) {
      const length = matchAt(pattern, words, start);
      if (length > 0) yield { value, length, pattern };
    }
  }

  /** Whether any pattern matches anywhere in the words. */
  some(words: readonly Word[]): boolean {
    for (let i = 0; i < words.length; i++) if (!this.at(words, i).next().done) return true;
    return false;
  }
}

/** The first two characters (a prefix pattern is at least that long: see the unit test). */
const headOf = (word: string) => [...word].slice(0, 2).join('');
