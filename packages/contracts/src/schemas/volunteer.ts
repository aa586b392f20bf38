// The volunteer service's request and response schemas (spec section 7).
import { CASE_STATUSES, SEVERITY_CATEGORIES, SEVERITY_FILTERS } from '../domain';
import {
  dateTime,
  lngLat,
  numberParam,
  objectId,
  pageLimit,
  requiredText,
  successList,
} from './fields';
import { STATUS_UPDATED_MESSAGE } from '../messages';
import { assignedNgoSchema, locationAccuracy, locationApproximate } from './incidents';
import { z } from './zod';

export const volunteerCaseStatusSchema = z.enum(CASE_STATUSES).openapi('VolunteerCaseStatus');

export const volunteerCaseListItemSchema = z
  .strictObject({
    id: objectId,
    animalInfo: z.strictObject({
      type: z.string(),
      description: z.string(),
      photo: z.string().nullable().openapi({ description: 'File name under /api/uploads/' }),
      aiSeverityAssessment: z.strictObject({
        score: z.number(),
      }),
    }),
    location: z.strictObject({
      address: z.string(),
      coordinates: lngLat,
      approximate: locationApproximate,
      accuracyMeters: locationAccuracy,
    }),
    city: z.string(),
    status: volunteerCaseStatusSchema,
    assignedAt: dateTime.nullable(),
    createdAt: dateTime,
    assignedNGO: assignedNgoSchema.optional().openapi({ description: 'Always sent.' }),
    distanceKm: z
      .number()
      .min(0)
      .openapi({
        description:
          "Available list only: km (to 0.1) from lat/lng when the request gave them, else from the centre of the volunteer's city. For an approximate case it is the distance to its city's centre.",
      })
      .optional(),
  })
  .openapi('VolunteerCaseListItem');

export const volunteerCaseListSchema = successList(volunteerCaseListItemSchema).openapi(
  'VolunteerCaseList',
);

export const availableCaseListSchema = z
  .strictObject({
    success: z.literal(true),
    data: z.array(volunteerCaseListItemSchema),
    nextCursor: z.string().nullable().openapi({
      description:
        'With lat and lng: the cursor of the next page (pass it back as cursor with the same lat and lng), null on the last page. Always null without them.',
    }),
  })
  .openapi('AvailableCaseList');

export const volunteerCaseDetailSchema = z
  .strictObject({
    id: objectId,
    description: z.string(),
    status: volunteerCaseStatusSchema,
    city: z.string(),
    createdAt: dateTime,
    animal_info: z.strictObject({
      type: z.string(),
      description: z.string(),
      photo: z.string().nullable(),
      severity: z.strictObject({
        score: z.number(),
        category: z.enum(SEVERITY_CATEGORIES),
      }),
    }),
    incident_location: z.strictObject({
      address: z.string(),
      coordinates: lngLat,
      approximate: locationApproximate,
      accuracyMeters: locationAccuracy,
    }),
    assignedNGO: assignedNgoSchema.optional().openapi({ description: 'Always sent.' }),
    assignedToMe: z.boolean().openapi({ description: 'The caller holds this case.' }),
    assignedToOther: z.boolean().openapi({
      description:
        'Another volunteer holds it (then caseUpdates is empty). The detail view refuses such a case (403), so there it is always false.',
    }),
    caseUpdates: z.array(
      z.strictObject({
        timestamp: dateTime,
        description: z.string(),
      }),
    ),
    dispatchRequest: z
      .strictObject({ ngoName: z.string(), requestedAt: dateTime })
      .nullable()
      .optional()
      .openapi({
        description:
          'A verified NGO asked the caller to take this case and they have not answered yet (POST /api/volunteer/incidents/{id}/dispatch/accept or /decline); else null.',
      }),
  })
  .openapi('VolunteerCaseDetail');

export const volunteerCaseResultSchema = z
  .strictObject({
    success: z.literal(true),
    message: z
      .string()
      .openapi({ description: `On taking a case: '${STATUS_UPDATED_MESSAGE}'.` })
      .optional(),
    data: volunteerCaseDetailSchema,
  })
  .openapi('VolunteerCaseResult');

export const NOTE_MAX_LENGTH = 500;

export const volunteerCaseNoteRequestSchema = z
  .object({ text: requiredText(NOTE_MAX_LENGTH) })
  .openapi('VolunteerCaseNoteRequest');

export const volunteerContactSchema = z
  .strictObject({
    _id: objectId,
    name: z.string(),
    phoneNumber: z.string().optional(),
    city: z.string().optional(),
  })
  .openapi({
    description:
      'The name for anyone; phoneNumber and city only for the volunteer themself, the operator, and a verified NGO while the volunteer is tied to an incident.',
  })
  .openapi('VolunteerContact');

/** A volunteer's lists are scrolled by a person: a page size above the maximum is capped. */
const caseListLimit = pageLimit({ overMax: 'cap' });

/** The severity band a volunteer filters available cases by (all by default). */
export const severityFilter = z
  .enum(SEVERITY_FILTERS, { error: `must be one of ${SEVERITY_FILTERS.join(', ')}` })
  .default('all');

/**
 * How far the volunteer's available cases reach (km from their position, or from their city's
 * centre): the default, the most allowed, and the steps "Show farther cases" widens through
 * from the one to the other.
 */
export const AVAILABLE_RADIUS_DEFAULT_KM = 25;
export const AVAILABLE_RADIUS_MAX_KM = 3000;
export const AVAILABLE_RADIUS_STEPS_KM = [
  AVAILABLE_RADIUS_DEFAULT_KM,
  100,
  500,
  AVAILABLE_RADIUS_MAX_KM,
] as const;
/** Without it the list is unbounded, as before issue 31 (the portal asks the default first). */
export const radiusKmParam = numberParam(1, AVAILABLE_RADIUS_MAX_KM).optional();

/**
 * The orders of the volunteer's available cases (issue 30): nearest (the default: nearest the
 * point, or the volunteer's city first), or most urgent first (CRITICAL down to PENDING, then
 * the longest waiting, then by id) within the same filters and radius.
 */
export const AVAILABLE_CASE_ORDERS = ['nearest', 'urgency'] as const;
export type AvailableCaseOrder = (typeof AVAILABLE_CASE_ORDERS)[number];
export const availableCaseOrder = z
  .enum(AVAILABLE_CASE_ORDERS, { error: `must be one of ${AVAILABLE_CASE_ORDERS.join(', ')}` })
  .default('nearest');

/** GET /api/volunteer/incidents. */
export const availableCasesQuerySchema = z
  .object({
    search: z
      .string()
      .trim()
      .max(100, { error: 'must be at most 100 characters' })
      .optional()
      .openapi({
        param: {
          description:
            'Case-insensitive text found in the animal description or the address (max 100).',
        },
      }),
    severity: severityFilter.openapi({
      param: {
        description:
          'high: score ≥ 7; moderate: 4 to below 7; low: below 4. Anything else is a 400.',
      },
    }),
    limit: caseListLimit,
    lat: numberParam(-90, 90)
      .optional()
      .openapi({
        param: {
          description:
            "With lng: order every page by distance from this point (nearest first, every city), instead of the volunteer's city first.",
        },
      }),
    lng: numberParam(-180, 180).optional(),
    radiusKm: radiusKmParam.openapi({
      param: {
        description: `Only cases within this many km (1 to ${AVAILABLE_RADIUS_MAX_KM}) of lat/lng, or of the volunteer's city centre without them; a city-only report counts at its city's centre. Without it, every city (the portal asks ${AVAILABLE_RADIUS_DEFAULT_KM} first, and farther on request).`,
      },
    }),
    cursor: z
      .string()
      .max(200)
      .optional()
      .openapi({
        param: {
          description:
            'The nextCursor of the previous page (with lat and lng, or with sort=urgency).',
        },
      }),
    sort: availableCaseOrder.openapi({
      param: {
        description:
          'nearest (the default): the order described above. urgency: CRITICAL first, then HIGH, MODERATE, LOW and not yet assessed (PENDING); within a category the longest waiting (oldest report) first, then by id; the same filters and radius, a page at a time with or without lat and lng (pass nextCursor back as cursor).',
      },
    }),
  })
  .superRefine((query, ctx) => {
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'lat and lng go together' });
    }
    if (query.cursor !== undefined && query.lat === undefined && query.sort !== 'urgency') {
      ctx.addIssue({ code: 'custom', path: ['cursor'], message: 'cursor pages need lat and lng' });
    }
  });

/** GET /api/volunteer/my-cases. */
export const myCasesQuerySchema = z.object({ limit: caseListLimit });
