// The servers' words in the person's language: service-kit's and the gateway's answers pass
// their {message} through here. English is the spec's text untouched; Hindi and Marathi come
// from the catalogues by the message's code.
import type { Language } from '../languages';
import {
  STATUS_CODES,
  UNKNOWN_ERROR_CODE,
  recogniseMessage,
  serverMessageCodes,
} from './server-catalogue';
import type { ServerTranslations, Translation } from './review';
import { SERVER_MESSAGES_HI } from './server-messages.hi';
import { SERVER_MESSAGES_MR } from './server-messages.mr';

export { exactMessages, serverMessageCodes, recogniseMessage } from './server-catalogue';
export { DOMAIN_WORDS, wordFor, type DomainWords } from './domain-words';
export { NEEDS_NATIVE_REVIEW, type ReviewState, type ServerTranslations } from './review';
export {
  notificationTitle,
  type NotificationTitleArgs,
  type NotificationTitleTemplate,
} from './notification-titles';

export const SERVER_TRANSLATIONS: Record<Exclude<Language, 'en'>, ServerTranslations> = {
  hi: SERVER_MESSAGES_HI,
  mr: SERVER_MESSAGES_MR,
};

/** The code an error answer with this status and message carries. */
export function errorCode(message: string, status: number): string {
  return describe(message, status).code;
}

/**
 * The answer's code, and the entry its text matched (undefined when none did): the two differ
 * for "field: problem", whose code is its problem's but whose words are the field pattern's.
 */
function describe(message: string, status: number) {
  const known = recogniseMessage(message);
  if (!known) return { code: STATUS_CODES[status] ?? UNKNOWN_ERROR_CODE, known };
  // "field: problem": the problem's own code says more than VALIDATION_FAILED when it has one.
  if (known.code === 'VALIDATION_FAILED' && known.params.detail) {
    const detail = recogniseMessage(known.params.detail);
    if (detail && detail.code !== 'VALIDATION_FAILED') return { code: detail.code, known };
  }
  return { code: known.code, known };
}

function render(translation: Translation, params: Record<string, string>, language: Language) {
  const { text } = translation;
  return typeof text === 'string'
    ? text
    : text(params, (nested) => translateKnown(nested, language));
}

/** A recognised message in `language`, or undefined when it is not one we know. */
function translateKnown(message: string, language: Language): string | undefined {
  if (language === 'en') return message;
  const known = recogniseMessage(message);
  const translation = known && SERVER_TRANSLATIONS[language][known.code];
  return translation ? render(translation, known.params, language) : undefined;
}

/**
 * An answer's message in `language` and its code. English, and any message on a 2xx answer
 * no catalogue knows, stay as written; an error no entry recognises is said by its status in
 * general words with the English after it, so nothing the server said is lost.
 */
export function localizeMessage(
  message: string,
  status: number,
  language: Language,
): { message: string; code: string } {
  const { code, known } = describe(message, status);
  if (language === 'en') return { message, code };
  const catalogue = SERVER_TRANSLATIONS[language];
  if (known) {
    // Translated by the entry that matched (VALIDATION_FAILED's code may be its detail's).
    const translation = catalogue[known.code];
    return { message: translation ? render(translation, known.params, language) : message, code };
  }
  if (status < 400) return { message, code };
  const general = catalogue[code];
  return { message: general ? `${render(general, {}, language)} (${message})` : message, code };
}

/**
 * A JSON answer's body as it leaves for the person (service-kit's and the gateway's answers):
 * its message in `language` and, on an error, its code unless the body names one. An English
 * success is the same object untouched: nothing to translate, no code to find.
 */
export function localizeAnswer<T extends { message: string; code?: unknown }>(
  body: T,
  status: number,
  language: Language,
): T {
  if (language === 'en' && status < 400) return body;
  const { message, code } = localizeMessage(body.message, status, language);
  return status >= 400 && typeof body.code !== 'string'
    ? { ...body, message, code }
    : { ...body, message };
}

/** Codes the servers answer that a language's catalogue does not translate (the test's check). */
export function untranslatedCodes(language: Exclude<Language, 'en'>): string[] {
  return serverMessageCodes().filter((code) => !(code in SERVER_TRANSLATIONS[language]));
}
