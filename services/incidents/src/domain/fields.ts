// Field schemas shared by request bodies and query strings (query values arrive as strings).
import { CITY_NAMES, INCIDENT_STATUSES, findCity, type City } from '@rescue/contracts';
import { requiredText, z } from '@rescue/service-kit';

/** One of the 16 cities, any case; becomes the city itself. */
export const cityField = requiredText(100).transform((name, ctx): City => {
  const found = findCity(name);
  if (!found) {
    ctx.addIssue({ code: 'custom', message: `must be one of ${CITY_NAMES.join(', ')}` });
    return z.NEVER;
  }
  return found;
});

export const statusField = z.enum(INCIDENT_STATUSES, {
  error: `must be one of ${INCIDENT_STATUSES.join(', ')}`,
});

/** A decimal number within [min, max], e.g. a latitude. */
export const numberParam = (min: number, max: number) => {
  const message = `must be a number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(min, { error: message }).max(max, { error: message }));
};
