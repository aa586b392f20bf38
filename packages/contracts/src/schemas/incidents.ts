// The incidents service's request and response schemas (spec sections 4 and 7).
import { INCIDENT_STATUSES, REPORTABLE_SEVERITY_CATEGORIES, SEVERITY_CATEGORIES } from '../domain';
import { REASON_MAX_LENGTH, REASON_MIN_LENGTH } from '../admin-api';
import {
  CASE_ACTOR_ROLES,
  CASE_EVENT_TYPES,
  CLOSURE_NOTE_MAX_LENGTH,
  CLOSURE_NOTE_REQUIRED_MESSAGE,
  CLOSURE_ONLY_WHEN_RESOLVED_MESSAGE,
  CLOSURE_REASONS,
  OPEN_STATUSES,
  REOPEN_WINDOW_DAYS,
  STATUS_NOTE_MAX_LENGTH,
} from '../case-states';
import { CITIES, CITY_NAMES, findCity } from '../cities';
import { INCIDENT_REPORTED_MESSAGE, STATUS_UPDATED_MESSAGE } from '../messages';
import { SEVERITY_SCORE_MAX, SEVERITY_SCORE_MIN } from '../domain';
import {
  booleanParam,
  cityChoice,
  cityName,
  dateTime,
  incidentStatus,
  lngLat,
  numberParam,
  objectId,
  optionalText,
  pageLimit,
  reasonText,
  reportedCoordinates,
  requiredText,
} from './fields';
import { z } from './zod';
import { photoCheckSchema } from './photo-check';
import {
  reporterGradingRequestSchema,
  ngoGradingSchema,
  reporterGradingSchema,
  signKeysSchema,
  storedAssessmentSchema,
} from '../assessment/schemas';

export const severityAssessmentSchema = z
  .strictObject({
    score: z.number().min(0).max(SEVERITY_SCORE_MAX),
    category: z.enum(SEVERITY_CATEGORIES),
    assessmentDetails: z.string(),
  })
  .openapi('SeverityAssessment');

export const reportModerationSchema = z
  .strictObject({
    hidden: z.boolean(),
    hiddenReason: z
      .string()
      .nullable()
      .openapi({ description: "The operator's reason, while hidden." }),
    hiddenAt: dateTime.nullable(),
    duplicateOf: objectId
      .nullable()
      .openapi({ description: 'The report this one repeats, when the operator linked it.' }),
  })
  .openapi('ReportModeration', { description: 'Only for the operator and the reporter.' });

/** Whether the point is only the city's centre (spec section 3's location, issue: true locations). */
// The location fields and assignedNGO.id are always sent; they are optional in the schema (and
// so in the TypeScript types) only so that clients written before them, and their test data,
// still type-check.
export const locationApproximate = z.boolean().optional().openapi({
  description:
    "Always sent. True when the reporter placed no pin and gave no position: the coordinates are the city's centre, so distances to it say little.",
});

export const locationAccuracy = z.number().min(0).nullable().optional().openapi({
  description:
    "Always sent. The device's reported accuracy in metres when the position came from it; null otherwise (and always when approximate).",
});

/** The NGO handling the case ("We are handling this"): one at a time. */
export const assignedNgoSchema = z
  .strictObject({
    name: z.string(),
    id: objectId.nullable().optional().openapi({
      description: "Always sent: the NGO's account id (null on records made before it was kept).",
    }),
  })
  .nullable()
  .openapi('AssignedNgo', {
    description:
      'The NGO that took the case on (POST /api/ngo/incidents/{id}/handle, or its first status change); null until one does.',
  });

export const closureReasonSchema = z.enum(CLOSURE_REASONS).openapi('ClosureReason', {
  description:
    'Why an NGO closed a case: rescued and treated, released, not found, duplicate, other (with a note).',
});

export const caseClosureSchema = z
  .strictObject({
    reason: closureReasonSchema,
    note: z.string().nullable().openapi({ description: "The NGO's words (always with other)." }),
    at: dateTime,
  })
  .openapi('CaseClosure', {
    description:
      'Why and when the case was resolved: while its status is resolved; null once reopened or while open. A case resolved without a reason (older clients) says other.',
  });

/** Whom a verified NGO asked to take the case, and their answer (issue 31). */
export const DISPATCH_STATES = ['asked', 'accepted', 'declined'] as const;
export type DispatchState = (typeof DISPATCH_STATES)[number];
export type Dispatch = z.infer<typeof dispatchSchema>;
export const dispatchSchema = z
  .strictObject({
    volunteerId: objectId,
    volunteerName: z.string(),
    requestedBy: z.strictObject({ id: objectId, name: z.string() }),
    requestedAt: dateTime,
    state: z.enum(DISPATCH_STATES),
    answeredAt: dateTime.nullable(),
  })
  .openapi('Dispatch');

export const incidentSchema = z
  .strictObject({
    _id: objectId,
    description: z.string(),
    status: z.enum(INCIDENT_STATUSES),
    city: cityName,
    createdAt: dateTime,
    updatedAt: dateTime,
    location: z.strictObject({
      type: z.literal('Point'),
      coordinates: lngLat,
      address: z.string(),
      approximate: locationApproximate,
      accuracyMeters: locationAccuracy,
    }),
    animalInfo: z.strictObject({
      description: z.string(),
      type: z.string(),
      photo: z
        .string()
        .nullable()
        .openapi({ description: 'Stored file name, served at /api/uploads/{photo}.' }),
      aiSeverityAssessment: severityAssessmentSchema,
      assessment: storedAssessmentSchema.optional(),
      reporterGrading: reporterGradingSchema.nullable().optional().openapi({
        description: "The reporter's own grading; null or absent when they gave none.",
      }),
      ngoGrading: ngoGradingSchema.nullable().optional().openapi({
        description:
          "A verified NGO's confirmation or correction of the severity (PUT /api/ngo/incidents/{id}/severity); absent until one reviews it.",
      }),
      photoCheck: photoCheckSchema.optional(),
    }),
    reporterInfo: z.strictObject({
      name: z.string(),
      contactNumber: z.string().optional(),
      email: z.string().optional(),
      preferredContactMethod: z.string().optional(),
      unconfirmed: z.boolean().optional().openapi({
        description:
          'True when the report was sent without an account (POST /api/incidents/anonymous): nobody confirmed the name and contact.',
      }),
    }),
    volunteerActivity: z
      .strictObject({
        status: z.enum(['assigned', 'completed']),
        assignedAt: dateTime,
        assignedVolunteer: objectId,
        volunteerName: z.string(),
      })
      .nullable(),
    assignedNGO: assignedNgoSchema,
    caseUpdates: z.array(
      z.strictObject({
        timestamp: dateTime,
        description: z.string(),
      }),
    ),
    closure: caseClosureSchema.nullable().optional().openapi({
      description: 'Always sent: null unless the case is resolved.',
    }),
    moderation: reportModerationSchema.optional(),
    dispatch: dispatchSchema.nullable().optional().openapi({
      description:
        'The last on-duty volunteer a verified NGO asked to take the case (POST /api/ngo/incidents/{id}/dispatch) and their answer; only in the views of verified NGOs and the operator (the asked volunteer sees theirs as dispatchRequest). Absent or null: nobody asked.',
    }),
  })
  .openapi('Incident');

export const caseActorSchema = z
  .strictObject({
    id: objectId,
    role: z.enum(CASE_ACTOR_ROLES),
    name: z.string().openapi({
      description:
        "The account's name; a volunteer's first name only when the reporter is reading. Never contact details.",
    }),
  })
  .openapi('CaseActor');

export const caseEventSchema = z
  .strictObject({
    id: objectId.openapi({ description: "The event's id, unique within the incident." }),
    type: z.enum(CASE_EVENT_TYPES).openapi({
      description:
        'reported; ngo_handling (an NGO took it on); status_changed (from and to); volunteer_assigned (to in progress); note (a volunteer or the reporter: the text in note); completed (the volunteer finished their part); reopened (by the reporter, the reason in note); hidden and unhidden (the operator; only for the reporter and the operator); severity_reviewed (a verified NGO confirmed or changed the severity category: severity.from and severity.to, the reason in note); dispatch_requested (a verified NGO asked an on-duty volunteer to take it: their first name in note), dispatch_accepted and dispatch_declined (their answer); escalated (a critical case nobody took in time: escalation says to whom; the actor is the Rescue Network); legacy (written before the structured history: its text in note, no actor).',
    }),
    at: dateTime,
    actor: caseActorSchema.nullable().openapi({ description: 'Null only on legacy entries.' }),
    from: z
      .enum(INCIDENT_STATUSES)
      .nullable()
      .openapi({ description: 'The status before, when the event moved it (else null).' }),
    to: z
      .enum(INCIDENT_STATUSES)
      .nullable()
      .openapi({ description: 'The status after, when the event moved it (else null).' }),
    note: z.string().nullable(),
    reason: z
      .enum(CLOSURE_REASONS)
      .nullable()
      .openapi({ description: 'The closure reason, on status_changed to resolved (else null).' }),
    photo: z.string().nullable().optional().openapi({
      description:
        'A photo the reporter added with a note: its file name under GET /api/uploads/{photo} (else null).',
    }),
    follower: z.boolean().optional().openapi({
      description:
        'On a note: true when it came from someone who followed the case instead of reporting it again (POST /api/incidents/{id}/follow, or /follow/anonymous); absent otherwise.',
    }),
    severity: z
      .strictObject({
        from: z.enum(SEVERITY_CATEGORIES),
        to: z.enum(REPORTABLE_SEVERITY_CATEGORIES),
      })
      .nullable()
      .optional()
      .openapi({
        description:
          "On severity_reviewed: the category before and the NGO's (the same when confirmed); else null.",
      }),
    escalation: z
      .strictObject({
        step: z.enum(['volunteers', 'ngos']),
        radiusKm: z.number().nullable(),
        afterMinutes: z.number(),
      })
      .nullable()
      .optional()
      .openapi({
        description:
          'On escalated: whom the untaken critical case was sent to (on-duty volunteers within radiusKm, or the NGOs of its city) and how many minutes after the report; else null.',
      }),
  })
  .openapi('CaseEvent');

export const caseHistoryResponseSchema = z
  .strictObject({
    success: z.literal(true),
    data: z.array(caseEventSchema).openapi({ description: 'Oldest first.' }),
  })
  .openapi('CaseHistoryResponse');

/** GET /api/incidents/{id}/summary: the incident in a line, without words, photo or contacts. */
export const incidentSummarySchema = incidentSchema
  .pick({ _id: true, status: true, city: true, createdAt: true, updatedAt: true })
  .extend({
    type: z.string(),
    score: z.number(),
    category: z.string(),
    handledBy: z.string().nullable().openapi({ description: "The NGO's name, or null." }),
    updates: z.number().int().min(0),
  })
  .openapi('IncidentSummary');

export const reopenRequestSchema = z
  .object({
    reason: reasonText().openapi({
      description: `Why the case is not done (${REASON_MIN_LENGTH} to ${REASON_MAX_LENGTH} characters once trimmed).`,
    }),
  })
  .openapi('ReopenRequest', {
    description: `Only a case resolved less than ${REOPEN_WINDOW_DAYS} days ago.`,
  });

export const REPORTER_UPDATE_MAX_LENGTH = 1000;
export const reporterUpdateRequestSchema = z
  .object({ text: requiredText(REPORTER_UPDATE_MAX_LENGTH) })
  .openapi('ReporterUpdateRequest');

export const caseActionResponseSchema = z
  .strictObject({
    success: z.literal(true),
    message: z.string(),
    incident: incidentSchema,
  })
  .openapi('CaseActionResponse');

export const flagRequestSchema = z
  .object({
    reason: reasonText().openapi({
      description: `What the operator should look at (${REASON_MIN_LENGTH} to ${REASON_MAX_LENGTH} characters once trimmed).`,
    }),
  })
  .openapi('FlagRequest');

export const flagResponseSchema = z
  .strictObject({
    success: z.literal(true),
    message: z.string(),
  })
  .openapi('FlagResponse');

const SCORE_RANGE = `must be a number from ${SEVERITY_SCORE_MIN} to ${SEVERITY_SCORE_MAX}`;
const CATEGORY_CHOICES = REPORTABLE_SEVERITY_CATEGORIES.join(', ');

/** A whole number from 1 to 10 (spec section 5): 5.5 is refused, by the server and the form. */
export const severityScore = z
  .number({ error: SCORE_RANGE })
  .int({ error: SCORE_RANGE })
  .min(SEVERITY_SCORE_MIN, { error: SCORE_RANGE })
  .max(SEVERITY_SCORE_MAX, { error: SCORE_RANGE });

// PENDING is the form's "nothing chosen yet": refused with a message that says so.
export const severityCategoryChoice = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(
    z.enum(REPORTABLE_SEVERITY_CATEGORIES, {
      error: (issue) =>
        issue.input === 'PENDING'
          ? `choose a severity (${CATEGORY_CHOICES}); PENDING means none was chosen`
          : `must be one of ${CATEGORY_CHOICES}`,
    }),
  )
  .openapi({
    type: 'string',
    enum: [...REPORTABLE_SEVERITY_CATEGORIES],
    description: 'PENDING (nothing chosen) is refused.',
  });

export const REPORT_DESCRIPTION_MAX_LENGTH = 2000;
export const REPORT_ADDRESS_MAX_LENGTH = 500;
export const ANIMAL_TYPE_MAX_LENGTH = 60;
/** The largest device accuracy a report may give (metres): past it a position says little. */
export const ACCURACY_METERS_MAX = 50_000;

/** The `data` of a report. Unknown keys (status, reporterInfo, _id...) are dropped. */
export const createIncidentDataSchema = z
  .object(
    {
      description: requiredText(REPORT_DESCRIPTION_MAX_LENGTH),
      city: cityChoice,
      location: z.object({
        address: requiredText(REPORT_ADDRESS_MAX_LENGTH),
        coordinates: reportedCoordinates.optional(),
        approximate: z.boolean({ error: 'must be true or false' }).optional().openapi({
          description:
            "true: the reporter placed no pin, so the city's centre is stored whatever coordinates say. Absent: coordinates equal to the city's centre (a client that sets them on choosing a city) count as no pin.",
        }),
        accuracyMeters: z
          .number({ error: `must be a number of metres from 0 to ${ACCURACY_METERS_MAX}` })
          .min(0, { error: `must be a number of metres from 0 to ${ACCURACY_METERS_MAX}` })
          .max(ACCURACY_METERS_MAX, {
            error: `must be a number of metres from 0 to ${ACCURACY_METERS_MAX}`,
          })
          .nullable()
          .optional()
          .openapi({
            description:
              "The device's accuracy (GeolocationCoordinates.accuracy) when coordinates came from it; kept only with exact coordinates.",
          }),
      }),
      animalInfo: z.object({
        description: requiredText(REPORT_DESCRIPTION_MAX_LENGTH),
        type: optionalText(ANIMAL_TYPE_MAX_LENGTH).openapi({
          description: 'Unknown when not given.',
        }),
        aiSeverityAssessment: z
          .object({
            score: severityScore,
            category: severityCategoryChoice,
            assessmentDetails: requiredText(REPORT_DESCRIPTION_MAX_LENGTH),
          })
          .optional()
          .openapi({
            description:
              "Older clients: the reporter's own grading, stored as sent (and as reporterGrading), with the app's assessment beside it. Leave it out to have the app assess the report.",
          }),
        signs: signKeysSchema.optional(),
        reporterGrading: reporterGradingRequestSchema.optional(),
      }),
      notifyByEmail: z.boolean({ error: 'must be true or false' }).default(false).openapi({
        description:
          "The report form's checkbox: email the reporter (at their account's current address, looked up when sending) once when the case is taken (an NGO handles it or a volunteer takes it, whichever first) and once when it is closed, with the reason. False when absent; the account's emailUpdates (profile) asks for it on every report whatever this says.",
      }),
    },
    { error: 'data must be a JSON object' },
  )
  .openapi('CreateIncidentData', { description: 'Unknown keys are ignored.' });

export const createIncidentResponseSchema = z
  .strictObject({
    message: z.literal(INCIDENT_REPORTED_MESSAGE),
    incident: incidentSchema,
  })
  .openapi('CreateIncidentResponse');

export const ngoStatsSchema = z
  .strictObject({
    total: z.number().int().min(0),
    critical: z.number().int().min(0),
    pending: z.number().int().min(0),
    resolved: z.number().int().min(0),
  })
  .openapi('NgoStats');

// The spec's clients read the counts at the top level too: the same fields, beside stats.
export const ngoOverviewResponseSchema = z
  .strictObject({
    success: z.literal(true),
    stats: ngoStatsSchema,
    ...ngoStatsSchema.shape,
  })
  .openapi('NgoOverviewResponse');

export const ngoDashboardOverviewResponseSchema = z
  .strictObject({
    success: z.literal(true),
    stats: ngoStatsSchema,
  })
  .openapi('NgoDashboardOverviewResponse');

// status_update is accepted for the spec's clients, but the case update text is the server's.
// closureReason and closureNote are optional so the spec's clients still work.
export const statusUpdateRequestSchema = z
  .object({
    status: incidentStatus,
    status_update: z
      .string()
      .max(500)
      .openapi({ description: "Accepted and ignored: the case update text is the server's." })
      .optional(),
    closureReason: closureReasonSchema.optional().openapi({
      description: 'With status resolved only: why the case is closed (absent: other).',
    }),
    closureNote: optionalText(CLOSURE_NOTE_MAX_LENGTH).openapi({
      description: 'With status resolved only; required with closureReason other.',
    }),
    note: optionalText(STATUS_NOTE_MAX_LENGTH).openapi({
      description:
        "A note for the reporter, with any status (trimmed; empty: none): kept in the status_changed event, shown in the case history and in the reporter's notification. With resolved it is the closure note when closureNote is absent.",
    }),
  })
  .superRefine((body, ctx) => {
    const closing = body.closureReason !== undefined || !!body.closureNote;
    if (closing && body.status !== 'resolved') {
      ctx.addIssue({
        code: 'custom',
        path: ['closureReason'],
        message: CLOSURE_ONLY_WHEN_RESOLVED_MESSAGE,
      });
    }
    if (body.closureReason === 'other' && !body.closureNote && !body.note) {
      ctx.addIssue({
        code: 'custom',
        path: ['closureNote'],
        message: CLOSURE_NOTE_REQUIRED_MESSAGE,
      });
    }
  })
  .openapi('StatusUpdateRequest');

export const statusUpdateResponseSchema = z
  .strictObject({
    success: z.literal(true),
    message: z.literal(STATUS_UPDATED_MESSAGE),
    incident: incidentSchema,
  })
  .openapi('StatusUpdateResponse');

/** GET /api/incidents/{id}/contacts: how the reporter and the volunteer holding the case reach each other (issue 31). */
export const caseContactsResponseSchema = z
  .strictObject({
    success: z.literal(true),
    reporter: z
      .strictObject({
        name: z.string(),
        phoneNumber: z.string().nullable().openapi({
          description: 'Null when the reporter chose not to be called (their profile).',
        }),
      })
      .nullable()
      .openapi({ description: 'Only for the volunteer holding the open case; else null.' }),
    volunteer: z
      .strictObject({
        firstName: z.string(),
        phoneNumber: z.string().nullable().openapi({
          description:
            'Only when the volunteer chose to show it to reporters (their profile); else null.',
        }),
      })
      .nullable()
      .openapi({
        description: 'Only for the reporter, while a volunteer holds the open case; else null.',
      }),
  })
  .openapi('CaseContactsResponse');

export const NEARBY_MATCH_KINDS = ['distance', 'city'] as const;
/** "Is it one of these?": exact reports within this many metres of an exact point. */
export const NEARBY_RADIUS_M = 200;
export type NearbyMatchKind = (typeof NEARBY_MATCH_KINDS)[number];

export const nearbyIncidentsResponseSchema = z
  .strictObject({
    data: z
      .array(
        z.strictObject({
          _id: objectId.optional().openapi({
            description:
              'With withIds=true: the report, to follow instead of reporting it again (POST /api/incidents/{id}/follow).',
          }),
          type: z.string(),
          description: z.string().max(80),
          status: z.enum(['pending', 'in progress']),
          match: z.enum(NEARBY_MATCH_KINDS).openapi({
            description:
              "distance: an exact report within about 200 m of an exact point; city: the same city, reported recently, with similar words (animal type, description), because one of the two locations is only the city's centre.",
          }),
          distanceM: z
            .number()
            .int()
            .min(0)
            .max(NEARBY_RADIUS_M)
            .optional()
            .openapi({ description: 'Distance matches only: metres from the point asked about.' }),
          approximate: z.boolean().openapi({ description: "The report's location.approximate." }),
          createdAt: dateTime,
        }),
      )
      .max(5),
  })
  .openapi('NearbyIncidentsResponse');

export const notificationsResponseSchema = z
  .strictObject({
    success: z.literal(true),
    data: z.array(
      z.strictObject({
        _id: objectId,
        incidentId: objectId,
        type: z.enum(['assigned', 'status', 'note', 'completed']),
        text: z.string(),
        createdAt: dateTime,
      }),
    ),
  })
  .openapi('NotificationsResponse');

export const impactSchema = z
  .strictObject({
    totalReports: z.number().int().min(0),
    rescued: z.number().int().min(0).openapi({ description: 'Resolved incidents.' }),
    inProgress: z.number().int().min(0),
    citiesCovered: z.number().int().min(0).max(CITIES.length),
    rescuedThisMonth: z.number().int().min(0).openapi({
      description:
        'Cases resolved this calendar month (India Standard Time), by when they were resolved, except those closed as duplicate or not found.',
    }),
    medianResponseMinutesThisMonth: z.number().min(0).nullable().openapi({
      description:
        'The median minutes from a report made this month to its first response (an NGO took it on or a volunteer took it); null before any such report had one.',
    }),
  })
  .openapi('Impact');

/** GET /api/incidents: a page of every incident. */
const statusFilter = incidentStatus
  .optional()
  .openapi({ param: { description: 'Only incidents in this status.' } });

/**
 * ?city=Pune,Mumbai: only incidents in these cities (an NGO's operating areas), each one of
 * the fixed cities; absent or empty, every city.
 */
export const citiesFilter = z
  .string()
  .max(2000)
  .optional()
  .transform((value, ctx): string[] | undefined => {
    const names = [
      ...new Set(
        (value ?? '')
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    ];
    if (names.length === 0) return undefined;
    const cities: string[] = [];
    for (const name of names) {
      const city = findCity(name);
      if (!city) {
        ctx.addIssue({
          code: 'custom',
          message: `"${name}" is not one of the cities: ${CITY_NAMES.join(', ')}`,
        });
        return z.NEVER;
      }
      cities.push(city.name);
    }
    return cities;
  })
  .openapi({
    type: 'string',
    param: {
      description:
        "Only incidents in these cities: one or more of the fixed cities, separated by commas (an NGO's operating areas). Absent: every city.",
      example: 'Pune,Mumbai',
    },
  });

/**
 * The NGO list's orders (issue 30): newest first (the default), or most urgent first: the
 * severity category from CRITICAL down to PENDING (severityUrgency), then the longest
 * waiting (oldest report first), then by id.
 */
export const INCIDENT_LIST_ORDERS = ['newest', 'urgency'] as const;
export type IncidentListOrder = (typeof INCIDENT_LIST_ORDERS)[number];

export const incidentListQuerySchema = z.object({
  status: statusFilter,
  city: citiesFilter,
  limit: pageLimit(),
  sort: z
    .enum(INCIDENT_LIST_ORDERS, { error: `must be one of ${INCIDENT_LIST_ORDERS.join(', ')}` })
    .default('newest')
    .openapi({
      param: {
        description:
          'newest (the default): newest first. urgency: CRITICAL first, then HIGH, MODERATE, LOW and not yet assessed (PENDING); within a category the longest waiting (oldest report) first, then by id. A cursor pages only the order it was made for.',
      },
    }),
  cursor: z
    .string()
    .optional()
    .openapi({ param: { description: 'The X-Next-Cursor of the previous page (opaque).' } }),
});

/** GET /api/ngo/overview: the counts of these cities (the area the NGO chose); absent: every city. */
export const ngoOverviewQuerySchema = z.object({ city: citiesFilter });

/** GET /api/incidents/export. */
export const incidentExportQuerySchema = z.object({ status: statusFilter, city: citiesFilter });

/** GET /api/incidents/map: every incident a map shows, as small points. */
export const MAP_POINTS_MAX = 10_000;
export const incidentMapQuerySchema = z.object({
  status: z
    .enum([...INCIDENT_STATUSES, 'open'], {
      error: `must be one of ${[...INCIDENT_STATUSES, 'open'].join(', ')}`,
    })
    .optional()
    .openapi({
      param: {
        description: `Only incidents in this status; open: ${OPEN_STATUSES.join(' or ')}. Absent: every status.`,
      },
    }),
  city: citiesFilter,
});

export const incidentMapPointSchema = z
  .strictObject({
    _id: objectId,
    status: incidentStatus,
    coordinates: lngLat,
    approximate: z.boolean().openapi({ description: "Only the city's centre is known." }),
    score: z.number(),
    type: z.string().openapi({ description: 'The animal type; empty when not given.' }),
    address: z.string(),
    createdAt: dateTime,
  })
  .openapi('IncidentMapPoint');

export const incidentMapResponseSchema = z
  .strictObject({
    data: z.array(incidentMapPointSchema),
    truncated: z.boolean().openapi({
      description: `True when more than ${MAP_POINTS_MAX} matched: the newest ${MAP_POINTS_MAX} are sent.`,
    }),
  })
  .openapi('IncidentMapResponse');

/** GET /api/incidents/nearby. */
export const NEARBY_WORDS_MAX_LENGTH = 200;
export const nearbyQuerySchema = z
  .object({
    city: cityChoice,
    lat: numberParam(-90, 90)
      .optional()
      .openapi({ param: { description: 'With lng: where the animal is.' } }),
    lng: numberParam(-180, 180).optional(),
    approximate: booleanParam.optional().openapi({
      param: {
        description:
          "true: the point (if any) is only the city's centre. Absent: true without lat/lng, or when they are the city's centre; false otherwise.",
      },
    }),
    type: optionalText(ANIMAL_TYPE_MAX_LENGTH).openapi({
      param: { description: 'The animal type being reported: matched against reports by city.' },
    }),
    withIds: booleanParam.optional().openapi({
      param: {
        description:
          "true: each match also has its _id, to follow it (POST /api/incidents/{id}/follow) instead of reporting it again. Absent: the matches' safe fields only.",
      },
    }),
    description: optionalText(NEARBY_WORDS_MAX_LENGTH).openapi({
      param: {
        description: `Words of the animal description being reported (at most ${NEARBY_WORDS_MAX_LENGTH} characters): matched against reports by city.`,
      },
    }),
  })
  .superRefine((query, ctx) => {
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'lat and lng go together' });
    }
    if (query.approximate === false && query.lat === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['lat'],
        message: 'an exact location needs lat and lng',
      });
    }
  });

export const handleIncidentResponseSchema = z
  .strictObject({
    success: z.literal(true),
    message: z.string(),
    incident: incidentSchema,
  })
  .openapi('HandleIncidentResponse');

export const NOTIFICATIONS_DEFAULT = 5;
export const NOTIFICATIONS_MAX = 50;
/** GET /api/incidents/notifications. */
export const notificationsQuerySchema = z.object({
  limit: pageLimit({ fallback: NOTIFICATIONS_DEFAULT, max: NOTIFICATIONS_MAX }),
});
