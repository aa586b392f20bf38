// The operator's console and moderation: request and response schemas.
import { AUDIT_ACTIONS, REASON_MAX_LENGTH, REASON_MIN_LENGTH, REPORT_VIEWS } from '../admin-api';
import { INCIDENT_STATUSES, ROLES } from '../domain';
import { ACCOUNT_STATES, NGO_VERIFICATION_STATES } from '../operations/access';
import { ngoDetailsSchema, ngoVerificationSchema } from './auth';
import { photoCheckSchema } from './photo-check';
import {
  dataList,
  dateTime,
  objectId,
  objectIdInput,
  optionalText,
  pageLimit,
  reasonText,
} from './fields';
import { reportModerationSchema } from './incidents';
import { z } from './zod';

export const adminAccountSchema = z
  .strictObject({
    _id: objectId,
    name: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    city: z.string(),
    phoneNumber: z.string(),
    address: z.string(),
    state: z.enum(ACCOUNT_STATES),
    suspension: z
      .strictObject({
        reason: z.string(),
        at: dateTime,
        by: z.string(),
      })
      .nullable()
      .openapi({ description: 'Why, when and by whom it was suspended, while it is.' }),
    documentsSigned: z.boolean(),
    ngoDetails: ngoDetailsSchema.optional(),
    verification: ngoVerificationSchema.describe('NGOs only.').optional(),
    createdAt: dateTime,
  })
  .openapi('AdminAccount');

export const adminNgoListSchema = dataList(adminAccountSchema).openapi('AdminNgoList');

export const adminAccountListSchema = dataList(adminAccountSchema).openapi('AdminAccountList');

export const adminAccountResultSchema = z
  .strictObject({
    success: z.literal(true),
    message: z.string(),
    account: adminAccountSchema,
  })
  .openapi('AdminAccountResult');

/** Why: shown to the NGO (rejection), to the reporter (hiding), kept in the audit log. */
export const reasonRequestSchema = z
  .object({
    reason: reasonText().openapi({
      description: `${REASON_MIN_LENGTH} to ${REASON_MAX_LENGTH} characters once trimmed.`,
    }),
  })
  .openapi('ReasonRequest');

export const roleChangeRequestSchema = z
  .object({
    role: z.enum(ROLES),
  })
  .openapi('RoleChangeRequest');

export const auditEntrySchema = z
  .strictObject({
    _id: objectId,
    at: dateTime,
    actor: z.strictObject({
      id: objectId,
      name: z.string(),
    }),
    action: z.enum(AUDIT_ACTIONS),
    target: z.strictObject({
      kind: z.enum(['account', 'report']),
      id: objectId,
      label: z.string(),
    }),
    reason: z.string().nullable(),
  })
  .openapi('AuditEntry');

export const auditLogSchema = dataList(auditEntrySchema).openapi('AuditLog');

export const moderationItemSchema = z
  .strictObject({
    _id: objectId,
    description: z.string(),
    animalDescription: z.string(),
    city: z.string(),
    address: z.string(),
    status: z.enum(INCIDENT_STATUSES),
    photo: z
      .string()
      .nullable()
      .openapi({ description: 'Stored file name, served at /api/uploads/{photo}.' }),
    reporterName: z.string(),
    reportedBy: objectId.openapi({ description: "The reporter's account id." }),
    createdAt: dateTime,
    moderation: reportModerationSchema,
    flags: z
      .array(
        z.strictObject({
          by: objectId,
          byName: z.string(),
          reason: z.string(),
          at: dateTime,
        }),
      )
      .openapi({ description: 'What NGOs flagged, one flag per NGO.' }),
    photoCheck: photoCheckSchema.optional(),
  })
  .openapi('ModerationItem');

export const moderationQueueSchema = dataList(moderationItemSchema).openapi('ModerationQueue');

/** The most reports the duplicate picker offers as the original (nearest first). */
export const DUPLICATE_CANDIDATES_MAX = 20;

/** A report the duplicate picker offers as the one a report repeats. */
export const duplicateCandidateSchema = z
  .strictObject({
    // Its fields written out, not an allOf of ModerationItem: each part of an allOf would
    // refuse the other's fields (additionalProperties: false).
    ...moderationItemSchema.shape,
    distanceM: z.number().int().min(0).nullable().openapi({
      description:
        "Metres from the report, when both locations are exact; null when either is only its city's centre.",
    }),
  })
  .openapi('DuplicateCandidate');

export const duplicateCandidatesSchema =
  dataList(duplicateCandidateSchema).openapi('DuplicateCandidates');

export const duplicateOfRequestSchema = z
  .object({
    of: objectIdInput('must be a report id')
      .nullable()
      .openapi({
        type: ['string', 'null'],
        description: "The original report's id, or null to unlink.",
      }),
  })
  .openapi('DuplicateOfRequest');

export const moderationResultSchema = z
  .strictObject({
    success: z.literal(true),
    message: z.string(),
    report: moderationItemSchema,
  })
  .openapi('ModerationResult');

/** GET /api/admin/ngos. */
export const ngoQueueQuerySchema = z.object({
  state: z
    .enum(NGO_VERIFICATION_STATES)
    .default('pending')
    .openapi({
      param: { description: 'Which NGOs: pending (signed, waiting for the operator) by default.' },
    }),
  limit: pageLimit({ fallback: 100 }),
});

/** GET /api/admin/accounts. */
export const accountQuerySchema = z.object({
  q: optionalText(100).openapi({
    param: { description: 'Text found in the name or the email (case-insensitive).' },
  }),
  role: z.enum(ROLES).optional(),
  state: z.enum(ACCOUNT_STATES).optional(),
  limit: pageLimit(),
});

export const AUDIT_DEFAULT_LIMIT = 100;
export const AUDIT_MAX_LIMIT = 500;
/** GET /api/admin/audit (and each service's share of it). */
export const auditQuerySchema = z.object({
  limit: pageLimit({ fallback: AUDIT_DEFAULT_LIMIT, max: AUDIT_MAX_LIMIT }),
});

/** GET /api/admin/reports. */
export const moderationQueueQuerySchema = z.object({
  view: z
    .enum(REPORT_VIEWS)
    .default('recent')
    .openapi({
      param: {
        description:
          'recent: every report; flagged: reports an NGO flagged; hidden: reports the operator hid.',
      },
    }),
  limit: pageLimit(),
});
