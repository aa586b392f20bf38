import { ROLES, SIGN_UP_ROLES } from '../domain';
import { NGO_VERIFICATION_STATES } from '../policy';
import {
  OBJECT_ID,
  bearer,
  errors,
  idParam,
  jsonBody,
  jsonResponse,
  nullable,
  ref,
  type OpenApiPart,
} from './part';

/** Any account's role, as responses give it ('admin' included). */
const ROLE = { type: 'string', enum: [...ROLES] };
/** The roles a person may pick at sign-up: never 'admin'. */
const SIGN_UP_ROLE = { type: 'string', enum: [...SIGN_UP_ROLES] };
const DATE_TIME = { type: 'string', format: 'date-time' };
const CITY = {
  type: 'string',
  description:
    'One of the 16 fixed cities: Mumbai, Delhi, Noida, Bangalore, Hyderabad, Chennai, Kolkata, ' +
    'Pune, Ahmedabad, Jaipur, Lucknow, Nashik, Bhopal, Indore, Nagpur, Chandigarh (any letter case).',
};
const PHONE = {
  type: 'string',
  description: 'Digits, spaces, +, -, parentheses; 6 to 25 characters.',
};
const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength });
const stringList = {
  type: 'array',
  items: { type: 'string' },
  description: 'Up to 50 entries (a comma-separated string is accepted too).',
};

// Named {id} as in the contracts' POLICY table; "account's id" tells the tests it is an account.
const userIdParam = idParam('id', "The account's id (24 hex characters).");
const rateLimited = {
  '429': {
    ...jsonResponse('Too many attempts from this account or address', ref('Error')),
    headers: {
      'Retry-After': { description: 'Seconds until the window ends', schema: { type: 'integer' } },
    },
  },
};
const tokenNote =
  'An RS256 JWT (claims sub, role, name, docs, sid: its session, jti: the token id) to send ' +
  'as Authorization: Bearer. It expires after JWT_TTL_SECONDS (12 hours by default), and never ' +
  "after its session's absolute end (SESSION_MAX_AGE_SECONDS, 7 days by default). A session " +
  'can be ended before then: by logout, by refresh (for the refreshed token), and for every ' +
  'session of an account by its suspension, deletion or role change. The auth service refuses ' +
  "an ended session's token at once; every other service within SESSION_CHECK_TTL_MS (15 s by " +
  'default), the time it reuses a live-session answer. A refused token gets 401.';
const ended401 = {
  '401': jsonResponse(
    'No token, a bad one, or one whose session has ended (logout, refresh, suspension, ' +
      'deletion, role change, absolute lifetime)',
    ref('Error'),
  ),
};
const upstream = (service: string) => ({
  '502': jsonResponse(`The ${service} service failed`, ref('Error')),
  '503': jsonResponse(`The ${service} service is unavailable`, ref('Error')),
});

/** The auth service's public paths. */
export const authPart: OpenApiPart = {
  paths: {
    '/api/users/register': {
      post: {
        tags: ['auth'],
        summary: 'Create an account',
        description:
          'Anyone may register. Unknown fields are ignored (documentsSigned can never be set). ' +
          'Registrations are limited per client address (REGISTER_MAX_PER_IP within ' +
          'REGISTER_WINDOW_SECONDS). Volunteers and NGOs must sign their documents next: ' +
          'requiresDocuments is true for them, false for plain users.',
        requestBody: jsonBody(ref('RegisterRequest')),
        responses: {
          '201': jsonResponse('Registered and logged in', ref('RegisterResponse')),
          ...errors(400, 409),
          ...rateLimited,
        },
      },
    },
    '/api/users/login': {
      post: {
        tags: ['auth'],
        summary: 'Log in',
        description:
          'A wrong password and an unknown email give the same 401. Failed logins are counted ' +
          'per account and client address pair: after LOGIN_MAX_FAILURES_PER_ACCOUNT failures ' +
          'of a pair within LOGIN_WINDOW_SECONDS, each further attempt on that account from ' +
          'that address must wait twice as long as the one before (1 s, 2 s, 4 s... up to 15 ' +
          'minutes), so an attacker failing from one address never locks the owner out from ' +
          'another. Each address also has a limit across all accounts ' +
          '(LOGIN_MAX_FAILURES_PER_IP within LOGIN_WINDOW_SECONDS). A successful login clears ' +
          "the pair's failures. A suspended account gets 403, and only with the right password. " +
          'A role sent in the body is ignored. Every login starts a new session.',
        requestBody: jsonBody(ref('LoginRequest')),
        responses: {
          '200': jsonResponse('Logged in', ref('LoginResponse')),
          ...errors(400, 401),
          '403': jsonResponse(
            'The right password, but the operator suspended the account',
            ref('Error'),
          ),
          ...rateLimited,
        },
      },
    },
    '/api/users/refresh-token': {
      post: {
        tags: ['auth'],
        summary: "A fresh token with the account's current claims",
        description:
          'Call after signing the documents: the new token says docs=true. Rotates: the ' +
          'presented token is refused from then on (auth at once, the other services within ' +
          'SESSION_CHECK_TTL_MS), so present each token once. The new token belongs to the same ' +
          "session and cannot outlive the session's absolute lifetime (SESSION_MAX_AGE_SECONDS " +
          'from login, 7 days by default): after that, log in again.',
        security: bearer,
        responses: {
          '200': jsonResponse('A new token', ref('RefreshTokenResponse')),
          ...ended401,
        },
      },
    },
    '/api/users/logout': {
      post: {
        tags: ['auth'],
        summary: 'End the session behind the presented token',
        description:
          "Any logged-in role. The session's tokens are refused from then on: by auth at once, " +
          'by every other service within SESSION_CHECK_TTL_MS (15 s by default). Other ' +
          'sessions of the account (other devices) go on. No body.',
        security: bearer,
        responses: {
          '200': jsonResponse('Logged out', ref('LogoutResponse')),
          ...ended401,
        },
      },
    },
    '/api/users/profile/{id}': {
      get: {
        tags: ['auth'],
        summary: "An account's profile, or only its name",
        description:
          'Any logged-in role. The whole profile (UserProfile, with email, phone and address) ' +
          'goes to the account itself, the operator, and a verified NGO when the person is ' +
          'tied to an incident (its reporter, or the volunteer who holds it); everyone else ' +
          'gets the name only (PersonName).',
        security: bearer,
        parameters: [userIdParam],
        responses: {
          '200': jsonResponse('The profile, or the name only', {
            oneOf: [ref('UserProfile'), ref('PersonName')],
          }),
          ...errors(400, 401, 403, 404),
          ...upstream('incidents'),
        },
      },
      put: {
        tags: ['auth'],
        summary: 'Edit your own profile',
        description:
          'The account itself only. name, phoneNumber, city and address may change; every ' +
          'other field (role, email, documentsSigned...) is ignored.',
        security: bearer,
        parameters: [userIdParam],
        requestBody: jsonBody(ref('UpdateProfileRequest')),
        responses: {
          '200': jsonResponse('The updated profile', ref('UserProfile')),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    '/api/users/my-incidents/{id}': {
      get: {
        tags: ['auth'],
        summary: 'The incidents you reported, newest first',
        description:
          'The account itself only (an NGO included). Paged: pass nextCursor back as cursor.',
        security: bearer,
        parameters: [
          userIdParam,
          {
            name: 'limit',
            in: 'query',
            required: false,
            schema: { type: 'integer', minimum: 1, maximum: 100 },
          },
          { name: 'cursor', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: {
          '200': jsonResponse('A page of incidents', ref('MyIncidentsResponse')),
          ...errors(400, 401, 403),
          '502': jsonResponse('The incidents service failed', ref('Error')),
          '503': jsonResponse('The incidents service is unavailable', ref('Error')),
        },
      },
    },
    '/api/ngo/profile': {
      get: {
        tags: ['auth'],
        summary: "The logged-in NGO's own profile",
        description:
          "Any NGO, verified or not: verification says where the operator's check stands " +
          "(the dashboard shows a waiting screen until it is 'verified', and the reason when " +
          'it was rejected).',
        security: bearer,
        responses: {
          '200': jsonResponse('The NGO', ref('NgoProfileResponse')),
          ...errors(401, 403, 404),
        },
      },
    },
    '/api/partners': {
      get: {
        tags: ['auth'],
        summary: 'The verified partner NGOs (public)',
        description:
          'Only NGOs the operator verified (and has not suspended): names and cities only, ' +
          'sorted by name, at most 500.',
        responses: {
          '200': jsonResponse('The partner NGOs', { type: 'array', items: ref('Partner') }),
        },
      },
    },
  },
  schemas: {
    NgoDetails: {
      type: 'object',
      properties: {
        registrationNumber: { type: 'string', maxLength: 100 },
        organizationType: { type: 'string', maxLength: 100 },
        operatingAreas: stringList,
      },
    },
    VolunteerDetails: {
      type: 'object',
      properties: {
        availability: { type: 'string', enum: ['weekend', 'weekdays', 'both'] },
        skills: stringList,
        experience: { type: 'string', maxLength: 2000 },
      },
    },
    RegisterRequest: {
      type: 'object',
      required: ['name', 'email', 'password', 'city', 'phoneNumber', 'address'],
      properties: {
        name: text(100),
        email: { type: 'string', format: 'email', maxLength: 254 },
        password: { type: 'string', minLength: 8, maxLength: 256 },
        role: {
          ...SIGN_UP_ROLE,
          default: 'user',
          description: "'admin' is never chosen at sign-up.",
        },
        city: CITY,
        phoneNumber: PHONE,
        address: text(500),
        ngoDetails: { ...ref('NgoDetails'), description: 'Kept for NGO accounts only.' },
        volunteerDetails: {
          ...ref('VolunteerDetails'),
          description: 'Kept for volunteer accounts only.',
        },
      },
    },
    RegisterResponse: {
      type: 'object',
      additionalProperties: false,
      required: ['token', 'requiresDocuments', '_id', 'message', 'role', 'name'],
      properties: {
        token: { type: 'string', description: tokenNote },
        requiresDocuments: { type: 'boolean' },
        _id: OBJECT_ID,
        message: { const: 'Registration successful!' },
        role: SIGN_UP_ROLE,
        name: { type: 'string' },
      },
    },
    LoginRequest: {
      type: 'object',
      required: ['email', 'password'],
      properties: { email: { type: 'string' }, password: { type: 'string' } },
    },
    LoginResponse: {
      type: 'object',
      additionalProperties: false,
      required: ['token', '_id', 'role', 'name', 'message', 'requiresDocuments'],
      properties: {
        token: { type: 'string', description: tokenNote },
        _id: OBJECT_ID,
        role: ROLE,
        name: { type: 'string' },
        message: { const: 'Login successful!' },
        requiresDocuments: { type: 'boolean' },
      },
    },
    RefreshTokenResponse: {
      type: 'object',
      additionalProperties: false,
      required: ['token', 'requiresDocuments'],
      properties: {
        token: { type: 'string', description: tokenNote },
        requiresDocuments: { type: 'boolean' },
      },
    },
    UserProfile: {
      type: 'object',
      additionalProperties: false,
      required: [
        '_id',
        'name',
        'email',
        'role',
        'city',
        'phoneNumber',
        'address',
        'requiresDocuments',
        'createdAt',
      ],
      properties: {
        _id: OBJECT_ID,
        name: { type: 'string' },
        email: { type: 'string', format: 'email' },
        role: ROLE,
        city: { type: 'string' },
        phoneNumber: { type: 'string' },
        address: { type: 'string' },
        requiresDocuments: { type: 'boolean' },
        ngoDetails: ref('NgoDetails'),
        volunteerDetails: ref('VolunteerDetails'),
        createdAt: DATE_TIME,
      },
    },
    PersonName: {
      type: 'object',
      additionalProperties: false,
      description: 'What anyone may know of a person whose contact details they may not see.',
      required: ['_id', 'name', 'role'],
      properties: { _id: OBJECT_ID, name: { type: 'string' }, role: ROLE },
    },
    UpdateProfileRequest: {
      type: 'object',
      minProperties: 1,
      description: 'At least one of the fields; any other field is ignored.',
      properties: { name: text(100), phoneNumber: PHONE, city: CITY, address: text(500) },
    },
    MyIncidentsResponse: {
      type: 'object',
      additionalProperties: false,
      required: ['success', 'data', 'nextCursor'],
      properties: {
        success: { const: true },
        data: { type: 'array', items: ref('Incident') },
        nextCursor: {
          type: ['string', 'null'],
          description: 'Present when more incidents follow: pass it back as cursor.',
        },
      },
    },
    NgoProfileResponse: {
      type: 'object',
      additionalProperties: false,
      required: [
        'success',
        '_id',
        'name',
        'city',
        'ngoDetails',
        'requiresDocuments',
        'verification',
      ],
      properties: {
        success: { const: true },
        _id: OBJECT_ID,
        name: { type: 'string' },
        city: { type: 'string' },
        ngoDetails: ref('NgoDetails'),
        requiresDocuments: { type: 'boolean' },
        verification: ref('NgoVerification'),
      },
    },
    NgoVerification: {
      type: 'object',
      additionalProperties: false,
      description:
        "Where the operator's verification of an NGO stands. unsigned: documents not signed " +
        'yet; pending: signed and waiting for the operator; verified: gets what the spec gives ' +
        'NGOs; rejected: reason says why.',
      required: ['state', 'signedAt', 'decidedAt', 'decidedBy', 'reason'],
      properties: {
        state: { type: 'string', enum: [...NGO_VERIFICATION_STATES] },
        signedAt: {
          ...nullable(DATE_TIME),
          description: 'When the NGO signed its documents (and so entered the queue).',
        },
        decidedAt: nullable(DATE_TIME),
        decidedBy: { ...nullable(), description: "The operator's name." },
        reason: { ...nullable(), description: "The operator's reason for a rejection." },
      },
    },
    LogoutResponse: {
      type: 'object',
      additionalProperties: false,
      required: ['success', 'message'],
      properties: { success: { const: true }, message: { type: 'string' } },
    },
    Partner: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'city'],
      properties: { name: { type: 'string' }, city: { type: 'string' } },
    },
  },
};
