import { dateTime } from './fields';
import { z } from './zod';

/**
 * The photo check (issue 30, "The photo helps"): what an object detector saw in the report's
 * photo, written by the incidents service a few seconds after the report is stored. It only
 * suggests: the report, its animal type and its severity stay as the reporter sent them.
 */
export const photoCheckSchema = z
  .strictObject({
    animals: z
      .array(
        z.strictObject({
          type: z.string().openapi({ description: 'bird, cat, dog, horse, sheep, cow, ...' }),
          score: z.number().min(0).max(1),
        }),
      )
      .openapi({ description: "Each animal type seen with the model's best score, best first." }),
    suggestedType: z.string().nullable().openapi({
      description: 'The best-scored type when the model is fairly sure (score 0.3 or more).',
    }),
    noAnimalFound: z.boolean().openapi({
      description:
        'True when the model saw no animal: the NGO may ask the reporter for another photo.',
    }),
    model: z.string(),
    checkedAt: dateTime,
  })
  .openapi('PhotoCheck', {
    description:
      'Absent until the photo is checked, and on reports without a photo or with PHOTO_CHECK=off.',
  });
export type PhotoCheck = z.infer<typeof photoCheckSchema>;
