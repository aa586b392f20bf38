export const FULL_NAME_MAX_LENGTH = 120;
const CONSENT_VALUES = ['on', 'yes', 'true', '1'];

export interface SigningForm {
  fullName: string;
  /** What to tell the signer when the form cannot be accepted. */
  error?: string;
}

/** Reads the signing form (typed full name and consent box) as a browser posts it. */
export function readSigningForm(body: unknown): SigningForm {
  const { fullName, consent } = (body ?? {}) as Record<string, unknown>;
  const name = typeof fullName === 'string' ? fullName.trim().replace(/\s+/g, ' ') : '';
  if (!name) return { fullName: '', error: 'Please type your full name to sign.' };
  if (name.length > FULL_NAME_MAX_LENGTH) {
    return {
      fullName: name,
      error: `Please keep your name under ${FULL_NAME_MAX_LENGTH} characters.`,
    };
  }
  const agreed =
    consent === true || (typeof consent === 'string' && CONSENT_VALUES.includes(consent));
  if (!agreed) return { fullName: name, error: 'Please tick the box to confirm you agree.' };
  return { fullName: name };
}
