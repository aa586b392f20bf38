// The operator's console (auth) and moderation (incidents): public paths.
import {
  adminAccountListSchema,
  adminAccountResultSchema,
  adminNgoListSchema,
  auditLogSchema,
  duplicateOfRequestSchema,
  moderationQueueSchema,
  moderationResultSchema,
  reasonRequestSchema,
  roleChangeRequestSchema,
  ngoQueueQuerySchema,
  accountQuerySchema,
  auditQuerySchema,
  moderationQueueQuerySchema,
} from '../schemas/admin';
import { errorSchema } from '../schemas/common';
import { z } from '../schemas/zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { bearer, errors, json } from './route-helpers';

export function registerAdminPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'get',
    path: '/api/admin/ngos',
    tags: ['admin'],
    summary: 'NGOs by verification state, for the verification queue',
    description:
      'The operator only (role admin): 401 without a token, 403 for other roles. Newest first, with registration number, organisation type, operating areas and when the documents were signed (verification.signedAt).',
    security: bearer,
    request: {
      query: ngoQueueQuerySchema,
    },
    responses: {
      200: json('The NGOs', adminNgoListSchema),
      ...errors(400, 401, 403),
    },
  });

  registry.registerPath({
    method: 'post',
    path: '/api/admin/ngos/{id}/verify',
    tags: ['admin'],
    summary: 'Verify an NGO',
    description:
      'The operator only (role admin): 401 without a token, 403 for other roles. It then gets what the spec gives NGOs and appears on /api/partners. No body. 400 when the account is not an NGO, 409 when it has not signed its documents. Recorded in the audit log.',
    security: bearer,
    request: {
      params: z.object({
        id: z
          .string()
          .regex(/^[0-9a-fA-F]{24}$/)
          .openapi({ param: { description: "The NGO's account's id (24 hex characters)." } }),
      }),
    },
    responses: {
      200: json('The account as it now stands', adminAccountResultSchema),
      400: json('Bad id, or the account is not an NGO', errorSchema),
      ...errors(401, 403, 404),
      409: json('The NGO has not signed its documents yet', errorSchema),
    },
  });

  registry.registerPath({
    method: 'post',
    path: '/api/admin/ngos/{id}/reject',
    tags: ['admin'],
    summary: 'Reject an NGO, with a reason the NGO sees',
    description:
      'The operator only (role admin): 401 without a token, 403 for other roles. The NGO keeps being refused what the spec gives NGOs; GET /api/ngo/profile shows it the reason. 400 when the account is not an NGO. Recorded in the audit log.',
    security: bearer,
    request: {
      params: z.object({
        id: z
          .string()
          .regex(/^[0-9a-fA-F]{24}$/)
          .openapi({ param: { description: "The NGO's account's id (24 hex characters)." } }),
      }),
      body: {
        required: true,
        content: {
          'application/json': { schema: reasonRequestSchema },
        },
      },
    },
    responses: {
      200: json('The account as it now stands', adminAccountResultSchema),
      400: json('Bad id or reason, or not an NGO', errorSchema),
      ...errors(401, 403, 404),
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/api/admin/accounts',
    tags: ['admin'],
    summary: 'Search accounts',
    description:
      'The operator only (role admin): 401 without a token, 403 for other roles. Any role, newest first, with contact details. Every filter is optional.',
    security: bearer,
    request: {
      query: accountQuerySchema,
    },
    responses: {
      200: json('The accounts', adminAccountListSchema),
      ...errors(400, 401, 403),
    },
  });

  registry.registerPath({
    method: 'post',
    path: '/api/admin/accounts/{id}/suspend',
    tags: ['admin'],
    summary: 'Suspend an account, with a reason',
    description:
      "The operator only (role admin): 401 without a token, 403 for other roles. Ends all of the account's sessions: its tokens are refused by auth at once and by every other service within SESSION_CHECK_TTL_MS (15 s by default). Login is refused (403) until the operator restores it; a suspended NGO leaves /api/partners. Recorded in the audit log.",
    security: bearer,
    request: {
      params: z.object({
        id: z
          .string()
          .regex(/^[0-9a-fA-F]{24}$/)
          .openapi({ param: { description: "The account's id (24 hex characters)." } }),
      }),
      body: {
        required: true,
        content: {
          'application/json': { schema: reasonRequestSchema },
        },
      },
    },
    responses: {
      200: json('The account as it now stands', adminAccountResultSchema),
      400: json('Bad id or body', errorSchema),
      ...errors(401, 403, 404),
      409: json('The operator cannot suspend their own account', errorSchema),
    },
  });

  registry.registerPath({
    method: 'post',
    path: '/api/admin/accounts/{id}/restore',
    tags: ['admin'],
    summary: 'Restore a suspended account',
    description:
      'The operator only (role admin): 401 without a token, 403 for other roles. It may log in again (its old sessions stay ended). No body. Recorded in the audit log.',
    security: bearer,
    request: {
      params: z.object({
        id: z
          .string()
          .regex(/^[0-9a-fA-F]{24}$/)
          .openapi({ param: { description: "The account's id (24 hex characters)." } }),
      }),
    },
    responses: {
      200: json('The account as it now stands', adminAccountResultSchema),
      400: json('Bad id', errorSchema),
      ...errors(401, 403, 404),
    },
  });

  registry.registerPath({
    method: 'put',
    path: '/api/admin/accounts/{id}/role',
    tags: ['admin'],
    summary: 'Change the role of an account',
    description:
      "The operator only (role admin): 401 without a token, 403 for other roles. Ends all of the account's sessions: its tokens are refused by auth at once and by every other service within SESSION_CHECK_TTL_MS (15 s by default). Recorded in the audit log.",
    security: bearer,
    request: {
      params: z.object({
        id: z
          .string()
          .regex(/^[0-9a-fA-F]{24}$/)
          .openapi({ param: { description: "The account's id (24 hex characters)." } }),
      }),
      body: {
        required: true,
        content: {
          'application/json': { schema: roleChangeRequestSchema },
        },
      },
    },
    responses: {
      200: json('The account as it now stands', adminAccountResultSchema),
      400: json('Bad id or body', errorSchema),
      ...errors(401, 403, 404),
      409: json(
        "The account already has this role, or it is the operator's own account",
        errorSchema,
      ),
    },
  });

  registry.registerPath({
    method: 'delete',
    path: '/api/admin/accounts/{id}',
    tags: ['admin'],
    summary: 'Delete an account',
    description:
      "The operator only (role admin): 401 without a token, 403 for other roles. Ends all of the account's sessions: its tokens are refused by auth at once and by every other service within SESSION_CHECK_TTL_MS (15 s by default). Answers with the account as it was. Recorded in the audit log.",
    security: bearer,
    request: {
      params: z.object({
        id: z
          .string()
          .regex(/^[0-9a-fA-F]{24}$/)
          .openapi({ param: { description: "The account's id (24 hex characters)." } }),
      }),
    },
    responses: {
      200: json('The account as it now stands', adminAccountResultSchema),
      400: json('Bad id', errorSchema),
      ...errors(401, 403, 404),
      409: json('The operator cannot delete their own account', errorSchema),
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/api/admin/audit',
    tags: ['admin'],
    summary: 'The audit log: every operator action, newest first',
    description:
      "The operator only (role admin): 401 without a token, 403 for other roles. Who did what to which account or report, when and why: the auth service's entries and the incidents service's (report moderation) together. When the incidents service's entries cannot be had (it is down or failing), auth's own, with X-Audit-Partial.",
    security: bearer,
    request: {
      query: auditQuerySchema,
    },
    responses: {
      200: {
        description: 'The entries',
        headers: {
          'X-Audit-Partial': {
            description:
              "Present (value 'incidents') when the incidents service's entries are missing.",
            required: false,
            schema: { type: 'string' },
          },
        },
        content: { 'application/json': { schema: auditLogSchema } },
      },
      ...errors(400, 401, 403),
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/api/admin/reports',
    tags: ['admin'],
    summary: 'The moderation queue',
    description:
      'The operator only (role admin): 401 without a token, 403 for other roles. Reports newest first, hidden ones included, with their flags.',
    security: bearer,
    request: {
      query: moderationQueueQuerySchema,
    },
    responses: {
      200: json('The reports', moderationQueueSchema),
      ...errors(400, 401, 403),
    },
  });

  registry.registerPath({
    method: 'post',
    path: '/api/admin/reports/{id}/hide',
    tags: ['admin'],
    summary: 'Hide a report, with a reason',
    description:
      "The operator only (role admin): 401 without a token, 403 for other roles. It leaves every list and view except the operator's and its reporter's (who sees that it was hidden, and why). Recorded in the audit log.",
    security: bearer,
    request: {
      params: z.object({
        id: z
          .string()
          .regex(/^[0-9a-fA-F]{24}$/)
          .openapi({ param: { description: "The report's incident id (24 hex characters)." } }),
      }),
      body: {
        required: true,
        content: {
          'application/json': { schema: reasonRequestSchema },
        },
      },
    },
    responses: {
      200: json('The report as it now stands', moderationResultSchema),
      ...errors(400, 401, 403, 404),
    },
  });

  registry.registerPath({
    method: 'post',
    path: '/api/admin/reports/{id}/restore',
    tags: ['admin'],
    summary: 'Show a hidden report again',
    description:
      'The operator only (role admin): 401 without a token, 403 for other roles. No body. Recorded in the audit log.',
    security: bearer,
    request: {
      params: z.object({
        id: z
          .string()
          .regex(/^[0-9a-fA-F]{24}$/)
          .openapi({ param: { description: "The report's incident id (24 hex characters)." } }),
      }),
    },
    responses: {
      200: json('The report as it now stands', moderationResultSchema),
      ...errors(400, 401, 403, 404),
    },
  });

  registry.registerPath({
    method: 'put',
    path: '/api/admin/reports/{id}/duplicate-of',
    tags: ['admin'],
    summary: 'Link a report as a duplicate of another, or unlink it',
    description:
      'The operator only (role admin): 401 without a token, 403 for other roles. of names the original report (404 when it does not exist), or null to unlink. Recorded in the audit log.',
    security: bearer,
    request: {
      params: z.object({
        id: z
          .string()
          .regex(/^[0-9a-fA-F]{24}$/)
          .openapi({ param: { description: "The report's incident id (24 hex characters)." } }),
      }),
      body: {
        required: true,
        content: {
          'application/json': { schema: duplicateOfRequestSchema },
        },
      },
    },
    responses: {
      200: json('The report as it now stands', moderationResultSchema),
      ...errors(400, 401, 403, 404),
      409: json('A report cannot be a duplicate of itself', errorSchema),
    },
  });
}
