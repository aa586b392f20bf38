// The product's own words in Hindi and Marathi, written once for every server text that says
// them: the error messages (server-messages.*.ts), the notification titles and the reporter's
// emails. They are docs/i18n-glossary.md's words. The browser's catalogues are JSON of their own
// but say these same words (lint/test/unit/catalogues.test.ts fails on any that differs).
import type { ClosureReason } from '../case-states';
import type { IncidentStatus, REPORTABLE_SEVERITY_CATEGORIES } from '../domain';
import type { Language } from '../languages';
import { NEEDS_NATIVE_REVIEW, type ReviewState } from './review';

export interface DomainWords {
  review: ReviewState;
  /** A severity band by its lower-case English (critical, high, moderate, low). */
  severities: Record<Lowercase<(typeof REPORTABLE_SEVERITY_CATEGORIES)[number]>, string>;
  statuses: Record<IncidentStatus, string>;
  /** A role as messages name it: the account role (ngo, admin) or its English word (administrator). */
  roles: Record<string, string>;
  /** Who tried to move a case, as the refusal names them ("by an NGO"). */
  movers: Record<'an NGO' | 'a volunteer' | 'its reporter' | 'the operator', string>;
  closureReasons: Record<ClosureReason, string>;
  /** Common animals by their lower-case English; any other animal stays as the reporter wrote it. */
  animals: Record<string, string>;
}

export const DOMAIN_WORDS: Record<Exclude<Language, 'en'>, DomainWords> = {
  hi: {
    review: NEEDS_NATIVE_REVIEW,
    severities: { critical: 'अति गंभीर', high: 'गंभीर', moderate: 'मध्यम', low: 'कम' },
    statuses: { pending: 'लंबित', 'in progress': 'कार्यवाही जारी', resolved: 'हल हो गया' },
    roles: {
      user: 'उपयोगकर्ता',
      volunteer: 'स्वयंसेवक',
      ngo: 'एनजीओ',
      administrator: 'प्रशासक',
      admin: 'प्रशासक',
    },
    movers: {
      'an NGO': 'एनजीओ',
      'a volunteer': 'स्वयंसेवक',
      'its reporter': 'रिपोर्ट करने वाले व्यक्ति',
      'the operator': 'ऑपरेटर',
    },
    closureReasons: {
      rescued_treated: 'बचाव और इलाज हो गया',
      released: 'छोड़ दिया गया',
      not_found: 'जानवर नहीं मिला',
      duplicate: 'दोहराई गई रिपोर्ट',
      other: 'अन्य',
    },
    animals: {
      dog: 'कुत्ता',
      puppy: 'पिल्ला',
      cat: 'बिल्ली',
      kitten: 'बिल्ली का बच्चा',
      cow: 'गाय',
      bull: 'बैल',
      calf: 'बछड़ा',
      buffalo: 'भैंस',
      goat: 'बकरी',
      horse: 'घोड़ा',
      donkey: 'गधा',
      monkey: 'बंदर',
      bird: 'पक्षी',
      pigeon: 'कबूतर',
      crow: 'कौआ',
      kite: 'चील',
      owl: 'उल्लू',
      snake: 'साँप',
    },
  },
  mr: {
    review: NEEDS_NATIVE_REVIEW,
    severities: { critical: 'अतिगंभीर', high: 'गंभीर', moderate: 'मध्यम', low: 'कमी' },
    statuses: { pending: 'प्रलंबित', 'in progress': 'कार्यवाही सुरू', resolved: 'निकाली' },
    roles: {
      user: 'वापरकर्ता',
      volunteer: 'स्वयंसेवक',
      ngo: 'एनजीओ',
      administrator: 'प्रशासक',
      admin: 'प्रशासक',
    },
    movers: {
      'an NGO': 'एनजीओ',
      'a volunteer': 'स्वयंसेवक',
      'its reporter': 'कळवणारी व्यक्ती',
      'the operator': 'ऑपरेटर',
    },
    closureReasons: {
      rescued_treated: 'बचाव करून उपचार केले',
      released: 'सोडून दिले',
      not_found: 'प्राणी सापडला नाही',
      duplicate: 'दुहेरी रिपोर्ट',
      other: 'इतर',
    },
    animals: {
      dog: 'कुत्रा',
      puppy: 'पिल्लू',
      cat: 'मांजर',
      kitten: 'मांजरीचे पिल्लू',
      cow: 'गाय',
      bull: 'बैल',
      calf: 'वासरू',
      buffalo: 'म्हैस',
      goat: 'शेळी',
      horse: 'घोडा',
      donkey: 'गाढव',
      monkey: 'माकड',
      bird: 'पक्षी',
      pigeon: 'कबूतर',
      crow: 'कावळा',
      kite: 'घार',
      owl: 'घुबड',
      snake: 'साप',
    },
  },
};

/**
 * The word for an English value in one of the tables above, matched as written or in lower case
 * ("NGO", "Dog"); a value with no word (a rare animal, a name) stays as written.
 */
export function wordFor(table: Record<string, string>, english = ''): string {
  if (Object.hasOwn(table, english)) return table[english]!;
  const lower = english.toLowerCase();
  return Object.hasOwn(table, lower) ? table[lower]! : english;
}

/** A message's role, status and mover values said in `language` (the catalogues' params). */
export function sayDomainWords(language: Exclude<Language, 'en'>) {
  const { roles, statuses, movers } = DOMAIN_WORDS[language];
  return {
    role: (english?: string) => wordFor(roles, english),
    status: (english?: string) => wordFor(statuses, english),
    mover: (english?: string) => wordFor(movers, english),
  };
}
