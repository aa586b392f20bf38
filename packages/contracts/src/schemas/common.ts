// Schemas more than one service uses.
import { z } from './zod';

export const errorSchema = z
  .object({
    message: z.string(),
  })
  .openapi('Error');
