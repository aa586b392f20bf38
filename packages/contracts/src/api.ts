// Shapes of the public API (spec sections 3 and 7), shared by the services and the front end.
// Dates travel as ISO strings.
import type { CaseStatus, IncidentStatus, Role, SeverityCategory } from './domain';

export interface ErrorResponse {
  message: string;
}

export interface NgoDetails {
  registrationNumber?: string;
  organizationType?: string;
  operatingAreas?: string[];
}

export interface VolunteerDetails {
  availability?: string;
  skills?: string[];
  experience?: string;
}

export interface RegisterRequest {
  name: string;
  email: string;
  password: string;
  role?: import('./domain').SignUpRole;
  city: string;
  phoneNumber: string;
  address: string;
  ngoDetails?: NgoDetails;
  volunteerDetails?: VolunteerDetails;
}

export interface RegisterResponse {
  token: string;
  requiresDocuments: boolean;
  _id: string;
  message: string;
  /** Never admin: operators do not sign up. */
  role: import('./domain').SignUpRole;
  name: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  _id: string;
  role: Role;
  name: string;
  message: string;
  requiresDocuments: boolean;
}

export interface UserProfile {
  _id: string;
  name: string;
  email: string;
  role: Role;
  city: string;
  phoneNumber: string;
  address: string;
  requiresDocuments: boolean;
  ngoDetails?: NgoDetails;
  volunteerDetails?: VolunteerDetails;
  createdAt: string;
}

/**
 * GET /api/users/profile/{id} for anyone who may not see the person's contact details
 * (policy.ts, maySeeContactDetails): the name only.
 */
export interface PersonName {
  _id: string;
  name: string;
  role: Role;
}

export interface SeverityAssessment {
  score: number;
  category: SeverityCategory;
  assessmentDetails: string;
}

export interface IncidentLocation {
  type: 'Point';
  /** [longitude, latitude] */
  coordinates: [number, number];
  address: string;
}

export interface CaseUpdate {
  timestamp: string;
  description: string;
}

export interface ReporterInfo {
  name: string;
  /** Only for NGOs that have signed their documents. */
  contactNumber?: string;
  email?: string;
  preferredContactMethod?: string;
}

export interface VolunteerActivity {
  status: 'assigned' | 'completed';
  assignedAt: string;
  assignedVolunteer: string;
  /** The volunteer's name when they took the case. */
  volunteerName: string;
  volunteerDetails?: { name: string; phoneNumber: string };
}

export interface Incident {
  _id: string;
  description: string;
  status: IncidentStatus;
  city: string;
  createdAt: string;
  updatedAt: string;
  location: IncidentLocation;
  animalInfo: {
    description: string;
    type: string;
    /** Stored file name, served at /api/uploads/{photo}. */
    photo: string | null;
    aiSeverityAssessment: SeverityAssessment;
  };
  reporterInfo: ReporterInfo;
  volunteerActivity: VolunteerActivity | null;
  assignedNGO: { name: string } | null;
  caseUpdates: CaseUpdate[];
  /** Only for the operator and the reporter: whether and why the report was hidden. */
  moderation?: import('./admin-api').ReportModeration;
}

/** The `data` part of POST /api/incidents/create. */
export interface CreateIncidentData {
  description: string;
  city: string;
  location: { address: string; coordinates?: [number, number] };
  animalInfo: {
    description: string;
    type?: string;
    aiSeverityAssessment: SeverityAssessment;
  };
}

export interface CreateIncidentResponse {
  message: string;
  incident: Incident;
}

export interface IncidentPage {
  /** Present when more incidents follow: pass it back as `cursor`. */
  nextCursor: string | null;
}

export interface NgoStats {
  total: number;
  critical: number;
  pending: number;
  resolved: number;
}

export interface VolunteerCaseListItem {
  id: string;
  animalInfo: {
    type: string;
    description: string;
    photo: string | null;
    aiSeverityAssessment: { score: number };
  };
  location: { address: string; coordinates: [number, number] };
  city: string;
  status: CaseStatus;
  assignedAt: string | null;
  createdAt: string;
  /** Kilometres from the volunteer's city, on the available list. */
  distanceKm?: number;
}

export interface VolunteerCaseDetail {
  id: string;
  description: string;
  status: CaseStatus;
  city: string;
  createdAt: string;
  animal_info: {
    type: string;
    description: string;
    photo: string | null;
    severity: { score: number; category: SeverityCategory };
  };
  incident_location: { address: string; coordinates: [number, number] };
  /** True when the calling volunteer holds this case. */
  assignedToMe: boolean;
  /** True when another volunteer holds it. */
  assignedToOther: boolean;
  caseUpdates: CaseUpdate[];
}

export interface ListResponse<T> {
  success: boolean;
  data: T[];
}

export interface SigningUrlRequest {
  userId: string;
  documentType: string;
}

export interface SigningUrlResponse {
  redirectUrl: string;
}

// --- auth service ---

export interface RefreshTokenResponse {
  token: string;
  requiresDocuments: boolean;
}

/** PUT /api/users/profile/{userId}: any of these; every other field is ignored. */
export interface UpdateProfileRequest {
  name?: string;
  phoneNumber?: string;
  city?: string;
  address?: string;
}

export interface NgoProfileResponse {
  success: true;
  _id: string;
  name: string;
  city: string;
  ngoDetails: NgoDetails;
  requiresDocuments: boolean;
  /** Where the operator's verification stands: the dashboard waits until 'verified'. */
  verification: import('./admin-api').NgoVerification;
}

/** GET /api/partners: the registered NGOs, public, names and cities only. */
export interface Partner {
  name: string;
  city: string;
}

/** GET /api/users/my-incidents/{userId}. */
export interface MyIncidentsResponse extends ListResponse<Incident>, IncidentPage {
  success: true;
}

/** GET /internal/users/{id} (service to service). */
export interface InternalUser {
  _id: string;
  name: string;
  email: string;
  role: Role;
  city: string;
  phoneNumber: string;
  address: string;
  documentsSigned: boolean;
  state: import('./policy').AccountState;
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

// --- volunteer service ---

/** Taking, noting or completing a case answers with the case as the volunteer now sees it. */
export interface VolunteerCaseResult {
  success: true;
  /** On taking a case: ASSIGN_SUCCESS_MESSAGE. */
  message?: string;
  data: VolunteerCaseDetail;
}

/** GET /api/volunteer/{id}. */
export interface VolunteerContact {
  _id: string;
  name: string;
  /** Only for themself, the operator, and a verified NGO while the volunteer holds a case. */
  phoneNumber?: string;
  city?: string;
}

// --- docusign service ---

export interface SignatureSummary {
  documentType: import('./domain').DocumentType;
  documents: string[];
  signedAt: string;
  method: 'local' | 'docusign';
}

/** GET /api/docusign/status. */
export interface SigningStatus {
  signed: boolean;
  signatures: SignatureSummary[];
}

// --- incidents service ---

/** GET /api/ngo/overview: the stats, also spread at the top level. */
export interface NgoOverviewResponse extends NgoStats {
  success: true;
  stats: NgoStats;
}

/** GET /api/ngo/dashboard-overview. */
export interface NgoDashboardOverviewResponse {
  success: true;
  stats: NgoStats;
}

/** PUT /api/ngo/incidents/{id}/update. */
export interface StatusUpdateRequest {
  status: IncidentStatus;
  /** Accepted and ignored: the case update text is the server's. */
  status_update?: string;
}

export interface StatusUpdateResponse {
  success: true;
  message: string;
  incident: Incident;
}

/** GET /api/incidents/nearby: only what is safe to show any reporter. */
export interface NearbyIncident {
  type: string;
  /** The first 80 characters of the animal description. */
  description: string;
  status: IncidentStatus;
  distanceM: number;
}

export interface NearbyIncidentsResponse {
  data: NearbyIncident[];
}

/** GET /api/incidents/notifications: what happened to the caller's reported cases. */
export interface ReporterNotification {
  _id: string;
  incidentId: string;
  type: 'assigned' | 'status' | 'note' | 'completed';
  text: string;
  createdAt: string;
}

export interface NotificationsResponse {
  success: true;
  data: ReporterNotification[];
}

/** GET /api/impact (public). */
export interface ImpactStats {
  totalReports: number;
  /** Resolved incidents. */
  rescued: number;
  inProgress: number;
  citiesCovered: number;
}

/** GET /internal/incidents/by-reporter/{userId}. */
export interface ReporterIncidentsPage extends IncidentPage {
  data: Incident[];
}
