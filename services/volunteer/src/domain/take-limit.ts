// Cases one volunteer may take per window (config.takeLimit), kept by service-kit's
// RateLimitStore in this service's database; the demo seed forgets its own takes by these.
import { tooManyRequests } from '@rescue/service-kit';

/** The attempt log's collection. */
export const TAKES_COLLECTION = 'caseTakes';

/** One volunteer's key in it. */
export const takeKey = (volunteerId: string) => `take:${volunteerId}`;

export function tooManyTakes(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return tooManyRequests(
    `You have taken many cases in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    retryAfterSeconds,
  );
}
