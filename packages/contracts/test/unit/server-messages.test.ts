// The servers' words in Hindi and Marathi (issue 29): every code the servers can answer has a
// translation in each language, each carries its review state, and the English stays the
// spec's text.
import {
  INCIDENT_NOT_FOUND_MESSAGE,
  INVALID_PHONE_MESSAGE,
  RULE_MESSAGES,
  STATUS_UPDATED_MESSAGE,
  wrongRoleMessage,
} from '@rescue/contracts';
import {
  NEEDS_NATIVE_REVIEW,
  exactMessages,
  SERVER_TRANSLATIONS,
  errorCode,
  localizeMessage,
  serverMessageCodes,
  untranslatedCodes,
} from '@rescue/contracts/i18n';
import { pickLanguage } from '@rescue/contracts/languages';

const DEVANAGARI = /[\u0900-\u097F]/;

test('every code the servers answer has a Hindi and a Marathi translation', () => {
  const codes = serverMessageCodes();
  // The contracts' messages, the services' own and the per-status ones: well over a hundred.
  expect(codes.length).toBeGreaterThan(100);
  expect(untranslatedCodes('hi')).toEqual([]);
  expect(untranslatedCodes('mr')).toEqual([]);
});

test('no translation is left without a code to use it, and each has a review state', () => {
  const codes = new Set(serverMessageCodes());
  for (const catalogue of Object.values(SERVER_TRANSLATIONS)) {
    expect(Object.keys(catalogue).filter((code) => !codes.has(code))).toEqual([]);
    for (const translation of Object.values(catalogue)) {
      expect(
        translation.review === NEEDS_NATIVE_REVIEW || typeof translation.review === 'object',
      ).toBe(true);
    }
  }
});

test('a fixed translation is in Devanagari and keeps the numbers of its English', () => {
  for (const [language, catalogue] of Object.entries(SERVER_TRANSLATIONS)) {
    for (const [english, code] of exactMessages()) {
      const text = catalogue[code]!.text;
      if (typeof text !== 'string') continue;
      const problems = [
        !DEVANAGARI.test(text) && 'not Devanagari',
        ...(english.match(/\d+/g) ?? [])
          .filter((number) => !text.includes(number))
          .map((number) => `lost ${number}`),
      ].filter(Boolean);
      expect(`${language} ${code}: ${problems.join(', ')}`).toBe(`${language} ${code}: `);
    }
  }
});

test('English answers are the spec text untouched, with a stable code', () => {
  expect(localizeMessage('Invalid email or password', 401, 'en')).toEqual({
    message: 'Invalid email or password',
    code: 'INVALID_CREDENTIALS',
  });
  expect(localizeMessage(INCIDENT_NOT_FOUND_MESSAGE, 404, 'en').code).toBe('INCIDENT_NOT_FOUND');
  expect(errorCode(RULE_MESSAGES.incidentParty, 403)).toBe('RULE_INCIDENT_PARTY');
  expect(errorCode(wrongRoleMessage('admin.accounts'), 403)).toBe('WRONG_ROLE');
  // A message no entry knows still gets its status's code.
  expect(errorCode('Something nobody wrote down', 409)).toBe('CONFLICT');
  expect(errorCode('Something nobody wrote down', 418)).toBe('ERROR');
});

test('Hindi and Marathi answers, values and nested problems included', () => {
  expect(localizeMessage('Invalid email or password', 401, 'hi')).toEqual({
    message: 'ईमेल या पासवर्ड गलत है',
    code: 'INVALID_CREDENTIALS',
  });
  expect(localizeMessage(STATUS_UPDATED_MESSAGE, 200, 'mr').message).toBe(
    'स्थिती यशस्वीरित्या अद्ययावत झाली',
  );
  expect(
    localizeMessage('Too many failed login attempts. Please try again in 5 minutes.', 429, 'mr'),
  ).toEqual({
    message: 'लॉग इनचे बरेच प्रयत्न अयशस्वी झाले. कृपया 5 मिनिटे थांबून पुन्हा प्रयत्न करा.',
    code: 'TOO_MANY_LOGINS',
  });
  expect(localizeMessage(wrongRoleMessage('admin.accounts'), 403, 'hi').message).toBe(
    'यह काम केवल प्रशासक खातों के लिए है',
  );
  // "field: problem" keeps the field and translates a problem the catalogue knows.
  const phone = localizeMessage(`contact.phoneNumber: ${INVALID_PHONE_MESSAGE}`, 400, 'hi');
  expect(phone.code).toBe('INVALID_PHONE');
  expect(phone.message).toBe(
    'contact.phoneNumber: सही फ़ोन नंबर होना चाहिए, जैसे 98765 43210 या +91 98765 43210',
  );
  expect(localizeMessage('description is required', 400, 'mr')).toEqual({
    message: 'description आवश्यक आहे',
    code: 'FIELD_REQUIRED',
  });
  // An unknown error is said in general words with the English kept after it.
  expect(localizeMessage('Something nobody wrote down', 409, 'hi')).toEqual({
    message: 'यह बदलाव अभी नहीं हो सकता (Something nobody wrote down)',
    code: 'CONFLICT',
  });
  // An unknown success message stays as written.
  expect(localizeMessage('Asha is a volunteer', 200, 'hi').message).toBe('Asha is a volunteer');
});

test('pickLanguage honours q-values and regions, and falls back to English', () => {
  expect(pickLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
  expect(pickLanguage('en;q=0.5, mr')).toBe('mr');
  expect(pickLanguage('MR-in')).toBe('mr');
  expect(pickLanguage('hi;q=0, en;q=0.2')).toBe('en');
  expect(pickLanguage('fr-FR, de;q=0.8')).toBe('en');
  expect(pickLanguage('*')).toBe('en');
  expect(pickLanguage('')).toBe('en');
  expect(pickLanguage(undefined)).toBe('en');
  expect(pickLanguage(['fr', 'hi;q=0.4'])).toBe('hi');
  expect(pickLanguage('hi;q=abc')).toBe('en');
});
