import { COCO_ANIMALS, PHOTO_CHECK_MODEL, type Detection } from './detector';

/** An animal counts as seen at this score (the model's own scores run low: a clear dog ~0.5). */
export const ANIMAL_MIN_SCORE = 0.2;
/** ...and is suggested as the animal's type from this score. */
export const SUGGEST_MIN_SCORE = 0.3;

/** What is stored on the incident as animalInfo.photoCheck (the contracts' PhotoCheck). */
export interface StoredPhotoCheck {
  /** Each animal type seen, best score first (scores 0-1, two decimals). */
  animals: { type: string; score: number }[];
  /** The best-scored type at SUGGEST_MIN_SCORE or more; null otherwise. */
  suggestedType: string | null;
  /** No animal seen at ANIMAL_MIN_SCORE: the NGO may want to ask for another photo. */
  noAnimalFound: boolean;
  model: string;
  checkedAt: Date;
}

/** The reasons shown: every animal type the model saw, with its best score. */
export function summarise(detections: Detection[], checkedAt: Date): StoredPhotoCheck {
  const best = new Map<string, number>();
  for (const { classIndex, score } of detections) {
    const type = COCO_ANIMALS[classIndex];
    if (!type || score < ANIMAL_MIN_SCORE) continue;
    best.set(type, Math.max(best.get(type) ?? 0, score));
  }
  const animals = [...best]
    .map(([type, score]) => ({ type, score: Math.round(score * 100) / 100 }))
    .sort((a, b) => b.score - a.score || a.type.localeCompare(b.type));
  const top = animals[0];
  return {
    animals,
    suggestedType: top && top.score >= SUGGEST_MIN_SCORE ? top.type : null,
    noAnimalFound: animals.length === 0,
    model: PHOTO_CHECK_MODEL,
    checkedAt,
  };
}
