// The volunteer's cases as the kit's map points. The volunteer API has shapes of its own
// (spec section 3): the kit's incidentPoint reads only the id, the animal's type, the
// severity score and the location, so those are handed to it in the incident's shape.
import type {
  Incident,
  LngLat,
  VolunteerCaseDetail,
  VolunteerCaseListItem,
} from '@rescue/contracts';
import { incidentPoint, type MapPoint } from '@rescue/web-kit/map';

interface PointSource {
  id: string;
  type: string;
  score: number;
  location: { address: string; coordinates: LngLat; approximate?: boolean };
}

function pointOf({ id, type, score, location }: PointSource, href?: string): MapPoint {
  const incident = {
    _id: id,
    animalInfo: { type, aiSeverityAssessment: { score } },
    location: { ...location, type: 'Point' },
  };
  return incidentPoint(incident as unknown as Incident, href);
}

/** A case of a list, linking to its page. */
export function listItemPoint(item: VolunteerCaseListItem, href: string): MapPoint {
  return pointOf(
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
  return pointOf({
    id: item.id,
    type: item.animal_info.type,
    score: item.animal_info.severity.score,
    location: item.incident_location,
  });
}
