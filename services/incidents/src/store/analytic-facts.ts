// What the analytics (GET /api/ngo/analytics, the impact page's live totals) read of one
// incident, taken from its case history once, when the incident is stored or changes: the
// working set keeps these beside each incident's facts (every incident ever reported), and on
// MongoDB they are made from the documents a query returns. Either way the figures are then
// computed by the same code (domain/analytics.ts) from these alone.
import { isClosedStatus, severityBand, isCritical, type ClosureReason } from '@rescue/contracts';
import type { SeverityBand } from '@rescue/contracts';
import { closureOf, type IncidentDoc } from './incident-doc';

export interface AnalyticFacts {
  createdAt: number;
  city: string;
  status: IncidentDoc['status'];
  hidden: boolean;
  /** The animal type as reported, tidied ("dog " and "DOG" are "Dog"); "Unknown" when not given. */
  animalType: string;
  band: SeverityBand;
  critical: boolean;
  /** When an NGO first took the case on (handling it or changing its status) or a volunteer took it. */
  firstResponseAt: number | null;
  /** When the case was resolved, while it is resolved; else null. */
  resolvedAt: number | null;
  closureReason: ClosureReason | null;
  /** Every volunteer who took the case, by id, with their first name. */
  volunteers: { id: string; firstName: string }[];
  /**
   * An NGO's review of the app's assessment (issue 30): the rubric version and whether the NGO
   * kept its category; null when no NGO reviewed it or the report predates the assessment.
   */
  review?: { rubricVersion: string; agreed: boolean } | null;
}

/** The fields of an incident analyticFactsOf reads: a query's projection on MongoDB. */
export const ANALYTIC_PROJECTION = {
  createdAt: 1,
  updatedAt: 1,
  city: 1,
  status: 1,
  moderation: 1,
  'animalInfo.type': 1,
  'animalInfo.aiSeverityAssessment': 1,
  'animalInfo.ngoGrading': 1,
  history: 1,
  volunteerActivity: 1,
} as const;

export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** "dog ", "DOG" and "Dog" are one type: Dog. */
export function tidyAnimalType(type: string | undefined | null): string {
  const words = (type ?? '').trim().split(/\s+/).filter(Boolean).join(' ');
  if (!words) return 'Unknown';
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

export function analyticFactsOf(doc: IncidentDoc): AnalyticFacts {
  const history = doc.history ?? [];
  let firstResponseAt: number | null = null;
  const volunteers = new Map<string, string>();
  for (const event of history) {
    const responds =
      event.type === 'ngo_handling' ||
      event.type === 'volunteer_assigned' ||
      (event.type === 'status_changed' && event.actor.role === 'ngo');
    if (responds && firstResponseAt === null) firstResponseAt = event.at.getTime();
    if (event.type === 'volunteer_assigned') {
      volunteers.set(event.actor.id, firstNameOf(event.actor.name));
    }
  }
  // Records from before the history: the volunteer who holds it, when they took it.
  const activity = doc.volunteerActivity;
  if (activity && !volunteers.has(activity.assignedVolunteer)) {
    volunteers.set(activity.assignedVolunteer, firstNameOf(activity.volunteerName));
    const at = activity.assignedAt.getTime();
    if (firstResponseAt === null || at < firstResponseAt) firstResponseAt = at;
  }
  const closed = isClosedStatus(doc.status);
  const closure = closed ? closureOf(doc) : null;
  const assessment = doc.animalInfo.aiSeverityAssessment;
  return {
    createdAt: doc.createdAt.getTime(),
    city: doc.city,
    status: doc.status,
    hidden: doc.moderation?.hidden === true,
    animalType: tidyAnimalType(doc.animalInfo.type),
    band: severityBand(assessment.score),
    critical: isCritical(assessment.score, assessment.category),
    firstResponseAt,
    resolvedAt: closure ? Date.parse(closure.at) : null,
    closureReason: closure ? closure.reason : null,
    volunteers: [...volunteers].map(([id, firstName]) => ({ id, firstName })),
    review: reviewOf(doc),
  };
}

function reviewOf(doc: IncidentDoc): AnalyticFacts['review'] {
  const grading = doc.animalInfo.ngoGrading;
  if (!grading || grading.agreed === null || grading.rubricVersion === null) return null;
  return { rubricVersion: grading.rubricVersion, agreed: grading.agreed };
}
