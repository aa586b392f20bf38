// Each area owns a catalogue of its words: English bundled with the area (always there, the
// fallback), Hindi and Marathi as chunks of the area's own build, fetched the first time the
// page is in that language. So an area redeployed alone brings its own strings, and a
// catalogue that cannot load leaves that area in English instead of breaking the page.
//
// Why not i18next + react-i18next: together 21.9 KB gzip (esbuild --minify, gzip -9), which
// would take the English home page from 171.7 KB to about 193 KB against its 171 KB budget.
// What the app needs of them is small and below: flat keys, {{name}} values, plurals by
// Intl.PluralRules with i18next's `_one`/`_other` key suffixes, namespaces loaded on demand
// and a fallback. The JSON files are i18next's v4 format, so moving to it later is a swap.
import { useCallback, useSyncExternalStore } from 'react';
import type { Language } from '@rescue/contracts';
import { formatLocale, languageStore } from './language-store';

/** A catalogue: flat keys to text, in i18next's JSON v4 format. */
export type Messages = Record<string, string>;
type Loader = () => Promise<{ default: Messages } | Messages>;
/** Values put into a text's {{placeholders}}; numbers are written in the page's locale. */
export type TextValues = Record<string, string | number>;

export interface CatalogueSource<English extends Messages> {
  en: English;
  hi: Loader;
  mr: Loader;
}

/** Every key of an English catalogue, with the plural suffixes folded into their base key. */
export type TextKey<English extends Messages> =
  | Exclude<keyof English & string, `${string}_${PluralSuffix}`>
  | (keyof English & string extends infer K
      ? K extends `${infer Base}_${PluralSuffix}`
        ? Base
        : never
      : never);
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(map: Map<string, T>, locale: string, make: () => T): T {
  let value = map.get(locale);
  if (!value) map.set(locale, (value = make()));
  return value;
}

function interpolate(text: string, values: TextValues | undefined, locale: string): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number'
      ? cached(numberFormats, locale, () => new Intl.NumberFormat(locale)).format(value)
      : value;
  });
}

/**
 * A developer's and test switch: with localStorage 'rescue.pseudo' = '1', every text is the
 * English one about 40% longer, in accented letters and brackets ("[Ĥéļļö {{name}} ~~~]"), so a
 * screen at 390 px shows where a longer language would overflow, and text that never went
 * through a catalogue stands out in plain letters. See docs/development.md.
 */
export const PSEUDO_STORAGE_KEY = 'rescue.pseudo';

function pseudoOn(): boolean {
  try {
    return globalThis.localStorage?.getItem(PSEUDO_STORAGE_KEY) === '1';
  } catch {
    return false; // storage refused (private mode, sandboxed frame): no pseudo-locale
  }
}

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'áƀçðéƒĝĥíĵķļɱñöþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÖÞǪŔŠŢÚṼŴẊÝŽ'][index] ?? letter,
  ]),
);

/** English text made pseudo: letters accented, {{placeholders}} kept, padded by ~40%. */
export function pseudoLocalise(text: string): string {
  if (!text) return text;
  const accented = text
    .split(/(\{\{\s*\w+\s*\}\})/)
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter),
    )
    .join('');
  // The padding in words of at most five, so a long text can still wrap where it would.
  const extra = Math.max(1, Math.ceil(text.length * 0.4) - 3); // less the brackets and a space
  const padding = '~~~~~ '.repeat(Math.ceil(extra / 6)).slice(0, extra);
  return `[${accented} ${padding}]`;
}

export interface Catalogue<Key extends string> {
  /** The text for `key` in the page's language now (English where a translation is missing). */
  t(key: Key, values?: TextValues): string;
  /** The same, re-rendering the component when the language changes or a catalogue arrives. */
  useText(): (key: Key, values?: TextValues) => string;
  /** Loads the catalogue for `language` (resolves once it is there or has failed). */
  load(language: Language): Promise<void>;
}

/** Declares an area's catalogue under its own namespace (the area's name). */
export function defineCatalogue<English extends Messages>(
  namespace: string,
  source: CatalogueSource<English>,
): Catalogue<TextKey<English>> {
  const loaded = new Map<Language, Messages>([['en', source.en]]);
  const loading = new Map<Language, Promise<void>>();
  const changed = new Set<() => void>();

  async function load(language: Language): Promise<void> {
    if (loaded.has(language)) return;
    let pending = loading.get(language);
    if (!pending) {
      pending = (async () => {
        try {
          const module = await source[language as Exclude<Language, 'en'>]();
          loaded.set(language, ('default' in module ? module.default : module) as Messages);
          for (const listener of [...changed]) listener();
        } catch (error) {
          // Left in English; the next switch tries again.
          loading.delete(language);
          console.warn(`[i18n] ${namespace}: the ${language} catalogue did not load`, error);
        }
      })();
      loading.set(language, pending);
    }
    return pending;
  }

  languageStore.onPrepare(load);
  // The page may already be in another language when this area's code first runs.
  if (languageStore.get() !== 'en') void load(languageStore.get());

  function lookup(messages: Messages | undefined, key: string, values?: TextValues) {
    if (!messages) return undefined;
    if (values && typeof values.count === 'number') {
      const rules = cached(pluralRules, formatLocale(), () => new Intl.PluralRules(formatLocale()));
      const form =
        values.count === 0 && `${key}_zero` in messages ? 'zero' : rules.select(values.count);
      const plural = messages[`${key}_${form}`] ?? messages[`${key}_other`];
      if (plural !== undefined) return plural;
    }
    return messages[key];
  }

  function t(key: TextKey<English>, values?: TextValues): string {
    const language = languageStore.get();
    if (pseudoOn()) {
      const english = lookup(source.en, key, values) ?? key;
      return interpolate(pseudoLocalise(english), values, formatLocale());
    }
    const text = lookup(loaded.get(language), key, values) ?? lookup(source.en, key, values) ?? key;
    return interpolate(text, values, formatLocale());
  }

  function subscribe(listener: () => void): () => void {
    changed.add(listener);
    const stop = languageStore.subscribe(listener);
    return () => {
      changed.delete(listener);
      stop();
    };
  }
  // A catalogue is loaded once per language, so how many are loaded tells when one arrived.
  const snapshot = () => `${languageStore.get()}:${loaded.size}`;

  function useText() {
    const state = useSyncExternalStore(subscribe, snapshot, snapshot);
    // A new function per language and catalogue, so memoised children re-render with it.
    return useCallback(t, [state]);
  }

  return { t, useText, load };
}
