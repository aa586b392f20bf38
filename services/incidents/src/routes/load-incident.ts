import { INCIDENT_NOT_FOUND_MESSAGE, incidentFacts } from '@rescue/contracts';
import type { Incident } from '@rescue/contracts';
import {
  notFound,
  operationRouter,
  parseObjectId,
  type AuthUser,
  type ObjectId,
} from '@rescue/service-kit';
import { toIncidentFor } from '../domain/incident-view';
import { answerRefusals } from './refusals';
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

/**
 * Applies a change to the incident under its lock and answers as every case action does: the
 * message and the incident as the caller now sees it (404 when it is gone).
 */
export async function changeAndAnswer<Message extends string>(
  incidents: IncidentStore,
  id: ObjectId,
  change: Parameters<IncidentStore['update']>[1],
  caller: AuthUser,
  message: Message,
): Promise<{ success: true; message: Message; incident: Incident }> {
  const updated = await incidents.update(id, change);
  if (!updated) throw notFound(INCIDENT_NOT_FOUND);
  return { success: true, message, incident: toIncidentFor(caller, updated) };
}

/** The path's incident id, read without the incident (route()'s underLock): 400 when malformed. */
export const incidentIdOf = (id: string | undefined): string =>
  parseObjectId(id, 'incident id').toHexString();

/** The objects the incidents service's operations name by {id}. */
export interface IncidentObjects {
  incident: IncidentDoc;
}

/**
 * A router of the contracts' operations (service-kit's route()): the path's incident loaded
 * (400, 404) and authorized by the operation's rule before the handler, refusals answered.
 */
export function incidentOperations(incidents: IncidentStore, internalApiKey?: string) {
  const routes = operationRouter<IncidentObjects>({
    loaders: {
      incident: async (id) => {
        const doc = await loadIncident(incidents, id);
        return { object: doc, facts: incidentFacts(doc) };
      },
    },
    internalApiKey,
  });
  routes.router.use(answerRefusals);
  return routes;
}
