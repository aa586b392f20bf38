// The docusign service's public paths.
import { errorSchema } from '../schemas/common';
import {
  signingFormSchema,
  signingStatusSchema,
  signingUrlRequestSchema,
  signingUrlResponseSchema,
} from '../schemas/docusign';
import { z } from '../schemas/zod';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { bearer, errors, json } from './route-helpers';

export function registerDocusignPaths(registry: OpenAPIRegistry): void {
  registry.registerPath({
    method: 'post',
    path: '/api/docusign/create-signing-url',
    tags: ['docusign'],
    summary: 'Start signing the volunteer documents',
    description:
      "A logged-in volunteer, for their own userId, with documentType 'volunteer-onboarding' (another userId 403, another role 403, another documentType 400). Without DocuSign credentials redirectUrl is this service's own signing page (/api/docusign/sign/{token}); with them it is DocuSign's embedded signing URL. Send the browser there.",
    security: bearer,
    request: {
      body: {
        required: true,
        content: {
          'application/json': { schema: signingUrlRequestSchema },
        },
      },
    },
    responses: {
      200: json('Where to send the browser', signingUrlResponseSchema),
      ...errors(400, 401, 403),
      502: json('DocuSign could not be reached', errorSchema),
    },
  });

  registry.registerPath({
    method: 'post',
    path: '/api/docusign/create-ngo-signing-url',
    tags: ['docusign'],
    summary: 'Start signing the NGO documents',
    description:
      "A logged-in ngo, for their own userId, with documentType 'ngo-onboarding' (another userId 403, another role 403, another documentType 400). Without DocuSign credentials redirectUrl is this service's own signing page (/api/docusign/sign/{token}); with them it is DocuSign's embedded signing URL. Send the browser there.",
    security: bearer,
    request: {
      body: {
        required: true,
        content: {
          'application/json': { schema: signingUrlRequestSchema },
        },
      },
    },
    responses: {
      200: json('Where to send the browser', signingUrlResponseSchema),
      ...errors(400, 401, 403),
      502: json('DocuSign could not be reached', errorSchema),
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/api/docusign/sign/{token}',
    tags: ['docusign'],
    summary: 'The local signing page (HTML)',
    description:
      "Lists the role's three documents with a plain-language summary each, a typed full-name field and a consent box.",
    request: {
      params: z.object({
        token: z.string().openapi({
          param: {
            description:
              'The signing session token (64 hex characters), valid for one hour, single use.',
          },
        }),
      }),
    },
    responses: {
      200: { description: 'The signing page', content: { 'text/html': {} } },
      404: { description: 'Unknown or expired link', content: { 'text/html': {} } },
      409: { description: 'Already signed with this link', content: { 'text/html': {} } },
    },
  });

  registry.registerPath({
    method: 'post',
    path: '/api/docusign/sign/{token}',
    tags: ['docusign'],
    summary: 'Sign (the page posts here)',
    description:
      'Records who signed what, when, from which address and browser; marks the account as signed; then redirects to the dashboard. Refresh the token afterwards (POST /api/users/refresh-token) to get docs=true.',
    request: {
      params: z.object({
        token: z.string().openapi({
          param: {
            description:
              'The signing session token (64 hex characters), valid for one hour, single use.',
          },
        }),
      }),
      body: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': { schema: signingFormSchema },
        },
      },
    },
    responses: {
      303: {
        description: 'Signed',
        headers: {
          Location: {
            description:
              "'/volunteer/dashboard?signed=1' or '/dashboard?signed=1' (ngo); signed=0 when not signed.",
            schema: { type: 'string' },
          },
        },
      },
      400: {
        description: 'Name or consent missing: the page again, with the error',
        content: { 'text/html': {} },
      },
      404: { description: 'Unknown or expired link', content: { 'text/html': {} } },
      409: { description: 'Already signed with this link', content: { 'text/html': {} } },
      502: {
        description: 'The signature could not be recorded; the link still works',
        content: { 'text/html': {} },
      },
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/api/docusign/return/{token}',
    tags: ['docusign'],
    summary: 'Where DocuSign sends the signer back (DocuSign path only)',
    description:
      "With event=signing_complete the envelope's status is checked with DocuSign; 'completed' or 'signed' records the signature (method 'docusign') and redirects with signed=1. Any other event or status redirects with signed=0.",
    request: {
      params: z.object({
        token: z.string().openapi({
          param: {
            description:
              'The signing session token (64 hex characters), valid for one hour, single use.',
          },
        }),
      }),
      query: z.object({
        event: z.string().optional(),
      }),
    },
    responses: {
      303: {
        description: 'Back to the app',
        headers: {
          Location: {
            description:
              "'/volunteer/dashboard?signed=1' or '/dashboard?signed=1' (ngo); signed=0 when not signed.",
            schema: { type: 'string' },
          },
        },
      },
      404: {
        description:
          'Unknown or expired link (HTML); JSON {message} when DocuSign is not configured',
        content: { 'text/html': {}, 'application/json': { schema: errorSchema } },
      },
      502: json('DocuSign could not be reached', errorSchema),
    },
  });

  registry.registerPath({
    method: 'get',
    path: '/api/docusign/status',
    tags: ['docusign'],
    summary: "The caller's signatures",
    description:
      "Any logged-in account. signed: whether the role's onboarding documents are signed (plain users have none to sign, so always false for them).",
    security: bearer,
    responses: {
      200: json('Signing status', signingStatusSchema),
      ...errors(401),
    },
  });
}
