// A notification's title in the reader's language (issue 29): the centre stores which title
// and its values, and words it when it is read, so the same news reads in English, Hindi or
// Marathi for each person. English is the contracts' NOTIFICATION_TITLES; the severity and
// status words are domain-words.ts's, as the server's messages say them.
import type { Language } from '../languages';
import { NOTIFICATION_TITLES } from '../messages';
import { DOMAIN_WORDS, wordFor } from './domain-words';

export type NotificationTitleTemplate = keyof typeof NOTIFICATION_TITLES;
/** Which title, and its values in the order NOTIFICATION_TITLES takes them. */
export interface NotificationTitleArgs {
  template: NotificationTitleTemplate;
  args: string[];
}

type Titles = { [K in NotificationTitleTemplate]: (...args: string[]) => string };

const TITLES: Record<'hi' | 'mr', Titles> = {
  hi: {
    reported: (severity, animal, city) => `${city} में नई ${severity} रिपोर्ट: ${animal}`,
    nearby: (severity, animal, city) => `आपके पास ${severity} मामला: ${city} में ${animal}`,
    taken: (animal) => `एक स्वयंसेवक ने आपकी रिपोर्ट (${animal}) का मामला लिया`,
    completed: (animal) => `स्वयंसेवक ने आपके मामले (${animal}) का काम पूरा किया`,
    status: (animal, status) => `आपकी रिपोर्ट (${animal}) अब: ${status}`,
    statusNote: (animal, status, note) => `आपकी रिपोर्ट (${animal}) अब: ${status}: “${note}”`,
    flagged: (animal, city) => `एक एनजीओ ने ${city} की एक रिपोर्ट पर ध्यान दिलाया: ${animal}`,
    dispatched: (animal, city) => `एक एनजीओ आपसे यह मामला लेने को कह रहा है: ${city} में ${animal}`,
    escalated: (animal, city) => `गंभीर मामला, अभी तक किसी ने नहीं लिया: ${city} में ${animal}`,
    unattended: (animal, city) => `किसी स्वयंसेवक ने अभी तक गंभीर मामला नहीं लिया: ${city} में ${animal}`,
  },
  mr: {
    reported: (severity, animal, city) => `${city} मध्ये नवीन ${severity} रिपोर्ट: ${animal}`,
    nearby: (severity, animal, city) => `तुमच्या जवळ ${severity} प्रकरण: ${city} मध्ये ${animal}`,
    taken: (animal) => `एका स्वयंसेवकाने तुमच्या रिपोर्टचे (${animal}) प्रकरण घेतले`,
    completed: (animal) => `स्वयंसेवकाने तुमच्या प्रकरणाचे (${animal}) काम पूर्ण केले`,
    status: (animal, status) => `तुमचा रिपोर्ट (${animal}) आता: ${status}`,
    statusNote: (animal, status, note) => `तुमचा रिपोर्ट (${animal}) आता: ${status}: “${note}”`,
    flagged: (animal, city) => `एका एनजीओने ${city} मधील एका रिपोर्टकडे लक्ष वेधले: ${animal}`,
    dispatched: (animal, city) => `एक एनजीओ तुम्हाला हे प्रकरण घेण्यास सांगत आहे: ${city} मध्ये ${animal}`,
    escalated: (animal, city) => `गंभीर प्रकरण, अजून कोणी घेतले नाही: ${city} मध्ये ${animal}`,
    unattended: (animal, city) =>
      `कोणत्याही स्वयंसेवकाने अजून गंभीर प्रकरण घेतले नाही: ${city} मध्ये ${animal}`,
  },
};

/** Which arguments of each title are a severity or a status word (translated with it). */
const WORD_ARGS: Record<NotificationTitleTemplate, Record<number, 'severities' | 'statuses'>> = {
  reported: { 0: 'severities' },
  nearby: { 0: 'severities' },
  taken: {},
  completed: {},
  status: { 1: 'statuses' },
  statusNote: { 1: 'statuses' },
  flagged: {},
  dispatched: {},
  escalated: {},
  unattended: {},
};

/** The title in `language`; the spec's English when there is no translation. */
export function notificationTitle({ template, args }: NotificationTitleArgs, language: Language) {
  if (language === 'en') return (NOTIFICATION_TITLES[template] as Titles[typeof template])(...args);
  const words = DOMAIN_WORDS[language];
  const worded = args.map((arg, index) => {
    const table = WORD_ARGS[template][index];
    return table ? wordFor(words[table], arg) : arg;
  });
  return TITLES[language][template](...worded);
}
