import { AUDIT_ACTIONS } from '../admin-api';
import { INCIDENT_STATUSES, ROLES } from '../domain';
import { ACCOUNT_STATES, NGO_VERIFICATION_STATES } from '../policy';
import {
  OBJECT_ID,
  bearer,
  errors,
  jsonBody,
  jsonResponse,
  nullable,
  objectIdParam,
  ref,
  type OpenApiPart,
} from './part';

const DATE_TIME = { type: 'string', format: 'date-time' };
const ROLE = { type: 'string', enum: [...ROLES] };
const object = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});

// The security tests tell an account id from a report id by the parameter's description:
// "account's id" makes it an account. Report ids must never say so.
const accountIdParam = objectIdParam('id', "The account's id (24 hex characters).");
const ngoIdParam = objectIdParam('id', "The NGO's account's id (24 hex characters).");
const reportIdParam = objectIdParam('id', "The report's incident id (24 hex characters).");
const limitParam = (fallback: number, max: number) => ({
  name: 'limit',
  in: 'query',
  required: false,
  description: `How many to return, 1 to ${max} (default ${fallback}); more is a 400.`,
  schema: { type: 'integer', minimum: 1, maximum: max, default: fallback },
});

const adminsOnly = 'The operator only (role admin): 401 without a token, 403 for other roles.';
/** Every action is written to the audit log (GET /api/admin/audit) with who, when and why. */
const audited = 'Recorded in the audit log.';
const endsSessions =
  "Ends all of the account's sessions: its tokens are refused by auth at once and by every " +
  'other service within SESSION_CHECK_TTL_MS (15 s by default).';

const operation = (
  summary: string,
  description: string,
  rest: { parameters?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> },
) => ({
  tags: ['admin'],
  summary,
  description: `${adminsOnly} ${description}`,
  security: bearer,
  ...rest,
});

const accountAction = (
  summary: string,
  description: string,
  options: { body?: string; conflict?: string; bad?: string; param?: unknown } = {},
) =>
  operation(summary, `${description} ${audited}`, {
    parameters: [options.param ?? accountIdParam],
    ...(options.body ? { requestBody: jsonBody(ref(options.body)) } : {}),
    responses: {
      '200': jsonResponse('The account as it now stands', ref('AdminAccountResult')),
      '400': jsonResponse(options.bad ?? 'Bad id or body', ref('Error')),
      ...errors(401, 403, 404),
      ...(options.conflict ? { '409': jsonResponse(options.conflict, ref('Error')) } : {}),
    },
  });

const reportAction = (
  summary: string,
  description: string,
  options: { body?: string; conflict?: string } = {},
) =>
  operation(summary, `${description} ${audited}`, {
    parameters: [reportIdParam],
    ...(options.body ? { requestBody: jsonBody(ref(options.body)) } : {}),
    responses: {
      '200': jsonResponse('The report as it now stands', ref('ModerationResult')),
      ...errors(400, 401, 403, 404),
      ...(options.conflict ? { '409': jsonResponse(options.conflict, ref('Error')) } : {}),
    },
  });

/** The operator's console: NGO verification, accounts, the audit log (auth) and moderation (incidents). */
export const adminPart: OpenApiPart = {
  paths: {
    '/api/admin/ngos': {
      get: operation(
        'NGOs by verification state, for the verification queue',
        'Newest first, with registration number, organisation type, operating areas and when ' +
          'the documents were signed (verification.signedAt).',
        {
          parameters: [
            {
              name: 'state',
              in: 'query',
              required: false,
              description: 'Which NGOs: pending (signed, waiting for the operator) by default.',
              schema: { type: 'string', enum: [...NGO_VERIFICATION_STATES], default: 'pending' },
            },
            limitParam(100, 200),
          ],
          responses: {
            '200': jsonResponse('The NGOs', ref('AdminNgoList')),
            ...errors(400, 401, 403),
          },
        },
      ),
    },
    '/api/admin/ngos/{id}/verify': {
      post: accountAction(
        'Verify an NGO',
        'It then gets what the spec gives NGOs and appears on /api/partners. No body. 400 when ' +
          'the account is not an NGO, 409 when it has not signed its documents.',
        {
          param: ngoIdParam,
          bad: 'Bad id, or the account is not an NGO',
          conflict: 'The NGO has not signed its documents yet',
        },
      ),
    },
    '/api/admin/ngos/{id}/reject': {
      post: accountAction(
        'Reject an NGO, with a reason the NGO sees',
        'The NGO keeps being refused what the spec gives NGOs; GET /api/ngo/profile shows it ' +
          'the reason. 400 when the account is not an NGO.',
        { param: ngoIdParam, body: 'ReasonRequest', bad: 'Bad id or reason, or not an NGO' },
      ),
    },
    '/api/admin/accounts': {
      get: operation(
        'Search accounts',
        'Any role, newest first, with contact details. Every filter is optional.',
        {
          parameters: [
            {
              name: 'q',
              in: 'query',
              required: false,
              description: 'Text found in the name or the email (case-insensitive).',
              schema: { type: 'string', maxLength: 100 },
            },
            { name: 'role', in: 'query', required: false, schema: ROLE },
            {
              name: 'state',
              in: 'query',
              required: false,
              schema: { type: 'string', enum: [...ACCOUNT_STATES] },
            },
            limitParam(50, 200),
          ],
          responses: {
            '200': jsonResponse('The accounts', ref('AdminAccountList')),
            ...errors(400, 401, 403),
          },
        },
      ),
    },
    '/api/admin/accounts/{id}/suspend': {
      post: accountAction(
        'Suspend an account, with a reason',
        `${endsSessions} Login is refused (403) until the operator restores it; a suspended ` +
          'NGO leaves /api/partners.',
        { body: 'ReasonRequest', conflict: 'The operator cannot suspend their own account' },
      ),
    },
    '/api/admin/accounts/{id}/restore': {
      post: accountAction(
        'Restore a suspended account',
        'It may log in again (its old sessions stay ended). No body.',
        { bad: 'Bad id' },
      ),
    },
    '/api/admin/accounts/{id}/role': {
      put: accountAction('Change the role of an account', `${endsSessions}`, {
        body: 'RoleChangeRequest',
        conflict: "The account already has this role, or it is the operator's own account",
      }),
    },
    '/api/admin/accounts/{id}': {
      delete: accountAction(
        'Delete an account',
        `${endsSessions} Answers with the account as it was.`,
        { bad: 'Bad id', conflict: 'The operator cannot delete their own account' },
      ),
    },
    '/api/admin/audit': {
      get: operation(
        'The audit log: every operator action, newest first',
        "Who did what to which account or report, when and why: the auth service's entries " +
          "and the incidents service's (report moderation) together. When the incidents " +
          "service's entries cannot be had (it is down or failing), auth's own, with " +
          'X-Audit-Partial.',
        {
          parameters: [limitParam(100, 500)],
          responses: {
            '200': {
              ...jsonResponse('The entries', ref('AuditLog')),
              headers: {
                'X-Audit-Partial': {
                  description:
                    "Present (value 'incidents') when the incidents service's entries are " +
                    'missing.',
                  required: false,
                  schema: { type: 'string' },
                },
              },
            },
            ...errors(400, 401, 403),
          },
        },
      ),
    },
    '/api/admin/reports': {
      get: operation(
        'The moderation queue',
        'Reports newest first, hidden ones included, with their flags.',
        {
          parameters: [
            {
              name: 'view',
              in: 'query',
              required: false,
              description:
                'recent: every report; flagged: reports an NGO flagged; hidden: reports the ' +
                'operator hid.',
              schema: { type: 'string', enum: ['recent', 'flagged', 'hidden'], default: 'recent' },
            },
            limitParam(50, 200),
          ],
          responses: {
            '200': jsonResponse('The reports', ref('ModerationQueue')),
            ...errors(400, 401, 403),
          },
        },
      ),
    },
    '/api/admin/reports/{id}/hide': {
      post: reportAction(
        'Hide a report, with a reason',
        "It leaves every list and view except the operator's and its reporter's (who sees " +
          'that it was hidden, and why).',
        { body: 'ReasonRequest' },
      ),
    },
    '/api/admin/reports/{id}/restore': {
      post: reportAction('Show a hidden report again', 'No body.'),
    },
    '/api/admin/reports/{id}/duplicate-of': {
      put: reportAction(
        'Link a report as a duplicate of another, or unlink it',
        'of names the original report (404 when it does not exist), or null to unlink.',
        { body: 'DuplicateOfRequest', conflict: 'A report cannot be a duplicate of itself' },
      ),
    },
  },
  schemas: {
    AdminAccount: object(
      {
        _id: OBJECT_ID,
        name: { type: 'string' },
        email: { type: 'string' },
        role: ROLE,
        city: { type: 'string' },
        phoneNumber: { type: 'string' },
        address: { type: 'string' },
        state: { type: 'string', enum: [...ACCOUNT_STATES] },
        suspension: {
          description: 'Why, when and by whom it was suspended, while it is.',
          oneOf: [
            { type: 'null' },
            object({ reason: { type: 'string' }, at: DATE_TIME, by: { type: 'string' } }),
          ],
        },
        documentsSigned: { type: 'boolean' },
        ngoDetails: ref('NgoDetails'),
        verification: { ...ref('NgoVerification'), description: 'NGOs only.' },
        createdAt: DATE_TIME,
      },
      [
        '_id',
        'name',
        'email',
        'role',
        'city',
        'phoneNumber',
        'address',
        'state',
        'suspension',
        'documentsSigned',
        'createdAt',
      ],
    ),
    AdminNgoList: object({ data: { type: 'array', items: ref('AdminAccount') } }),
    AdminAccountList: object({ data: { type: 'array', items: ref('AdminAccount') } }),
    AdminAccountResult: object({
      success: { const: true },
      message: { type: 'string' },
      account: ref('AdminAccount'),
    }),
    ReasonRequest: {
      type: 'object',
      required: ['reason'],
      properties: {
        reason: {
          type: 'string',
          minLength: 3,
          maxLength: 500,
          description: '3 to 500 characters once trimmed.',
        },
      },
    },
    RoleChangeRequest: {
      type: 'object',
      required: ['role'],
      properties: { role: ROLE },
    },
    AuditEntry: object({
      _id: OBJECT_ID,
      at: DATE_TIME,
      actor: object({ id: OBJECT_ID, name: { type: 'string' } }),
      action: { type: 'string', enum: [...AUDIT_ACTIONS] },
      target: object({
        kind: { type: 'string', enum: ['account', 'report'] },
        id: OBJECT_ID,
        label: { type: 'string' },
      }),
      reason: nullable(),
    }),
    AuditLog: object({ data: { type: 'array', items: ref('AuditEntry') } }),
    ModerationItem: object({
      _id: OBJECT_ID,
      description: { type: 'string' },
      animalDescription: { type: 'string' },
      city: { type: 'string' },
      address: { type: 'string' },
      status: { type: 'string', enum: [...INCIDENT_STATUSES] },
      photo: { ...nullable(), description: 'Stored file name, served at /api/uploads/{photo}.' },
      reporterName: { type: 'string' },
      reportedBy: { ...OBJECT_ID, description: "The reporter's account id." },
      createdAt: DATE_TIME,
      moderation: ref('ReportModeration'),
      flags: {
        type: 'array',
        description: 'What NGOs flagged, one flag per NGO.',
        items: object({
          by: OBJECT_ID,
          byName: { type: 'string' },
          reason: { type: 'string' },
          at: DATE_TIME,
        }),
      },
    }),
    ModerationQueue: object({ data: { type: 'array', items: ref('ModerationItem') } }),
    DuplicateOfRequest: {
      type: 'object',
      required: ['of'],
      properties: {
        of: {
          type: ['string', 'null'],
          pattern: '^[0-9a-fA-F]{24}$',
          description: "The original report's id, or null to unlink.",
        },
      },
    },
    ModerationResult: object({
      success: { const: true },
      message: { type: 'string' },
      report: ref('ModerationItem'),
    }),
  },
};
