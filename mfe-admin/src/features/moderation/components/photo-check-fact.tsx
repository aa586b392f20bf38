import type { ModerationItem } from '@rescue/contracts';
import { Badge } from '@rescue/web-kit';
import { adminText, type AdminTextKey } from '../../../i18n/text';
import { Fact } from '../../../components/facts';

/** The animals the check knows (services/incidents photo-check/detector.ts). */
const ANIMAL_KEYS: Record<string, AdminTextKey> = {
  bird: 'report.photoCheck.animal.bird',
  cat: 'report.photoCheck.animal.cat',
  dog: 'report.photoCheck.animal.dog',
  horse: 'report.photoCheck.animal.horse',
  sheep: 'report.photoCheck.animal.sheep',
  cow: 'report.photoCheck.animal.cow',
  elephant: 'report.photoCheck.animal.elephant',
  bear: 'report.photoCheck.animal.bear',
  zebra: 'report.photoCheck.animal.zebra',
  giraffe: 'report.photoCheck.animal.giraffe',
};

/**
 * What the photo check saw (issue 30), as one fact of the operator's report card: the
 * animals with their scores, or that it found no animal (a hint, never a reason on its own to
 * hide a report). Nothing before the check.
 */
export function PhotoCheckFact({ check }: { check: ModerationItem['photoCheck'] }) {
  const text = adminText.useText();
  if (!check) return null;
  const animal = (type: string) => (ANIMAL_KEYS[type] ? text(ANIMAL_KEYS[type]) : type);
  return (
    <Fact label={text('report.photoCheck.title')}>
      {check.noAnimalFound ? (
        <Badge $tone="warning">{text('report.photoCheck.noAnimal')}</Badge>
      ) : (
        check.animals
          .map(({ type, score }) =>
            text('report.photoCheck.animalScore', {
              animal: animal(type),
              percent: Math.round(score * 100),
            }),
          )
          .join(', ')
      )}
    </Fact>
  );
}
