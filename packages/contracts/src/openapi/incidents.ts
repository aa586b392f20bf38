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
import { PHOTO_TOO_MANY_PIXELS_MESSAGE } from '../domain';
import { NGO_NOT_VERIFIED_MESSAGE, NGO_REJECTED_MESSAGE } from '../policy';

const DATE_TIME = { type: 'string', format: 'date-time' };
const STATUS = { type: 'string', enum: ['pending', 'in progress', 'resolved'] };
const CITY = {
  type: 'string',
  description:
    'One of the 16 fixed cities: Mumbai, Delhi, Noida, Bangalore, Hyderabad, Chennai, Kolkata, ' +
    'Pune, Ahmedabad, Jaipur, Lucknow, Nashik, Bhopal, Indore, Nagpur, Chandigarh (any letter ' +
    'case on input; stored and returned as written here).',
};
const LNG_LAT = {
  type: 'array',
  description: '[longitude, latitude]',
  prefixItems: [
    { type: 'number', minimum: -180, maximum: 180 },
    { type: 'number', minimum: -90, maximum: 90 },
  ],
  minItems: 2,
  maxItems: 2,
};
const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength });
const object = (properties: Record<string, unknown>, required = Object.keys(properties)) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});

const incidentIdParam = idParam('id', "The incident's id (24 hex characters).");
const limitParam = (fallback: number, max: number) => ({
  name: 'limit',
  in: 'query',
  required: false,
  description: `How many to return (default ${fallback}).`,
  schema: { type: 'integer', minimum: 1, maximum: max, default: fallback },
});
/** The 403 of what the spec gives NGOs: other roles, and NGOs the operator has not verified. */
const ngoOnly403 = {
  '403': jsonResponse(
    'Not an NGO account, or an NGO the operator has not verified ' +
      `("${NGO_NOT_VERIFIED_MESSAGE}"; after a rejection "${NGO_REJECTED_MESSAGE}")`,
    ref('Error'),
  ),
};
const verifiedNgosOnly =
  'Verified NGOs only: other roles, and NGOs the operator has not verified yet (or rejected), ' +
  'get 403 with a message.';
const hiddenNote =
  'Reports the operator hid are left out (they stay visible to the operator and their reporter).';
const upstreamErrors = {
  '502': jsonResponse('The auth service failed', ref('Error')),
  '503': jsonResponse('The auth service is unavailable', ref('Error')),
};

const createDescription =
  'Any logged-in role. Send multipart/form-data with a `data` field (the JSON of ' +
  'CreateIncidentData) and an optional `animalPhoto` file, or the same object as ' +
  'application/json. status starts pending; reporterInfo is copied from the account; ' +
  'status, reporterInfo, volunteerActivity and _id sent by the client are ignored. ' +
  'location.coordinates are kept only when they are within 50 km of the city; otherwise ' +
  "the city's coordinates are used. The photo must be PNG or JPEG by its content (not its " +
  'name or declared type), at most 10 MB; it is re-encoded (EXIF orientation applied, all ' +
  'metadata such as GPS removed, at most 2560 px on its longer side) and stored under a ' +
  'random name with a thumbnail (320 px wide). With an Idempotency-Key header, a repeat ' +
  'with the same key by the same account returns the first incident with 200 and stores nothing.';

/** The incidents service's public paths. */
export const incidentsPart: OpenApiPart = {
  paths: {
    '/api/incidents/create': {
      post: {
        tags: ['incidents'],
        summary: 'Report an animal in need',
        description: createDescription,
        security: bearer,
        parameters: [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description: 'Any 1 to 128 visible ASCII characters, unique per report attempt.',
            schema: { type: 'string', minLength: 1, maxLength: 128 },
          },
        ],
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['data'],
                properties: {
                  data: {
                    type: 'string',
                    contentMediaType: 'application/json',
                    contentSchema: ref('CreateIncidentData'),
                    description: 'The JSON of CreateIncidentData.',
                  },
                  animalPhoto: {
                    type: 'string',
                    contentMediaType: 'application/octet-stream',
                    description: 'Optional PNG or JPEG, at most 10 MB.',
                  },
                },
              },
              encoding: { animalPhoto: { contentType: 'image/png, image/jpeg' } },
            },
            'application/json': { schema: ref('CreateIncidentData') },
          },
        },
        responses: {
          '201': jsonResponse('Reported', ref('CreateIncidentResponse')),
          '200': jsonResponse(
            'A repeat of an earlier request with the same Idempotency-Key: the incident stored then',
            ref('CreateIncidentResponse'),
          ),
          ...errors(400, 401),
          '413': jsonResponse(
            'The photo is over 10 MB ("File size should be less than 10MB") or, by its header, ' +
              `over 40 megapixels ("${PHOTO_TOO_MANY_PIXELS_MESSAGE}"); refused before decoding`,
            ref('Error'),
          ),
          '415': jsonResponse(
            'The photo is not an 8-bit PNG or JPEG ("Only PNG or JPEG images are accepted"; ' +
              '16-bit, CMYK, lossless and arithmetic-coded images included), or the body is ' +
              'neither multipart/form-data nor JSON',
            ref('Error'),
          ),
          '429': jsonResponse(
            'The account made REPORTS_MAX_PER_ACCOUNT_PER_HOUR reports (default 20) in the last ' +
              'hour ("Too many reports. Please try again in N minutes."), with Retry-After',
            ref('Error'),
          ),
          ...upstreamErrors,
        },
      },
    },
    '/api/incidents': {
      get: {
        tags: ['incidents'],
        summary: 'Every incident, newest first (verified NGOs only)',
        description:
          `${verifiedNgosOnly} Returns the array directly, sorted by createdAt (newest first), ` +
          'a page at a time. When more follow, the X-Next-Cursor response header holds the ' +
          `cursor of the next page. Reporter contact details are included. ${hiddenNote}`,
        security: bearer,
        parameters: [
          {
            name: 'status',
            in: 'query',
            required: false,
            description: 'Only incidents in this status.',
            schema: STATUS,
          },
          limitParam(50, 200),
          {
            name: 'cursor',
            in: 'query',
            required: false,
            description: 'The X-Next-Cursor of the previous page (opaque).',
            schema: { type: 'string' },
          },
        ],
        responses: {
          '200': {
            ...jsonResponse('A page of incidents', { type: 'array', items: ref('Incident') }),
            headers: {
              'X-Next-Cursor': {
                description: 'The cursor of the next page; absent on the last page.',
                schema: { type: 'string' },
              },
            },
          },
          ...errors(400, 401),
          ...ngoOnly403,
        },
      },
    },
    // Before /api/incidents/{id}, so "export" is never read as an id.
    '/api/incidents/export': {
      get: {
        tags: ['incidents'],
        summary: 'The NGO list as a CSV file (verified NGOs only)',
        description:
          `${verifiedNgosOnly} ` +
          'The same incidents as GET /api/incidents with the same status filter, newest first, ' +
          'at most 10000 rows (INCIDENTS_EXPORT_MAX_ROWS), streamed as text/csv (UTF-8 with a byte-order mark, CRLF lines, ' +
          'RFC 4180 quoting) and offered as a download named ' +
          'incidents-{status or all}-{YYYY-MM-DD}.csv. Columns: id, reported_at, updated_at, ' +
          'status, city, address, latitude, longitude, animal_type, animal_description, ' +
          'description, severity_score, severity_category, reporter_name, reporter_contact, ' +
          'reporter_email, volunteer_name, volunteer_status, assigned_at, assigned_ngo, ' +
          'case_updates (their count). ' +
          "A text cell starting with =, +, -, @, tab or CR gets a leading ' so a " +
          'spreadsheet never runs it as a formula.',
        security: bearer,
        parameters: [
          {
            name: 'status',
            in: 'query',
            required: false,
            description: 'Only incidents in this status.',
            schema: STATUS,
          },
        ],
        responses: {
          '200': {
            description: 'The CSV file',
            headers: {
              'Content-Disposition': {
                description: 'attachment; filename="incidents-{status or all}-{YYYY-MM-DD}.csv"',
                schema: { type: 'string' },
              },
              'X-Total-Count': {
                description:
                  'How many incidents match; the file holds at most the row limit of them.',
                schema: { type: 'integer', minimum: 0 },
              },
            },
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          ...errors(400, 401),
          ...ngoOnly403,
        },
      },
    },
    '/api/incidents/nearby': {
      get: {
        tags: ['incidents'],
        summary: 'Open incidents within 200 m of a point ("Is it one of these?")',
        description:
          'Any logged-in role. At most 5 incidents of the city that are not resolved, nearest ' +
          'first, with only what is safe to show: animal type, the first 80 characters of the ' +
          'animal description, status and distance in metres.',
        security: bearer,
        parameters: [
          { name: 'city', in: 'query', required: true, schema: CITY },
          {
            name: 'lat',
            in: 'query',
            required: true,
            schema: { type: 'number', minimum: -90, maximum: 90 },
          },
          {
            name: 'lng',
            in: 'query',
            required: true,
            schema: { type: 'number', minimum: -180, maximum: 180 },
          },
        ],
        responses: {
          '200': jsonResponse('Nearby open incidents', ref('NearbyIncidentsResponse')),
          ...errors(400, 401),
        },
      },
    },
    '/api/incidents/notifications': {
      get: {
        tags: ['incidents'],
        summary: 'What happened to the cases you reported, newest first',
        description:
          'Any logged-in role; only your own. Recorded when a volunteer takes your case, ' +
          'an NGO changes its status, a volunteer adds a note or marks it completed.',
        security: bearer,
        parameters: [limitParam(5, 50)],
        responses: {
          '200': jsonResponse('Your notifications', ref('NotificationsResponse')),
          ...errors(400, 401),
        },
      },
    },
    '/api/incidents/{id}': {
      get: {
        tags: ['incidents'],
        summary: 'One incident',
        description:
          'The operator, the reporter, and, unless the operator hid the report, a verified NGO ' +
          'or the volunteer holding the case; anyone else 403. Reporter contact details for ' +
          'the reporter, the operator and verified NGOs. moderation only for the operator and ' +
          'the reporter.',
        security: bearer,
        parameters: [incidentIdParam],
        responses: {
          '200': jsonResponse('The incident', ref('Incident')),
          ...errors(400, 401, 403, 404),
        },
      },
    },
    '/api/incidents/{id}/flag': {
      post: {
        tags: ['incidents'],
        summary: 'Flag a report for the operator (verified NGOs only)',
        description:
          `${verifiedNgosOnly} The operator sees the flag, the NGO's name and the reason in ` +
          'the moderation queue (GET /api/admin/reports?view=flagged). One flag per NGO: ' +
          'flagging the same report again changes nothing.',
        security: bearer,
        parameters: [incidentIdParam],
        requestBody: jsonBody(ref('FlagRequest')),
        responses: {
          '200': jsonResponse('Flagged', ref('FlagResponse')),
          ...errors(400, 401, 404),
          ...ngoOnly403,
        },
      },
    },
    '/api/ngo/overview': {
      get: {
        tags: ['ngo'],
        summary: 'Counts over every incident (verified NGOs only)',
        description: `${verifiedNgosOnly} critical = severity score 7 or more, or category CRITICAL.`,
        security: bearer,
        responses: {
          '200': jsonResponse('The counts', ref('NgoOverviewResponse')),
          ...errors(401),
          ...ngoOnly403,
        },
      },
    },
    '/api/ngo/dashboard-overview': {
      get: {
        tags: ['ngo'],
        summary: 'The same counts for the dashboard (verified NGOs only)',
        description: verifiedNgosOnly,
        security: bearer,
        responses: {
          '200': jsonResponse('The counts', ref('NgoDashboardOverviewResponse')),
          ...errors(401),
          ...ngoOnly403,
        },
      },
    },
    '/api/ngo/incidents/{id}/update': {
      put: {
        tags: ['ngo'],
        summary: "Change an incident's status (verified NGOs only)",
        description:
          `${verifiedNgosOnly} ` +
          'Any of the three statuses, in any order. Appends the case update "Status updated ' +
          'to {status} by NGO" (the text is the server\'s; status_update is ignored) and sets ' +
          "assignedNGO to the NGO's name.",
        security: bearer,
        parameters: [incidentIdParam],
        requestBody: jsonBody(ref('StatusUpdateRequest')),
        responses: {
          '200': jsonResponse('Updated', ref('StatusUpdateResponse')),
          ...errors(400, 401, 404),
          ...ngoOnly403,
          '503': jsonResponse(
            'The incident stayed busy with other changes for 5 seconds; retry',
            ref('Error'),
          ),
        },
      },
    },
    '/api/uploads/{photo}': {
      get: {
        tags: ['incidents'],
        summary: 'A stored photo (public by its random name)',
        description:
          'Served with nosniff and Cache-Control "public, max-age=31536000, immutable": a ' +
          'name never changes content.',
        parameters: [
          {
            name: 'photo',
            in: 'path',
            required: true,
            description: 'The file name from animalInfo.photo: 32 hex characters and .jpg or .png.',
            schema: { type: 'string', pattern: '^[0-9a-f]{32}\\.(jpg|png)$' },
          },
          {
            name: 'size',
            in: 'query',
            required: false,
            description: 'thumb for the thumbnail (320 px wide at most).',
            schema: { type: 'string', enum: ['full', 'thumb'], default: 'full' },
          },
        ],
        responses: {
          '200': {
            description: 'The image',
            content: {
              'image/jpeg': { schema: { type: 'string', contentMediaType: 'image/jpeg' } },
              'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } },
            },
          },
          ...errors(400, 404),
        },
      },
    },
    '/api/impact': {
      get: {
        tags: ['incidents'],
        summary: 'Live counts for the impact page (public)',
        responses: { '200': jsonResponse('The counts', ref('Impact')) },
      },
    },
  },
  schemas: {
    SeverityAssessment: object({
      score: { type: 'number', minimum: 0, maximum: 10 },
      category: { type: 'string', enum: ['PENDING', 'LOW', 'MODERATE', 'HIGH', 'CRITICAL'] },
      assessmentDetails: { type: 'string' },
    }),
    Incident: object(
      {
        _id: OBJECT_ID,
        description: { type: 'string' },
        status: STATUS,
        city: CITY,
        createdAt: DATE_TIME,
        updatedAt: DATE_TIME,
        location: object({
          type: { const: 'Point' },
          coordinates: LNG_LAT,
          address: { type: 'string' },
        }),
        animalInfo: object({
          description: { type: 'string' },
          type: { type: 'string' },
          photo: {
            type: ['string', 'null'],
            description: 'Stored file name, served at /api/uploads/{photo}.',
          },
          aiSeverityAssessment: ref('SeverityAssessment'),
        }),
        reporterInfo: object(
          {
            name: { type: 'string' },
            contactNumber: { type: 'string' },
            email: { type: 'string' },
            preferredContactMethod: { type: 'string' },
          },
          ['name'],
        ),
        volunteerActivity: {
          oneOf: [
            { type: 'null' },
            object(
              {
                status: { type: 'string', enum: ['assigned', 'completed'] },
                assignedAt: DATE_TIME,
                assignedVolunteer: OBJECT_ID,
                volunteerName: { type: 'string' },
              },
              ['status', 'assignedAt', 'assignedVolunteer', 'volunteerName'],
            ),
          ],
        },
        assignedNGO: { oneOf: [{ type: 'null' }, object({ name: { type: 'string' } })] },
        caseUpdates: {
          type: 'array',
          items: object({ timestamp: DATE_TIME, description: { type: 'string' } }),
        },
        moderation: {
          ...ref('ReportModeration'),
          description: 'Only for the operator and the reporter.',
        },
      },
      [
        '_id',
        'description',
        'status',
        'city',
        'createdAt',
        'updatedAt',
        'location',
        'animalInfo',
        'reporterInfo',
        'volunteerActivity',
        'assignedNGO',
        'caseUpdates',
      ],
    ),
    ReportModeration: object({
      hidden: { type: 'boolean' },
      hiddenReason: { ...nullable(), description: "The operator's reason, while hidden." },
      hiddenAt: nullable(DATE_TIME),
      duplicateOf: {
        ...nullable(OBJECT_ID),
        description: 'The report this one repeats, when the operator linked it.',
      },
    }),
    FlagRequest: {
      type: 'object',
      required: ['reason'],
      properties: {
        reason: {
          type: 'string',
          minLength: 3,
          maxLength: 500,
          description: 'What the operator should look at (3 to 500 characters once trimmed).',
        },
      },
    },
    FlagResponse: object({ success: { const: true }, message: { type: 'string' } }),
    CreateIncidentData: {
      type: 'object',
      description: 'Unknown keys are ignored.',
      required: ['description', 'city', 'location', 'animalInfo'],
      properties: {
        description: text(2000),
        city: CITY,
        location: {
          type: 'object',
          required: ['address'],
          properties: { address: text(500), coordinates: LNG_LAT },
        },
        animalInfo: {
          type: 'object',
          required: ['description', 'aiSeverityAssessment'],
          properties: {
            description: text(2000),
            type: { type: 'string', maxLength: 60, description: 'Unknown when not given.' },
            aiSeverityAssessment: {
              type: 'object',
              required: ['score', 'category', 'assessmentDetails'],
              properties: {
                score: { type: 'number', minimum: 1, maximum: 10 },
                category: {
                  type: 'string',
                  enum: ['LOW', 'MODERATE', 'HIGH', 'CRITICAL'],
                  description: 'PENDING (nothing chosen) is refused.',
                },
                assessmentDetails: text(2000),
              },
            },
          },
        },
      },
    },
    CreateIncidentResponse: object({
      message: { const: 'Incident reported successfully!' },
      incident: ref('Incident'),
    }),
    NgoStats: object({
      total: { type: 'integer', minimum: 0 },
      critical: { type: 'integer', minimum: 0 },
      pending: { type: 'integer', minimum: 0 },
      resolved: { type: 'integer', minimum: 0 },
    }),
    NgoOverviewResponse: object({
      success: { const: true },
      stats: ref('NgoStats'),
      total: { type: 'integer', minimum: 0 },
      critical: { type: 'integer', minimum: 0 },
      pending: { type: 'integer', minimum: 0 },
      resolved: { type: 'integer', minimum: 0 },
    }),
    NgoDashboardOverviewResponse: object({ success: { const: true }, stats: ref('NgoStats') }),
    StatusUpdateRequest: {
      type: 'object',
      required: ['status'],
      properties: {
        status: STATUS,
        status_update: {
          type: 'string',
          description: "Accepted and ignored: the case update text is the server's.",
        },
      },
    },
    StatusUpdateResponse: object({
      success: { const: true },
      message: { const: 'Status updated successfully' },
      incident: ref('Incident'),
    }),
    NearbyIncidentsResponse: object({
      data: {
        type: 'array',
        maxItems: 5,
        items: object({
          type: { type: 'string' },
          description: { type: 'string', maxLength: 80 },
          status: { type: 'string', enum: ['pending', 'in progress'] },
          distanceM: { type: 'integer', minimum: 0, maximum: 200 },
        }),
      },
    }),
    NotificationsResponse: object({
      success: { const: true },
      data: {
        type: 'array',
        items: object({
          _id: OBJECT_ID,
          incidentId: OBJECT_ID,
          type: { type: 'string', enum: ['assigned', 'status', 'note', 'completed'] },
          text: { type: 'string' },
          createdAt: DATE_TIME,
        }),
      },
    }),
    Impact: object({
      totalReports: { type: 'integer', minimum: 0 },
      rescued: { type: 'integer', minimum: 0, description: 'Resolved incidents.' },
      inProgress: { type: 'integer', minimum: 0 },
      citiesCovered: { type: 'integer', minimum: 0, maximum: 16 },
    }),
  },
};
