// The docusign service's request and response schemas (spec section 7).
import { DOCUMENT_TYPE_VALUES } from '../domain';
import { SITE_PATH_MAX_LENGTH, sitePath } from '../web';
import { dateTime, requiredText } from './fields';
import { z } from './zod';

/** Which document the caller's role signs is checked by the service (another one is a 400). */
export const signingUrlRequestSchema = z
  .object({
    userId: requiredText(64),
    documentType: requiredText(64).openapi({ enum: [...DOCUMENT_TYPE_VALUES] }),
    returnTo: z
      .string()
      .max(SITE_PATH_MAX_LENGTH)
      .refine((value) => sitePath(value) !== undefined, {
        error: 'must be a path on this site, such as /register',
      })
      .optional()
      .openapi({
        description:
          "The app's page signing starts from: the signing page's Back link, and where signing ends (with ?signed=). The role's dashboard when absent.",
      }),
  })
  .openapi('SigningUrlRequest');

export const signingUrlResponseSchema = z
  .strictObject({
    redirectUrl: z.string().min(1),
  })
  .openapi('SigningUrlResponse');

export const signingFormSchema = z
  .object({
    fullName: z.string().min(1).max(120),
    consent: z.string().openapi({ description: "A ticked box: 'yes' or 'on'." }),
  })
  .openapi('SigningForm');

export const signingStatusSchema = z
  .strictObject({
    signed: z.boolean(),
    signatures: z.array(
      z.strictObject({
        documentType: z.enum(DOCUMENT_TYPE_VALUES),
        documents: z.array(z.string()),
        signedAt: dateTime,
        method: z.enum(['local', 'docusign']),
      }),
    ),
  })
  .openapi('SigningStatus');
