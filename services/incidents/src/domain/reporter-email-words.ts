// The reporter's email in Hindi and Marathi (issue 29), beside the English of reporter-email.ts.
// Written in the words animal-welfare groups use (docs/i18n-glossary.md): मामला / प्रकरण for
// the case, रिपोर्ट for the report, स्वयंसेवक, एनजीओ; the animal named as the reporter wrote
// it (a common English word is said in the language, by the contracts' DOMAIN_WORDS, as are
// the closure reasons). Sentences name the case first and the animal in brackets, so no word
// has to be inflected around a name we do not know. Each language's block carries its review
// state until a native speaker has read it.
import { APP_NAME, type ClosureReason } from '@rescue/contracts';
import { DOMAIN_WORDS, NEEDS_NATIVE_REVIEW, type ReviewState } from '@rescue/contracts/i18n';

export interface EmailFactsText {
  /** The animal as the reporter wrote it, said in the language when it is a common word. */
  animal: string;
  city: string;
  /** The day of the report, written for the language. */
  date: string;
}

export interface EmailWords {
  review: ReviewState;
  /** Common animals by their lower-case English (the contracts' DOMAIN_WORDS). */
  animals: Record<string, string>;
  reasons: Record<ClosureReason, string>;
  greeting: (firstName: string) => string;
  takenSubject: string;
  takenByVolunteer: (facts: EmailFactsText, volunteer: string) => string;
  takenByNgo: (facts: EmailFactsText, ngo: string | undefined) => string;
  followOnPage: string;
  closedSubject: (reason: string) => string;
  closed: (facts: EmailFactsText, closedBy: string | undefined) => string;
  outcome: (reason: string) => string;
  reopenOnPage: string;
  footer: string;
}

export const EMAIL_WORDS: Record<'hi' | 'mr', EmailWords> = {
  hi: {
    review: NEEDS_NATIVE_REVIEW,
    animals: DOMAIN_WORDS.hi.animals,
    reasons: DOMAIN_WORDS.hi.closureReasons,
    greeting: (name) => `नमस्ते ${name},`,
    takenSubject: `${APP_NAME}: आपकी रिपोर्ट पर काम शुरू हो गया है`,
    takenByVolunteer: (f, volunteer) =>
      `अच्छी खबर: आपने ${f.date} को ${f.city} में जो मामला (${f.animal}) रिपोर्ट किया था, उसे स्वयंसेवक ${volunteer} ने ले लिया है।`,
    takenByNgo: (f, ngo) =>
      `अच्छी खबर: आपने ${f.date} को ${f.city} में जो मामला (${f.animal}) रिपोर्ट किया था, उसे ${ngo ?? 'एक एनजीओ'} संभाल रहा है।`,
    followOnPage: 'आगे क्या होता है, यह आप अपने मामले के पेज पर देख सकते हैं:',
    closedSubject: (reason) => `${APP_NAME}: आपकी रिपोर्ट का मामला बंद कर दिया गया है (${reason})`,
    closed: (f, closedBy) =>
      `आपने ${f.date} को ${f.city} में जो मामला (${f.animal}) रिपोर्ट किया था, उसे ${closedBy ? `${closedBy} ने बंद कर दिया है` : 'बंद कर दिया गया है'}।`,
    outcome: (reason) => `परिणाम: ${reason}।`,
    reopenOnPage:
      'पूरी जानकारी, और काम पूरा न हुआ हो तो मामला दोबारा खोलने का तरीका, आपके मामले के पेज पर है:',
    footer: `आपको यह ईमेल इसलिए मिला है क्योंकि आपने इस रिपोर्ट के बारे में ${APP_NAME} से जानकारी माँगी थी।`,
  },
  mr: {
    review: NEEDS_NATIVE_REVIEW,
    animals: DOMAIN_WORDS.mr.animals,
    reasons: DOMAIN_WORDS.mr.closureReasons,
    greeting: (name) => `नमस्कार ${name},`,
    takenSubject: `${APP_NAME}: आपल्या रिपोर्टवर काम सुरू झाले आहे`,
    takenByVolunteer: (f, volunteer) =>
      `आनंदाची बातमी: आपण ${f.date} रोजी ${f.city} येथे कळवलेले प्रकरण (${f.animal}) स्वयंसेवक ${volunteer} यांनी हाती घेतले आहे.`,
    takenByNgo: (f, ngo) =>
      `आनंदाची बातमी: आपण ${f.date} रोजी ${f.city} येथे कळवलेले प्रकरण (${f.animal}) ${ngo ?? 'एक एनजीओ'} हाताळत आहे.`,
    followOnPage: 'पुढे काय होते ते आपण आपल्या प्रकरणाच्या पानावर पाहू शकता:',
    closedSubject: (reason) => `${APP_NAME}: आपल्या रिपोर्टचे प्रकरण बंद करण्यात आले आहे (${reason})`,
    closed: (f, closedBy) =>
      `आपण ${f.date} रोजी ${f.city} येथे कळवलेले प्रकरण (${f.animal}) ${closedBy ? `${closedBy} यांनी बंद केले आहे` : 'बंद करण्यात आले आहे'}.`,
    outcome: (reason) => `निकाल: ${reason}.`,
    reopenOnPage:
      'संपूर्ण माहिती, आणि काम पूर्ण झाले नसल्यास प्रकरण पुन्हा उघडण्याचा मार्ग, आपल्या प्रकरणाच्या पानावर आहे:',
    footer: `आपण या रिपोर्टबद्दल ${APP_NAME} कडून माहिती मागवली असल्याने आपल्याला हा ईमेल आला आहे.`,
  },
};
