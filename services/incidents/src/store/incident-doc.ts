import type {
  CaseEventType,
  DispatchState,
  ClosureReason,
  IncidentStatus,
  Role,
  SeverityCategory,
} from '@rescue/contracts';
import { isCityCentre, isClosedStatus, type CaseClosure } from '@rescue/contracts';
import type { ObjectId } from '@rescue/service-kit';
import type { Assessment, AssessmentCategory, SignKey } from '@rescue/contracts/assessment';

export interface StoredVolunteerActivity {
  status: 'assigned' | 'completed';
  assignedAt: Date;
  /** The volunteer's user id. */
  assignedVolunteer: string;
  volunteerName: string;
  completedAt?: Date;
}

export interface StoredCaseUpdate {
  timestamp: Date;
  description: string;
}

/**
 * One event of the case's history, stored on the incident (docs/architecture.md, "The case
 * history"): the one record of what happened; caseUpdates, notifications and closure are read
 * from it.
 */
export interface StoredCaseEvent {
  /** An ObjectId's hex: unique within the incident. */
  id: string;
  type: Exclude<CaseEventType, 'legacy'>;
  at: Date;
  /** From the verified token (or, for volunteer actions, the holder the incidents service knows). */
  actor: { id: string; role: Role; name: string };
  /** The status before and after, when the event moved it; else null. */
  from: IncidentStatus | null;
  to: IncidentStatus | null;
  note: string | null;
  /** The closure reason, on status_changed to resolved. */
  reason: ClosureReason | null;
  /** A photo the reporter added with a note (its stored name); absent on every other event. */
  photo?: string | null;
  /** A note by someone following the case (not its reporter): "Not twice", issue 30. */
  follower?: true;
  /** On severity_reviewed: the category before and the NGO's (the same when confirmed). */
  severity?: { from: SeverityCategory; to: AssessmentCategory } | null;
  /** On escalated: whom the untaken critical case went to, and when after the report. */
  escalation?: StoredEscalationStep | null;
  /**
   * The action's "<operation>:<caller id>:<Idempotency-Key>" when the client sent a key
   * (domain/once-per-key.ts): a retry finds it and appends nothing. Never shown.
   */
  idempotencyScope?: string;
}

/** One step of a critical case's escalation (domain/escalation.ts). */
export interface StoredEscalationStep {
  step: 'volunteers' | 'ngos';
  radiusKm: number | null;
  afterMinutes: number;
}

/** The last on-duty volunteer a verified NGO asked to take the case, and their answer. */
export interface StoredDispatch {
  volunteerId: string;
  volunteerName: string;
  requestedBy: { id: string; name: string };
  requestedAt: Date;
  state: DispatchState;
  answeredAt: Date | null;
}

/** The app's assessment of a report (domain/assess.ts) and the signs it was given. */
export interface StoredAssessment extends Assessment {
  signs: SignKey[];
}

/** A verified NGO's review of the severity, beside the app's assessment (never changed). */
export interface StoredNgoGrading {
  category: AssessmentCategory;
  reason: string | null;
  appCategory: AssessmentCategory | null;
  rubricVersion: string | null;
  agreed: boolean | null;
  ngo: { id: string; name: string };
  at: Date;
}

/** The reporter's own grading: the new form's reporterGrading, or an older client's aiSeverityAssessment. */
export interface StoredReporterGrading {
  category: AssessmentCategory;
  score: number | null;
  reason: string | null;
  from: 'form' | 'aiSeverityAssessment';
}

export interface StoredReporterInfo {
  name: string;
  contactNumber: string;
  email: string;
  preferredContactMethod: string;
  /** Sent without an account (POST /api/incidents/anonymous): nobody confirmed these details. */
  unconfirmed?: true;
}

/**
 * Where the animal is. `lat` and `lng` repeat the coordinates as plain numbers: the distance
 * queries' bounding box is a range on them, which a MongoDB index answers (docs/architecture.md,
 * "Distance queries"). Written at report time; store/location-migration.ts fills them in on
 * records from before.
 */
export interface StoredLocation {
  type: 'Point';
  coordinates: [number, number];
  address: string;
  lat: number;
  lng: number;
  /** No pin: the coordinates are the city's centre. */
  approximate: boolean;
  /** The device's accuracy in metres, with exact coordinates from a device; else null. */
  accuracyMeters: number | null;
}

/** An incident as stored: the public shape with Dates, plus who reported it. */
export interface IncidentDoc {
  _id: ObjectId;
  description: string;
  status: IncidentStatus;
  city: string;
  createdAt: Date;
  updatedAt: Date;
  location: StoredLocation;
  animalInfo: {
    description: string;
    type: string;
    photo: string | null;
    aiSeverityAssessment: { score: number; category: SeverityCategory; assessmentDetails: string };
    /** The app's assessment (domain/assess.ts); absent on reports made before it. */
    assessment?: StoredAssessment;
    /** The reporter's own grading, when they gave one. */
    reporterGrading?: StoredReporterGrading | null;
    /** A verified NGO's latest confirmation or correction of the category (issue 30). */
    ngoGrading?: StoredNgoGrading | null;
  };
  /** Copied from the reporter's account when reported; never from the request. */
  reporterInfo: StoredReporterInfo;
  /** The reporter's user id. */
  reportedBy: string;
  volunteerActivity: StoredVolunteerActivity | null;
  /** The NGO handling the case; `id` is absent on records from before it was kept. */
  assignedNGO: { name: string; id?: string } | null;
  /**
   * Case updates written before the structured history, kept as they were; absent on
   * incidents reported since. The spec's caseUpdates are these, then the history's.
   */
  caseUpdates?: StoredCaseUpdate[];
  /** The case history, oldest first (absent on records from before it: see caseUpdates). */
  history?: StoredCaseEvent[];
  /** What the operator did to the report (absent: never touched). */
  moderation?: StoredModeration;
  /** Verified NGOs asking the operator to look at the report, one per NGO. */
  flags?: StoredFlag[];
  /**
   * "<reporter id>:<Idempotency-Key>", only when the client sent a key. A sparse unique index
   * guards it (FerretDB v1 has no partial indexes, so it is one field, absent otherwise).
   */
  idempotencyScope?: string;
  /**
   * The reporter asked for email when the case is taken and closed (the report's
   * notifyByEmail, or their profile's emailUpdates); absent: no. Their address stays in the
   * auth service: the email worker asks for it when sending.
   */
  notifyByEmail?: true;
  /** Issue 31: whom a verified NGO asked to take the case (absent: nobody yet). */
  dispatch?: StoredDispatch | null;
  /**
   * Issue 31: how far the untaken critical case was escalated (1: wider volunteers, 2: the
   * NGOs) and the radius of the volunteers' step; absent: not at all.
   */
  escalation?: { step: number; radiusKm: number } | null;
}

export interface StoredModeration {
  hidden: boolean;
  hiddenReason: string | null;
  hiddenAt: Date | null;
  /** The operator's account id. */
  hiddenBy: string | null;
  /** The report this one repeats. */
  duplicateOf: string | null;
}

export interface StoredFlag {
  by: string;
  byName: string;
  reason: string;
  at: Date;
}

/**
 * The new fields of a location stored before they existed: approximate when the point is its
 * city's centre (where a report without a pin was put), no accuracy (none was kept).
 */
export function legacyLocationFields(
  city: string,
  coordinates: [number, number],
): Pick<StoredLocation, 'lat' | 'lng' | 'approximate' | 'accuracyMeters'> {
  return {
    lng: coordinates[0],
    lat: coordinates[1],
    approximate: isCityCentre(city, coordinates),
    accuracyMeters: null,
  };
}

// Readers of what a stored document records (its history, its closure): the working set's
// analytic facts and the domain's views read them alike.

export const historyOf = (doc: IncidentDoc): StoredCaseEvent[] => doc.history ?? [];

/** The event that closed the case as it stands (undefined while it is open, or on old records). */
function closingEvent(doc: IncidentDoc): StoredCaseEvent | undefined {
  if (!isClosedStatus(doc.status)) return undefined;
  return historyOf(doc).findLast(
    (event) => event.type === 'status_changed' && event.to !== null && isClosedStatus(event.to),
  );
}

/** When the case was closed: its closing event, or (records from before the history) its last change. */
export function closedAt(doc: IncidentDoc): Date | undefined {
  if (!isClosedStatus(doc.status)) return undefined;
  return closingEvent(doc)?.at ?? doc.updatedAt;
}

/** Why and when a resolved case was closed; null while open. */
export function closureOf(doc: IncidentDoc): CaseClosure | null {
  if (!isClosedStatus(doc.status)) return null;
  const event = closingEvent(doc);
  if (!event) return { reason: 'other', note: null, at: doc.updatedAt.toISOString() };
  return { reason: event.reason ?? 'other', note: event.note, at: event.at.toISOString() };
}
