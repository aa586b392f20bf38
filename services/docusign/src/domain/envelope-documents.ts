import { SIGN_HERE_ANCHOR, type EnvelopeFile } from '../store/docusign-api';
import { escapeHtml } from './html';
import type { OnboardingDocument } from './documents';

/** One onboarding document as the HTML file DocuSign renders, with its signature anchor. */
export function envelopeFile(document: OnboardingDocument): EnvelopeFile {
  const name = escapeHtml(document.name);
  return {
    name: document.name,
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title></head>
<body><h1>${name}</h1><p>${escapeHtml(document.summary)}</p>
<p>Signature: <span style="color:#ffffff">${SIGN_HERE_ANCHOR}</span></p></body></html>`,
  };
}
