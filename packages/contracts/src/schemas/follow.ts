// Reporting without an account, and following a case by its follow link (issue 30): the
// schemas of POST /api/incidents/anonymous, POST /api/incidents/{id}/follow and
// /api/incidents/followed, imported as
// '@rescue/contracts/follow' (the operation table reads them from here too).
import { ANONYMOUS_CONTACT_REQUIRED_MESSAGE } from '../messages';
import { accountName, emailAddress, objectIdInput, password, phoneNumber } from './fields';
import {
  caseEventSchema,
  createIncidentDataSchema,
  incidentSchema,
  REPORTER_UPDATE_MAX_LENGTH,
} from './incidents';
import { z } from './zod';

/** The header a follow token travels in (never the URL: it would reach logs and Referer). */
export const FOLLOW_TOKEN_HEADER = 'Follow-Token';

/** Who is writing, without an account: a name and a phone number or an email address. */
export const visitorContactSchema = z
  .object({
    name: accountName,
    phoneNumber: phoneNumber.optional().openapi({
      description:
        'Stored in E.164 (+91 when no country code is given), read with libphonenumber-js; an invalid number is a 400.',
    }),
    email: emailAddress.optional(),
  })
  .superRefine((contact, ctx) => {
    if (!contact.phoneNumber && !contact.email)
      ctx.addIssue({
        code: 'custom',
        path: ['phoneNumber'],
        message: ANONYMOUS_CONTACT_REQUIRED_MESSAGE,
      });
  })
  .openapi('VisitorContact', {
    description: 'Not confirmed: the report is marked as from an unconfirmed contact.',
  });

export const anonymousReportDataSchema = createIncidentDataSchema
  .extend({ contact: visitorContactSchema })
  .openapi('AnonymousReportData', {
    description: 'CreateIncidentData and the contact. Unknown keys are ignored.',
  });

const followAnswer = {
  followToken: z.string().openapi({
    description:
      'The capability to see the case and add information: send it in the Follow-Token header. Shown once, stored hashed; whoever holds it can follow the case.',
  }),
  followUrl: z.string().openapi({
    description:
      "The case page's link for the reporter to keep (the token after #, which browsers never send to a server).",
  }),
};

export const anonymousReportResponseSchema = z
  .strictObject({ message: z.string(), incident: incidentSchema, ...followAnswer })
  .openapi('AnonymousReportResponse');

/** What the follower saw, added to the case as their note. */
const followNote = z
  .string()
  .trim()
  .max(REPORTER_UPDATE_MAX_LENGTH)
  .optional()
  .openapi({ description: 'Information to add to the case, as a note.' });

export const followRequestSchema = z.object({ text: followNote }).openapi('FollowRequest');

export const anonymousFollowRequestSchema = z
  .object({ text: followNote, contact: visitorContactSchema })
  .openapi('AnonymousFollowRequest', {
    description: 'FollowRequest and the contact, as a report without an account gives it.',
  });

export const followResponseSchema = z
  .strictObject({ success: z.literal(true), message: z.string(), ...followAnswer })
  .openapi('FollowResponse');

export const followedCaseSchema = z
  .strictObject({
    role: z.enum(['reporter', 'follower']).openapi({
      description:
        'reporter: the token came with the report; follower: with POST /api/incidents/{id}/follow.',
    }),
    incident: incidentSchema,
    history: z.array(caseEventSchema),
  })
  .openapi('FollowedCase', {
    description:
      "The case as its reporter sees it (a follower: without the reporter's contact details or moderation).",
  });

export const followedUpdateRequestSchema = z
  .object({
    text: z.string().trim().min(1, { error: 'must not be empty' }).max(REPORTER_UPDATE_MAX_LENGTH),
  })
  .openapi('FollowedUpdateRequest');

export const followTokenHeaders = z.object({
  [FOLLOW_TOKEN_HEADER]: z
    .string()
    .openapi({ param: { description: 'The followToken given with the report or the follow.' } }),
});

/**
 * POST /api/users/register/follow: what an account needs beyond what the report gave. The
 * name, phone number and email default to the report's contact; city and address are the
 * report's place.
 */
export const keepFollowedRequestSchema = z
  .object({
    password,
    name: accountName.optional(),
    email: emailAddress.optional().openapi({
      description: "Required when the report gave only a phone number (else the report's).",
    }),
    phoneNumber: phoneNumber.optional().openapi({
      description: "Required when the report gave only an email (else the report's).",
    }),
  })
  .openapi('KeepFollowedRequest');

/** Auth asks the incidents service about a follow link's report (internal). */
export const internalFollowedReportSchema = z.object({
  followToken: z.string().min(1).max(200),
});

/** The report's contact and place, for the account made from it (internal answer). */
export interface FollowedReportContact {
  incidentId: string;
  name: string;
  phoneNumber: string | null;
  email: string | null;
  city: string;
  address: string;
}

/** Auth hands the follow link's report to the account it has just made (internal). */
export const internalClaimFollowedSchema = internalFollowedReportSchema.extend({
  accountId: objectIdInput('must be a user id'),
  reporter: z.object({
    name: accountName,
    contactNumber: z.string().max(40),
    email: emailAddress,
  }),
});
