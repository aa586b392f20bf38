import { INCIDENT_NOT_FOUND_MESSAGE } from '@rescue/contracts';
import { notFound, parseObjectId } from '@rescue/service-kit';
import type { IncidentStore } from '../store/incidents';
import type { IncidentDoc } from '../store/incident-doc';

export const INCIDENT_NOT_FOUND = INCIDENT_NOT_FOUND_MESSAGE;

/** The incident named by a path parameter: 400 when malformed, 404 when unknown. */
export async function loadIncident(
  incidents: IncidentStore,
  id: string | undefined,
): Promise<IncidentDoc> {
  const doc = await incidents.findById(parseObjectId(id, 'incident id'));
  if (!doc) throw notFound(INCIDENT_NOT_FOUND);
  return doc;
}
