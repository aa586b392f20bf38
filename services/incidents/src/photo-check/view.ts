import type { Incident } from '@rescue/contracts';
import type { IncidentDoc } from '../store/incident-doc';
import type { StoredPhotoCheck } from './summary';

type PhotoCheckView = NonNullable<Incident['animalInfo']['photoCheck']>;

/** animalInfo.photoCheck as the API shows it; nothing until the photo was checked. */
export function photoCheckView(doc: IncidentDoc): { photoCheck?: PhotoCheckView } {
  // Written only by PhotoCheckWorker.store, beside the fields the report itself stored.
  const stored = (doc.animalInfo as { photoCheck?: StoredPhotoCheck }).photoCheck;
  if (!stored) return {};
  return {
    photoCheck: {
      animals: stored.animals.map(({ type, score }) => ({ type, score })),
      suggestedType: stored.suggestedType,
      noAnimalFound: stored.noAnimalFound,
      model: stored.model,
      checkedAt: new Date(stored.checkedAt).toISOString(),
    },
  };
}
