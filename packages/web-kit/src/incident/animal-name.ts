import { DEFAULT_ANIMAL_TYPE } from '@rescue/contracts';
import { kitText } from '../i18n/kit-text';

export const UNNAMED_ANIMAL = 'Animal, type not given';

/**
 * A card's title for the animal: its type with a capital ("Dog"), or, when the reporter
 * skipped the type (stored as "Unknown"), words that say so instead of a title "Unknown".
 */
export function animalName(type: string | null | undefined): string {
  const given = type?.trim();
  if (!given || given === DEFAULT_ANIMAL_TYPE) return kitText.t('animal.unnamed');
  return given.charAt(0).toUpperCase() + given.slice(1);
}
