// The page's one language, shared by every area: the kit is a federation singleton, so the
// shell's switcher and each mounted remote read and change the same store, and a change
// re-renders every area at once without a reload.
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_LOCALES,
  SUPPORTED_LANGUAGES,
  isLanguage,
  type Language,
} from '@rescue/contracts';

/** Where the browser remembers the choice (a signed-in person's profile keeps it too). */
export const LANGUAGE_STORAGE_KEY = 'rescue.language';

/**
 * The Intl locale each language formats with. Digits stay Latin (0-9) in all three, decided
 * once: the Constitution (Art. 343) makes the international form of Indian numerals the
 * official one, and phone numbers, case numbers, PIN codes and distances are read and typed
 * that way; CLDR's default for mr-IN would switch Marathi to Devanagari digits.
 */
export const FORMAT_LOCALES: Record<Language, string> = {
  en: LANGUAGE_LOCALES.en,
  hi: `${LANGUAGE_LOCALES.hi}-u-nu-latn`,
  mr: `${LANGUAGE_LOCALES.mr}-u-nu-latn`,
};

type Listener = () => void;
/** Runs before a language takes effect (loads the catalogues the page has registered). */
type Preparer = (language: Language) => Promise<unknown>;

const listeners = new Set<Listener>();
const preparers = new Set<Preparer>();

/** The browser's first supported language, else English. */
export function browserLanguage(): Language {
  const wanted =
    typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of wanted) {
    const primary = tag?.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

function storedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined; // storage blocked: the browser's languages decide
  }
}

let current: Language = storedLanguage() ?? browserLanguage();
// Counts changes so that a slower earlier switch cannot land after a later one.
let switches = 0;

function applyToDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyToDocument(current);

export const languageStore = {
  get: (): Language => current,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Catalogues register here, so a switch waits for their strings instead of flashing English. */
  onPrepare(preparer: Preparer): () => void {
    preparers.add(preparer);
    return () => preparers.delete(preparer);
  },
  /**
   * Switches the page: the registered catalogues for `language` load first (one that fails
   * leaves its area in English, never a broken page), then every area re-renders at once.
   */
  async set(language: Language): Promise<void> {
    if (!isLanguage(language)) return;
    const change = ++switches;
    await Promise.all([...preparers].map((prepare) => prepare(language).catch(() => undefined)));
    if (change !== switches) return;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // storage blocked: the choice lasts for this page
    }
    if (language === current) return;
    current = language;
    applyToDocument(language);
    for (const listener of [...listeners]) listener();
  },
  languages: SUPPORTED_LANGUAGES,
};

/** The Intl locale of the page's language now. */
export function formatLocale(): string {
  return FORMAT_LOCALES[current];
}
