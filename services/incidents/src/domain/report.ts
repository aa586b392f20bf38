import {
  REPORTABLE_SEVERITY_CATEGORIES,
  SEVERITY_SCORE_MAX,
  SEVERITY_SCORE_MIN,
} from '@rescue/contracts';
import { ObjectId, optionalText, requiredText, z } from '@rescue/service-kit';
import type { IncidentDoc, StoredReporterInfo } from '../store/incident-doc';
import { cityField } from './fields';
import { resolveCoordinates } from './report-location';

export const DEFAULT_ANIMAL_TYPE = 'Unknown';
export const REPORTED_TEXT = 'Incident reported';

const CATEGORY_CHOICES = REPORTABLE_SEVERITY_CATEGORIES.join(', ');
const SCORE_RANGE = `must be a number from ${SEVERITY_SCORE_MIN} to ${SEVERITY_SCORE_MAX}`;

const score = z
  .number({ error: SCORE_RANGE })
  .min(SEVERITY_SCORE_MIN, { error: SCORE_RANGE })
  .max(SEVERITY_SCORE_MAX, { error: SCORE_RANGE });

// PENDING is the form's "nothing chosen yet": refused with a message that says so.
const category = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(
    z.enum(REPORTABLE_SEVERITY_CATEGORIES, {
      error: (issue) =>
        issue.input === 'PENDING'
          ? `choose a severity (${CATEGORY_CHOICES}); PENDING means none was chosen`
          : `must be one of ${CATEGORY_CHOICES}`,
    }),
  );

/** The `data` of a report. Unknown keys (status, reporterInfo, _id...) are dropped. */
export const reportSchema = z.object(
  {
    description: requiredText(2000),
    city: cityField,
    location: z.object({
      address: requiredText(500),
      coordinates: z.unknown().optional(),
    }),
    animalInfo: z.object({
      description: requiredText(2000),
      type: optionalText(60),
      aiSeverityAssessment: z.object({
        score,
        category,
        assessmentDetails: requiredText(2000),
      }),
    }),
  },
  { error: 'data must be a JSON object' },
);

export type Report = z.infer<typeof reportSchema>;

export interface NewIncident {
  report: Report;
  reporterId: string;
  reporter: StoredReporterInfo;
  photo: string | null;
  idempotencyScope?: string;
  now: Date;
}

/** A new incident: pending, untaken, with the one case update "Incident reported". */
export function buildIncident(input: NewIncident): IncidentDoc {
  const { report, now } = input;
  const severity = report.animalInfo.aiSeverityAssessment;
  return {
    _id: new ObjectId(),
    description: report.description,
    status: 'pending',
    city: report.city.name,
    createdAt: now,
    updatedAt: now,
    location: {
      type: 'Point',
      coordinates: resolveCoordinates(report.city, report.location.coordinates),
      address: report.location.address,
    },
    animalInfo: {
      description: report.animalInfo.description,
      type: report.animalInfo.type || DEFAULT_ANIMAL_TYPE,
      photo: input.photo,
      aiSeverityAssessment: {
        score: severity.score,
        category: severity.category,
        assessmentDetails: severity.assessmentDetails,
      },
    },
    reporterInfo: input.reporter,
    reportedBy: input.reporterId,
    volunteerActivity: null,
    assignedNGO: null,
    caseUpdates: [{ timestamp: now, description: REPORTED_TEXT }],
    ...(input.idempotencyScope ? { idempotencyScope: input.idempotencyScope } : {}),
  };
}
