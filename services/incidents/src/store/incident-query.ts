// Every question the service asks of its incidents, written once in two forms side by side:
// a MongoDB filter (run by the database: MongoDB, or the embedded one while the working set
// warms up) and a predicate over an incident's facts (run by the in-memory working set).
// A rule changes here, in both forms, or nowhere: test/incident-query.test.ts runs
// every query both ways over the same incidents on the embedded database and expects the same answers.
import {
  CLOSED_STATUSES,
  OPEN_STATUSES as OPEN,
  SEVERITY_HIGH_THRESHOLD as HIGH,
  SEVERITY_MODERATE_THRESHOLD as MODERATE,
  isActiveStatus,
  isClosedStatus,
  isCritical,
  type IncidentStatus,
  type SeverityCategory,
  type SeverityFilter,
  inBoundingBox,
  type BoundingBox,
} from '@rescue/contracts';
import { escapeRegex, type Filter, type ObjectId } from '@rescue/service-kit';
import type { IncidentDoc } from './incident-doc';

export const SCORE = 'animalInfo.aiSeverityAssessment.score';
export const CATEGORY = 'animalInfo.aiSeverityAssessment.category';
/** Open (the contracts' transition table's group): pending or in progress. */
export const OPEN_STATUSES: IncidentStatus[] = [...OPEN];

/**
 * What the lists, counts and rules read of an incident: small enough to keep for every
 * incident ever reported (about 0.3 KB each), where the whole document is kept only for the
 * working set (open, or closed recently).
 */
export interface IncidentFacts {
  id: ObjectId;
  /** The id as 24 hex characters: the tie-break of the newest-first order. */
  hex: string;
  createdAt: number;
  status: IncidentStatus;
  city: string;
  score: number;
  category: SeverityCategory;
  hidden: boolean;
  flagged: boolean;
  reportedBy: string;
  /** Null until a volunteer takes it. */
  volunteer: { id: string; status: 'assigned' | 'completed'; assignedAt: number } | null;
}

export function factsOf(doc: IncidentDoc): IncidentFacts {
  const activity = doc.volunteerActivity;
  return {
    id: doc._id,
    hex: doc._id.toHexString(),
    createdAt: doc.createdAt.getTime(),
    status: doc.status,
    city: doc.city,
    score: doc.animalInfo.aiSeverityAssessment.score,
    category: doc.animalInfo.aiSeverityAssessment.category,
    hidden: doc.moderation?.hidden === true,
    flagged: (doc.flags?.length ?? 0) > 0,
    reportedBy: doc.reportedBy,
    volunteer: activity
      ? {
          id: activity.assignedVolunteer,
          status: activity.status,
          assignedAt: activity.assignedAt.getTime(),
        }
      : null,
  };
}

/** Reports the operator hid leave every list but the operator's queue and their reporter's. */
export const VISIBLE: Filter<IncidentDoc> = { 'moderation.hidden': { $ne: true } };

/** An incident list: the NGO list (by status), a reporter's own reports (hidden ones too). */
export interface ListQuery {
  status?: IncidentStatus;
  /** Any of these statuses (a map's "open"); with `status`, both must hold. */
  statuses?: readonly IncidentStatus[];
  /** Only these cities (an NGO's operating areas). */
  cities?: readonly string[];
  reportedBy?: string;
  /** Only the reporter's own list and the operator see hidden reports. */
  includeHidden?: boolean;
}

export function listFilter(query: ListQuery): Filter<IncidentDoc> {
  return {
    ...(query.includeHidden ? {} : VISIBLE),
    ...(query.status ? { status: query.status } : {}),
    ...(query.statuses && !query.status ? { status: { $in: [...query.statuses] } } : {}),
    ...(query.cities ? { city: { $in: [...query.cities] } } : {}),
    ...(query.reportedBy ? { reportedBy: query.reportedBy } : {}),
  };
}

export function listMatches(query: ListQuery, facts: IncidentFacts): boolean {
  return (
    (query.includeHidden === true || !facts.hidden) &&
    (query.status === undefined || facts.status === query.status) &&
    (query.statuses === undefined || query.statuses.includes(facts.status)) &&
    (query.cities === undefined || query.cities.includes(facts.city)) &&
    (query.reportedBy === undefined || facts.reportedBy === query.reportedBy)
  );
}

/** The NGO overview's counters, over visible incidents. */
export const STATS_FILTERS = {
  total: VISIBLE,
  // Critical as isCritical() in contracts defines it.
  critical: { ...VISIBLE, $or: [{ [SCORE]: { $gte: HIGH } }, { [CATEGORY]: 'CRITICAL' }] },
  pending: { ...VISIBLE, status: 'pending' },
  resolved: { ...VISIBLE, status: 'resolved' },
  inProgress: { ...VISIBLE, status: 'in progress' },
} satisfies Record<string, Filter<IncidentDoc>>;

export const STATS_PREDICATES: Record<keyof typeof STATS_FILTERS, (f: IncidentFacts) => boolean> = {
  total: (f) => !f.hidden,
  critical: (f) => !f.hidden && isCritical(f.score, f.category),
  pending: (f) => !f.hidden && f.status === 'pending',
  resolved: (f) => !f.hidden && f.status === 'resolved',
  inProgress: (f) => !f.hidden && f.status === 'in progress',
};

/** The open incidents of a city: the duplicate hint checks their distance. */
export function openInCityFilter(city: string): Filter<IncidentDoc> {
  return { ...VISIBLE, city, status: { $in: OPEN_STATUSES } };
}

export function openInCityMatches(city: string, facts: IncidentFacts): boolean {
  return !facts.hidden && facts.city === city && isActiveStatus(facts.status);
}

/**
 * Within a bounding box (none: anywhere), by the numeric location.lat/lng: the one geo filter.
 * MongoDB answers it from the status_lat_lng index; the working set checks inBox.
 */
export function boxFilter(box: BoundingBox | null): Filter<IncidentDoc> {
  if (!box) return {};
  return {
    'location.lat': { $gte: box.lat.min, $lte: box.lat.max },
    ...(box.lng ? { 'location.lng': { $gte: box.lng.min, $lte: box.lng.max } } : {}),
  };
}

export function inBox(box: BoundingBox | null, doc: IncidentDoc): boolean {
  return box === null || inBoundingBox(box, doc.location);
}

/** Open, visible reports with an exact location, made since `since`: the duplicate hint's distance part. */
export function openExactSinceFilter(since: Date, box: BoundingBox | null): Filter<IncidentDoc> {
  return {
    ...VISIBLE,
    status: { $in: OPEN_STATUSES },
    'location.approximate': false,
    createdAt: { $gte: since },
    ...boxFilter(box),
  } as Filter<IncidentDoc>;
}

export function openExactSinceMatches(
  since: Date,
  box: BoundingBox | null,
  facts: IncidentFacts,
  doc: IncidentDoc,
): boolean {
  return (
    !facts.hidden &&
    isActiveStatus(facts.status) &&
    doc.location.approximate === false &&
    facts.createdAt >= since.getTime() &&
    inBox(box, doc)
  );
}

/** Score ranges of the bands (spec section 5): high >= 7, moderate 4 to < 7, low < 4. */
const SCORE_RANGES: Record<Exclude<SeverityFilter, 'all'>, { min?: number; below?: number }> = {
  high: { min: HIGH },
  moderate: { min: MODERATE, below: HIGH },
  low: { below: MODERATE },
};

/** A volunteer's filters on available cases: a severity band and a search. */
export interface AvailableQuery {
  severity: SeverityFilter;
  search?: string;
}

/** Not resolved and not taken, in one city (every city: null), in the band, matching the search. */
export function availableFilter(city: string | null, query: AvailableQuery): Filter<IncidentDoc> {
  const filter: Record<string, unknown> = {
    ...VISIBLE,
    ...(city === null ? {} : { city }),
    status: { $in: OPEN_STATUSES },
    volunteerActivity: null,
  };
  if (query.severity !== 'all') {
    const { min, below } = SCORE_RANGES[query.severity];
    filter[SCORE] = {
      ...(min === undefined ? {} : { $gte: min }),
      ...(below === undefined ? {} : { $lt: below }),
    };
  }
  if (query.search) {
    const pattern = { $regex: escapeRegex(query.search), $options: 'i' };
    filter.$or = [{ 'animalInfo.description': pattern }, { 'location.address': pattern }];
  }
  return filter as Filter<IncidentDoc>;
}

/** The same rule over an open incident held in memory (its whole document: the search reads text). */
export function availableMatcher(city: string | null, query: AvailableQuery) {
  const band = query.severity === 'all' ? undefined : SCORE_RANGES[query.severity];
  const pattern = query.search ? new RegExp(escapeRegex(query.search), 'i') : undefined;
  return (facts: IncidentFacts, doc: IncidentDoc): boolean =>
    !facts.hidden &&
    (city === null || facts.city === city) &&
    isActiveStatus(facts.status) &&
    facts.volunteer === null &&
    (band?.min === undefined || facts.score >= band.min) &&
    (band?.below === undefined || facts.score < band.below) &&
    (pattern === undefined ||
      pattern.test(doc.animalInfo.description) ||
      pattern.test(doc.location.address));
}

/** Highest score first, then newest: the order of available cases. */
export const AVAILABLE_ORDER = { [SCORE]: -1, createdAt: -1, _id: -1 } as const;

/** A volunteer's cases (hidden ones left out). */
export function assignedToFilter(volunteerId: string): Filter<IncidentDoc> {
  return { ...VISIBLE, 'volunteerActivity.assignedVolunteer': volunteerId };
}

/** The cases a volunteer holds now: visible, open, and their part not yet completed. */
export function heldOpenFilter(volunteerId: string): Filter<IncidentDoc> {
  return {
    ...VISIBLE,
    'volunteerActivity.assignedVolunteer': volunteerId,
    'volunteerActivity.status': 'assigned',
    status: { $in: OPEN_STATUSES },
  };
}

export function assignedToMatches(volunteerId: string, facts: IncidentFacts): boolean {
  return !facts.hidden && facts.volunteer?.id === volunteerId;
}

/** Whether the person reported a visible incident, and whether they hold an open one now. */
export const tiesFilters = (userId: string) => ({
  reporter: { ...VISIBLE, reportedBy: userId } as Filter<IncidentDoc>,
  holder: {
    ...VISIBLE,
    'volunteerActivity.assignedVolunteer': userId,
    'volunteerActivity.status': 'assigned',
    status: { $nin: [...CLOSED_STATUSES] },
  } as Filter<IncidentDoc>,
});

export const tiesPredicates = (userId: string) => ({
  reporter: (f: IncidentFacts) => !f.hidden && f.reportedBy === userId,
  holder: (f: IncidentFacts) =>
    !f.hidden &&
    f.volunteer?.id === userId &&
    f.volunteer.status === 'assigned' &&
    !isClosedStatus(f.status),
});

export type ModerationView = 'recent' | 'flagged' | 'hidden';

/** The operator's queue: every report, the flagged ones, or the hidden ones. */
export function moderationFilter(view: ModerationView): Filter<IncidentDoc> {
  if (view === 'hidden') return { 'moderation.hidden': true };
  // Once hidden, a flag has been dealt with.
  if (view === 'flagged') return { ...VISIBLE, 'flags.0': { $exists: true } };
  return {};
}

export function moderationMatches(view: ModerationView, facts: IncidentFacts): boolean {
  if (view === 'hidden') return facts.hidden;
  if (view === 'flagged') return !facts.hidden && facts.flagged;
  return true;
}
