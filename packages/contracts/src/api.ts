// Shapes of the public API (spec sections 3 and 7), shared by the services and the front end.
// Each is inferred from its zod schema in ./schemas, the one source of the services'
// validation and of the OpenAPI document. Requests are what a client sends (z.input), responses
// what it receives. Dates travel as ISO strings.
import type { z } from 'zod';
import type * as analytics from './schemas/analytics';
import type * as auth from './schemas/auth';
import type * as common from './schemas/common';
import type * as docusign from './schemas/docusign';
import type * as incidents from './schemas/incidents';
import type * as volunteer from './schemas/volunteer';

export type ErrorResponse = z.infer<typeof common.errorSchema>;

// --- auth service ---

export type NgoDetails = z.infer<typeof auth.ngoDetailsSchema>;
export type VolunteerDetails = z.infer<typeof auth.volunteerDetailsSchema>;
export type RegisterRequest = z.input<typeof auth.registerRequestSchema>;
export type RegisterResponse = z.infer<typeof auth.registerResponseSchema>;
export type LoginRequest = z.input<typeof auth.loginRequestSchema>;
export type LoginResponse = z.infer<typeof auth.loginResponseSchema>;
export type UserProfile = z.infer<typeof auth.userProfileSchema>;
/**
 * GET /api/users/profile/{id} for anyone who may not see the person's contact details
 * (policy.ts, maySeeContactDetails): the name only.
 */
export type PersonName = z.infer<typeof auth.personNameSchema>;
export type RefreshTokenResponse = z.infer<typeof auth.refreshTokenResponseSchema>;
/** PUT /api/users/profile/{userId}: any of these; every other field is ignored. */
export type UpdateProfileRequest = z.input<typeof auth.updateProfileRequestSchema>;
export type NgoProfileResponse = z.infer<typeof auth.ngoProfileResponseSchema>;
/** GET /api/partners: the registered NGOs, public, names and cities only. */
export type Partner = z.infer<typeof auth.partnerSchema>;
/** GET /api/users/my-incidents/{userId}. */
export type MyIncidentsResponse = z.infer<typeof auth.myIncidentsResponseSchema>;

/** GET /internal/users/{id} (service to service). */
export interface InternalUser {
  _id: string;
  name: string;
  email: string;
  role: import('./domain').Role;
  city: string;
  phoneNumber: string;
  address: string;
  documentsSigned: boolean;
  state: import('./policy').AccountState;
  /** The profile's emailUpdates: email about every report this account makes. */
  emailUpdates: boolean;
  /** The language the person chose (en unless set): their emails are written in it. */
  language: import('./languages').Language;
  /** NGOs: the operating areas of their profile, as written (analytics' default cities). */
  operatingAreas?: string[];
  /** The profile's allowCalls: the volunteer holding their case may call them (absent: true). */
  allowCalls?: boolean;
  /** The profile's showPhoneToReporter: a volunteer's phone to their cases' reporters (absent: false). */
  showPhoneToReporter?: boolean;
}

/** GET /internal/people/{userId}/ties (incidents): is this person tied to any incident? */
export interface PersonTies {
  reporter: boolean;
  holder: boolean;
}

/** POST /internal/users/{id}/documents-signed. */
export interface DocumentsSignedResponse {
  _id: string;
  documentsSigned: true;
}

// --- incidents service ---

export type SeverityAssessment = z.infer<typeof incidents.severityAssessmentSchema>;
type IncidentShape = z.infer<typeof incidents.incidentSchema>;
/**
 * volunteerDetails is never sent (the document forbids it); the NGO area still reads it first.
 * Follow-up: drop it there, then here.
 */
export type VolunteerActivity = NonNullable<IncidentShape['volunteerActivity']> & {
  volunteerDetails?: { name: string; phoneNumber: string };
};
export type Incident = Omit<IncidentShape, 'volunteerActivity'> & {
  volunteerActivity: VolunteerActivity | null;
};
export type IncidentLocation = Incident['location'];
export type CaseUpdate = Incident['caseUpdates'][number];
export type ReporterInfo = Incident['reporterInfo'];
/** Why and when a resolved case was closed. */
export type CaseClosure = z.infer<typeof incidents.caseClosureSchema>;
/** One entry of a case's history (GET /api/incidents/{id}/history). */
export type CaseEvent = z.infer<typeof incidents.caseEventSchema>;
export type CaseActor = z.infer<typeof incidents.caseActorSchema>;
export type CaseHistoryResponse = z.infer<typeof incidents.caseHistoryResponseSchema>;
export type ReopenRequest = z.input<typeof incidents.reopenRequestSchema>;
export type ReporterUpdateRequest = z.input<typeof incidents.reporterUpdateRequestSchema>;
/** POST /api/incidents/{id}/reopen and /updates. */
export type CaseActionResponse = z.infer<typeof incidents.caseActionResponseSchema>;
/** The `data` part of POST /api/incidents/create. */
export type CreateIncidentData = z.input<typeof incidents.createIncidentDataSchema>;
export type CreateIncidentResponse = z.infer<typeof incidents.createIncidentResponseSchema>;
export type NgoStats = z.infer<typeof incidents.ngoStatsSchema>;
/** GET /api/ngo/overview: the stats, also spread at the top level. */
export type NgoOverviewResponse = z.infer<typeof incidents.ngoOverviewResponseSchema>;
/** GET /api/ngo/dashboard-overview. */
export type NgoDashboardOverviewResponse = z.infer<
  typeof incidents.ngoDashboardOverviewResponseSchema
>;
/** PUT /api/ngo/incidents/{id}/update. */
export type StatusUpdateRequest = z.input<typeof incidents.statusUpdateRequestSchema>;
export type StatusUpdateResponse = z.infer<typeof incidents.statusUpdateResponseSchema>;
/** GET /api/incidents/{id}/contacts (issue 31). */
export type CaseContactsResponse = z.infer<typeof incidents.caseContactsResponseSchema>;
/** POST /api/ngo/incidents/{id}/handle. */
export type HandleIncidentResponse = z.infer<typeof incidents.handleIncidentResponseSchema>;
export type AssignedNgo = NonNullable<z.infer<typeof incidents.assignedNgoSchema>>;
/** GET /api/incidents/nearby's query, as a client sends it. */
export type NearbyQuery = z.input<typeof incidents.nearbyQuerySchema>;
type NearbyIncidentShape = z.infer<typeof incidents.nearbyIncidentsResponseSchema>['data'][number];
/**
 * GET /api/incidents/nearby: only what is safe to show any reporter. The document promises
 * pending or in progress (resolved ones are filtered out by the query); the type keeps the
 * stored status so the service need not assert it. distanceM comes with distance matches only:
 * narrow on `match`.
 */
export type NearbyIncident = Omit<NearbyIncidentShape, 'status' | 'match' | 'distanceM'> & {
  status: import('./domain').IncidentStatus;
} & ({ match: 'distance'; distanceM: number } | { match: 'city'; distanceM?: undefined });
export interface NearbyIncidentsResponse {
  data: NearbyIncident[];
}
/** GET /api/incidents/notifications: what happened to the caller's reported cases. */
export type NotificationsResponse = z.infer<typeof incidents.notificationsResponseSchema>;
export type ReporterNotification = NotificationsResponse['data'][number];
/** GET /api/incidents/map: the points of a map, small (no photo, no text, no contacts). */
export type IncidentMapResponse = z.infer<typeof incidents.incidentMapResponseSchema>;
export type IncidentMapPoint = IncidentMapResponse['data'][number];
/** GET /api/incidents/map's query, as a client sends it. */
export type IncidentMapQuery = z.input<typeof incidents.incidentMapQuerySchema>;
/** GET /api/impact (public). */
export type ImpactStats = z.infer<typeof incidents.impactSchema>;
/** GET /api/ngo/analytics's query, as a client sends it. */
export type AnalyticsQuery = z.input<typeof analytics.analyticsQuerySchema>;
/** GET /api/ngo/analytics (verified NGOs and the operator). */
export type AnalyticsResponse = z.infer<typeof analytics.analyticsResponseSchema>;
export type AnalyticsDurations = z.infer<typeof analytics.durationStatsSchema>;

export interface IncidentPage {
  /** Present when more incidents follow: pass it back as `cursor`. */
  nextCursor: string | null;
}

export interface ListResponse<T> {
  success: boolean;
  data: T[];
}

/** GET /internal/incidents/available (service to service): a page of cases, nextCursor with lat/lng. */
export interface AvailableNearPage extends IncidentPage {
  data: Incident[];
}

/** GET /internal/incidents/by-reporter/{userId}. */
export interface ReporterIncidentsPage extends IncidentPage {
  data: Incident[];
}

// --- volunteer service ---

export type VolunteerCaseListItem = z.infer<typeof volunteer.volunteerCaseListItemSchema>;
/** GET /api/volunteer/incidents: nextCursor continues the distance order (with lat and lng). */
export type AvailableCaseList = z.infer<typeof volunteer.availableCaseListSchema>;
export type VolunteerCaseDetail = z.infer<typeof volunteer.volunteerCaseDetailSchema>;
/** Taking, noting or completing a case answers with the case as the volunteer now sees it. */
export type VolunteerCaseResult = z.infer<typeof volunteer.volunteerCaseResultSchema>;
/** GET /api/volunteer/{id}. */
export type VolunteerContact = z.infer<typeof volunteer.volunteerContactSchema>;

// --- docusign service ---

export type SigningUrlRequest = z.input<typeof docusign.signingUrlRequestSchema>;
export type SigningUrlResponse = z.infer<typeof docusign.signingUrlResponseSchema>;
/** GET /api/docusign/status. */
export type SigningStatus = z.infer<typeof docusign.signingStatusSchema>;
export type SignatureSummary = SigningStatus['signatures'][number];
