// Email to reporters who asked for it (issue 18): which messages a write makes due, and their
// words. Two messages per case at most: "taken" when an NGO handles it or a volunteer takes it
// (whichever first), "closed" when it is resolved, with the reason. The reporter's address is
// never read here: the worker (email-worker.ts) asks the auth service for it when sending.
import { APP_NAME, CLOSURE_REASON_LABELS, isClosedStatus } from '@rescue/contracts';
import { wordFor } from '@rescue/contracts/i18n';
import { LANGUAGE_LOCALES, type Language } from '@rescue/contracts/languages';
import type { DueMessage, EmailFacts, EmailKind } from '../store/email-outbox';
import type { IncidentDoc } from '../store/incident-doc';
import { closureOf } from './case-history';
import { EMAIL_WORDS } from './reporter-email-words';

export const messageId = (incidentId: string, kind: EmailKind) => `${incidentId}:${kind}`;

const isTaken = (doc: Pick<IncidentDoc, 'assignedNGO' | 'volunteerActivity'>) =>
  doc.assignedNGO !== null || doc.volunteerActivity !== null;

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * The messages `doc` makes due after the write that turned `prev` into it (prev null: a write
 * found again after a crash, judged by its state alone). "taken" once the case has an NGO or
 * a volunteer, unless the same write closed it (then "closed" says it all); "closed" when it
 * became resolved. A reopened and closed again case, or one taken again, adds nothing: the
 * outbox already holds its message (the insert is refused).
 */
export function dueMessages(doc: IncidentDoc, prev: IncidentDoc | null): DueMessage[] {
  if (doc.notifyByEmail !== true) return [];
  const incidentId = doc._id.toHexString();
  const base = { animalType: doc.animalInfo.type, city: doc.city, reportedAt: doc.createdAt };
  const due: DueMessage[] = [];
  const closed = isClosedStatus(doc.status);
  if (isTaken(doc) && !closed && !(prev && isTaken(prev))) {
    due.push({
      id: messageId(incidentId, 'taken'),
      incidentId,
      kind: 'taken',
      reporterId: doc.reportedBy,
      facts: { ...base, takenBy: takenBy(doc, prev) },
    });
  }
  if (closed && !(prev && isClosedStatus(prev.status))) {
    const closure = closureOf(doc);
    due.push({
      id: messageId(incidentId, 'closed'),
      incidentId,
      kind: 'closed',
      reporterId: doc.reportedBy,
      facts: {
        ...base,
        reason: closure?.reason ?? 'other',
        ...(doc.assignedNGO ? { closedBy: doc.assignedNGO.name } : {}),
      },
    });
  }
  return due;
}

/** The NGO when this write gave the case one, else the volunteer. */
function takenBy(doc: IncidentDoc, prev: IncidentDoc | null): EmailFacts['takenBy'] {
  const ngoNew = doc.assignedNGO !== null && !prev?.assignedNGO;
  if (doc.assignedNGO && (ngoNew || !doc.volunteerActivity))
    return { role: 'ngo', name: doc.assignedNGO.name };
  if (doc.volunteerActivity)
    return { role: 'volunteer', name: firstName(doc.volunteerActivity.volunteerName) };
  return undefined;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** The reporter's case page. */
export const casePageUrl = (publicUrl: string, incidentId: string) =>
  `${publicUrl}/user-dashboard/incidents/${incidentId}`;

/**
 * A message's words, in plain text and simple HTML: the product's name, what happened, the
 * link to the reporter's case page. Only the reporter's own name and the names the reporter
 * sees on that page (the NGO, the volunteer's first name); never anyone's contact details.
 * In the reporter's chosen language (their profile's), English when they chose none.
 */
export function renderEmail(
  message: Pick<DueMessage, 'incidentId' | 'kind' | 'facts'>,
  {
    reporterName,
    publicUrl,
    language = 'en',
  }: { reporterName: string; publicUrl: string; language?: Language },
): EmailContent {
  const link = casePageUrl(publicUrl, message.incidentId);
  const { subject, greeting, lines, footer } =
    language === 'en'
      ? englishWords(message, reporterName)
      : translatedWords(message, reporterName, language);
  const text = [greeting, '', ...lines, link, '', `— ${APP_NAME}`, '', footer, ''].join('\n');
  const html = [
    `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    `<p>— ${escapeHtml(APP_NAME)}</p>`,
    `<p style="color:#666;font-size:small">${escapeHtml(footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

interface Words {
  subject: string;
  greeting: string;
  lines: string[];
  footer: string;
}

function englishWords(
  { kind, facts }: Pick<DueMessage, 'kind' | 'facts'>,
  reporterName: string,
): Words {
  const greeting = `Hello ${firstName(reporterName)},`;
  const reported = `the ${facts.animalType.toLowerCase()} you reported in ${facts.city} on ${day(facts.reportedAt)}`;
  const footer = `You get this email because you asked ${APP_NAME} for updates on this report.`;
  if (kind === 'taken') {
    const who = facts.takenBy;
    return {
      subject: `${APP_NAME}: your report has been taken on`,
      greeting,
      lines: [
        who?.role === 'volunteer'
          ? `Good news: a volunteer, ${who.name}, has taken on ${reported}.`
          : `Good news: ${who?.name ?? 'an NGO'} is handling ${reported}.`,
        'You can follow what happens on your case page:',
      ],
      footer,
    };
  }
  const reason = CLOSURE_REASON_LABELS[facts.reason ?? 'other'];
  return {
    subject: `${APP_NAME}: your report has been closed (${reason})`,
    greeting,
    lines: [
      `The case of ${reported} has been closed${facts.closedBy ? ` by ${facts.closedBy}` : ''}.`,
      `Outcome: ${reason}.`,
      'The details, and a way to reopen the case if it is not done, are on your case page:',
    ],
    footer,
  };
}

function translatedWords(
  { kind, facts }: Pick<DueMessage, 'kind' | 'facts'>,
  reporterName: string,
  language: Exclude<Language, 'en'>,
): Words {
  const words = EMAIL_WORDS[language];
  const written = facts.animalType.trim();
  const said = {
    animal: wordFor(words.animals, written),
    city: facts.city,
    date: day(facts.reportedAt, language),
  };
  const base = { greeting: words.greeting(firstName(reporterName)), footer: words.footer };
  if (kind === 'taken') {
    const who = facts.takenBy;
    return {
      ...base,
      subject: words.takenSubject,
      lines: [
        who?.role === 'volunteer'
          ? words.takenByVolunteer(said, who.name)
          : words.takenByNgo(said, who?.name),
        words.followOnPage,
      ],
    };
  }
  const reason = words.reasons[facts.reason ?? 'other'];
  return {
    ...base,
    subject: words.closedSubject(reason),
    lines: [words.closed(said, facts.closedBy), words.outcome(reason), words.reopenOnPage],
  };
}

/**
 * 23 Nov 2026, or 23 नवंबर 2026 (UTC: the server does not know the reporter's zone). Latin
 * digits in every language, as the app writes them (Marathi's Intl default is Devanagari).
 */
function day(date: Date, language: Language = 'en'): string {
  return language === 'en'
    ? date.toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : date.toLocaleDateString(LANGUAGE_LOCALES[language], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
        numberingSystem: 'latn',
      });
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
