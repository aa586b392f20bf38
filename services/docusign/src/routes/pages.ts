import { theirLanguage, type ServiceContext } from '@rescue/service-kit';
import type { OnboardingDocument } from '../domain/documents';
import { escapeHtml } from '../domain/html';
import { APP_NAME, BRAND_COLOURS } from '@rescue/contracts';
import { isLanguage, type Language } from '@rescue/contracts/languages';
import { PAGE_WORDS, type SigningFormError } from '../domain/page-words';
import { FULL_NAME_MAX_LENGTH } from '../domain/signing-form';

/** The signing pages need inline styles and a form posting back to us; nothing else. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

// Phone first (390 px wide and up), one readable column up to 40rem on a desktop. The brand
// colour carries the header and the main button; text colours meet WCAG AA on their backgrounds.
const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f6f8fa}
  .site{background:${BRAND_COLOURS.brand};color:#fff}
  .site div,main{max-width:40rem;margin:0 auto;padding:0 1rem}
  .site div{display:flex;align-items:center;min-height:3.5rem}
  .brand{font-size:1.25rem;font-weight:800;letter-spacing:.01em}
  .brand span{margin-right:.4rem}
  main{padding-top:1rem;padding-bottom:2.5rem}
  .back{display:inline-flex;align-items:center;min-height:2.75rem;padding:0 .25rem;margin-left:-.25rem;font-weight:600}
  h1{font-size:1.6rem;line-height:1.25;margin:.5rem 0 1rem}
  h2{font-size:1.15rem;margin:0 0 .25rem}
  ol{list-style:none;padding:0;margin:0 0 1.5rem}
  li{background:#fff;border:1px solid #d0d7de;border-left:4px solid ${BRAND_COLOURS.brand};border-radius:.5rem;padding:1rem;margin-bottom:.75rem}
  li p{margin:0}
  form{background:#fff;border:1px solid #d0d7de;border-radius:.5rem;padding:1rem}
  label{display:block;font-weight:600;margin-bottom:.35rem}
  input[type=text]{width:100%;font:inherit;padding:.7rem;border:2px solid #57606a;border-radius:.4rem;min-height:2.75rem}
  .consent{display:flex;gap:.75rem;align-items:flex-start;margin:1.25rem 0}
  .consent input{width:1.5rem;height:1.5rem;margin:.15rem 0 0;flex:none;accent-color:${BRAND_COLOURS.brand}}
  .consent label{font-weight:400;margin:0}
  button{font:inherit;font-weight:700;width:100%;min-height:3rem;border:0;border-radius:.4rem;background:${BRAND_COLOURS.brand};color:#fff;cursor:pointer}
  button:hover{background:${BRAND_COLOURS.brandHover}}
  :focus-visible{outline:3px solid #0a58ca;outline-offset:2px}
  .error{background:#fef3f2;border:2px solid #b42318;color:#7a1a12;border-radius:.4rem;padding:.75rem;margin:0 0 1rem}
  a{color:${BRAND_COLOURS.link}}
  @media (min-width:48rem){
    main{padding-top:2rem}
    h1{font-size:2rem}
    form{padding:1.5rem}
    button{width:auto;padding:0 2.5rem}
  }
`;

/** The Back link: where the person came from (validated before it got here, escaped here). */
function backLink(href: string, label: string): string {
  return `<p><a class="back" href="${escapeHtml(href)}"><span aria-hidden="true">←&nbsp;</span>${escapeHtml(label)}</a></p>`;
}

function layout(title: string, content: string, language: Language): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${APP_NAME}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="site"><div><span class="brand"><span aria-hidden="true">♥</span>${APP_NAME}</span></div></header>
<main>${content}</main>
</body>
</html>`;
}

export interface SigningPageModel {
  title: string;
  documents: OnboardingDocument[];
  formAction: string;
  /** Where Back goes: the page signing started from (a validated path on this site). */
  back: string;
  fullName?: string;
  error?: SigningFormError;
  /** The reader's language (pageLanguage): English unless they asked for Hindi or Marathi. */
  language?: Language;
}

export function signingPage({
  title,
  documents,
  formAction,
  back,
  fullName = '',
  error,
  language = 'en',
}: SigningPageModel): string {
  const words = PAGE_WORDS[language];
  const said = (english: string) => words.names[english] ?? english;
  const names = documents.map((doc) => said(doc.name));
  const items = documents
    .map(
      (doc) =>
        `<li><h2>${escapeHtml(said(doc.name))}</h2><p>${escapeHtml(words.summaries[doc.name] ?? doc.summary)}</p></li>`,
    )
    .join('\n');
  const errorBlock = error
    ? `<p class="error" role="alert" id="form-error">${escapeHtml(words.errors[error](FULL_NAME_MAX_LENGTH))}</p>`
    : '';
  const invalid = error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  return layout(
    said(title),
    `${backLink(back, words.back)}
<h1>${escapeHtml(said(title))}</h1>
<p>${escapeHtml(words.intro(documents.length))}</p>
<ol aria-label="${escapeHtml(words.documentsLabel)}">
${items}
</ol>
<form method="post" action="${escapeHtml(formAction)}">
${errorBlock}
<label for="fullName">${escapeHtml(words.nameLabel)}</label>
<input type="text" id="fullName" name="fullName" autocomplete="name" required maxlength="${FULL_NAME_MAX_LENGTH}" value="${escapeHtml(fullName)}"${invalid}>
<div class="consent">
<input type="checkbox" id="consent" name="consent" value="yes" required${invalid}>
<label for="consent">${escapeHtml(words.consent(names))}</label>
</div>
<button type="submit">${escapeHtml(words.button)}</button>
</form>`,
    language,
  );
}

export const BACK = PAGE_WORDS.en.back;

/** A page that only tells something, with Back to `back` (the app's home when unknown). */
export function messagePage(
  title: string,
  message: string,
  back?: string,
  language: Language = 'en',
): string {
  const words = PAGE_WORDS[language];
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${back ? backLink(back, words.back) : backLink('/', words.backHome)}`,
    language,
  );
}

/**
 * The language a signing page is written in: the link's `lang` (langQuery: the app adds the
 * language the person chose when it asks for the link), else the browser's Accept-Language,
 * else English.
 */
export function pageLanguage(ctx: Pick<ServiceContext, 'query' | 'get' | 'vary'>): Language {
  const asked = ctx.query.lang;
  return isLanguage(asked) ? asked : theirLanguage(ctx);
}

/** One of the pages that only tell something, in the reader's language. */
function toldPage(
  page: 'linkNotValid' | 'alreadySigned' | 'notRecorded',
  back: string | undefined,
  language: Language,
) {
  const { title, text } = PAGE_WORDS[language][page];
  return messagePage(title, text, back, language);
}

/** Nobody knows where this link came from: Back goes to the app's home. */
export const linkNotValid = (language: Language = 'en') =>
  toldPage('linkNotValid', undefined, language);
export const LINK_NOT_VALID = linkNotValid('en');

export const alreadySigned = (back: string, language: Language = 'en') =>
  toldPage('alreadySigned', back, language);

export const couldNotRecord = (back: string, language: Language = 'en') =>
  toldPage('notRecorded', back, language);

export function sendPage(ctx: ServiceContext, status: number, html: string): void {
  ctx.set('Content-Security-Policy', PAGE_CSP);
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = html;
}
