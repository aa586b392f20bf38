// A notification's title in the reader's language (issue 29): the centre stores which title
// and its values, and words it when it is read, so the same news reads in English, Hindi or
// Marathi for each person. English is the contracts' NOTIFICATION_TITLES.
import type { Language } from '../languages';
import { NOTIFICATION_TITLES } from '../messages';

export type NotificationTitleTemplate = keyof typeof NOTIFICATION_TITLES;
/** Which title, and its values in the order NOTIFICATION_TITLES takes them. */
export interface NotificationTitleArgs {
  template: NotificationTitleTemplate;
  args: string[];
}

type Titles = { [K in NotificationTitleTemplate]: (...args: string[]) => string };

// Severity and status words as the catalogues write them (docs/i18n-glossary.md).
const WORDS: Record<'hi' | 'mr', Record<string, string>> = {
  hi: {
    critical: 'अति गंभीर',
    high: 'गंभीर',
    moderate: 'मध्यम',
    low: 'कम',
    pending: 'लंबित',
    'in progress': 'कार्रवाई जारी',
    resolved: 'सुलझ गया',
  },
  mr: {
    critical: 'अतिगंभीर',
    high: 'गंभीर',
    moderate: 'मध्यम',
    low: 'कमी',
    pending: 'प्रलंबित',
    'in progress': 'काम सुरू',
    resolved: 'निकाली निघाले',
  },
};

const TITLES: Record<'hi' | 'mr', Titles> = {
  hi: {
    reported: (severity, animal, city) => `${city} में नई ${severity} रिपोर्ट: ${animal}`,
    nearby: (severity, animal, city) => `आपके पास ${severity} मामला: ${city} में ${animal}`,
    taken: (animal) => `एक स्वयंसेवक ने आपकी रिपोर्ट (${animal}) का मामला लिया`,
    completed: (animal) => `स्वयंसेवक ने आपके मामले (${animal}) का काम पूरा किया`,
    status: (animal, status) => `आपकी रिपोर्ट (${animal}) अब: ${status}`,
    flagged: (animal, city) => `एक एनजीओ ने ${city} की एक रिपोर्ट पर ध्यान दिलाया: ${animal}`,
  },
  mr: {
    reported: (severity, animal, city) => `${city} मध्ये नवीन ${severity} रिपोर्ट: ${animal}`,
    nearby: (severity, animal, city) => `तुमच्या जवळ ${severity} प्रकरण: ${city} मध्ये ${animal}`,
    taken: (animal) => `एका स्वयंसेवकाने तुमच्या रिपोर्टचे (${animal}) प्रकरण घेतले`,
    completed: (animal) => `स्वयंसेवकाने तुमच्या प्रकरणाचे (${animal}) काम पूर्ण केले`,
    status: (animal, status) => `तुमचा रिपोर्ट (${animal}) आता: ${status}`,
    flagged: (animal, city) => `एका एनजीओने ${city} मधील एका रिपोर्टकडे लक्ष वेधले: ${animal}`,
  },
};

/** Which arguments of each title are a severity or a status word (translated with it). */
const WORD_ARGS: Record<NotificationTitleTemplate, number[]> = {
  reported: [0],
  nearby: [0],
  taken: [],
  completed: [],
  status: [1],
  flagged: [],
};

/** The title in `language`; the spec's English when there is no translation. */
export function notificationTitle({ template, args }: NotificationTitleArgs, language: Language) {
  if (language === 'en') return (NOTIFICATION_TITLES[template] as Titles[typeof template])(...args);
  const words = WORDS[language];
  const worded = args.map((arg, index) =>
    WORD_ARGS[template].includes(index) ? (words[arg.toLowerCase()] ?? arg) : arg,
  );
  return TITLES[language][template](...worded);
}
