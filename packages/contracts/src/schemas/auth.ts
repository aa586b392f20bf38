// The auth service's request and response schemas (spec sections 5 and 7).
import { ROLES, SIGN_UP_ROLES, VOLUNTEER_AVAILABILITY } from '../domain';
import { SUPPORTED_LANGUAGES } from '../languages';
import { LOGGED_IN_MESSAGE, REGISTERED_MESSAGE } from '../messages';
import { NGO_VERIFICATION_STATES } from '../operations/access';
import {
  ADDRESS_MAX_LENGTH,
  accountName,
  EMAIL_MAX_LENGTH,
  EXPERIENCE_MAX_LENGTH,
  NGO_DETAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  cityInput,
  dateTime,
  emailAddress,
  emptyAsMissing,
  objectId,
  optionalText,
  pageLimit,
  password,
  phoneNumber,
  requiredText,
  textList,
} from './fields';
import { incidentSchema } from './incidents';
import { z } from './zod';

/** How fast an ended session's tokens are refused: the OpenAPI texts say it in these words. */
export const ENDED_SESSION_REFUSED =
  "The auth service refuses an ended session's token at once, every other service within " +
  "about 2 s: each follows auth's feed of session ends (SESSION_CHECK_TTL_MS only bounds how " +
  'long a live-session answer is reused while nothing ends).';

const sessionToken = z.string().openapi({
  description: `An RS256 JWT (claims sub, role, name, docs, sid: its session, jti: the token id) to send as Authorization: Bearer. It expires after JWT_TTL_SECONDS (12 hours by default), and never after its session's absolute end (SESSION_MAX_AGE_SECONDS, 7 days by default). A session can be ended before then: by logout, by refresh (for the refreshed token), and for every session of an account by its suspension, deletion or role change. ${ENDED_SESSION_REFUSED} A refused token gets 401.`,
});

// Request schemas (spec section 5). z.object drops unknown keys, so a client can never set
// documentsSigned, passwordHash or anything else it was not asked for.

export const ngoDetailsSchema = z
  .object({
    registrationNumber: optionalText(NGO_DETAIL_MAX_LENGTH),
    organizationType: optionalText(NGO_DETAIL_MAX_LENGTH),
    operatingAreas: textList.optional(),
  })
  .openapi('NgoDetails', { description: 'Kept for NGO accounts only.' });

export const volunteerDetailsSchema = z
  .object({
    availability: emptyAsMissing(z.enum(VOLUNTEER_AVAILABILITY)).openapi({
      type: 'string',
      enum: [...VOLUNTEER_AVAILABILITY],
    }),
    skills: textList.optional(),
    experience: optionalText(EXPERIENCE_MAX_LENGTH),
  })
  .openapi('VolunteerDetails', { description: 'Kept for volunteer accounts only.' });

export const registerRequestSchema = z
  .object({
    name: accountName,
    email: emailAddress,
    password,
    // Never admin: operators come from configuration and `npm run admin`.
    role: z
      .enum(SIGN_UP_ROLES)
      .default('user')
      .openapi({ description: "'admin' is never chosen at sign-up." }),
    city: cityInput,
    phoneNumber,
    address: requiredText(ADDRESS_MAX_LENGTH),
    ngoDetails: ngoDetailsSchema.optional(),
    volunteerDetails: volunteerDetailsSchema.optional(),
  })
  .openapi('RegisterRequest');

export const registerResponseSchema = z
  .strictObject({
    token: sessionToken,
    requiresDocuments: z.boolean(),
    _id: objectId,
    message: z.string().openapi({
      description: `In the language of Accept-Language; in English: ${REGISTERED_MESSAGE}`,
    }),
    role: z.enum(SIGN_UP_ROLES),
    name: z.string(),
  })
  .openapi('RegisterResponse');

export const loginRequestSchema = z
  .object({
    email: requiredText(EMAIL_MAX_LENGTH).toLowerCase(),
    password: z.string().min(1, { error: 'is required' }).max(PASSWORD_MAX_LENGTH),
  })
  .openapi('LoginRequest');

export const loginResponseSchema = z
  .strictObject({
    token: sessionToken,
    _id: objectId,
    role: z.enum(ROLES),
    name: z.string(),
    message: z.string().openapi({
      description: `In the language of Accept-Language; in English: ${LOGGED_IN_MESSAGE}`,
    }),
    requiresDocuments: z.boolean(),
  })
  .openapi('LoginResponse');

export const refreshTokenResponseSchema = z
  .strictObject({
    token: sessionToken,
    requiresDocuments: z.boolean(),
  })
  .openapi('RefreshTokenResponse');

/** The reporter's standing opt-in to email about their reports (issue 18). */
const emailUpdates = z.boolean({ error: 'must be true or false' }).openapi({
  description:
    "Email me when a case I report is taken and when it is closed: every report this account makes from then on asks for it (CreateIncidentData.notifyByEmail). False unless set. Sent only when the service has a mail server (SMTP_URL); the address is the account's email.",
});

/** The language the person chose (issue 29): their emails are written in it. */
const language = z.enum(SUPPORTED_LANGUAGES, { error: 'must be en, hi or mr' }).openapi({
  description:
    'The language the person chose in the app (en English, hi Hindi, mr Marathi): the emails about their reports are written in it. English unless set.',
});

/** Reaching each other (issue 31): whether the volunteer holding their case may call them. */
const allowCalls = z.boolean({ error: 'must be true or false' }).openapi({
  description:
    'The volunteer holding a case this account reported may see its phone number and call (GET /api/incidents/{id}/contacts). True unless set to false.',
});

/** Reaching each other (issue 31): a volunteer's phone for the reporters of the cases they hold. */
const showPhoneToReporter = z.boolean({ error: 'must be true or false' }).openapi({
  description:
    'Volunteers: the reporter of a case this account holds may see its phone number (GET /api/incidents/{id}/contacts); the first name is always shown. False unless set.',
});

export const userProfileSchema = z
  .strictObject({
    _id: objectId,
    name: z.string(),
    email: z.string().openapi({ format: 'email' }),
    role: z.enum(ROLES),
    city: z.string(),
    phoneNumber: z.string(),
    address: z.string(),
    requiresDocuments: z.boolean(),
    ngoDetails: ngoDetailsSchema.optional(),
    volunteerDetails: volunteerDetailsSchema.optional(),
    emailUpdates: emailUpdates.optional().openapi({
      description:
        "The account's emailUpdates (UpdateProfileRequest): sent to the account itself only, false unless set (optional in the schema so that older clients still type-check).",
    }),
    language: language.optional(),
    allowCalls: allowCalls.optional().openapi({
      description: "The account's allowCalls, sent to the account itself only.",
    }),
    showPhoneToReporter: showPhoneToReporter.optional().openapi({
      description:
        "Volunteers: the account's showPhoneToReporter, sent to the account itself only.",
    }),
    firstVisit: z.boolean().optional().openapi({
      description:
        'Sent to the account itself only: true until its first login after signing up (the dashboard greets "Welcome", then "Welcome Back").',
    }),
    createdAt: dateTime,
  })
  .openapi('UserProfile');

export const personNameSchema = z
  .strictObject({
    _id: objectId,
    name: z.string(),
    role: z.enum(ROLES),
  })
  .openapi({
    description: 'What anyone may know of a person whose contact details they may not see.',
  })
  .openapi('PersonName');

export const updateProfileRequestSchema = z
  .object({
    name: accountName.optional(),
    phoneNumber: phoneNumber.optional(),
    city: cityInput.optional(),
    address: requiredText(ADDRESS_MAX_LENGTH).optional(),
    emailUpdates: emailUpdates.optional(),
    language: language.optional(),
    allowCalls: allowCalls.optional(),
    showPhoneToReporter: showPhoneToReporter.optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    error:
      'Nothing to update: send name, phoneNumber, city, address, emailUpdates, language, allowCalls or showPhoneToReporter',
  })
  .openapi('UpdateProfileRequest', {
    minProperties: 1,
    description: 'At least one of the fields; any other field is ignored.',
  });

export const myIncidentsResponseSchema = z
  .strictObject({
    success: z.literal(true),
    data: z.array(incidentSchema),
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: 'Present when more incidents follow: pass it back as cursor.' }),
  })
  .openapi('MyIncidentsResponse');

export const ngoVerificationSchema = z
  .strictObject({
    state: z.enum(NGO_VERIFICATION_STATES),
    signedAt: z.string().nullable().openapi({
      description: 'When the NGO signed its documents (and so entered the queue).',
      format: 'date-time',
    }),
    decidedAt: dateTime.nullable(),
    decidedBy: z.string().nullable().openapi({ description: "The operator's name." }),
    reason: z
      .string()
      .nullable()
      .openapi({ description: "The operator's reason for a rejection." }),
  })
  .openapi({
    description:
      "Where the operator's verification of an NGO stands. unsigned: documents not signed yet; pending: signed and waiting for the operator; verified: gets what the spec gives NGOs; rejected: reason says why.",
  })
  .openapi('NgoVerification');

export const ngoProfileResponseSchema = z
  .strictObject({
    success: z.literal(true),
    _id: objectId,
    name: z.string(),
    city: z.string(),
    ngoDetails: ngoDetailsSchema,
    requiresDocuments: z.boolean(),
    verification: ngoVerificationSchema,
  })
  .openapi('NgoProfileResponse');

export const logoutResponseSchema = z
  .strictObject({
    success: z.literal(true),
    message: z.string(),
  })
  .openapi('LogoutResponse');

export const partnerSchema = z
  .strictObject({
    name: z.string(),
    city: z.string(),
  })
  .openapi('Partner');

/** GET /api/users/my-incidents/{id}: a page of the caller's reports. */
export const myIncidentsQuerySchema = z.object({
  limit: pageLimit({ max: 100 }),
  cursor: optionalText(200),
});

/** POST /internal/users/{id}/documents-signed (docusign to auth). */
export const documentsSignedSchema = z.object({ documentType: requiredText(100) });

/** GET /internal/sessions/{sessionId}?token= (every service to auth). */
export const sessionCheckQuerySchema = z.object({ token: z.string().min(1).max(100) });

/** A registration as the service keeps it: trimmed, the city's written name, role defaulted. */
export type RegisterInput = z.output<typeof registerRequestSchema>;
