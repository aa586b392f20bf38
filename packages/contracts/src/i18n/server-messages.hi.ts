// The servers' messages in Hindi, keyed by code (server-catalogue.ts). Written in the words
// Indian animal-welfare groups use (docs/i18n-glossary.md): मामला for a case, स्वयंसेवक,
// एनजीओ, रिपोर्ट; "Rescue Network" is the brand and stays as it is. Every string is marked
// with its review state until a native speaker has read it.
import { REOPEN_WINDOW_DAYS } from '../case-states';
import { sayDomainWords } from './domain-words';
import { needsReview, type ServerTranslations } from './review';

const { role, status, mover } = sayDomainWords('hi');
/** "5 मिनट", "1 सेकंड": the unit does not change with the number in Hindi. */
const wait = ({ n = '', unit = '' }) => `${n} ${unit === 'second' ? 'सेकंड' : 'मिनट'}`;
const RETRY_SHORTLY = 'कृपया थोड़ी देर में फिर से कोशिश करें';

export const SERVER_MESSAGES_HI: ServerTranslations = {
  // Accounts and signing in
  INVALID_CREDENTIALS: needsReview('ईमेल या पासवर्ड गलत है'),
  LOGIN_REQUIRED: needsReview('कृपया पहले लॉग इन करें'),
  SESSION_ENDED: needsReview('आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।'),
  INVALID_TOKEN: needsReview('आपका लॉग इन अमान्य है या उसकी अवधि समाप्त हो गई है'),
  ACCOUNT_SUSPENDED: needsReview('यह खाता निलंबित है। Rescue Network टीम से संपर्क करें।'),
  NOTHING_TO_UPDATE: needsReview(
    (p) => `बदलने के लिए कुछ नहीं भेजा गया: ${(p.fields ?? '').replace(' or ', ' या ')} में से कुछ भेजें`,
  ),
  LANGUAGE_INVALID: needsReview('en, hi या mr होना चाहिए'),
  ACCOUNT_GONE: needsReview('आपका खाता अब मौजूद नहीं है'),
  USER_NOT_FOUND: needsReview('उपयोगकर्ता नहीं मिला'),
  NGO_NOT_FOUND: needsReview('एनजीओ खाता नहीं मिला'),
  VOLUNTEER_NOT_FOUND: needsReview('स्वयंसेवक नहीं मिला'),
  NGO_NOT_VERIFIED: needsReview('आपकी संस्था का सत्यापन Rescue Network टीम द्वारा अभी बाकी है'),
  NGO_REJECTED: needsReview('Rescue Network टीम ने आपकी संस्था का सत्यापन नहीं किया'),
  ONLY_NGO_VERIFIED: needsReview('सत्यापन केवल एनजीओ खातों का होता है'),
  NGO_NOT_SIGNED: needsReview('इस एनजीओ ने अभी तक अपने दस्तावेज़ों पर हस्ताक्षर नहीं किए हैं'),
  NOT_ON_OWN_ACCOUNT: needsReview(({ action }) =>
    action === 'suspend'
      ? 'आप अपना खुद का खाता निलंबित नहीं कर सकते'
      : action === 'delete'
        ? 'आप अपना खुद का खाता नहीं हटा सकते'
        : 'आप अपने खुद के खाते की भूमिका नहीं बदल सकते',
  ),
  ALREADY_THIS_ROLE: needsReview((p) => `इस खाते की भूमिका पहले से ही ${role(p.role)} है`),
  TOO_MANY_REGISTRATIONS: needsReview(
    (p) => `पंजीकरण की बहुत सारी कोशिशें हुई हैं। कृपया ${wait(p)} बाद फिर से कोशिश करें।`,
  ),
  TOO_MANY_LOGINS: needsReview(
    (p) => `लॉग इन की बहुत सारी कोशिशें असफल रहीं। कृपया ${wait(p)} बाद फिर से कोशिश करें।`,
  ),
  SERVICE_STOPPING: needsReview((p) => `${p.service} सेवा बंद हो रही है, ${RETRY_SHORTLY}`),
  NGO_VERIFIED: needsReview((p) => `${p.name} का सत्यापन हो गया`),
  NGO_VERIFICATION_REFUSED: needsReview((p) => `${p.name} का सत्यापन नहीं किया गया`),
  ACCOUNT_SUSPENDED_DONE: needsReview((p) => `${p.name} का खाता निलंबित कर दिया गया`),
  ACCOUNT_RESTORED: needsReview((p) => `${p.name} का खाता फिर से चालू कर दिया गया`),
  ACCOUNT_DELETED: needsReview((p) => `${p.name} का खाता हटा दिया गया`),
  ROLE_CHANGED: needsReview((p) => `${p.name} अब ${role(p.role)} हैं`),
  WRONG_ROLE: needsReview(
    (p) => `यह काम केवल ${(p.roles ?? '').split(' or ').map(role).join(' या ')} खातों के लिए है`,
  ),
  NOT_YOURS: needsReview('आप इसे न देख सकते हैं, न बदल सकते हैं'),
  RULE_SELF: needsReview('आप यह केवल अपने खाते के लिए कर सकते हैं'),
  RULE_INCIDENT_PARTY: needsReview(
    'इस मामले को केवल सत्यापित एनजीओ, रिपोर्ट करने वाले व्यक्ति और सौंपे गए स्वयंसेवक ही खोल सकते हैं',
  ),
  RULE_AVAILABLE_OR_HELD: needsReview('यह मामला अब उपलब्ध नहीं है'),
  RULE_HOLDER: needsReview('यह केवल वही स्वयंसेवक कर सकता है जिसने यह मामला लिया है'),
  RULE_REPORTER: needsReview('यह केवल वही व्यक्ति कर सकता है जिसने यह मामला रिपोर्ट किया है'),
  RULE_VERIFIED_NGO_ON_VISIBLE: needsReview('यह रिपोर्ट Rescue Network टीम ने छिपा दी है'),
  VOLUNTEER_NOT_SIGNED: needsReview('मामला लेने से पहले कृपया स्वयंसेवक दस्तावेज़ों पर हस्ताक्षर करें'),
  ALREADY_SIGNED: needsReview('इन दस्तावेज़ों पर पहले ही हस्ताक्षर हो चुके हैं'),
  ESIGN_UNAVAILABLE: needsReview('ई-हस्ताक्षर सेवा अभी उपलब्ध नहीं है, कृपया फिर से कोशिश करें'),
  DOCUMENT_TYPE_INVALID: needsReview((p) => `documentType '${p.type}' होना चाहिए`),

  // Reports and cases
  LOGGED_IN: needsReview('लॉग इन सफल रहा!'),
  REGISTERED: needsReview('पंजीकरण सफल रहा!'),
  LOGGED_OUT: needsReview('आप लॉग आउट हो गए हैं'),
  ALREADY_HANDLED: needsReview((p) => `यह मामला पहले से ही ${p.ngo} संभाल रहा है`),
  TOO_MANY_HELD: needsReview(
    (p) =>
      `आपके पास पहले से ${p.n === '1' ? '1 खुला मामला है' : `${p.n} खुले मामले हैं`}। नया मामला लेने से पहले कोई एक मामला पूरा करें।`,
  ),
  MOVE_NOT_ALLOWED: needsReview(
    (p) => `${mover(p.mover)} द्वारा मामले की स्थिति '${status(p.to)}' नहीं की जा सकती`,
  ),
  MOVE_NOT_FROM_STATUS: needsReview(
    (p) =>
      `'${status(p.from)}' मामले की स्थिति ${mover(p.mover)} द्वारा '${status(p.to)}' नहीं की जा सकती`,
  ),
  ANALYTICS_RANGE: needsReview(
    (p) => `अवधि आज या उससे पहले शुरू होनी चाहिए और अधिकतम ${p.days} दिन की हो सकती है`,
  ),
  CURSOR_MALFORMED: needsReview('cursor मान्य नहीं है'),
  CURSOR_OTHER_PLACE: needsReview('cursor किसी दूसरे lat और lng का है: इसके बिना फिर से शुरू करें'),
  PHOTO_TOO_MANY_PIXELS_FOR_KIND: needsReview(
    (p) =>
      `फ़ोटो बहुत बड़ी है: ऐसी ${p.kind?.includes('JPEG') ? 'progressive JPEG' : 'interlaced PNG'} फ़ोटो के लिए अधिकतम ${p.n} मेगापिक्सल`,
  ),
  IDEMPOTENCY_KEY_INVALID: needsReview(
    (p) => `Idempotency-Key में 1 से ${p.n} तक दिखने वाले ASCII अक्षर होने चाहिए`,
  ),
  INCIDENT_REPORTED: needsReview('मामला सफलतापूर्वक रिपोर्ट हो गया!'),
  ANONYMOUS_REPORT: needsReview(
    'मामला सफलतापूर्वक रिपोर्ट हो गया! मामला देखने और जानकारी जोड़ने के लिए फ़ॉलो लिंक संभालकर रखें।',
  ),
  ANONYMOUS_CONTACT_REQUIRED: needsReview('फ़ोन नंबर या ईमेल पता दें, ताकि एनजीओ आपसे संपर्क कर सके'),
  FOLLOWING_CASE: needsReview(
    'आप इस मामले को फ़ॉलो कर रहे हैं: इसे देखने और जानकारी जोड़ने के लिए फ़ॉलो लिंक संभालकर रखें',
  ),
  FOLLOW_LINK_INVALID: needsReview('यह फ़ॉलो लिंक मान्य नहीं है: रिपोर्ट करते समय मिला लिंक खोलें'),
  FOLLOW_LINK_CLAIMED: needsReview(
    'यह मामला पहले से एक खाते में रखा गया है: इसे देखने के लिए उस खाते में लॉग इन करें',
  ),
  FOLLOW_ACCOUNT_EXISTS: needsReview('इस ईमेल का खाता पहले से है: लॉग इन करें, फिर मामले को उसमें रखें'),
  INCIDENT_NOT_FOUND: needsReview('मामला नहीं मिला'),
  STATUS_UPDATED: needsReview('स्थिति सफलतापूर्वक अपडेट हो गई'),
  SEVERITY_CONFIRMED: needsReview('गंभीरता की पुष्टि हो गई'),
  SEVERITY_CHANGED: needsReview('गंभीरता बदल दी गई'),
  SEVERITY_REASON_REQUIRED: needsReview('गंभीरता अलग क्यों है, एक शब्द में बताएँ'),
  HANDLING_CASE: needsReview('यह मामला अब आप संभाल रहे हैं'),
  CASE_ALREADY_RESOLVED: needsReview('यह मामला पहले ही हल हो चुका है'),
  CLOSURE_NOTE_REQUIRED: needsReview("बंद करने का कारण 'अन्य' हो तो closureNote लिखना ज़रूरी है"),
  CLOSURE_ONLY_WHEN_RESOLVED: needsReview(
    `closureReason और closureNote केवल '${status('resolved')}' स्थिति के लिए हैं`,
  ),
  REOPEN_NOT_RESOLVED: needsReview('केवल हल हो चुका मामला ही दोबारा खोला जा सकता है'),
  REOPEN_TOO_LATE: needsReview(
    `यह मामला ${REOPEN_WINDOW_DAYS} दिन से भी पहले हल हो चुका है, अब इसे दोबारा नहीं खोला जा सकता`,
  ),
  REOPENED: needsReview('मामला दोबारा खोल दिया गया है'),
  REPORTER_UPDATE_CLOSED: needsReview(
    'मामला खुला होने पर ही जानकारी जोड़ी जा सकती है; पहले इसे दोबारा खोलें',
  ),
  REPORTER_UPDATE_ADDED: needsReview('आपकी जानकारी मामले में जोड़ दी गई है'),
  CASE_HIDDEN: needsReview('यह मामला अब उपलब्ध नहीं है: Rescue Network टीम ने यह रिपोर्ट छिपा दी है'),
  ALREADY_TAKEN: needsReview('यह मामला पहले ही किसी दूसरे स्वयंसेवक ने ले लिया है'),
  ALREADY_COMPLETED: needsReview('यह मामला पहले ही पूरा किया जा चुका है'),
  ALREADY_YOURS: needsReview('यह मामला आप पहले ही ले चुके हैं'),
  TOO_MANY_TAKES: needsReview(
    (p) => `आपने कम समय में बहुत सारे मामले लिए हैं। कृपया ${wait(p)} बाद फिर से कोशिश करें।`,
  ),
  INCIDENT_BUSY: needsReview('इस मामले में अभी दूसरा बदलाव हो रहा है, कृपया फिर से कोशिश करें'),
  SELF_DUPLICATE: needsReview('कोई रिपोर्ट खुद की ही डुप्लिकेट नहीं हो सकती'),
  TOO_MANY_REPORTS: needsReview(
    (p) => `बहुत सारी रिपोर्ट भेजी गई हैं। कृपया ${wait(p)} बाद फिर से कोशिश करें।`,
  ),
  TOO_MANY_NEARBY_SEARCHES: needsReview(
    (p) => `बहुत बार खोजा गया है। कृपया ${wait(p)} बाद फिर से कोशिश करें।`,
  ),
  TOO_MANY_ASSESSMENTS: needsReview(
    (p) => `गंभीरता के आकलन के बहुत सारे अनुरोध आए हैं। कृपया ${wait(p)} बाद फिर से कोशिश करें।`,
  ),
  REPORT_CONTENT_TYPE: needsReview('रिपोर्ट multipart/form-data या application/json के रूप में भेजें'),
  REPORT_DATA_REQUIRED: needsReview('data ज़रूरी है'),
  REPORT_DATA_NOT_SINGLE: needsReview('data एक ही JSON टेक्स्ट होना चाहिए'),
  REPORT_DATA_INVALID_JSON: needsReview('data मान्य JSON होना चाहिए'),
  REPORT_DATA_TOO_LARGE: needsReview('रिपोर्ट का डेटा बहुत बड़ा है'),
  TOO_MANY_FILES: needsReview((p) => `अधिकतम एक ${p.field} जोड़ें`),
  TOO_MANY_FORM_FIELDS: needsReview('फ़ॉर्म में बहुत सारे फ़ील्ड हैं'),
  FILE_EMPTY: needsReview((p) => `${p.field} खाली है`),
  MALFORMED_MULTIPART: needsReview('multipart डेटा सही रूप में नहीं है'),
  PHOTO_TOO_LARGE: needsReview('फ़ोटो का आकार 10MB से कम होना चाहिए'),
  PHOTO_TOO_MANY_PIXELS: needsReview('फ़ोटो बहुत बड़ी है: अधिकतम 40 मेगापिक्सल'),
  UNSUPPORTED_PHOTO: needsReview('केवल PNG या JPEG फ़ोटो ही स्वीकार की जाती हैं'),
  PHOTO_NOT_FOUND: needsReview('फ़ोटो नहीं मिली'),
  PHOTO_SIZE_INVALID: needsReview('size thumb या full होना चाहिए'),
  INVALID_PHONE: needsReview('सही फ़ोन नंबर होना चाहिए, जैसे 98765 43210 या +91 98765 43210'),
  PHONE: needsReview('फ़ोन नंबर होना चाहिए (अंक, स्पेस, +, -, कोष्ठक)'),

  // Notifications and live updates
  PUSH_SERVICE_NOT_ALLOWED: needsReview('यह पुश सेवा स्वीकार नहीं है: ब्राउज़र की पुश सेवा से सदस्यता लें'),
  CURSOR_INVALID: needsReview('cursor: यह इस सूची का दिया हुआ नहीं है'),
  DUTY_LOCATION_NEEDED: needsReview('lat और lng ज़रूरी हैं: प्रोफ़ाइल का शहर हमारी सूची में नहीं है'),
  STREAM_TICKET_INVALID: needsReview('स्ट्रीम टिकट अमान्य है या उसकी अवधि समाप्त हो गई है'),
  NOT_AN_EVENT_STREAM: needsReview(
    'यह server-sent event स्ट्रीम है: Accept: text/event-stream भेजें (EventSource यही भेजता है)',
  ),
  EVENT_ID_INVALID: needsReview('lastEventId: यह इवेंट आईडी नहीं है'),
  TOO_MANY_STREAMS: needsReview('यहाँ बहुत सारी स्ट्रीम खुली हैं, कृपया फिर से कोशिश करें'),

  // The request itself
  BODY_TOO_LARGE: needsReview('भेजा गया डेटा बहुत बड़ा है'),
  BODY_TOO_SLOW: needsReview('भेजा गया डेटा बहुत धीरे पहुँचा'),
  UNSUPPORTED_ENCODING: needsReview(
    'यह Content-Encoding समर्थित नहीं है: डेटा identity, gzip, deflate या br में भेजें',
  ),
  UNDECODABLE_BODY: needsReview('भेजा गया डेटा पढ़ा नहीं जा सका'),
  MALFORMED_JSON: needsReview('JSON डेटा सही रूप में नहीं है'),
  UNSUPPORTED_CONTENT_TYPE: needsReview('यह content type समर्थित नहीं है'),
  METHOD_NOT_ALLOWED: needsReview('इस पते पर यह method स्वीकार नहीं है'),
  NO_ROUTE: needsReview((p) => `यह पता मौजूद नहीं है: ${p.method} ${p.path}`),
  BAD_REQUEST: needsReview('अनुरोध सही नहीं है'),
  INVALID_REQUEST: needsReview('अनुरोध मान्य नहीं है'),
  INVALID_VALUE: needsReview((p) => `${p.what} मान्य नहीं है`),
  FIELD_REQUIRED: needsReview((p) => `${p.field} ज़रूरी है`),
  VALIDATION_FAILED: needsReview(
    (p, nested) => `${p.field}: ${nested(p.detail ?? '') ?? `मान्य नहीं है (${p.detail})`}`,
  ),
  NOT_FOUND: needsReview('नहीं मिला'),
  FORBIDDEN: needsReview('आपको यह करने की अनुमति नहीं है'),
  INTERNAL_ENDPOINT: needsReview('यह आंतरिक endpoint है'),
  TOO_MANY_CONNECTIONS: needsReview(`आपके पते से एक साथ बहुत सारे अनुरोध आ रहे हैं, ${RETRY_SHORTLY}`),

  // The servers' own trouble
  INTERNAL_ERROR: needsReview('सर्वर में कोई गड़बड़ी हुई'),
  DATABASE_UNAVAILABLE: needsReview(`डेटाबेस अभी उपलब्ध नहीं है, ${RETRY_SHORTLY}`),
  SERVICE_STARTING: needsReview(`सेवा अभी शुरू हो रही है, ${RETRY_SHORTLY}`),
  STORAGE_FULL: needsReview('सर्वर की स्टोरेज भर गई है, कृपया बाद में फिर से कोशिश करें'),
  DEPENDENCY_UNAVAILABLE: needsReview('इस अनुरोध के लिए ज़रूरी एक सेवा अभी उपलब्ध नहीं है'),
  UPSTREAM_ERROR: needsReview('एक आंतरिक सेवा में गड़बड़ी हुई'),
  SERVICE_UNAVAILABLE: needsReview((p) => `${p.service} सेवा अभी उपलब्ध नहीं है, ${RETRY_SHORTLY}`),
  AREA_UNAVAILABLE: needsReview(
    (p) => `पेज का यह हिस्सा (${p.area}) अभी उपलब्ध नहीं है, ${RETRY_SHORTLY}`,
  ),
  METRICS_UNAVAILABLE: needsReview('मेट्रिक्स अभी उपलब्ध नहीं हैं'),

  // By status, for a message no entry recognises (the English follows in brackets).
  UNAUTHENTICATED: needsReview('लॉग इन मान्य नहीं है'),
  REQUEST_TIMEOUT: needsReview('अनुरोध में बहुत समय लगा'),
  CONFLICT: needsReview('यह बदलाव अभी नहीं हो सकता'),
  PAYLOAD_TOO_LARGE: needsReview('भेजा गया डेटा बहुत बड़ा है'),
  UNSUPPORTED_MEDIA_TYPE: needsReview('भेजे गए डेटा का प्रकार समर्थित नहीं है'),
  RATE_LIMITED: needsReview(`बहुत सारे अनुरोध आए हैं, ${RETRY_SHORTLY}`),
  BAD_GATEWAY: needsReview('एक आंतरिक सेवा से सही जवाब नहीं मिला'),
  UNAVAILABLE: needsReview(`सेवा अभी उपलब्ध नहीं है, ${RETRY_SHORTLY}`),
  GATEWAY_TIMEOUT: needsReview('सेवा ने समय पर जवाब नहीं दिया'),
  ERROR: needsReview('कुछ गलत हो गया'),
  // Issue 31: asking a volunteer to take a case.
  DISPATCH_SENT: needsReview('स्वयंसेवक से यह मामला लेने को कहा गया है'),
  DISPATCH_DECLINED: needsReview('आपने इस अनुरोध के लिए मना कर दिया'),
  VOLUNTEER_OFF_DUTY: needsReview('यह स्वयंसेवक अभी ड्यूटी पर नहीं है'),
  VOLUNTEER_FULL: needsReview('इस स्वयंसेवक के पास पहले से जितने मामले हो सकते हैं उतने हैं'),
  RULE_VERIFIED_NGO_COVERING: needsReview('यह मामला आपकी संस्था के कार्य क्षेत्रों से बाहर है'),
  RULE_DISPATCHED_VOLUNTEER: needsReview('आपसे यह मामला लेने को नहीं कहा गया था'),
  // Issue 30: the contact form and the newsletter.
  CONTACT_MESSAGE_SENT: needsReview(
    'हमें लिखने के लिए धन्यवाद। रेस्क्यू नेटवर्क की टीम जल्द ही आपका संदेश पढ़ेगी।',
  ),
  CONTACT_MESSAGE_NOT_FOUND: needsReview('संदेश नहीं मिला'),
  CONTACT_MESSAGE_HANDLED: needsReview('निपटाया गया के रूप में चिह्नित'),
  NEWSLETTER_SUBSCRIBED: needsReview(
    'आपने सदस्यता ले ली है। हमने आपको एक ईमेल भेजा है, जिसके लिंक से आप कभी भी सदस्यता छोड़ सकते हैं।',
  ),
  NEWSLETTER_UNSUBSCRIBED: needsReview('आपने सदस्यता छोड़ दी है। हम आपको न्यूज़लेटर फिर नहीं भेजेंगे।'),
  NEWSLETTER_LINK_INVALID: needsReview('सदस्यता छोड़ने का यह लिंक मान्य नहीं है: न्यूज़लेटर ईमेल का लिंक खोलें'),
  TOO_MANY_CONTACT_MESSAGES: needsReview(
    (p) => `बहुत सारे संदेश भेजे गए हैं। कृपया ${wait(p)} बाद फिर से कोशिश करें।`,
  ),
  TOO_MANY_SUBSCRIPTIONS: needsReview(
    (p) => `सदस्यता की बहुत सारी कोशिशें हुई हैं। कृपया ${wait(p)} बाद फिर से कोशिश करें।`,
  ),
};
