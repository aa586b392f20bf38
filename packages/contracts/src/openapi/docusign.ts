import { bearer, errors, jsonBody, jsonResponse, ref, type OpenApiPart } from './part';

const DOCUMENT_TYPE = { type: 'string', enum: ['volunteer-onboarding', 'ngo-onboarding'] };
const tokenParam = {
  name: 'token',
  in: 'path',
  required: true,
  description: 'The signing session token (64 hex characters), valid for one hour, single use.',
  schema: { type: 'string' },
};
const html = (description: string) => ({ description, content: { 'text/html': {} } });
const redirect = (description: string) => ({
  description,
  headers: {
    Location: {
      description:
        "'/volunteer/dashboard?signed=1' or '/dashboard?signed=1' (ngo); signed=0 when not signed.",
      schema: { type: 'string' },
    },
  },
});

const signingUrl = (role: 'volunteer' | 'ngo', documentType: string) => ({
  tags: ['docusign'],
  summary: `Start signing the ${role === 'ngo' ? 'NGO' : 'volunteer'} documents`,
  description:
    `A logged-in ${role}, for their own userId, with documentType '${documentType}' ` +
    '(another userId 403, another role 403, another documentType 400). Without DocuSign ' +
    "credentials redirectUrl is this service's own signing page (/api/docusign/sign/{token}); " +
    "with them it is DocuSign's embedded signing URL. Send the browser there.",
  security: bearer,
  requestBody: jsonBody(ref('SigningUrlRequest')),
  responses: {
    '200': jsonResponse('Where to send the browser', ref('SigningUrlResponse')),
    ...errors(400, 401, 403),
    '502': jsonResponse('DocuSign could not be reached', ref('Error')),
  },
});

/** The docusign service's public paths. */
export const docusignPart: OpenApiPart = {
  paths: {
    '/api/docusign/create-signing-url': {
      post: signingUrl('volunteer', 'volunteer-onboarding'),
    },
    '/api/docusign/create-ngo-signing-url': {
      post: signingUrl('ngo', 'ngo-onboarding'),
    },
    '/api/docusign/sign/{token}': {
      get: {
        tags: ['docusign'],
        summary: 'The local signing page (HTML)',
        description:
          "Lists the role's three documents with a plain-language summary each, a typed " +
          'full-name field and a consent box.',
        parameters: [tokenParam],
        responses: {
          '200': html('The signing page'),
          '404': html('Unknown or expired link'),
          '409': html('Already signed with this link'),
        },
      },
      post: {
        tags: ['docusign'],
        summary: 'Sign (the page posts here)',
        description:
          'Records who signed what, when, from which address and browser; marks the account ' +
          'as signed; then redirects to the dashboard. Refresh the token afterwards ' +
          '(POST /api/users/refresh-token) to get docs=true.',
        parameters: [tokenParam],
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': { schema: ref('SigningForm') },
          },
        },
        responses: {
          '303': redirect('Signed'),
          '400': html('Name or consent missing: the page again, with the error'),
          '404': html('Unknown or expired link'),
          '409': html('Already signed with this link'),
          '502': html('The signature could not be recorded; the link still works'),
        },
      },
    },
    '/api/docusign/return/{token}': {
      get: {
        tags: ['docusign'],
        summary: 'Where DocuSign sends the signer back (DocuSign path only)',
        description:
          "With event=signing_complete the envelope's status is checked with DocuSign; " +
          "'completed' or 'signed' records the signature (method 'docusign') and redirects " +
          'with signed=1. Any other event or status redirects with signed=0.',
        parameters: [tokenParam, { name: 'event', in: 'query', schema: { type: 'string' } }],
        responses: {
          '303': redirect('Back to the app'),
          '404': {
            // Without DocuSign credentials this path is not mounted: the service's JSON 404.
            description:
              'Unknown or expired link (HTML); JSON {message} when DocuSign is not configured',
            content: { 'text/html': {}, 'application/json': { schema: ref('Error') } },
          },
          '502': jsonResponse('DocuSign could not be reached', ref('Error')),
        },
      },
    },
    '/api/docusign/status': {
      get: {
        tags: ['docusign'],
        summary: "The caller's signatures",
        description:
          "Any logged-in account. signed: whether the role's onboarding documents are signed " +
          '(plain users have none to sign, so always false for them).',
        security: bearer,
        responses: {
          '200': jsonResponse('Signing status', ref('SigningStatus')),
          ...errors(401),
        },
      },
    },
  },
  schemas: {
    SigningUrlRequest: {
      type: 'object',
      required: ['userId', 'documentType'],
      properties: { userId: { type: 'string' }, documentType: DOCUMENT_TYPE },
    },
    SigningUrlResponse: {
      type: 'object',
      additionalProperties: false,
      required: ['redirectUrl'],
      properties: { redirectUrl: { type: 'string', minLength: 1 } },
    },
    SigningForm: {
      type: 'object',
      required: ['fullName', 'consent'],
      properties: {
        fullName: { type: 'string', minLength: 1, maxLength: 120 },
        consent: { type: 'string', description: "A ticked box: 'yes' or 'on'." },
      },
    },
    SigningStatus: {
      type: 'object',
      additionalProperties: false,
      required: ['signed', 'signatures'],
      properties: {
        signed: { type: 'boolean' },
        signatures: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['documentType', 'documents', 'signedAt', 'method'],
            properties: {
              documentType: DOCUMENT_TYPE,
              documents: { type: 'array', items: { type: 'string' } },
              signedAt: { type: 'string', format: 'date-time' },
              method: { type: 'string', enum: ['local', 'docusign'] },
            },
          },
        },
      },
    },
  },
};
