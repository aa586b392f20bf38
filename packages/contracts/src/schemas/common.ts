// Schemas more than one service uses.
import { z } from './zod';

export const errorSchema = z
  .object({
    message: z.string().openapi({
      description:
        "What went wrong, for people: the spec's English wording without Accept-Language, in Hindi or Marathi with Accept-Language hi or mr.",
    }),
    code: z.string().openapi({
      description:
        'What went wrong, for programs: a stable code (INVALID_CREDENTIALS, INCIDENT_NOT_FOUND, VALIDATION_FAILED, RATE_LIMITED...) that stays the same in every language.',
      example: 'INVALID_CREDENTIALS',
    }),
  })
  .openapi('Error');
