import {
  OBJECT_ID,
  bearer,
  errors,
  idParam,
  jsonBody,
  jsonResponse,
  ref,
  type OpenApiPart,
} from './part';

const DATE_TIME = { type: 'string', format: 'date-time' };
const COORDINATES = {
  type: 'array',
  description: '[longitude, latitude]',
  items: { type: 'number' },
  minItems: 2,
  maxItems: 2,
};
const caseId = idParam('id', "The case's incident id (24 hex characters).");
const volunteersOnly = 'Volunteers only (401 without a token, 403 for other roles).';

const caseRoute = (summary: string, description: string, extra: Record<string, unknown>) => ({
  tags: ['volunteer'],
  summary,
  description: `${volunteersOnly} ${description}`,
  security: bearer,
  parameters: [caseId],
  ...extra,
});

/** The volunteer service's public paths. */
export const volunteerPart: OpenApiPart = {
  paths: {
    '/api/volunteer/incidents': {
      get: {
        tags: ['volunteer'],
        summary: 'Available cases near the volunteer',
        description:
          `${volunteersOnly} Cases nobody has taken that are not resolved: the volunteer's city ` +
          'first, then the other cities by distance from it; within a city the highest severity ' +
          'score first, then the newest. distanceKm is measured from the centre of the ' +
          "volunteer's city (0.1 km precision).",
        security: bearer,
        parameters: [
          {
            name: 'search',
            in: 'query',
            description:
              'Case-insensitive text found in the animal description or the address (max 100).',
            schema: { type: 'string', maxLength: 100 },
          },
          {
            name: 'severity',
            in: 'query',
            description:
              'high: score ≥ 7; moderate: 4 to below 7; low: below 4. Anything else is a 400.',
            schema: { type: 'string', enum: ['all', 'high', 'moderate', 'low'], default: 'all' },
          },
          {
            name: 'limit',
            in: 'query',
            description: 'Page size, 1 or more; values above 200 are capped at 200.',
            schema: { type: 'integer', minimum: 1, default: 50 },
          },
        ],
        responses: {
          '200': jsonResponse('Available cases', ref('VolunteerCaseList')),
          ...errors(400, 401, 403),
        },
      },
    },
    '/api/volunteer/my-cases': {
      get: {
        tags: ['volunteer'],
        summary: "The caller's cases, most recently taken first",
        description:
          `${volunteersOnly} status is 'completed' once the volunteer marked the case completed ` +
          'and the NGO has not resolved it yet.',
        security: bearer,
        parameters: [
          {
            name: 'limit',
            in: 'query',
            description: 'Page size, 1 or more; values above 200 are capped at 200.',
            schema: { type: 'integer', minimum: 1, default: 50 },
          },
        ],
        responses: {
          '200': jsonResponse("The volunteer's cases", ref('VolunteerCaseList')),
          ...errors(400, 401, 403),
        },
      },
    },
    '/api/volunteer/incidents/{id}': {
      get: caseRoute(
        'One case',
        'Shown while it is available (open, not taken, not hidden by the operator) or to the ' +
          'volunteer who holds it; a case another volunteer holds, or one no longer available ' +
          '(resolved, hidden), is 403.',
        {
          responses: {
            '200': jsonResponse('The case', ref('VolunteerCaseDetail')),
            ...errors(400, 401, 404),
            '403': jsonResponse(
              'Not a volunteer, or the case is held by another volunteer or no longer available',
              ref('Error'),
            ),
          },
        },
      ),
    },
    '/api/volunteer/incidents/{id}/volunteer/update': {
      put: caseRoute(
        'Take the case',
        'Empty body. The volunteer must have signed their documents (token docs=true; refresh ' +
          'the token after signing). Atomic: when several volunteers take a case at the same ' +
          "moment exactly one gets 'Status updated successfully', the others 409.",
        {
          responses: {
            '200': jsonResponse('Taken', ref('VolunteerCaseResult')),
            ...errors(400, 401, 403, 404, 409),
          },
        },
      ),
    },
    '/api/volunteer/incidents/{id}/notes': {
      post: caseRoute('Add a note to the case', 'Only the volunteer holding the case.', {
        requestBody: jsonBody(ref('VolunteerCaseNoteRequest')),
        responses: {
          '200': jsonResponse('The case with the note appended', ref('VolunteerCaseResult')),
          ...errors(400, 401, 403, 404),
        },
      }),
    },
    '/api/volunteer/incidents/{id}/complete': {
      put: caseRoute(
        'Mark the case completed',
        'Only the volunteer holding the case. The NGO still decides when it is resolved.',
        {
          responses: {
            '200': jsonResponse('The case, now completed', ref('VolunteerCaseResult')),
            ...errors(400, 401, 403, 404, 409),
          },
        },
      ),
    },
    '/api/volunteer/{id}': {
      get: {
        tags: ['volunteer'],
        summary: "A volunteer's card: the name, and contact details for those who may see them",
        description:
          'Any logged-in role gets the name. phoneNumber and city go only to the volunteer ' +
          'themself, the operator, and a verified NGO while the volunteer is tied to an ' +
          'incident (holds a case, or reported one). 404 when the id is not a volunteer.',
        security: bearer,
        parameters: [idParam('id', "The volunteer's user id (24 hex characters).")],
        responses: {
          '200': jsonResponse('The card', ref('VolunteerContact')),
          ...errors(400, 401, 403, 404),
          '502': jsonResponse('The auth or incidents service failed', ref('Error')),
          '503': jsonResponse('The auth or incidents service is unavailable', ref('Error')),
        },
      },
    },
  },
  schemas: {
    VolunteerCaseStatus: {
      type: 'string',
      enum: ['pending', 'in progress', 'resolved', 'completed'],
    },
    VolunteerCaseListItem: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'animalInfo', 'location', 'city', 'status', 'assignedAt', 'createdAt'],
      properties: {
        id: OBJECT_ID,
        animalInfo: {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'description', 'photo', 'aiSeverityAssessment'],
          properties: {
            type: { type: 'string' },
            description: { type: 'string' },
            photo: { type: ['string', 'null'], description: 'File name under /api/uploads/' },
            aiSeverityAssessment: {
              type: 'object',
              additionalProperties: false,
              required: ['score'],
              properties: { score: { type: 'number' } },
            },
          },
        },
        location: {
          type: 'object',
          additionalProperties: false,
          required: ['address', 'coordinates'],
          properties: { address: { type: 'string' }, coordinates: COORDINATES },
        },
        city: { type: 'string' },
        status: ref('VolunteerCaseStatus'),
        assignedAt: { ...DATE_TIME, type: ['string', 'null'] },
        createdAt: DATE_TIME,
        distanceKm: {
          type: 'number',
          minimum: 0,
          description: "Available list only: km from the volunteer's city centre.",
        },
      },
    },
    VolunteerCaseList: {
      type: 'object',
      additionalProperties: false,
      required: ['success', 'data'],
      properties: {
        success: { const: true },
        data: { type: 'array', items: ref('VolunteerCaseListItem') },
      },
    },
    VolunteerCaseDetail: {
      type: 'object',
      additionalProperties: false,
      required: [
        'id',
        'description',
        'status',
        'city',
        'createdAt',
        'animal_info',
        'incident_location',
        'assignedToMe',
        'assignedToOther',
        'caseUpdates',
      ],
      properties: {
        id: OBJECT_ID,
        description: { type: 'string' },
        status: ref('VolunteerCaseStatus'),
        city: { type: 'string' },
        createdAt: DATE_TIME,
        animal_info: {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'description', 'photo', 'severity'],
          properties: {
            type: { type: 'string' },
            description: { type: 'string' },
            photo: { type: ['string', 'null'] },
            severity: {
              type: 'object',
              additionalProperties: false,
              required: ['score', 'category'],
              properties: {
                score: { type: 'number' },
                category: {
                  type: 'string',
                  enum: ['PENDING', 'LOW', 'MODERATE', 'HIGH', 'CRITICAL'],
                },
              },
            },
          },
        },
        incident_location: {
          type: 'object',
          additionalProperties: false,
          required: ['address', 'coordinates'],
          properties: { address: { type: 'string' }, coordinates: COORDINATES },
        },
        assignedToMe: { type: 'boolean', description: 'The caller holds this case.' },
        assignedToOther: {
          type: 'boolean',
          description:
            'Another volunteer holds it (then caseUpdates is empty). The detail view refuses ' +
            'such a case (403), so there it is always false.',
        },
        caseUpdates: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['timestamp', 'description'],
            properties: { timestamp: DATE_TIME, description: { type: 'string' } },
          },
        },
      },
    },
    VolunteerCaseResult: {
      type: 'object',
      additionalProperties: false,
      required: ['success', 'data'],
      properties: {
        success: { const: true },
        message: {
          type: 'string',
          description: "On taking a case: 'Status updated successfully'.",
        },
        data: ref('VolunteerCaseDetail'),
      },
    },
    VolunteerCaseNoteRequest: {
      type: 'object',
      required: ['text'],
      properties: { text: { type: 'string', minLength: 1, maxLength: 500 } },
    },
    VolunteerContact: {
      type: 'object',
      additionalProperties: false,
      required: ['_id', 'name'],
      description:
        'The name for anyone; phoneNumber and city only for the volunteer themself, the ' +
        'operator, and a verified NGO while the volunteer is tied to an incident.',
      properties: {
        _id: OBJECT_ID,
        name: { type: 'string' },
        phoneNumber: { type: 'string' },
        city: { type: 'string' },
      },
    },
  },
};
