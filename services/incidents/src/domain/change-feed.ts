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
const POLL_MS = 200;

export interface ChangesQuery {
  /** Absent: from now (the answer only says where the log is). */
  after?: number;
  waitMs: number;
  limit: number;
}

/**
 * The changes after `after`, oldest first: at once when there are some, else as soon as one is
 * logged within `waitMs`. Waiting asks the log for the one next number (an `_id` lookup, which
 * the embedded database answers without a scan); `wake` resolves when this replica wrote. A
 * position older than the log keeps answers `gap` with the log's head as the cursor.
 */
export async function changesAfter(
  log: ChangeLog,
  { after, waitMs, limit }: ChangesQuery,
  options: { serving: () => boolean; wake: () => Promise<void> },
): Promise<IncidentChangesResponse> {
  if (after === undefined) return { cursor: await log.head(), changes: [], gap: false };
  const deadline = Date.now() + waitMs;
  for (;;) {
    const next = await log.get(after + 1);
    if (next) {
      const docs = limit > 1 ? await log.range(after + 1, after + 1 + limit) : [next];
      const changes: IncidentChange[] = [];
      // Only the unbroken run from after + 1 (a number is logged once it is taken).
      for (const doc of docs) {
        if (Number(doc._id) !== after + 1 + changes.length) break;
        changes.push(toChange(doc));
      }
      return { cursor: after + changes.length, changes, gap: false };
    }
    const head = await log.head();
    if (head > after) return { cursor: head, changes: [], gap: true };
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
  };
}
