// The operator's console: NGO verification, accounts, the audit log (auth) and moderation
// (incidents).
import type { ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { ZodType } from 'zod';
import {
  accountQuerySchema,
  adminAccountListSchema,
  adminAccountResultSchema,
  adminNgoListSchema,
  auditLogSchema,
  auditQuerySchema,
  DUPLICATE_CANDIDATES_MAX,
  duplicateCandidatesSchema,
  duplicateOfRequestSchema,
  moderationQueueQuerySchema,
  moderationQueueSchema,
  moderationResultSchema,
  ngoQueueQuerySchema,
  reasonRequestSchema,
  roleChangeRequestSchema,
} from '../schemas/admin';
import { ENDED_SESSION_REFUSED } from '../schemas/auth';
import { errorSchema } from '../schemas/common';
import {
  CONTACT_INBOX_LIMIT,
  contactInboxQuerySchema,
  contactInboxSchema,
  contactMessageHandledSchema,
  contactMessageHandleRequestSchema,
} from '../schemas/outreach';
import type { ServiceName } from '../runtime-config';
import type { HttpMethod } from '../policy';
import { ADMIN, type RoleAccess } from './access';
import { errors, json, jsonBody, objectIdParams, op } from './helpers';

// Report ids must never say "account's id" (the security tests read the kind from it).
const accountId = objectIdParams("The account's id (24 hex characters).");
const ngoId = objectIdParams("The NGO's account's id (24 hex characters).");
const reportId = objectIdParams("The report's incident id (24 hex characters).");

const adminsOnly = 'The operator only (role admin): 401 without a token, 403 for other roles.';
/** Every action is written to the audit log (GET /api/admin/audit) with who, when and why. */
const audited = 'Recorded in the audit log.';
const endsSessions = `Ends all of the account's sessions. ${ENDED_SESSION_REFUSED}`;

type Rest = Pick<RouteConfig, 'request' | 'responses'>;

const ADMIN_ONLY = { roles: ADMIN, rule: 'any' } as const;
/** The path's {id} is an account (auth loads it) or a report (the incidents service does). */
const ON_ACCOUNT = { ...ADMIN_ONLY, object: 'account' } as const;
const ON_REPORT = { ...ADMIN_ONLY, object: 'incident' } as const;

/** An operator-only operation; reports are the incidents service's, the rest auth's. */
const operation = <
  const A extends RoleAccess,
  const M extends HttpMethod,
  const P extends string,
  const R extends Rest,
>(
  access: A,
  method: M,
  path: P,
  summary: string,
  description: string,
  rest: R,
) =>
  op({
    service: (path.startsWith('/api/admin/reports') ? 'incidents' : 'auth') as ServiceName,
    access,
    method,
    path,
    tags: ['admin'],
    summary,
    description: `${adminsOnly} ${description}`,
    ...rest,
  });

interface ActionOptions<B extends ZodType | undefined> {
  body?: B;
  conflict?: string;
  bad?: string;
  params?: typeof accountId;
}

/** The request of an action on one object: its {id}, and a JSON body when it takes one. */
type ActionRequest<B extends ZodType | undefined> = B extends ZodType
  ? { params: typeof accountId; body: ReturnType<typeof jsonBody<B>> }
  : { params: typeof accountId };

const actionRequest = <B extends ZodType | undefined>(
  params: typeof accountId,
  body: B | undefined,
) => ({ params, ...(body ? { body: jsonBody(body) } : {}) }) as ActionRequest<B>;

const accountAction = <
  const M extends HttpMethod,
  const P extends string,
  B extends ZodType | undefined = undefined,
>(
  method: M,
  path: P,
  summary: string,
  description: string,
  options: ActionOptions<B> = {},
) =>
  operation(ON_ACCOUNT, method, path, summary, `${description} ${audited}`, {
    request: actionRequest(options.params ?? accountId, options.body),
    responses: {
      200: json('The account as it now stands', adminAccountResultSchema),
      400: json(options.bad ?? 'Bad id or body', errorSchema),
      ...errors(401, 403, 404),
      ...(options.conflict ? { 409: json(options.conflict, errorSchema) } : {}),
    },
  });

const reportAction = <
  const M extends HttpMethod,
  const P extends string,
  B extends ZodType | undefined = undefined,
>(
  method: M,
  path: P,
  summary: string,
  description: string,
  options: Omit<ActionOptions<B>, 'bad' | 'params'> = {},
) =>
  operation(ON_REPORT, method, path, summary, `${description} ${audited}`, {
    request: actionRequest(reportId, options.body),
    responses: {
      200: json('The report as it now stands', moderationResultSchema),
      ...errors(400, 401, 403, 404),
      ...(options.conflict ? { 409: json(options.conflict, errorSchema) } : {}),
    },
  });

/** One of the operator's lists: what its query asks for, newest first. */
const operatorList = <
  const P extends string,
  const Q extends NonNullable<Rest['request']>['query'] & ZodType,
  const A extends ResponseConfig,
>(
  path: P,
  summary: string,
  description: string,
  query: Q,
  answer: A,
) =>
  operation(ADMIN_ONLY, 'GET', path, summary, description, {
    request: { query },
    responses: { 200: answer, ...errors(400, 401, 403) },
  });

export const ADMIN_OPERATIONS = {
  'admin.ngos': operatorList(
    '/api/admin/ngos',
    'NGOs by verification state, for the verification queue',
    'Newest first, with registration number, organisation type, operating areas and when ' +
      'the documents were signed (verification.signedAt).',
    ngoQueueQuerySchema,
    json('The NGOs', adminNgoListSchema),
  ),
  'admin.ngos.verify': accountAction(
    'POST',
    '/api/admin/ngos/{id}/verify',
    'Verify an NGO',
    'It then gets what the spec gives NGOs and appears on /api/partners. No body. 400 when ' +
      'the account is not an NGO, 409 when it has not signed its documents.',
    {
      params: ngoId,
      bad: 'Bad id, or the account is not an NGO',
      conflict: 'The NGO has not signed its documents yet',
    },
  ),
  'admin.ngos.reject': accountAction(
    'POST',
    '/api/admin/ngos/{id}/reject',
    'Reject an NGO, with a reason the NGO sees',
    'The NGO keeps being refused what the spec gives NGOs; GET /api/ngo/profile shows it ' +
      'the reason. 400 when the account is not an NGO.',
    { params: ngoId, body: reasonRequestSchema, bad: 'Bad id or reason, or not an NGO' },
  ),
  'admin.accounts': operatorList(
    '/api/admin/accounts',
    'Search accounts',
    'Any role, newest first, with contact details. Every filter is optional.',
    accountQuerySchema,
    json('The accounts', adminAccountListSchema),
  ),
  'admin.accounts.suspend': accountAction(
    'POST',
    '/api/admin/accounts/{id}/suspend',
    'Suspend an account, with a reason',
    `${endsSessions} Login is refused (403) until the operator restores it; a suspended ` +
      'NGO leaves /api/partners.',
    { body: reasonRequestSchema, conflict: 'The operator cannot suspend their own account' },
  ),
  'admin.accounts.restore': accountAction(
    'POST',
    '/api/admin/accounts/{id}/restore',
    'Restore a suspended account',
    'It may log in again (its old sessions stay ended). No body.',
    { bad: 'Bad id' },
  ),
  'admin.accounts.role': accountAction(
    'PUT',
    '/api/admin/accounts/{id}/role',
    'Change the role of an account',
    endsSessions,
    {
      body: roleChangeRequestSchema,
      conflict: "The account already has this role, or it is the operator's own account",
    },
  ),
  'admin.accounts.delete': accountAction(
    'DELETE',
    '/api/admin/accounts/{id}',
    'Delete an account',
    `${endsSessions} Answers with the account as it was.`,
    { bad: 'Bad id', conflict: 'The operator cannot delete their own account' },
  ),
  'admin.audit': operation(
    ADMIN_ONLY,
    'GET',
    '/api/admin/audit',
    'The audit log: every operator action, newest first',
    "Who did what to which account or report, when and why: the auth service's entries " +
      "and the incidents service's (report moderation) together. When the incidents " +
      "service's entries cannot be had (it is down or failing), auth's own, with " +
      'X-Audit-Partial.',
    {
      request: { query: auditQuerySchema },
      responses: {
        200: {
          ...json('The entries', auditLogSchema),
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
  'admin.reports': operatorList(
    '/api/admin/reports',
    'The moderation queue',
    'Reports newest first, hidden ones included, with their flags.',
    moderationQueueQuerySchema,
    json('The reports', moderationQueueSchema),
  ),
  'admin.reports.hide': reportAction(
    'POST',
    '/api/admin/reports/{id}/hide',
    'Hide a report, with a reason',
    "It leaves every list and view except the operator's and its reporter's (who sees " +
      'that it was hidden, and why).',
    { body: reasonRequestSchema },
  ),
  'admin.reports.restore': reportAction(
    'POST',
    '/api/admin/reports/{id}/restore',
    'Show a hidden report again',
    'No body.',
  ),
  'admin.reports.duplicateCandidates': operation(
    ON_REPORT,
    'GET',
    '/api/admin/reports/{id}/duplicate-candidates',
    'The reports a report may repeat: its city, nearest first',
    `Other reports of the report's city (hidden ones included), those with an exact location ` +
      `nearest first (distanceM), then those known only by their city, closest in time first; ` +
      `at most ${DUPLICATE_CANDIDATES_MAX}.`,
    {
      request: { params: reportId },
      responses: {
        200: json('The candidates', duplicateCandidatesSchema),
        ...errors(400, 401, 403, 404),
      },
    },
  ),
  'admin.reports.duplicate': reportAction(
    'PUT',
    '/api/admin/reports/{id}/duplicate-of',
    'Link a report as a duplicate of another, or unlink it',
    'of names the original report (404 when it does not exist), or null to unlink.',
    { body: duplicateOfRequestSchema, conflict: 'A report cannot be a duplicate of itself' },
  ),
  'admin.messages': operatorList(
    '/api/admin/messages',
    "The inbox of the contact page's messages",
    `Newest first, at most ${CONTACT_INBOX_LIMIT}; state open (not handled yet), handled or all.`,
    contactInboxQuerySchema,
    json('The messages', contactInboxSchema),
  ),
  'admin.messages.handle': operation(
    ADMIN_ONLY,
    'POST',
    '/api/admin/messages/handled',
    'Mark a contact message handled',
    'The body names the message (id); marking it again keeps the first time and operator.',
    {
      request: { body: jsonBody(contactMessageHandleRequestSchema) },
      responses: {
        200: json('The message as it now stands', contactMessageHandledSchema),
        ...errors(400, 401, 403, 404),
      },
    },
  ),
};
