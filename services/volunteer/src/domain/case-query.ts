import { requiredText, z } from '@rescue/service-kit';

export const SEVERITY_FILTERS = ['all', 'high', 'moderate', 'low'] as const;
export type SeverityFilter = (typeof SEVERITY_FILTERS)[number];

export const DEFAULT_CASE_LIMIT = 50;
export const MAX_CASE_LIMIT = 200;
export const NOTE_MAX_LENGTH = 500;

/** A page size: a whole number from 1; anything above the maximum is capped, not refused. */
const limitParam = z.coerce
  .number({ error: 'must be a whole number' })
  .int({ error: 'must be a whole number' })
  .min(1, { error: 'must be at least 1' })
  .default(DEFAULT_CASE_LIMIT)
  .transform((limit) => Math.min(limit, MAX_CASE_LIMIT));

export const availableCasesQuery = z.object({
  search: z.string().trim().max(100, { error: 'must be at most 100 characters' }).optional(),
  severity: z
    .enum(SEVERITY_FILTERS, { error: `must be one of ${SEVERITY_FILTERS.join(', ')}` })
    .default('all'),
  limit: limitParam,
});

export const myCasesQuery = z.object({ limit: limitParam });

export const noteBody = z.object({ text: requiredText(NOTE_MAX_LENGTH) });
