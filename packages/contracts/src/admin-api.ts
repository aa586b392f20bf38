// Shapes of the trust calls: sessions, the operator's console, moderation, and what a
// service learns about a session. The public ones are inferred from ./schemas. Dates travel as
// ISO strings.
import type { z } from 'zod';
import type { Principal } from './policy';
import type * as admin from './schemas/admin';
import type * as auth from './schemas/auth';
import type * as incidents from './schemas/incidents';

// --- sessions (auth) ---

/** POST /api/users/logout. */
export type LogoutResponse = z.infer<typeof auth.logoutResponseSchema>;

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
export type NgoVerification = z.infer<typeof auth.ngoVerificationSchema>;

// --- the operator's console (auth) ---

/** One account as the operator sees it: contact details included. */
export type AdminAccount = z.infer<typeof admin.adminAccountSchema>;
/** GET /api/admin/ngos?state=pending|verified|rejected|unsigned (default pending). */
export type AdminNgoList = z.infer<typeof admin.adminNgoListSchema>;
/** GET /api/admin/accounts?q=&role=&state=&limit=. */
export type AdminAccountList = z.infer<typeof admin.adminAccountListSchema>;

/** An operator's reason (rejection, suspension, hiding) and an NGO's flag: shown to others. */
export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 500;

/** POST /api/admin/ngos/{id}/reject, /api/admin/accounts/{id}/suspend, reports/{id}/hide. */
export type ReasonRequest = z.input<typeof admin.reasonRequestSchema>;
/** PUT /api/admin/accounts/{id}/role. */
export type RoleChangeRequest = z.input<typeof admin.roleChangeRequestSchema>;
/** Every admin action answers with the account (or report) as it now stands. */
export type AdminAccountResult = z.infer<typeof admin.adminAccountResultSchema>;

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
export type AuditEntry = z.infer<typeof admin.auditEntrySchema>;
/** GET /api/admin/audit?limit=: both services' entries, newest first. */
export type AuditLog = z.infer<typeof admin.auditLogSchema>;

// --- moderation (incidents) ---

/** What the operator did to a report; shown to the operator and to the reporter. */
export type ReportModeration = z.infer<typeof incidents.reportModerationSchema>;
/** POST /api/incidents/{id}/flag: an NGO asks the operator to look at a report. */
export type FlagRequest = z.input<typeof incidents.flagRequestSchema>;
export type FlagResponse = z.infer<typeof incidents.flagResponseSchema>;
/** One report in the operator's moderation queue. */
export type ModerationItem = z.infer<typeof admin.moderationItemSchema>;

/** The moderation queue's views: newest reports, flagged and not hidden, hidden. */
export const REPORT_VIEWS = ['recent', 'flagged', 'hidden'] as const;
export type ReportView = (typeof REPORT_VIEWS)[number];

/** GET /api/admin/reports?view=recent|flagged|hidden&limit=. */
export type ModerationQueue = z.infer<typeof admin.moderationQueueSchema>;
/** GET /api/admin/reports/{id}/duplicate-candidates: the same city's reports, nearest first. */
export type DuplicateCandidates = z.infer<typeof admin.duplicateCandidatesSchema>;
export type DuplicateCandidate = z.infer<typeof admin.duplicateCandidateSchema>;
/** PUT /api/admin/reports/{id}/duplicate-of. */
export type DuplicateOfRequest = z.input<typeof admin.duplicateOfRequestSchema>;
export type ModerationResult = z.infer<typeof admin.moderationResultSchema>;
