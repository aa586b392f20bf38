// The signing pages' words in English, Hindi and Marathi (issue 29). The English is the
// spec's; the Hindi and Marathi are written in the words animal-welfare groups use
// (docs/i18n-glossary.md: स्वयंसेवक, एनजीओ, मामला / प्रकरण, बचाव) and carry their review state
// until a native speaker has read them. The documents keep their English names in the
// envelope and the records; the page shows them in the reader's language.
import { APP_NAME } from '@rescue/contracts';
import { NEEDS_NATIVE_REVIEW, type ReviewState } from '@rescue/contracts/i18n';
import type { Language } from '@rescue/contracts/languages';

export type SigningFormError = 'nameMissing' | 'nameTooLong' | 'noConsent';

export interface PageWords {
  review: ReviewState | 'spec';
  /** Titles and document names by their English (REQUIRED_DOCUMENTS); English: as they are. */
  names: Record<string, string>;
  /** A document's plain-language summary by its English name; English: documents.ts. */
  summaries: Record<string, string>;
  intro: (count: number) => string;
  documentsLabel: string;
  nameLabel: string;
  consent: (documentNames: string[]) => string;
  button: string;
  back: string;
  backHome: string;
  errors: Record<SigningFormError, (maxLength: number) => string>;
  linkNotValid: { title: string; text: string };
  alreadySigned: { title: string; text: string };
  notRecorded: { title: string; text: string };
}

/** The signing link's query naming its page's language (none for English, the default). */
export const langQuery = (language: Language) => (language === 'en' ? '' : `?lang=${language}`);

/** "A, B and C" with the language's "and". */
const list = (names: string[], and: string) =>
  `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1) ?? ''}`;

export const PAGE_WORDS: Record<Language, PageWords> = {
  en: {
    review: 'spec',
    names: {},
    summaries: {},
    intro: (count) =>
      `Please read these ${count} documents. Signing them lets you start helping animals through ${APP_NAME}.`,
    documentsLabel: 'Documents to sign',
    nameLabel: 'Your full name (this is your signature)',
    consent: (names) => `I have read and agree to the ${list(names, 'and')}.`,
    button: 'Sign Documents',
    back: 'Back',
    backHome: `Back to ${APP_NAME}`,
    errors: {
      nameMissing: () => 'Please type your full name to sign.',
      nameTooLong: (max) => `Please keep your name under ${max} characters.`,
      noConsent: () => 'Please tick the box to confirm you agree.',
    },
    linkNotValid: {
      title: 'This signing link is not valid',
      text: 'The link is unknown or has expired (links last one hour). Please start signing again from the app.',
    },
    alreadySigned: {
      title: 'Already signed',
      text: 'These documents have already been signed with this link. You can go back to the app.',
    },
    notRecorded: {
      title: 'Your signature was not recorded',
      text: 'Something went wrong on our side. Please go back and sign again in a moment.',
    },
  },
  hi: {
    review: NEEDS_NATIVE_REVIEW,
    names: {
      'Required Documents': 'ज़रूरी दस्तावेज़',
      'Required NGO Documents': 'एनजीओ के ज़रूरी दस्तावेज़',
      'Volunteer Agreement': 'स्वयंसेवक अनुबंध',
      'Code of Conduct': 'आचार संहिता',
      'Liability Waiver': 'दायित्व-मुक्ति पत्र',
      'NGO Partnership Agreement': 'एनजीओ साझेदारी अनुबंध',
      'Terms of Service': 'सेवा की शर्तें',
      'Data Protection Agreement': 'डेटा सुरक्षा अनुबंध',
    },
    summaries: {
      'Volunteer Agreement':
        'आप अपना समय स्वेच्छा से देते हैं, हर लिए गए मामले में साझेदार एनजीओ के मार्गदर्शन का पालन करते हैं, और एनजीओ को बताकर कभी भी स्वयंसेवा बंद कर सकते हैं।',
      'Code of Conduct':
        'जानवरों, रिपोर्ट करने वालों और साथी बचावकर्ताओं के साथ सम्मान से पेश आएँ, न खुद को न दूसरों को खतरे में डालें, और मामले के बारे में जो पता चले उसे गोपनीय रखें।',
      'Liability Waiver':
        'बचाव के काम में काटने और खरोंच जैसे जोखिम होते हैं। आप अपनी ज़िम्मेदारी पर भाग लेते हैं और दी गई सुरक्षा सलाह का पालन करते हैं।',
      'NGO Partnership Agreement':
        'आपकी संस्था स्वीकार किए गए मामलों को ईमानदारी से संभालती है, उनकी स्थिति अपडेट रखती है, और उनमें मदद करने वाले स्वयंसेवकों के साथ तालमेल रखती है।',
      'Terms of Service':
        'इस प्लेटफ़ॉर्म का उपयोग केवल पशु बचाव के लिए करें, अपना खाता सुरक्षित रखें, और कभी भी झूठी या नुकसानदेह रिपोर्ट न डालें।',
      'Data Protection Agreement':
        'रिपोर्ट करने वालों की संपर्क जानकारी आपको केवल जानवर की मदद के लिए दी जाती है: इसका किसी और काम में उपयोग न करें, इसे सुरक्षित रखें और कभी किसी और को न दें।',
    },
    intro: (count) =>
      `कृपया ये ${count} दस्तावेज़ पढ़ें। इन पर हस्ताक्षर करके आप ${APP_NAME} के ज़रिए जानवरों की मदद शुरू कर सकते हैं।`,
    documentsLabel: 'हस्ताक्षर के लिए दस्तावेज़',
    nameLabel: 'आपका पूरा नाम (यही आपका हस्ताक्षर है)',
    consent: (names) => `मैंने ${list(names, 'और')} पढ़ लिए हैं और मैं इनसे सहमत हूँ।`,
    button: 'दस्तावेज़ों पर हस्ताक्षर करें',
    back: 'वापस',
    backHome: `${APP_NAME} पर वापस जाएँ`,
    errors: {
      nameMissing: () => 'हस्ताक्षर करने के लिए कृपया अपना पूरा नाम लिखें।',
      nameTooLong: (max) => `कृपया नाम ${max} अक्षरों से कम रखें।`,
      noConsent: () => 'सहमति की पुष्टि के लिए कृपया बॉक्स पर निशान लगाएँ।',
    },
    linkNotValid: {
      title: 'यह हस्ताक्षर लिंक मान्य नहीं है',
      text: 'यह लिंक अज्ञात है या इसकी अवधि समाप्त हो गई है (लिंक एक घंटे तक चलते हैं)। कृपया ऐप से फिर से हस्ताक्षर शुरू करें।',
    },
    alreadySigned: {
      title: 'पहले ही हस्ताक्षर हो चुके हैं',
      text: 'इस लिंक से इन दस्तावेज़ों पर पहले ही हस्ताक्षर हो चुके हैं। आप ऐप पर वापस जा सकते हैं।',
    },
    notRecorded: {
      title: 'आपका हस्ताक्षर दर्ज नहीं हुआ',
      text: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया वापस जाएँ और थोड़ी देर में फिर से हस्ताक्षर करें।',
    },
  },
  mr: {
    review: NEEDS_NATIVE_REVIEW,
    names: {
      'Required Documents': 'आवश्यक कागदपत्रे',
      'Required NGO Documents': 'एनजीओसाठी आवश्यक कागदपत्रे',
      'Volunteer Agreement': 'स्वयंसेवक करार',
      'Code of Conduct': 'आचारसंहिता',
      'Liability Waiver': 'दायित्वमुक्ती पत्र',
      'NGO Partnership Agreement': 'एनजीओ भागीदारी करार',
      'Terms of Service': 'सेवा अटी',
      'Data Protection Agreement': 'डेटा संरक्षण करार',
    },
    summaries: {
      'Volunteer Agreement':
        'आपण आपला वेळ स्वेच्छेने देता, घेतलेल्या प्रत्येक प्रकरणात भागीदार एनजीओच्या मार्गदर्शनाचे पालन करता, आणि एनजीओला कळवून कधीही स्वयंसेवा थांबवू शकता.',
      'Code of Conduct':
        'प्राणी, माहिती कळवणारे आणि सहकारी बचावकर्ते यांच्याशी आदराने वागा, स्वतःला किंवा इतरांना कधीही धोक्यात घालू नका, आणि प्रकरणाबद्दल कळलेली माहिती गोपनीय ठेवा.',
      'Liability Waiver':
        'बचावकार्यात चावणे, ओरखडे यांसारखे धोके असतात. आपण स्वतःच्या जबाबदारीवर सहभागी होता आणि दिलेल्या सुरक्षा सूचनांचे पालन करता.',
      'NGO Partnership Agreement':
        'आपली संस्था स्वीकारलेली प्रकरणे प्रामाणिकपणे हाताळते, त्यांची स्थिती अद्ययावत ठेवते, आणि त्यात मदत करणाऱ्या स्वयंसेवकांशी समन्वय साधते.',
      'Terms of Service':
        'हा प्लॅटफॉर्म फक्त प्राणी बचावासाठी वापरा, आपले खाते सुरक्षित ठेवा, आणि कधीही खोटे किंवा हानिकारक रिपोर्ट टाकू नका.',
      'Data Protection Agreement':
        'माहिती कळवणाऱ्यांचे संपर्क तपशील आपल्याला फक्त प्राण्याच्या मदतीसाठी दिले जातात: ते इतर कशासाठीही वापरू नका, सुरक्षित ठेवा आणि कधीही कोणालाही देऊ नका.',
    },
    intro: (count) =>
      `कृपया ही ${count} कागदपत्रे वाचा. त्यांवर स्वाक्षरी केल्यावर आपण ${APP_NAME} द्वारे प्राण्यांना मदत करायला सुरुवात करू शकता.`,
    documentsLabel: 'स्वाक्षरीसाठी कागदपत्रे',
    nameLabel: 'आपले पूर्ण नाव (हीच आपली स्वाक्षरी आहे)',
    consent: (names) => `मी ${list(names, 'आणि')} वाचले असून मला ते मान्य आहेत.`,
    button: 'कागदपत्रांवर स्वाक्षरी करा',
    back: 'मागे',
    backHome: `${APP_NAME} वर परत जा`,
    errors: {
      nameMissing: () => 'स्वाक्षरी करण्यासाठी कृपया आपले पूर्ण नाव लिहा.',
      nameTooLong: (max) => `कृपया नाव ${max} अक्षरांपेक्षा कमी ठेवा.`,
      noConsent: () => 'आपली संमती नोंदवण्यासाठी कृपया चौकटीत खूण करा.',
    },
    linkNotValid: {
      title: 'ही स्वाक्षरी लिंक वैध नाही',
      text: 'ही लिंक अज्ञात आहे किंवा तिची मुदत संपली आहे (लिंक एक तास चालतात). कृपया ॲपमधून पुन्हा स्वाक्षरी सुरू करा.',
    },
    alreadySigned: {
      title: 'आधीच स्वाक्षरी झाली आहे',
      text: 'या लिंकद्वारे या कागदपत्रांवर आधीच स्वाक्षरी झाली आहे. आपण ॲपवर परत जाऊ शकता.',
    },
    notRecorded: {
      title: 'आपली स्वाक्षरी नोंदवली गेली नाही',
      text: 'आमच्याकडून काहीतरी चूक झाली. कृपया मागे जा आणि थोड्या वेळाने पुन्हा स्वाक्षरी करा.',
    },
  },
};
