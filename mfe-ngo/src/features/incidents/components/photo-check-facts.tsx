import { DEFAULT_ANIMAL_TYPE, type Incident } from '@rescue/contracts';
import { Badge } from '@rescue/web-kit';
import { Muted } from '../../../components/layout';
import { ngoText, type NgoTextKey } from '../../../i18n/text';

type PhotoCheck = NonNullable<Incident['animalInfo']['photoCheck']>;

/** The animals the check knows (photo-check/detector.ts), in the page's language. */
const ANIMAL_KEYS: Record<string, NgoTextKey> = {
  bird: 'detail.photoCheck.animal.bird',
  cat: 'detail.photoCheck.animal.cat',
  dog: 'detail.photoCheck.animal.dog',
  horse: 'detail.photoCheck.animal.horse',
  sheep: 'detail.photoCheck.animal.sheep',
  cow: 'detail.photoCheck.animal.cow',
  elephant: 'detail.photoCheck.animal.elephant',
  bear: 'detail.photoCheck.animal.bear',
  zebra: 'detail.photoCheck.animal.zebra',
  giraffe: 'detail.photoCheck.animal.giraffe',
};

const percent = (score: number) => Math.round(score * 100);

/**
 * What the photo check saw (issue 30), as facts of the description card: the suggested type
 * with its score and every animal seen (its reasons), or that it found no animal. A suggestion
 * only: the reporter's animal type and the report stay as sent. Nothing before the check.
 */
export function PhotoCheckFacts({ animalInfo }: { animalInfo: Incident['animalInfo'] }) {
  const text = ngoText.useText();
  const check: PhotoCheck | undefined = animalInfo.photoCheck;
  if (!check) return null;
  const animal = (type: string) => (ANIMAL_KEYS[type] ? text(ANIMAL_KEYS[type]) : type);
  const noTypeGiven = !animalInfo.type.trim() || animalInfo.type === DEFAULT_ANIMAL_TYPE;
  const top = check.animals[0];
  return (
    <>
      <dt>{text('detail.photoCheck.title')}</dt>
      <dd>
        {check.noAnimalFound ? (
          <>
            <Badge $tone="warning">{text('detail.photoCheck.noAnimal')}</Badge>
            <Muted>{text('detail.photoCheck.noAnimalHint')}</Muted>
          </>
        ) : (
          <>
            <span>
              {check.suggestedType && top
                ? text('detail.photoCheck.looksLike', {
                    animal: animal(check.suggestedType),
                    percent: percent(top.score),
                  })
                : text('detail.photoCheck.unsure')}
            </span>
            {check.animals.length > 1 && (
              <Muted>
                {text('detail.photoCheck.seen', {
                  animals: check.animals
                    .map(({ type, score }) =>
                      text('detail.photoCheck.animalScore', {
                        animal: animal(type),
                        percent: percent(score),
                      }),
                    )
                    .join(', '),
                })}
              </Muted>
            )}
            {noTypeGiven && check.suggestedType && (
              <Muted>
                {text('detail.photoCheck.suggestType', { animal: animal(check.suggestedType) })}
              </Muted>
            )}
          </>
        )}
        <Muted>{text('detail.photoCheck.about')}</Muted>
      </dd>
    </>
  );
}
