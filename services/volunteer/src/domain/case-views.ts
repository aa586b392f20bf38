import {
  findCity,
  distanceKm,
  isClosedStatus,
  roundKm,
  type CaseStatus,
  type Incident,
  type VolunteerCaseDetail,
  type VolunteerCaseListItem,
} from '@rescue/contracts';

/** The incident status, except 'completed' once the volunteer finished and the NGO has not resolved it. */
export function volunteerFacingStatus(incident: Incident): CaseStatus {
  if (incident.volunteerActivity?.status === 'completed' && !isClosedStatus(incident.status)) {
    return 'completed';
  }
  return incident.status;
}

/** [longitude, latitude] of a city's centre, if it is one of the fixed cities. */
export function cityCentre(city: string): [number, number] | undefined {
  const found = findCity(city);
  return found ? [found.longitude, found.latitude] : undefined;
}

export function toCaseListItem(
  incident: Incident,
  origin?: [number, number],
): VolunteerCaseListItem {
  const { animalInfo, location } = incident;
  const item: VolunteerCaseListItem = {
    id: incident._id,
    animalInfo: {
      type: animalInfo.type,
      description: animalInfo.description,
      photo: animalInfo.photo,
      aiSeverityAssessment: { score: animalInfo.aiSeverityAssessment.score },
    },
    location: locationOf(incident),
    city: incident.city,
    status: volunteerFacingStatus(incident),
    assignedAt: incident.volunteerActivity?.assignedAt ?? null,
    createdAt: incident.createdAt,
    assignedNGO: incident.assignedNGO,
  };
  if (origin) item.distanceKm = roundKm(distanceKm(origin, location.coordinates));
  return item;
}

/** Where the animal is, and whether that is only its city's centre. */
function locationOf({ location }: Incident) {
  return {
    address: location.address,
    coordinates: location.coordinates,
    approximate: location.approximate,
    accuracyMeters: location.accuracyMeters,
  };
}

/** The case as one volunteer may see it: another volunteer's case shows no updates. */
export function toCaseDetail(incident: Incident, volunteerId: string): VolunteerCaseDetail {
  const holder = incident.volunteerActivity?.assignedVolunteer;
  const assignedToMe = holder === volunteerId;
  const assignedToOther = holder !== undefined && !assignedToMe;
  const { animalInfo } = incident;
  return {
    id: incident._id,
    description: incident.description,
    status: volunteerFacingStatus(incident),
    city: incident.city,
    createdAt: incident.createdAt,
    animal_info: {
      type: animalInfo.type,
      description: animalInfo.description,
      photo: animalInfo.photo,
      severity: {
        score: animalInfo.aiSeverityAssessment.score,
        category: animalInfo.aiSeverityAssessment.category,
      },
    },
    incident_location: locationOf(incident),
    assignedNGO: incident.assignedNGO,
    assignedToMe,
    assignedToOther,
    caseUpdates: assignedToOther
      ? []
      : incident.caseUpdates.map(({ timestamp, description }) => ({ timestamp, description })),
    dispatchRequest: dispatchRequestFor(incident, volunteerId),
  };
}

/** An NGO's request to this volunteer that they have not answered yet (issue 31). */
function dispatchRequestFor(
  incident: Incident,
  volunteerId: string,
): VolunteerCaseDetail['dispatchRequest'] {
  const dispatch = incident.dispatch;
  if (!dispatch || dispatch.state !== 'asked' || dispatch.volunteerId !== volunteerId) return null;
  return { ngoName: dispatch.requestedBy.name, requestedAt: dispatch.requestedAt };
}
