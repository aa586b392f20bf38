// Shapes of the trust calls: sessions, the operator's console, moderation, and what a
// service learns about a session. Dates travel as ISO strings.
import type { NgoDetails } from './api';
import type { Role } from './domain';
import type { AccountState, NgoVerificationState, Principal } from './policy';

// --- sessions (auth) ---

/** POST /api/users/logout. */
export interface LogoutResponse {
  success: true;
  message: string;
}

/**
 * GET /internal/sessions/{sessionId}?token={tokenId}: the session is live and this is who it
 * belongs to now (role, verification). 401 {message} when it has ended.
 */
export interface SessionCheckResponse {
  principal: Principal;
  /** When the session ends at the latest (its absolute lifetime). */
  expiresAt: string;
}

// --- NGO verification (auth) ---

/** What the operator decided about an NGO, and what the NGO itself is told. */
export interface NgoVerification {
  state: NgoVerificationState;
  /** When the NGO signed its documents (and so entered the queue). */
  signedAt: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  /** The operator's reason for a rejection, shown to the NGO. */
  reason: string | null;
}

// --- the operator's console (auth) ---

/** One account as the operator sees it: contact details included. */
export interface AdminAccount {
  _id: string;
  name: string;
  email: string;
  role: Role;
  city: string;
  phoneNumber: string;
  address: string;
  state: AccountState;
  /** Why and when it was suspended, while it is. */
  suspension: { reason: string; at: string; by: string } | null;
  documentsSigned: boolean;
  ngoDetails?: NgoDetails;
  /** NGOs only. */
  verification?: NgoVerification;
  createdAt: string;
}

/** GET /api/admin/ngos?state=pending|verified|rejected|unsigned (default pending). */
export interface AdminNgoList {
  data: AdminAccount[];
}

/** GET /api/admin/accounts?q=&role=&state=&limit=. */
export interface AdminAccountList {
  data: AdminAccount[];
}

/** An operator's reason (rejection, suspension, hiding) and an NGO's flag: shown to others. */
export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 500;

/** POST /api/admin/ngos/{id}/reject, /api/admin/accounts/{id}/suspend, reports/{id}/hide. */
export interface ReasonRequest {
  reason: string;
}

/** PUT /api/admin/accounts/{id}/role. */
export interface RoleChangeRequest {
  role: Role;
}

/** Every admin action answers with the account (or report) as it now stands. */
export interface AdminAccountResult {
  success: true;
  message: string;
  account: AdminAccount;
}

export const AUDIT_ACTIONS = [
  'ngo.verify',
  'ngo.reject',
  'account.suspend',
  'account.restore',
  'account.role',
  'account.delete',
  'report.hide',
  'report.restore',
  'report.duplicate',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One line of the audit log: who did what to what, when and why. */
export interface AuditEntry {
  _id: string;
  at: string;
  actor: { id: string; name: string };
  action: AuditAction;
  target: { kind: 'account' | 'report'; id: string; label: string };
  reason: string | null;
}

/** GET /api/admin/audit?limit=: both services' entries, newest first. */
export interface AuditLog {
  data: AuditEntry[];
}

// --- moderation (incidents) ---

/** What the operator did to a report; shown to the operator and to the reporter. */
export interface ReportModeration {
  hidden: boolean;
  hiddenReason: string | null;
  hiddenAt: string | null;
  /** The report this one repeats, when the operator linked it. */
  duplicateOf: string | null;
}

/** POST /api/incidents/{id}/flag: an NGO asks the operator to look at a report. */
export interface FlagRequest {
  reason: string;
}

export interface FlagResponse {
  success: true;
  message: string;
}

/** One report in the operator's moderation queue. */
export interface ModerationItem {
  _id: string;
  description: string;
  animalDescription: string;
  city: string;
  address: string;
  status: string;
  photo: string | null;
  reporterName: string;
  reportedBy: string;
  createdAt: string;
  moderation: ReportModeration;
  flags: { by: string; byName: string; reason: string; at: string }[];
}

/** The moderation queue's views: newest reports, flagged and not hidden, hidden. */
export const REPORT_VIEWS = ['recent', 'flagged', 'hidden'] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];

/** GET /api/admin/reports?view=recent|flagged|hidden&limit=. */
export interface ModerationQueue {
  data: ModerationItem[];
}

/** PUT /api/admin/reports/{id}/duplicate-of. */
export interface DuplicateOfRequest {
  /** The original report's id, or null to unlink. */
  of: string | null;
}

export interface ModerationResult {
  success: true;
  message: string;
  report: ModerationItem;
}
