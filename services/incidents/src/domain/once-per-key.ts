// A case action sent with an Idempotency-Key (a status change, a reporter's note) is applied
// once: the key is kept on the history event the action appends, in the incident itself, so
// the check and the write are one decision under the incident's lock, on any replica. A retry
// (a lost answer, two taps at once) finds its event and is answered with the incident as it
// stands, instead of appending a second event.
import type { ObjectId, UpdateFilter } from '@rescue/service-kit';
import type { IncidentDoc, StoredCaseEvent } from '../store/incident-doc';
import type { IncidentStore } from '../store/incidents';

type Decision = (current: IncidentDoc) => UpdateFilter<IncidentDoc>;
/** Throws the refusal when the caller may not act on (or be answered with) the incident. */
type Authorize = (current: IncidentDoc) => void;

/** Thrown from a decision that finds its key already applied: nothing is written. */
class AlreadyApplied extends Error {
  constructor(readonly incident: IncidentDoc) {
    super('already applied');
  }
}

/**
 * The key's scope: the operation, the caller and the key (as the report's is the reporter's),
 * so one account's key never answers for another's, nor a note for a status change.
 */
export const keyScope = (operation: string, userId: string, key: string | undefined) =>
  key === undefined ? undefined : `${operation}:${userId}:${key}`;

/**
 * `decision`, applied at most once per `scope`: its one pushed history event keeps the scope.
 * `authorize` runs first, on a retry too: a retry is answered with the incident, so it must be
 * one the caller may still see (hidden since, for one).
 */
function oncePerScope(scope: string, decision: Decision, authorize?: Authorize): Decision {
  return (current) => {
    authorize?.(current);
    if (current.history?.some((event) => event.idempotencyScope === scope)) {
      throw new AlreadyApplied(current);
    }
    const update = decision(current);
    const event = update.$push?.history as StoredCaseEvent | undefined;
    if (!event) throw new Error('an action applied once per key must append one history event');
    return {
      ...update,
      $push: { ...update.$push, history: { ...event, idempotencyScope: scope } },
    };
  };
}

/**
 * incidents.update(id, decision), once per scope: `applied` false when an earlier request with
 * the same key had applied it (the incident is then as it stands). Null for an unknown id.
 */
export async function updateOnce(
  incidents: IncidentStore,
  id: ObjectId,
  scope: string | undefined,
  decision: Decision,
  authorize?: Authorize,
): Promise<{ incident: IncidentDoc; applied: boolean } | null> {
  if (!scope) {
    const incident = await incidents.update(id, decision);
    return incident && { incident, applied: true };
  }
  try {
    const incident = await incidents.update(id, oncePerScope(scope, decision, authorize));
    return incident && { incident, applied: true };
  } catch (error) {
    if (error instanceof AlreadyApplied) return { incident: error.incident, applied: false };
    throw error;
  }
}
