import type { ServiceContext } from '@rescue/service-kit';
import type { OnboardingDocument } from '../domain/documents';
import { escapeHtml } from '../domain/html';
import { FULL_NAME_MAX_LENGTH } from '../domain/signing-form';

/** The signing pages need inline styles and a form posting back to us; nothing else. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;font:1.0625rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f5f7fa}
  main{max-width:40rem;margin:0 auto;padding:1.25rem}
  h1{font-size:1.6rem;line-height:1.25;margin:.5rem 0 1rem}
  h2{font-size:1.15rem;margin:0 0 .25rem}
  ol{list-style:none;padding:0;margin:0 0 1.5rem}
  li{background:#fff;border:1px solid #cbd2d9;border-radius:.5rem;padding:1rem;margin-bottom:.75rem}
  li p{margin:0}
  label{display:block;font-weight:600;margin-bottom:.35rem}
  input[type=text]{width:100%;font:inherit;padding:.7rem;border:2px solid #616e7c;border-radius:.4rem;min-height:2.75rem}
  .consent{display:flex;gap:.75rem;align-items:flex-start;margin:1.25rem 0}
  .consent input{width:1.5rem;height:1.5rem;margin:.15rem 0 0;flex:none}
  .consent label{font-weight:400;margin:0}
  button{font:inherit;font-weight:700;width:100%;min-height:3rem;border:0;border-radius:.4rem;background:#0b6e4f;color:#fff;cursor:pointer}
  :focus-visible{outline:3px solid #f0b429;outline-offset:2px}
  .error{background:#fde8e8;border:2px solid #b42318;color:#7a1a12;border-radius:.4rem;padding:.75rem;margin:0 0 1rem}
  a{color:#0b5394}
`;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Rescue Network</title>
<style>${STYLE}</style>
</head>
<body><main>${content}</main></body>
</html>`;
}

export interface SigningPageModel {
  title: string;
  documents: OnboardingDocument[];
  formAction: string;
  fullName?: string;
  error?: string;
}

export function signingPage({
  title,
  documents,
  formAction,
  fullName = '',
  error,
}: SigningPageModel): string {
  const names = documents.map((doc) => doc.name);
  const agreeTo = `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
  const items = documents
    .map((doc) => `<li><h2>${escapeHtml(doc.name)}</h2><p>${escapeHtml(doc.summary)}</p></li>`)
    .join('\n');
  const errorBlock = error
    ? `<p class="error" role="alert" id="form-error">${escapeHtml(error)}</p>`
    : '';
  const invalid = error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>Please read these ${documents.length} documents. Signing them lets you start helping animals through Rescue Network.</p>
<ol aria-label="Documents to sign">
${items}
</ol>
<form method="post" action="${escapeHtml(formAction)}">
${errorBlock}
<label for="fullName">Your full name (this is your signature)</label>
<input type="text" id="fullName" name="fullName" autocomplete="name" required maxlength="${FULL_NAME_MAX_LENGTH}" value="${escapeHtml(fullName)}"${invalid}>
<div class="consent">
<input type="checkbox" id="consent" name="consent" value="yes" required${invalid}>
<label for="consent">I have read and agree to the ${escapeHtml(agreeTo)}.</label>
</div>
<button type="submit">Sign Documents</button>
</form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/">Back to Rescue Network</a></p>`,
  );
}

export const LINK_NOT_VALID = messagePage(
  'This signing link is not valid',
  'The link is unknown or has expired (links last one hour). Please start signing again from the app.',
);

export const ALREADY_SIGNED = messagePage(
  'Already signed',
  'These documents have already been signed with this link. You can go back to the app.',
);

export function sendPage(ctx: ServiceContext, status: number, html: string): void {
  ctx.set('Content-Security-Policy', PAGE_CSP);
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = html;
}
