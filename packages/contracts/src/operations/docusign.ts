// The docusign service's public operations.
import { DOCUMENT_TYPES, type SigningRole } from '../domain';
import { errorSchema } from '../schemas/common';
import {
  signingFormSchema,
  signingStatusSchema,
  signingUrlRequestSchema,
  signingUrlResponseSchema,
} from '../schemas/docusign';
import { z } from '../schemas/zod';
import { EVERYONE, NGO, PUBLIC, VOLUNTEER } from './access';
import { errors, json, jsonBody, op } from './helpers';

const tokenParams = z.object({
  token: z.string().openapi({
    param: {
      description: 'The signing session token (64 hex characters), valid for one hour, single use.',
    },
  }),
});
/** The page's language; the signing URL the app asks for carries the one the person chose. */
const pageLanguageQuery = z.object({
  lang: z
    .string()
    .optional()
    .openapi({
      param: {
        description:
          "The page's language: en, hi or mr. Without it (or another value), the browser's Accept-Language, else English.",
      },
    }),
});
const html = (description: string) => ({ description, content: { 'text/html': {} } });
const redirect = (description: string) => ({
  description,
  headers: {
    Location: {
      description:
        "'/volunteer/dashboard?signed=1' or '/dashboard?signed=1' (ngo); signed=0 when not signed.",
      schema: { type: 'string' as const },
    },
  },
});

const signingUrl = <const P extends string>(path: P, role: SigningRole) => ({
  service: 'docusign' as const,
  method: 'POST' as const,
  path,
  tags: ['docusign'],
  summary: `Start signing the ${role === 'ngo' ? 'NGO' : 'volunteer'} documents`,
  description:
    `A logged-in ${role}, for their own userId, with documentType '${DOCUMENT_TYPES[role]}' ` +
    '(another userId 403, another role 403, another documentType 400). Without DocuSign ' +
    "credentials redirectUrl is this service's own signing page (/api/docusign/sign/{token}); " +
    "with them it is DocuSign's embedded signing URL. Send the browser there.",
  request: { body: jsonBody(signingUrlRequestSchema) },
  responses: {
    200: json('Where to send the browser', signingUrlResponseSchema),
    ...errors(400, 401, 403),
    502: json('DocuSign could not be reached', errorSchema),
  },
});

export const DOCUSIGN_OPERATIONS = {
  'documents.sign.volunteer': op({
    ...signingUrl('/api/docusign/create-signing-url', 'volunteer'),
    access: { roles: VOLUNTEER, rule: 'self' },
  }),
  'documents.sign.ngo': op({
    ...signingUrl('/api/docusign/create-ngo-signing-url', 'ngo'),
    access: { roles: NGO, rule: 'self' },
  }),
  'documents.signingPage': op({
    service: 'docusign',
    access: PUBLIC,
    method: 'GET',
    path: '/api/docusign/sign/{token}',
    tags: ['docusign'],
    summary: 'The local signing page (HTML)',
    description:
      "Lists the role's three documents with a plain-language summary each, a typed " +
      'full-name field and a consent box, in English, Hindi or Marathi (lang, else ' +
      'Accept-Language).',
    request: { params: tokenParams, query: pageLanguageQuery },
    responses: {
      200: html('The signing page'),
      404: html('Unknown or expired link'),
      409: html('Already signed with this link'),
    },
  }),
  'documents.sign': op({
    service: 'docusign',
    access: PUBLIC,
    method: 'POST',
    path: '/api/docusign/sign/{token}',
    tags: ['docusign'],
    summary: 'Sign (the page posts here)',
    description:
      'Records who signed what, when, from which address and browser; marks the account ' +
      'as signed; then redirects to the dashboard. Refresh the token afterwards ' +
      '(POST /api/users/refresh-token) to get docs=true.',
    request: {
      params: tokenParams,
      query: pageLanguageQuery,
      body: {
        required: true,
        content: { 'application/x-www-form-urlencoded': { schema: signingFormSchema } },
      },
    },
    responses: {
      303: redirect('Signed'),
      400: html('Name or consent missing: the page again, with the error'),
      404: html('Unknown or expired link'),
      409: html('Already signed with this link'),
      502: html('The signature could not be recorded; the link still works'),
    },
  }),
  'documents.return': op({
    service: 'docusign',
    access: PUBLIC,
    method: 'GET',
    path: '/api/docusign/return/{token}',
    tags: ['docusign'],
    summary: 'Where DocuSign sends the signer back (DocuSign path only)',
    description:
      "With event=signing_complete the envelope's status is checked with DocuSign; " +
      "'completed' or 'signed' records the signature (method 'docusign') and redirects " +
      'with signed=1. Any other event or status redirects with signed=0.',
    request: { params: tokenParams, query: z.object({ event: z.string().optional() }) },
    responses: {
      303: redirect('Back to the app'),
      // Without DocuSign credentials this path is not mounted: the service's JSON 404.
      404: {
        description:
          'Unknown or expired link (HTML); JSON {message} when DocuSign is not configured',
        content: { 'text/html': {}, 'application/json': { schema: errorSchema } },
      },
      502: json('DocuSign could not be reached', errorSchema),
    },
  }),
  'documents.status': op({
    service: 'docusign',
    access: { roles: EVERYONE, rule: 'any' },
    method: 'GET',
    path: '/api/docusign/status',
    tags: ['docusign'],
    summary: "The caller's signatures",
    description:
      "Any logged-in account. signed: whether the role's onboarding documents are signed " +
      '(plain users have none to sign, so always false for them).',
    responses: { 200: json('Signing status', signingStatusSchema), ...errors(401) },
  }),
};
