import { bearer, errors, idParam, jsonBody, jsonResponse, ref, type OpenApiPart } from './part';

const ROLE = { type: 'string', enum: ['user', 'volunteer', 'ngo'] };
const OBJECT_ID = { type: 'string', pattern: '^[0-9a-f]{24}$' };
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

const userIdParam = idParam('userId', "The account's id (24 hex characters).");
const rateLimited = {
  '429': {
    ...jsonResponse('Too many attempts from this account or address', ref('Error')),
    headers: {
      'Retry-After': { description: 'Seconds until the window ends', schema: { type: 'integer' } },
    },
  },
};
const tokenNote =
  'An RS256 JWT (claims sub, role, name, docs) to send as Authorization: Bearer. ' +
  'It expires after JWT_TTL_SECONDS (12 hours by default).';

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
          'A wrong password and an unknown email give the same 401. Failed logins are limited ' +
          'per account (LOGIN_MAX_FAILURES_PER_ACCOUNT) and per client address ' +
          '(LOGIN_MAX_FAILURES_PER_IP) within LOGIN_WINDOW_SECONDS; a successful login clears ' +
          "the account's failures. A role sent in the body is ignored.",
        requestBody: jsonBody(ref('LoginRequest')),
        responses: {
          '200': jsonResponse('Logged in', ref('LoginResponse')),
          ...errors(400, 401),
          ...rateLimited,
        },
      },
    },
    '/api/users/refresh-token': {
      post: {
        tags: ['auth'],
        summary: "A fresh token with the account's current claims",
        description: 'Call after signing the documents: the new token says docs=true.',
        security: bearer,
        responses: {
          '200': jsonResponse('A new token', ref('RefreshTokenResponse')),
          ...errors(401),
        },
      },
    },
    '/api/users/profile/{userId}': {
      get: {
        tags: ['auth'],
        summary: "An account's profile",
        description: 'The account itself, or any NGO.',
        security: bearer,
        parameters: [userIdParam],
        responses: {
          '200': jsonResponse('The profile', ref('UserProfile')),
          ...errors(400, 401, 403, 404),
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
    '/api/users/my-incidents/{userId}': {
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
        summary: 'The registered NGOs (public)',
        description: 'Names and cities only, sorted by name, at most 500.',
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
        role: { ...ROLE, default: 'user' },
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
        role: ROLE,
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
        createdAt: { type: 'string', format: 'date-time' },
      },
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
      required: ['success', '_id', 'name', 'city', 'ngoDetails', 'requiresDocuments'],
      properties: {
        success: { const: true },
        _id: OBJECT_ID,
        name: { type: 'string' },
        city: { type: 'string' },
        ngoDetails: ref('NgoDetails'),
        requiresDocuments: { type: 'boolean' },
      },
    },
    Partner: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'city'],
      properties: { name: { type: 'string' }, city: { type: 'string' } },
    },
  },
};
