// The operator's duplicate picker (issue 33): the reports a report may repeat are those of its
// city, nearest first, instead of the newest of every city. Pure: the route reads the city's
// reports (store: page) and calls this.
import { DUPLICATE_CANDIDATES_MAX, distanceKm, type DuplicateCandidate } from '@rescue/contracts';
import type { IncidentDoc } from '../store/incident-doc';
import { toModerationItem } from './moderation';

/** How many of the city's newest reports are compared (a bounded read). */
export const DUPLICATE_SCAN_LIMIT = 500;

/**
 * The other reports of `report`'s city: those whose location and the report's are both exact
 * by distance, nearest first; then the rest (either only a city's centre, so distance says
 * nothing), closest in time to the report first. At most `max`.
 */
export function duplicateCandidates(
  report: IncidentDoc,
  sameCity: readonly IncidentDoc[],
  max = DUPLICATE_CANDIDATES_MAX,
): DuplicateCandidate[] {
  const id = report._id.toHexString();
  const at = report.createdAt.getTime();
  const exact = !report.location.approximate;
  return sameCity
    .filter((doc) => doc._id.toHexString() !== id && doc.city === report.city)
    .map((doc) => ({
      doc,
      distanceM:
        exact && !doc.location.approximate
          ? Math.round(distanceKm(report.location.coordinates, doc.location.coordinates) * 1000)
          : null,
      apart: Math.abs(doc.createdAt.getTime() - at),
    }))
    .sort(
      (a, b) =>
        (a.distanceM === null ? 1 : 0) - (b.distanceM === null ? 1 : 0) ||
        (a.distanceM ?? 0) - (b.distanceM ?? 0) ||
        a.apart - b.apart,
    )
    .slice(0, max)
    .map(({ doc, distanceM }) => ({ ...toModerationItem(doc), distanceM }));
}
