// The languages the app speaks, named once for the browser (its switcher and catalogues) and the
// servers (Accept-Language on their answers, a profile's saved choice, the reporter's emails).
// Nothing here imports anything, so the browser's entry can take it without the schemas.

export const SUPPORTED_LANGUAGES = ['en', 'hi', 'mr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The Intl locale of each language: numbers, dates and plurals as written in India (lakh grouping). */
export const LANGUAGE_LOCALES: Record<Language, string> = {
  en: 'en-IN',
  hi: 'hi-IN',
  mr: 'mr-IN',
};

/** Each language named in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  hi: 'हिन्दी',
  mr: 'मराठी',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to answer in, from an Accept-Language header ("hi-IN,hi;q=0.9,en;q=0.8"):
 * the supported language with the highest q (ties keep the header's order), matched on the
 * primary subtag so 'hi-IN' is 'hi'; q=0 refuses a language. No header, '*', or only
 * languages we do not speak give the default, English.
 */
export function pickLanguage(header: string | readonly string[] | null | undefined): Language {
  if (header == null) return DEFAULT_LANGUAGE;
  const text = typeof header === 'string' ? header : header.join(',');
  let best: Language = DEFAULT_LANGUAGE;
  let bestQ = 0;
  for (const part of text.split(',')) {
    const [range = '', ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0] ?? '';
    if (!isLanguage(primary)) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim().toLowerCase() === 'q') {
        const parsed = Number(value?.trim());
        q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
      }
    }
    // Strictly greater: an earlier language of the same weight stays the choice.
    if (q > bestQ) {
      best = primary;
      bestQ = q;
    }
  }
  return best;
}
