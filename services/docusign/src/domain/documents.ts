import {
  DOCUMENT_TYPES,
  REQUIRED_DOCUMENTS,
  type DocumentType,
  type SigningRole,
} from '@rescue/contracts';
import { sitePath, withSearchParam } from '@rescue/contracts';

export { isSigningRole, type SigningRole } from '@rescue/contracts';

export interface OnboardingDocument {
  name: string;
  /** What the signer agrees to, in plain words. */
  summary: string;
}

const SUMMARIES: Record<string, string> = {
  'Volunteer Agreement':
    'You give your time freely, follow the partner NGO’s guidance on every case you take, ' +
    'and can stop volunteering at any time by letting the NGO know.',
  'Code of Conduct':
    'Treat animals, reporters and fellow rescuers with respect, never put yourself or others ' +
    'in danger, and keep what you learn about a case private.',
  'Liability Waiver':
    'Rescue work has risks such as bites and scratches. You take part at your own risk and ' +
    'follow the safety advice you are given.',
  'NGO Partnership Agreement':
    'Your organisation handles the cases it accepts in good faith, keeps their status up to ' +
    'date, and coordinates the volunteers who help with them.',
  'Terms of Service':
    'Use the platform only for animal rescue, keep your account secure, and never post false ' +
    'or harmful reports.',
  'Data Protection Agreement':
    'Reporters’ contact details are shared with you only to help the animal: use them for ' +
    'nothing else, keep them safe and never pass them on.',
};

export function documentTypeFor(role: SigningRole): DocumentType {
  return DOCUMENT_TYPES[role];
}

/** The title and documents a role signs, each with its summary. */
export function onboardingFor(documentType: DocumentType): {
  title: string;
  documents: OnboardingDocument[];
} {
  const { title, documents } = REQUIRED_DOCUMENTS[documentType];
  return {
    title,
    documents: documents.map((name) => ({ name, summary: SUMMARIES[name] ?? '' })),
  };
}

/**
 * Where the browser goes after signing, telling the app how it went: back to the page signing
 * started from when the app named one (the sign-up page, which then confirms and goes on to
 * the dashboard), else the role's dashboard (spec section 2).
 */
export function afterSigningPath(role: SigningRole, signed: boolean, returnTo?: string): string {
  const back = sitePath(returnTo);
  const flag = signed ? '1' : '0';
  if (back) return withSearchParam(back, 'signed', flag);
  const dashboard = role === 'ngo' ? '/dashboard' : '/volunteer/dashboard';
  return `${dashboard}?signed=${flag}`;
}
