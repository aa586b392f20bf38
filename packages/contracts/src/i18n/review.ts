// The shape of a server catalogue (Hindi, Marathi): each string carries its review state, so a
// native speaker can find what is still to read and mark it when done.
import type { MessageParams } from './server-catalogue';

export const NEEDS_NATIVE_REVIEW = 'machine-checked, needs native review';
export type ReviewState = typeof NEEDS_NATIVE_REVIEW | { reviewedBy: string; on: string };

/** Translates a message nested in another (a field's problem inside "field: problem"). */
export type Nested = (message: string) => string | undefined;
export type TranslationText = string | ((params: MessageParams, nested: Nested) => string);

export interface Translation {
  text: TranslationText;
  review: ReviewState;
}
export type ServerTranslations = Record<string, Translation>;

/** A translation written with care but not yet read by a native speaker. */
export const needsReview = (text: TranslationText): Translation => ({
  text,
  review: NEEDS_NATIVE_REVIEW,
});
