import { DEFAULT_ANIMAL_TYPE, createIncidentDataSchema, type Role } from '@rescue/contracts';
import { ObjectId, type z } from '@rescue/service-kit';
import type { IncidentDoc, StoredReporterInfo } from '../store/incident-doc';
import { gradeReport } from './assess';
import { actorOf, caseEvent } from './case-history';
import { resolveLocation } from './report-location';

/** The `data` of a report (the contracts' schema). Unknown keys (status, _id...) are dropped. */
export const reportSchema = createIncidentDataSchema;

export type Report = z.infer<typeof reportSchema>;

export interface NewIncident {
  report: Report;
  reporterId: string;
  /** The reporter's account role (any role may report). */
  reporterRole: Role;
  reporter: StoredReporterInfo;
  /** The reporter's profile asks for email about every report (emailUpdates). */
  reporterWantsEmail?: boolean;
  photo: string | null;
  idempotencyScope?: string;
  now: Date;
}

/** A new incident: pending, untaken, its history the one event "reported" (case update "Incident reported"). */
export function buildIncident(input: NewIncident): IncidentDoc {
  const { report, now } = input;
  // The app's assessment never refuses a report: it always has an answer.
  const grading = gradeReport(report);
  const { coordinates, approximate, accuracyMeters } = resolveLocation(
    report.city,
    report.location,
  );
  return {
    _id: new ObjectId(),
    description: report.description,
    status: 'pending',
    city: report.city.name,
    createdAt: now,
    updatedAt: now,
    location: {
      type: 'Point',
      coordinates,
      address: report.location.address,
      lng: coordinates[0],
      lat: coordinates[1],
      approximate,
      accuracyMeters,
    },
    animalInfo: {
      description: report.animalInfo.description,
      type: report.animalInfo.type || DEFAULT_ANIMAL_TYPE,
      photo: input.photo,
      aiSeverityAssessment: grading.aiSeverityAssessment,
      assessment: grading.assessment,
      reporterGrading: grading.reporterGrading,
    },
    reporterInfo: input.reporter,
    reportedBy: input.reporterId,
    volunteerActivity: null,
    assignedNGO: null,
    history: [
      caseEvent(
        'reported',
        actorOf({ id: input.reporterId, role: input.reporterRole, name: input.reporter.name }),
        now,
        { to: 'pending' },
      ),
    ],
    ...(input.idempotencyScope ? { idempotencyScope: input.idempotencyScope } : {}),
    ...(report.notifyByEmail || input.reporterWantsEmail ? { notifyByEmail: true as const } : {}),
  };
}
