// The servers' messages in Marathi, keyed by code (server-catalogue.ts). Written in the words
// Maharashtra's animal-welfare groups use (docs/i18n-glossary.md): प्रकरण for a case,
// स्वयंसेवक, एनजीओ, रिपोर्ट, कळवणे for reporting; "Rescue Network" is the brand and stays as
// it is. Every string is marked with its review state until a native speaker has read it.
import { REOPEN_WINDOW_DAYS } from '../case-states';
import { sayDomainWords } from './domain-words';
import { needsReview, type ServerTranslations } from './review';

const { role, status, mover } = sayDomainWords('mr');
/** "5 मिनिटे", "1 मिनिट", "30 सेकंद": how long to wait before trying again. */
const wait = ({ n = '', unit = '' }) =>
  `${n} ${unit === 'second' ? 'सेकंद' : n === '1' ? 'मिनिट' : 'मिनिटे'}`;
const RETRY_SHORTLY = 'कृपया थोड्या वेळाने पुन्हा प्रयत्न करा';

export const SERVER_MESSAGES_MR: ServerTranslations = {
  // Accounts and signing in
  INVALID_CREDENTIALS: needsReview('ईमेल किंवा पासवर्ड चुकीचा आहे'),
  LOGIN_REQUIRED: needsReview('कृपया आधी लॉग इन करा'),
  SESSION_ENDED: needsReview('आपले सत्र संपले आहे. कृपया पुन्हा लॉग इन करा.'),
  INVALID_TOKEN: needsReview('आपले लॉग इन अवैध आहे किंवा त्याची मुदत संपली आहे'),
  ACCOUNT_SUSPENDED: needsReview('हे खाते निलंबित आहे. Rescue Network टीमशी संपर्क साधा.'),
  NOTHING_TO_UPDATE: needsReview(
    (p) =>
      `बदलण्यासाठी काहीच पाठवले नाही: ${(p.fields ?? '').replace(' or ', ' किंवा ')} यांपैकी काहीतरी पाठवा`,
  ),
  LANGUAGE_INVALID: needsReview('en, hi किंवा mr असावे'),
  ACCOUNT_GONE: needsReview('आपले खाते आता अस्तित्वात नाही'),
  USER_NOT_FOUND: needsReview('वापरकर्ता सापडला नाही'),
  NGO_NOT_FOUND: needsReview('एनजीओ खाते सापडले नाही'),
  VOLUNTEER_NOT_FOUND: needsReview('स्वयंसेवक सापडला नाही'),
  NGO_NOT_VERIFIED: needsReview('आपल्या संस्थेची पडताळणी Rescue Network टीमकडून अजून व्हायची आहे'),
  NGO_REJECTED: needsReview('Rescue Network टीमने आपल्या संस्थेची पडताळणी मंजूर केली नाही'),
  ONLY_NGO_VERIFIED: needsReview('पडताळणी फक्त एनजीओ खात्यांची होते'),
  NGO_NOT_SIGNED: needsReview('या एनजीओने अजून आपल्या कागदपत्रांवर स्वाक्षरी केलेली नाही'),
  NOT_ON_OWN_ACCOUNT: needsReview(({ action }) =>
    action === 'suspend'
      ? 'आपण आपले स्वतःचे खाते निलंबित करू शकत नाही'
      : action === 'delete'
        ? 'आपण आपले स्वतःचे खाते हटवू शकत नाही'
        : 'आपण आपल्या स्वतःच्या खात्याची भूमिका बदलू शकत नाही',
  ),
  ALREADY_THIS_ROLE: needsReview((p) => `या खात्याची भूमिका आधीपासूनच ${role(p.role)} आहे`),
  TOO_MANY_REGISTRATIONS: needsReview(
    (p) => `नोंदणीचे खूप प्रयत्न झाले आहेत. कृपया ${wait(p)} थांबून पुन्हा प्रयत्न करा.`,
  ),
  TOO_MANY_LOGINS: needsReview(
    (p) => `लॉग इनचे बरेच प्रयत्न अयशस्वी झाले. कृपया ${wait(p)} थांबून पुन्हा प्रयत्न करा.`,
  ),
  SERVICE_STOPPING: needsReview((p) => `${p.service} सेवा बंद होत आहे, ${RETRY_SHORTLY}`),
  NGO_VERIFIED: needsReview((p) => `${p.name} यांची पडताळणी झाली`),
  NGO_VERIFICATION_REFUSED: needsReview((p) => `${p.name} यांची पडताळणी नाकारली`),
  ACCOUNT_SUSPENDED_DONE: needsReview((p) => `${p.name} यांचे खाते निलंबित केले`),
  ACCOUNT_RESTORED: needsReview((p) => `${p.name} यांचे खाते पुन्हा सुरू केले`),
  ACCOUNT_DELETED: needsReview((p) => `${p.name} यांचे खाते हटवले`),
  ROLE_CHANGED: needsReview((p) => `${p.name} आता ${role(p.role)} आहेत`),
  WRONG_ROLE: needsReview(
    (p) => `ही कृती फक्त ${(p.roles ?? '').split(' or ').map(role).join(' किंवा ')} खात्यांसाठी आहे`,
  ),
  NOT_YOURS: needsReview('आपण हे पाहू किंवा बदलू शकत नाही'),
  RULE_SELF: needsReview('आपण हे फक्त आपल्या स्वतःच्या खात्यासाठी करू शकता'),
  RULE_INCIDENT_PARTY: needsReview(
    'हे प्रकरण फक्त पडताळणी झालेल्या एनजीओ, कळवणारी व्यक्ती आणि नेमलेले स्वयंसेवकच उघडू शकतात',
  ),
  RULE_AVAILABLE_OR_HELD: needsReview('हे प्रकरण आता उपलब्ध नाही'),
  RULE_HOLDER: needsReview('हे फक्त हे प्रकरण घेतलेला स्वयंसेवकच करू शकतो'),
  RULE_REPORTER: needsReview('हे फक्त हे प्रकरण कळवणारी व्यक्तीच करू शकते'),
  RULE_VERIFIED_NGO_ON_VISIBLE: needsReview('हा रिपोर्ट Rescue Network टीमने लपवला आहे'),
  VOLUNTEER_NOT_SIGNED: needsReview('प्रकरण घेण्यापूर्वी कृपया स्वयंसेवक कागदपत्रांवर स्वाक्षरी करा'),
  ALREADY_SIGNED: needsReview('या कागदपत्रांवर आधीच स्वाक्षरी झाली आहे'),
  ESIGN_UNAVAILABLE: needsReview('ई-स्वाक्षरी सेवा सध्या उपलब्ध नाही, कृपया पुन्हा प्रयत्न करा'),
  DOCUMENT_TYPE_INVALID: needsReview((p) => `documentType '${p.type}' असावा`),

  // Reports and cases
  LOGGED_IN: needsReview('लॉग इन यशस्वी झाले!'),
  REGISTERED: needsReview('नोंदणी यशस्वी झाली!'),
  LOGGED_OUT: needsReview('आपण लॉग आउट झाला आहात'),
  ALREADY_HANDLED: needsReview((p) => `हे प्रकरण आधीच ${p.ngo} हाताळत आहे`),
  TOO_MANY_HELD: needsReview(
    (p) =>
      `आपल्याकडे आधीच ${p.n === '1' ? '1 खुले प्रकरण आहे' : `${p.n} खुली प्रकरणे आहेत`}. नवीन प्रकरण घेण्यापूर्वी एक प्रकरण पूर्ण करा.`,
  ),
  MOVE_NOT_ALLOWED: needsReview(
    (p) => `${mover(p.mover)} प्रकरणाची स्थिती '${status(p.to)}' करू शकत नाही`,
  ),
  MOVE_NOT_FROM_STATUS: needsReview(
    (p) =>
      `'${status(p.from)}' स्थितीतील प्रकरणाची स्थिती ${mover(p.mover)} '${status(p.to)}' करू शकत नाही`,
  ),
  ANALYTICS_RANGE: needsReview(
    (p) => `कालावधी आज किंवा त्यापूर्वी सुरू व्हावा आणि जास्तीत जास्त ${p.days} दिवसांचा असावा`,
  ),
  CURSOR_MALFORMED: needsReview('cursor वैध नाही'),
  CURSOR_OTHER_PLACE: needsReview('cursor दुसऱ्या lat आणि lng चा आहे: त्याशिवाय पुन्हा सुरू करा'),
  PHOTO_TOO_MANY_PIXELS_FOR_KIND: needsReview(
    (p) =>
      `फोटो खूप मोठा आहे: अशा ${p.kind?.includes('JPEG') ? 'progressive JPEG' : 'interlaced PNG'} फोटोसाठी जास्तीत जास्त ${p.n} मेगापिक्सेल`,
  ),
  IDEMPOTENCY_KEY_INVALID: needsReview(
    (p) => `Idempotency-Key मध्ये 1 ते ${p.n} दिसणारी ASCII अक्षरे असावीत`,
  ),
  INCIDENT_REPORTED: needsReview('प्रकरण यशस्वीरित्या कळवले गेले!'),
  ANONYMOUS_REPORT: needsReview(
    'प्रकरण यशस्वीरित्या कळवले गेले! प्रकरण पाहण्यासाठी आणि माहिती जोडण्यासाठी फॉलो लिंक जपून ठेवा.',
  ),
  ANONYMOUS_CONTACT_REQUIRED: needsReview(
    'फोन नंबर किंवा ईमेल पत्ता द्या, म्हणजे एनजीओ आपल्याशी संपर्क साधू शकेल',
  ),
  FOLLOWING_CASE: needsReview(
    'आपण हे प्रकरण फॉलो करत आहात: ते पाहण्यासाठी आणि माहिती जोडण्यासाठी फॉलो लिंक जपून ठेवा',
  ),
  FOLLOW_LINK_INVALID: needsReview('ही फॉलो लिंक वैध नाही: कळवताना मिळालेली लिंक उघडा'),
  FOLLOW_LINK_CLAIMED: needsReview(
    'हे प्रकरण आधीच एका खात्यात ठेवले आहे: ते पाहण्यासाठी त्या खात्यात लॉग इन करा',
  ),
  FOLLOW_ACCOUNT_EXISTS: needsReview('या ईमेलचे खाते आधीच आहे: लॉग इन करा, मग प्रकरण त्यात ठेवा'),
  INCIDENT_NOT_FOUND: needsReview('प्रकरण सापडले नाही'),
  STATUS_UPDATED: needsReview('स्थिती यशस्वीरित्या अद्ययावत झाली'),
  SEVERITY_CONFIRMED: needsReview('गंभीरतेची पुष्टी झाली'),
  SEVERITY_CHANGED: needsReview('गंभीरता बदलली'),
  SEVERITY_REASON_REQUIRED: needsReview('गंभीरता वेगळी का आहे, एका शब्दात सांगा'),
  HANDLING_CASE: needsReview('हे प्रकरण आता आपण हाताळत आहात'),
  CASE_ALREADY_RESOLVED: needsReview('हे प्रकरण आधीच निकाली निघाले आहे'),
  CLOSURE_NOTE_REQUIRED: needsReview("बंद करण्याचे कारण 'इतर' असल्यास closureNote लिहिणे आवश्यक आहे"),
  CLOSURE_ONLY_WHEN_RESOLVED: needsReview(
    `closureReason आणि closureNote फक्त '${status('resolved')}' स्थितीसाठी आहेत`,
  ),
  REOPEN_NOT_RESOLVED: needsReview('फक्त निकाली निघालेले प्रकरणच पुन्हा उघडता येते'),
  REOPEN_TOO_LATE: needsReview(
    `हे प्रकरण ${REOPEN_WINDOW_DAYS} दिवसांहून अधिक काळापूर्वी निकाली निघाले असल्याने ते आता पुन्हा उघडता येणार नाही`,
  ),
  REOPENED: needsReview('प्रकरण पुन्हा उघडले आहे'),
  REPORTER_UPDATE_CLOSED: needsReview('प्रकरण खुले असतानाच माहिती जोडता येते; आधी ते पुन्हा उघडा'),
  REPORTER_UPDATE_ADDED: needsReview('आपली माहिती प्रकरणात जोडली आहे'),
  CASE_HIDDEN: needsReview('हे प्रकरण आता उपलब्ध नाही: Rescue Network टीमने हा रिपोर्ट लपवला आहे'),
  ALREADY_TAKEN: needsReview('हे प्रकरण आधीच दुसऱ्या स्वयंसेवकाने घेतले आहे'),
  ALREADY_COMPLETED: needsReview('हे प्रकरण आधीच पूर्ण म्हणून नोंदवले आहे'),
  ALREADY_YOURS: needsReview('हे प्रकरण आपण आधीच घेतले आहे'),
  TOO_MANY_TAKES: needsReview(
    (p) => `आपण कमी वेळात बरीच प्रकरणे घेतली आहेत. कृपया ${wait(p)} थांबून पुन्हा प्रयत्न करा.`,
  ),
  INCIDENT_BUSY: needsReview('या प्रकरणात सध्या दुसरा बदल सुरू आहे, कृपया पुन्हा प्रयत्न करा'),
  SELF_DUPLICATE: needsReview('रिपोर्ट स्वतःचीच डुप्लिकेट असू शकत नाही'),
  TOO_MANY_REPORTS: needsReview(
    (p) => `खूप रिपोर्ट पाठवले गेले आहेत. कृपया ${wait(p)} थांबून पुन्हा प्रयत्न करा.`,
  ),
  TOO_MANY_NEARBY_SEARCHES: needsReview(
    (p) => `खूप वेळा शोधले गेले आहे. कृपया ${wait(p)} थांबून पुन्हा प्रयत्न करा.`,
  ),
  TOO_MANY_ASSESSMENTS: needsReview(
    (p) => `गंभीरतेच्या मूल्यांकनाच्या खूप विनंत्या आल्या आहेत. कृपया ${wait(p)} थांबून पुन्हा प्रयत्न करा.`,
  ),
  REPORT_CONTENT_TYPE: needsReview('रिपोर्ट multipart/form-data किंवा application/json स्वरूपात पाठवा'),
  REPORT_DATA_REQUIRED: needsReview('data आवश्यक आहे'),
  REPORT_DATA_NOT_SINGLE: needsReview('data एकच JSON मजकूर असावा'),
  REPORT_DATA_INVALID_JSON: needsReview('data वैध JSON असावा'),
  REPORT_DATA_TOO_LARGE: needsReview('रिपोर्टचा डेटा खूप मोठा आहे'),
  TOO_MANY_FILES: needsReview((p) => `जास्तीत जास्त एक ${p.field} जोडा`),
  TOO_MANY_FORM_FIELDS: needsReview('फॉर्ममध्ये खूप फील्ड आहेत'),
  FILE_EMPTY: needsReview((p) => `${p.field} रिकामे आहे`),
  MALFORMED_MULTIPART: needsReview('multipart डेटा योग्य स्वरूपात नाही'),
  PHOTO_TOO_LARGE: needsReview('फोटोचा आकार 10MB पेक्षा कमी असावा'),
  PHOTO_TOO_MANY_PIXELS: needsReview('फोटो खूप मोठा आहे: जास्तीत जास्त 40 मेगापिक्सेल'),
  UNSUPPORTED_PHOTO: needsReview('फक्त PNG किंवा JPEG फोटो स्वीकारले जातात'),
  PHOTO_NOT_FOUND: needsReview('फोटो सापडला नाही'),
  PHOTO_SIZE_INVALID: needsReview('size thumb किंवा full असावा'),
  INVALID_PHONE: needsReview('वैध फोन नंबर असावा, उदा. 98765 43210 किंवा +91 98765 43210'),
  PHONE: needsReview('फोन नंबर असावा (अंक, स्पेस, +, -, कंस)'),

  // Notifications and live updates
  PUSH_SERVICE_NOT_ALLOWED: needsReview(
    'ही पुश सेवा स्वीकारली जात नाही: ब्राउझरच्या पुश सेवेद्वारे सदस्यता घ्या',
  ),
  CURSOR_INVALID: needsReview('cursor: हा या यादीने दिलेला नाही'),
  DUTY_LOCATION_NEEDED: needsReview('lat आणि lng आवश्यक आहेत: प्रोफाइलमधील शहर आमच्या यादीत नाही'),
  STREAM_TICKET_INVALID: needsReview('स्ट्रीम तिकीट अवैध आहे किंवा त्याची मुदत संपली आहे'),
  NOT_AN_EVENT_STREAM: needsReview(
    'ही server-sent event स्ट्रीम आहे: Accept: text/event-stream पाठवा (EventSource हेच पाठवतो)',
  ),
  EVENT_ID_INVALID: needsReview('lastEventId: हा इव्हेंट आयडी नाही'),
  TOO_MANY_STREAMS: needsReview('येथे खूप स्ट्रीम उघड्या आहेत, कृपया पुन्हा प्रयत्न करा'),

  // The request itself
  BODY_TOO_LARGE: needsReview('पाठवलेला डेटा खूप मोठा आहे'),
  BODY_TOO_SLOW: needsReview('पाठवलेला डेटा खूप हळू पोहोचला'),
  UNSUPPORTED_ENCODING: needsReview(
    'हे Content-Encoding समर्थित नाही: डेटा identity, gzip, deflate किंवा br मध्ये पाठवा',
  ),
  UNDECODABLE_BODY: needsReview('पाठवलेला डेटा वाचता आला नाही'),
  MALFORMED_JSON: needsReview('JSON डेटा योग्य स्वरूपात नाही'),
  UNSUPPORTED_CONTENT_TYPE: needsReview('हा content type समर्थित नाही'),
  METHOD_NOT_ALLOWED: needsReview('या पत्त्यावर ही method स्वीकारली जात नाही'),
  NO_ROUTE: needsReview((p) => `हा पत्ता अस्तित्वात नाही: ${p.method} ${p.path}`),
  BAD_REQUEST: needsReview('विनंती योग्य नाही'),
  INVALID_REQUEST: needsReview('विनंती वैध नाही'),
  INVALID_VALUE: needsReview((p) => `${p.what} वैध नाही`),
  FIELD_REQUIRED: needsReview((p) => `${p.field} आवश्यक आहे`),
  VALIDATION_FAILED: needsReview(
    (p, nested) => `${p.field}: ${nested(p.detail ?? '') ?? `वैध नाही (${p.detail})`}`,
  ),
  NOT_FOUND: needsReview('सापडले नाही'),
  FORBIDDEN: needsReview('आपल्याला हे करण्याची परवानगी नाही'),
  INTERNAL_ENDPOINT: needsReview('हा अंतर्गत endpoint आहे'),
  TOO_MANY_CONNECTIONS: needsReview(`आपल्या पत्त्यावरून एकाच वेळी खूप विनंत्या येत आहेत, ${RETRY_SHORTLY}`),

  // The servers' own trouble
  INTERNAL_ERROR: needsReview('सर्व्हरमध्ये काहीतरी बिघाड झाला'),
  DATABASE_UNAVAILABLE: needsReview(`डेटाबेस सध्या उपलब्ध नाही, ${RETRY_SHORTLY}`),
  SERVICE_STARTING: needsReview(`सेवा सुरू होत आहे, ${RETRY_SHORTLY}`),
  STORAGE_FULL: needsReview('सर्व्हरची साठवण जागा भरली आहे, कृपया नंतर पुन्हा प्रयत्न करा'),
  DEPENDENCY_UNAVAILABLE: needsReview('या विनंतीसाठी लागणारी एक सेवा सध्या उपलब्ध नाही'),
  UPSTREAM_ERROR: needsReview('एका अंतर्गत सेवेत त्रुटी आली'),
  SERVICE_UNAVAILABLE: needsReview((p) => `${p.service} सेवा सध्या उपलब्ध नाही, ${RETRY_SHORTLY}`),
  AREA_UNAVAILABLE: needsReview(
    (p) => `पानाचा हा भाग (${p.area}) सध्या उपलब्ध नाही, ${RETRY_SHORTLY}`,
  ),
  METRICS_UNAVAILABLE: needsReview('मेट्रिक्स सध्या उपलब्ध नाहीत'),

  // By status, for a message no entry recognises (the English follows in brackets).
  UNAUTHENTICATED: needsReview('लॉग इन वैध नाही'),
  REQUEST_TIMEOUT: needsReview('विनंतीला खूप वेळ लागला'),
  CONFLICT: needsReview('हा बदल सध्या करता येणार नाही'),
  PAYLOAD_TOO_LARGE: needsReview('पाठवलेला डेटा खूप मोठा आहे'),
  UNSUPPORTED_MEDIA_TYPE: needsReview('पाठवलेल्या डेटाचा प्रकार समर्थित नाही'),
  RATE_LIMITED: needsReview(`खूप विनंत्या आल्या आहेत, ${RETRY_SHORTLY}`),
  BAD_GATEWAY: needsReview('एका अंतर्गत सेवेकडून योग्य उत्तर मिळाले नाही'),
  UNAVAILABLE: needsReview(`सेवा सध्या उपलब्ध नाही, ${RETRY_SHORTLY}`),
  GATEWAY_TIMEOUT: needsReview('सेवेने वेळेत उत्तर दिले नाही'),
  ERROR: needsReview('काहीतरी चुकले'),
  // Issue 31: asking a volunteer to take a case.
  DISPATCH_SENT: needsReview('स्वयंसेवकाला हे प्रकरण घेण्यास सांगितले आहे'),
  DISPATCH_DECLINED: needsReview('तुम्ही या विनंतीला नकार दिला'),
  VOLUNTEER_OFF_DUTY: needsReview('हा स्वयंसेवक आता ड्युटीवर नाही'),
  VOLUNTEER_FULL: needsReview('या स्वयंसेवकाकडे आधीच जास्तीत जास्त प्रकरणे आहेत'),
  RULE_VERIFIED_NGO_COVERING: needsReview('हे प्रकरण तुमच्या संस्थेच्या कार्यक्षेत्राबाहेर आहे'),
  RULE_DISPATCHED_VOLUNTEER: needsReview('तुम्हाला हे प्रकरण घेण्यास सांगितले नव्हते'),
  // Issue 30: the contact form and the newsletter.
  CONTACT_MESSAGE_SENT: needsReview(
    'आम्हाला लिहिल्याबद्दल धन्यवाद. रेस्क्यू नेटवर्कची टीम लवकरच तुमचा संदेश वाचेल.',
  ),
  CONTACT_MESSAGE_NOT_FOUND: needsReview('संदेश सापडला नाही'),
  CONTACT_MESSAGE_HANDLED: needsReview('हाताळला म्हणून खूण केली'),
  NEWSLETTER_SUBSCRIBED: needsReview(
    'तुमची सदस्यता झाली आहे. आम्ही तुम्हाला एक ईमेल पाठवला आहे, त्यातील लिंकने तुम्ही कधीही सदस्यता सोडू शकता.',
  ),
  NEWSLETTER_UNSUBSCRIBED: needsReview(
    'तुमची सदस्यता रद्द झाली आहे. आम्ही तुम्हाला पुन्हा वृत्तपत्र पाठवणार नाही.',
  ),
  NEWSLETTER_LINK_INVALID: needsReview(
    'सदस्यता सोडण्याची ही लिंक वैध नाही: वृत्तपत्राच्या ईमेलमधील लिंक उघडा',
  ),
  TOO_MANY_CONTACT_MESSAGES: needsReview(
    (p) => `खूप संदेश पाठवले गेले आहेत. कृपया ${wait(p)} थांबून पुन्हा प्रयत्न करा.`,
  ),
  TOO_MANY_SUBSCRIPTIONS: needsReview(
    (p) => `सदस्यतेचे खूप प्रयत्न झाले आहेत. कृपया ${wait(p)} थांबून पुन्हा प्रयत्न करा.`,
  ),
};
