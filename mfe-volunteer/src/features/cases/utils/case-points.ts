// The volunteer's cases as the kit's map points. The volunteer API has shapes of its own
// (spec section 3); the kit's mapPoint takes the few fields a point needs from either.
import type { VolunteerCaseDetail, VolunteerCaseListItem } from '@rescue/contracts';
import { mapPoint, type MapPoint } from '@rescue/web-kit/map';

/** A case of a list, linking to its page. */
export function listItemPoint(item: VolunteerCaseListItem, href: string): MapPoint {
  return mapPoint(
    {
      id: item.id,
      type: item.animalInfo.type,
      score: item.animalInfo.aiSeverityAssessment.score,
      location: item.location,
    },
    href,
  );
}

/** The case on its own page (no link: the page is the case). */
export function detailPoint(item: VolunteerCaseDetail): MapPoint {
  return mapPoint({
    id: item.id,
    type: item.animal_info.type,
    score: item.animal_info.severity.score,
    location: item.incident_location,
  });
}
