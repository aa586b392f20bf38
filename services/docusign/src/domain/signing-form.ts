import type { SigningFormError } from './page-words';

export const FULL_NAME_MAX_LENGTH = 120;
const CONSENT_VALUES = ['on', 'yes', 'true', '1'];

export interface SigningForm {
  fullName: string;
  /** Why the form cannot be accepted: the page says it in the reader's language. */
  error?: SigningFormError;
}

/** Reads the signing form (typed full name and consent box) as a browser posts it. */
export function readSigningForm(body: unknown): SigningForm {
  const { fullName, consent } = (body ?? {}) as Record<string, unknown>;
  const name = typeof fullName === 'string' ? fullName.trim().replace(/\s+/g, ' ') : '';
  if (!name) return { fullName: '', error: 'nameMissing' };
  if (name.length > FULL_NAME_MAX_LENGTH) return { fullName: name, error: 'nameTooLong' };
  const agreed =
    consent === true || (typeof consent === 'string' && CONSENT_VALUES.includes(consent));
  if (!agreed) return { fullName: name, error: 'noConsent' };
  return { fullName: name };
}
