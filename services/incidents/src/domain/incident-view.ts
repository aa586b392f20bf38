import {
  isVerifiedNgo,
  maySeeContactDetails,
  type Incident,
  type IncidentLocation,
  type ReportModeration,
  type ReporterInfo,
  type VolunteerActivity,
} from '@rescue/contracts';
import type { AuthUser } from '@rescue/service-kit';
import {
  legacyLocationFields,
  type IncidentDoc,
  type StoredModeration,
} from '../store/incident-doc';
import { caseUpdatesOf, closureOf } from './case-history';
import { photoCheckView } from '../photo-check/view';

/**
 * Reporter contact details: the reporter, the operator, and verified NGOs (a reporter is
 * tied to the incident by definition): policy.ts, maySeeContactDetails.
 */
export function canSeeReporterContact(user: AuthUser, doc: IncidentDoc): boolean {
  return maySeeContactDetails(user, { accountId: doc.reportedBy, tiedToIncident: true });
}

/** Whether and why the operator hid it: for the operator and the reporter only. */
export function canSeeModeration(user: AuthUser, doc: IncidentDoc): boolean {
  return user.role === 'admin' || doc.reportedBy === user.id;
}

export function toModeration(stored: StoredModeration | undefined): ReportModeration {
  return {
    hidden: stored?.hidden === true,
    hiddenReason: stored?.hiddenReason ?? null,
    hiddenAt: stored?.hiddenAt?.toISOString() ?? null,
    duplicateOf: stored?.duplicateOf ?? null,
  };
}

/**
 * The public JSON shape; contact details only when `withContact`, moderation when
 * `withModeration`, the NGO's dispatch when `withDispatch` (verified NGOs, the operator and
 * the volunteer service: canSeeDispatch).
 */
export function toIncident(
  doc: IncidentDoc,
  withContact = false,
  withModeration = false,
  withDispatch = false,
): Incident {
  return {
    _id: doc._id.toHexString(),
    description: doc.description,
    status: doc.status,
    city: doc.city,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    location: locationView(doc),
    animalInfo: {
      description: doc.animalInfo.description,
      type: doc.animalInfo.type,
      photo: doc.animalInfo.photo,
      aiSeverityAssessment: { ...doc.animalInfo.aiSeverityAssessment },
      ...(doc.animalInfo.assessment ? { assessment: doc.animalInfo.assessment } : {}),
      ...(doc.animalInfo.ngoGrading
        ? {
            ngoGrading: {
              ...doc.animalInfo.ngoGrading,
              at: doc.animalInfo.ngoGrading.at.toISOString(),
            },
          }
        : {}),
      ...(doc.animalInfo.reporterGrading !== undefined
        ? { reporterGrading: doc.animalInfo.reporterGrading }
        : {}),
      ...photoCheckView(doc),
    },
    reporterInfo: reporterInfo(doc, withContact),
    volunteerActivity: volunteerActivity(doc),
    assignedNGO: doc.assignedNGO
      ? { name: doc.assignedNGO.name, id: doc.assignedNGO.id ?? null }
      : null,
    caseUpdates: caseUpdatesOf(doc).map((update) => ({
      timestamp: update.timestamp.toISOString(),
      description: update.description,
    })),
    closure: closureOf(doc),
    ...(withModeration ? { moderation: toModeration(doc.moderation) } : {}),
    ...(withDispatch ? { dispatch: dispatchView(doc) } : {}),
  };
}

/** Whom an NGO asked to take the case: for verified NGOs and the operator (issue 31). */
export const canSeeDispatch = (user: AuthUser): boolean =>
  isVerifiedNgo(user) || user.role === 'admin';

function dispatchView(doc: IncidentDoc): Incident['dispatch'] {
  const dispatch = doc.dispatch;
  if (!dispatch) return null;
  return {
    ...dispatch,
    requestedAt: dispatch.requestedAt.toISOString(),
    answeredAt: dispatch.answeredAt?.toISOString() ?? null,
  };
}

/** The view for this reader. */
export function toIncidentFor(user: AuthUser, doc: IncidentDoc): Incident {
  return toIncident(
    doc,
    canSeeReporterContact(user, doc),
    canSeeModeration(user, doc),
    canSeeDispatch(user),
  );
}

/**
 * JSON array text of the public views of `docs` (contact details when `withContact`), kept
 * beside the array: a cached read returns the same array until the next write. Mapping and
 * serialising a page was a fifth of a cached list read's CPU (--cpu-prof).
 */
export function incidentsJson(docs: readonly IncidentDoc[], withContact = false): string {
  const memo = withContact ? withContactJson : publicJson;
  let json = memo.get(docs);
  if (json === undefined) {
    // Contact details in a list are a verified NGO's view, which shows the dispatch too.
    json = JSON.stringify(docs.map((doc) => toIncident(doc, withContact, false, withContact)));
    memo.set(docs, json);
  }
  return json;
}
const publicJson = new WeakMap<readonly IncidentDoc[], string>();
const withContactJson = new WeakMap<readonly IncidentDoc[], string>();

/** JSON text of this reader's views of `docs`; a verified NGO's is the same for every one. */
export function incidentsJsonFor(user: AuthUser, docs: readonly IncidentDoc[]): string {
  if (isVerifiedNgo(user)) return incidentsJson(docs, true);
  return JSON.stringify(docs.map((doc) => toIncidentFor(user, doc)));
}

/**
 * The location as every view shows it. A record written behind the service's back since it
 * started (a bulk load) may lack the fields the start-up migration adds: read as it would.
 */
function locationView(doc: IncidentDoc): IncidentLocation {
  const { coordinates, address, approximate, accuracyMeters } = doc.location;
  if (approximate === undefined) {
    const legacy = legacyLocationFields(doc.city, coordinates);
    return { type: 'Point', coordinates, address, ...pick(legacy) };
  }
  return { type: 'Point', coordinates, address, approximate, accuracyMeters };
}

const pick = ({ approximate, accuracyMeters }: ReturnType<typeof legacyLocationFields>) => ({
  approximate,
  accuracyMeters,
});

function reporterInfo(doc: IncidentDoc, withContact: boolean): ReporterInfo {
  const { name, contactNumber, email, preferredContactMethod, unconfirmed } = doc.reporterInfo;
  // Whether the contact is confirmed is no contact detail: every reader may see it.
  const mark = unconfirmed ? { unconfirmed: true } : {};
  return withContact
    ? { name, contactNumber, email, preferredContactMethod, ...mark }
    : { name, ...mark };
}

function volunteerActivity(doc: IncidentDoc): VolunteerActivity | null {
  const activity = doc.volunteerActivity;
  if (!activity) return null;
  return {
    status: activity.status,
    assignedAt: activity.assignedAt.toISOString(),
    assignedVolunteer: activity.assignedVolunteer,
    volunteerName: activity.volunteerName,
  };
}
