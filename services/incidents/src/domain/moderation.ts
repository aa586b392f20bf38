import type { ModerationItem } from '@rescue/contracts';
import type { AuthUser, UpdateFilter } from '@rescue/service-kit';
import type { IncidentDoc, StoredModeration } from '../store/incident-doc';
import { actorOf, caseEvent } from './case-history';
import { toModeration } from './incident-view';
import { refuse } from './refusal';
import { photoCheckView } from '../photo-check/view';

/** A report the operator has not hidden, or has shown again. */
const NOT_HIDDEN = { hidden: false, hiddenReason: null, hiddenAt: null, hiddenBy: null } as const;

const NOT_MODERATED: StoredModeration = { ...NOT_HIDDEN, duplicateOf: null };

const moderationOf = (doc: IncidentDoc): StoredModeration => doc.moderation ?? NOT_MODERATED;

/** The `$set` of the report's moderation with `change` made to it. */
const moderationWith = (doc: IncidentDoc, change: Partial<StoredModeration>) => ({
  moderation: { ...moderationOf(doc), ...change },
});

/** The operator hides the report, saying why (its reporter sees the reason). */
export const hide =
  (reason: string, admin: AuthUser, now: Date) =>
  (doc: IncidentDoc): UpdateFilter<IncidentDoc> => ({
    $set: moderationWith(doc, {
      hidden: true,
      hiddenReason: reason,
      hiddenAt: now,
      hiddenBy: admin.id,
    }),
    $push: { history: caseEvent('hidden', actorOf(admin), now, { note: reason }) },
  });

/** Shows the report again; the history records it only when it was hidden. */
export const restore =
  (admin: AuthUser, now: Date) =>
  (doc: IncidentDoc): UpdateFilter<IncidentDoc> => ({
    $set: moderationWith(doc, NOT_HIDDEN),
    ...(moderationOf(doc).hidden
      ? { $push: { history: caseEvent('unhidden', actorOf(admin), now) } }
      : {}),
  });

export const markDuplicateOf =
  (originalId: string | null) =>
  (doc: IncidentDoc): UpdateFilter<IncidentDoc> => {
    if (originalId === doc._id.toHexString())
      throw refuse('conflict', 'A report cannot be a duplicate of itself');
    return { $set: moderationWith(doc, { duplicateOf: originalId }) };
  };

/** One flag per NGO: flagging again changes nothing. */
export const addFlag =
  (ngo: AuthUser, reason: string, now: Date) =>
  (doc: IncidentDoc): UpdateFilter<IncidentDoc> =>
    (doc.flags ?? []).some((flag) => flag.by === ngo.id)
      ? { $set: { flags: doc.flags ?? [] } }
      : { $push: { flags: { by: ngo.id, byName: ngo.name, reason, at: now } } };

/** A report as the operator's queue shows it. */
export function toModerationItem(doc: IncidentDoc): ModerationItem {
  return {
    _id: doc._id.toHexString(),
    description: doc.description,
    animalDescription: doc.animalInfo.description,
    city: doc.city,
    address: doc.location.address,
    status: doc.status,
    photo: doc.animalInfo.photo,
    reporterName: doc.reporterInfo.name,
    reportedBy: doc.reportedBy,
    createdAt: doc.createdAt.toISOString(),
    moderation: toModeration(doc.moderation),
    flags: (doc.flags ?? []).map((flag) => ({ ...flag, at: flag.at.toISOString() })),
    ...photoCheckView(doc),
  };
}

/** The audit log's label for a report: the first 60 characters of its description. */
export const reportLabel = (doc: IncidentDoc) => doc.description.slice(0, 60);
