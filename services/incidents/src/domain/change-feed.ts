// GET /internal/incidents/changes: the change log (store/change-log.ts) for another service
// that follows it from a position it stores (the notifications service), as a long poll.
import type {
  IncidentChange,
  IncidentChangeFacts,
  IncidentChangesResponse,
} from '@rescue/contracts';
import type { ChangeDoc, ChangeLog } from '../store/change-log';
import type { IncidentDoc } from '../store/incident-doc';

/** How often a waiting ask looks at the log when this replica wrote nothing. */
const POLL_MS = 250;

export interface ChangesQuery {
  /** Absent: from now (the answer only says where the log is). */
  after?: number;
  waitMs: number;
  limit: number;
}

/**
 * The changes after `after`, oldest first: at once when there are some, else as soon as one is
 * logged within `waitMs`. Every read is an `_id` lookup, which the embedded database answers
 * without a scan (a range or the head would decode the whole log on each ask): the next numbers
 * one by one, and while waiting the one next number; `wake` resolves when this replica wrote.
 * A position older than the log keeps (its own change trimmed too) answers `gap` with the log's
 * head as the cursor.
 */
export async function changesAfter(
  log: ChangeLog,
  { after, waitMs, limit }: ChangesQuery,
  options: { serving: () => boolean; wake: () => Promise<void> },
): Promise<IncidentChangesResponse> {
  if (after === undefined) return { cursor: await log.head(), changes: [], gap: false };
  const deadline = Date.now() + waitMs;
  for (let first = true; ; first = false) {
    const changes: IncidentChange[] = [];
    for (let next = await log.get(after + 1); next;) {
      changes.push(toChange(next));
      if (changes.length >= limit) break;
      next = await log.get(after + 1 + changes.length);
    }
    if (changes.length > 0) return { cursor: after + changes.length, changes, gap: false };
    // Nothing after it: when its own change is gone too, the log may have moved past a trim.
    if (first && (after === 0 || !(await log.get(after)))) {
      const head = await log.head();
      if (head > after) return { cursor: head, changes: [], gap: after > 0 };
    }
    const left = deadline - Date.now();
    if (left <= 0 || !options.serving()) return { cursor: after, changes: [], gap: false };
    await Promise.race([
      options.wake(),
      new Promise<void>((resolve) => setTimeout(resolve, Math.min(POLL_MS, left)).unref()),
    ]);
  }
}

function toChange(doc: ChangeDoc): IncidentChange {
  return {
    seq: Number(doc._id),
    at: doc.at.toISOString(),
    op: doc.op ?? null,
    incident: doc.kind === 'put' && doc.doc ? factsOf(doc.doc) : null,
  };
}

/** What a notification needs of an incident: never the reporter's contact details. */
export function factsOf(doc: IncidentDoc): IncidentChangeFacts {
  return {
    id: doc._id.toHexString(),
    status: doc.status,
    city: doc.city,
    lat: doc.location.lat ?? doc.location.coordinates[1],
    lng: doc.location.lng ?? doc.location.coordinates[0],
    approximate: doc.location.approximate === true,
    score: doc.animalInfo.aiSeverityAssessment.score,
    category: doc.animalInfo.aiSeverityAssessment.category,
    animalType: doc.animalInfo.type,
    reportedBy: doc.reportedBy,
    assignedVolunteer: doc.volunteerActivity?.assignedVolunteer ?? null,
    volunteerStatus: doc.volunteerActivity?.status ?? null,
    hidden: doc.moderation?.hidden === true,
    flags: doc.flags?.length ?? 0,
    dispatch:
      doc.dispatch?.state === 'asked'
        ? { volunteerId: doc.dispatch.volunteerId, at: doc.dispatch.requestedAt.toISOString() }
        : null,
    escalation: doc.escalation ?? null,
    statusNote: statusNoteOf(doc),
  };
}

/**
 * The note for the reporter of the status change just made: the history's last event, when it
 * is one and carried a note (a later change, a volunteer taking the case, carries none).
 */
function statusNoteOf(doc: IncidentDoc): IncidentChangeFacts['statusNote'] {
  const last = doc.history?.[doc.history.length - 1];
  if (last?.type !== 'status_changed' || !last.note?.trim()) return null;
  return { eventId: last.id, note: last.note };
}
