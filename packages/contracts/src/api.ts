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
  role?: Role;
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
  role: Role;
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
