// GET /api/ngo/analytics (issue 19): how cases arrive and how fast they are handled, for
// verified NGOs and the operator. The service computes every figure from the case history.
import { CLOSURE_REASONS } from '../case-states';
import { INCIDENT_STATUSES, SEVERITY_HIGH_THRESHOLD, SEVERITY_MODERATE_THRESHOLD } from '../domain';
import { cityName } from './fields';
import { citiesFilter } from './incidents';
import { z } from './zod';

/** The preset ranges: the last 7, 30 or 90 days, today included. */
export const ANALYTICS_RANGES = ['7d', '30d', '90d'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const ANALYTICS_RANGE_DAYS: Record<AnalyticsRange, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
};
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '30d';
export const ANALYTICS_BUCKETS = ['day', 'week'] as const;
export type AnalyticsBucket = (typeof ANALYTICS_BUCKETS)[number];
/** A custom range is at most this many days long. */
export const ANALYTICS_MAX_DAYS = 366;
/** Without ?bucket: days up to this many days, weeks beyond. */
export const ANALYTICS_DAY_BUCKETS_MAX_DAYS = 31;
/**
 * The calendar the figures are counted in: India Standard Time (every fixed city is in India;
 * no daylight saving, so a fixed offset). Days start at 00:00 IST, weeks on Monday 00:00 IST,
 * months on the 1st.
 */
export const ANALYTICS_TIME_ZONE = 'Asia/Kolkata';
export const ANALYTICS_UTC_OFFSET_MINUTES = 330;
/** A critical case that waited longer than this for its first response is counted. */
export const CRITICAL_RESPONSE_MINUTES = 15;
/** The most active volunteers listed, and the animal types listed before "the rest". */
export const ANALYTICS_TOP_VOLUNTEERS = 10;
export const ANALYTICS_TOP_ANIMAL_TYPES = 10;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date YYYY-MM-DD (a real one: 2026-02-30 is refused). */
export const calendarDate = z
  .string()
  .regex(DATE_PATTERN, { message: 'must be a date YYYY-MM-DD' })
  .refine(
    (value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
    },
    { message: 'must be a real date YYYY-MM-DD' },
  )
  .openapi({ type: 'string', format: 'date', example: '2026-03-01' });

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Today's date in the analytics' calendar (ANALYTICS_TIME_ZONE), YYYY-MM-DD. */
export const analyticsToday = (now: number = Date.now()): string =>
  new Date(now + ANALYTICS_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/**
 * A custom range's two days once a missing end is filled in: without `to`, today; without
 * `from`, the default range's length before `to`. The service counts over exactly these.
 */
export function customRangeOf(
  query: { from?: string; to?: string },
  today: string,
): { from: string; to: string } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -(ANALYTICS_RANGE_DAYS[DEFAULT_ANALYTICS_RANGE] - 1));
  return { from, to };
}

export const analyticsQuerySchema = z
  .object({
    range: z
      .enum(ANALYTICS_RANGES, { error: `must be one of ${ANALYTICS_RANGES.join(', ')}` })
      .optional()
      .openapi({
        param: {
          description: `The last 7, 30 or 90 days, today (${ANALYTICS_TIME_ZONE}) included. Not with from/to. Absent with no from/to: ${DEFAULT_ANALYTICS_RANGE}.`,
        },
      }),
    from: calendarDate.optional().openapi({
      param: {
        description: `A custom range's first day (${ANALYTICS_TIME_ZONE}), included; not after today. Absent with to: ${ANALYTICS_RANGE_DAYS[DEFAULT_ANALYTICS_RANGE]} days before to.`,
      },
    }),
    to: calendarDate.optional().openapi({
      param: {
        description: `A custom range's last day (${ANALYTICS_TIME_ZONE}), included. Absent with from: today. At most ${ANALYTICS_MAX_DAYS} days from from, whichever end is given (400 otherwise).`,
      },
    }),
    city: citiesFilter.openapi({
      param: {
        description:
          "Only reports in these cities: one or more of the fixed cities, separated by commas. Absent: an NGO's operating areas (those that are fixed cities; every city when none is); for the operator, every city.",
        example: 'Pune,Mumbai',
      },
    }),
    bucket: z
      .enum(ANALYTICS_BUCKETS, { error: `must be one of ${ANALYTICS_BUCKETS.join(', ')}` })
      .optional()
      .openapi({
        param: {
          description: `reportsOverTime per day or per ISO week (Monday first). Absent: day for ranges up to ${ANALYTICS_DAY_BUCKETS_MAX_DAYS} days, else week.`,
        },
      }),
  })
  .superRefine((query, ctx) => {
    if (query.range && (query.from || query.to)) {
      ctx.addIssue({ code: 'custom', message: 'range cannot be combined with from or to' });
    }
    // Whatever end is given (the other one filled in as the service will): a range that
    // starts by today and spans at most ANALYTICS_MAX_DAYS, so the answer's size is bounded.
    if (!query.from && !query.to) return;
    // zod runs this even when an end failed its own check ('to=null'): that end is already an
    // issue, and date arithmetic on it would throw (a 500).
    const given = [query.from, query.to].filter((end) => end !== undefined);
    if (given.some((end) => !calendarDate.safeParse(end).success)) return;
    const today = analyticsToday();
    const { from, to } = customRangeOf(query, today);
    if (from > today) ctx.addIssue({ code: 'custom', message: 'from is after today' });
    else if (from > to) ctx.addIssue({ code: 'custom', message: 'from is after to' });
    else if (daysBetween(from, to) > ANALYTICS_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', message: `a range is at most ${ANALYTICS_MAX_DAYS} days` });
    }
  });

const count = z.number().int().min(0);
const minutes = z
  .number()
  .min(0)
  .nullable()
  .openapi({ description: 'Minutes (one decimal); null when no case had one.' });

/** Median and 90th percentile of some durations (nearest-rank percentiles, see the path). */
export const durationStatsSchema = z
  .strictObject({
    count: count.openapi({ description: 'How many cases the figures are over.' }),
    medianMinutes: minutes,
    p90Minutes: minutes,
  })
  .openapi('AnalyticsDurations');

export const analyticsResponseSchema = z
  .strictObject({
    success: z.literal(true),
    range: z
      .strictObject({
        from: calendarDate,
        to: calendarDate,
        days: z.number().int().min(1),
        bucket: z.enum(ANALYTICS_BUCKETS),
        cities: z
          .array(cityName)
          .openapi({ description: 'The cities counted, in the fixed order.' }),
        timeZone: z.literal(ANALYTICS_TIME_ZONE),
      })
      .openapi({ description: 'What was counted: the query as the server resolved it.' }),
    /** Over every report the range and cities hold (hidden reports never count). */
    totals: z
      .strictObject({
        reports: count,
        pending: count,
        inProgress: count,
        resolved: count,
        critical: count.openapi({
          description: `Critical reports: score ${SEVERITY_HIGH_THRESHOLD} or more, or category CRITICAL.`,
        }),
        responded: count.openapi({ description: 'Reports that had a first response.' }),
        criticalWaitedOver15Minutes: count.openapi({
          description: `Critical reports whose first response came more than ${CRITICAL_RESPONSE_MINUTES} minutes after the report, or has not come and it is more than ${CRITICAL_RESPONSE_MINUTES} minutes old.`,
        }),
        firstResponse: durationStatsSchema,
        resolution: durationStatsSchema,
        volunteers: count.openapi({ description: 'Volunteers who took at least one case.' }),
      })
      .openapi('AnalyticsTotals'),
    reportsOverTime: z
      .array(
        z.strictObject({
          start: calendarDate.openapi({
            description:
              "The bucket's first day (a week's Monday, which may be before range.from).",
          }),
          total: count,
          pending: count,
          inProgress: count,
          resolved: count,
        }),
      )
      .openapi({
        description: `Reports by the day or week they were made, stacked by their status now (${INCIDENT_STATUSES.join(', ')}); every bucket of the range, oldest first, empty ones with zeros.`,
      }),
    byCity: z
      .array(z.strictObject({ city: cityName, count }))
      .openapi({ description: 'Every counted city, in the fixed order, zeros included.' }),
    byAnimalType: z
      .array(
        z.strictObject({
          animalType: z
            .string()
            .nullable()
            .openapi({
              description:
                'The type as reported (case and spaces tidied: "dog " and "Dog" are Dog); "Unknown" when not given; null for every type after the first ' +
                `${ANALYTICS_TOP_ANIMAL_TYPES} together.`,
            }),
          count,
        }),
      )
      .openapi({ description: 'Most reports first (then by name); only types with reports.' }),
    bySeverity: z
      .array(z.strictObject({ band: z.enum(['high', 'moderate', 'low']), count }))
      .openapi({
        description: `By the AI severity score: high ${SEVERITY_HIGH_THRESHOLD} or more, moderate ${SEVERITY_MODERATE_THRESHOLD} to below ${SEVERITY_HIGH_THRESHOLD}, low below ${SEVERITY_MODERATE_THRESHOLD}; always the three, in this order.`,
      }),
    responseTimes: z
      .array(
        z.strictObject({
          weekStart: calendarDate.openapi({ description: "The ISO week's Monday." }),
          firstResponse: durationStatsSchema,
          resolution: durationStatsSchema,
        }),
      )
      .openapi({
        description:
          'Per ISO week of the report (every week of the range, oldest first). First response: from the report to the first time an NGO took the case on (handling it, or changing its status) or a volunteer took it, whichever came first. Resolution: from the report to when the case was resolved, for cases resolved now.',
      }),
    closureReasons: z.array(z.strictObject({ reason: z.enum(CLOSURE_REASONS), count })).openapi({
      description:
        'Resolved reports by closure reason: every reason, in the contracts order, zeros included.',
    }),
    topVolunteers: z
      .array(
        z.strictObject({
          firstName: z.string(),
          cases: count.openapi({ description: 'Counted reports this volunteer took.' }),
        }),
      )
      .openapi({
        description: `The ${ANALYTICS_TOP_VOLUNTEERS} volunteers who took the most counted reports (most first, then by first name); first names only.`,
      }),
    assessmentAgreement: z
      .array(
        z.strictObject({
          rubricVersion: z.string(),
          reviewed: count.openapi({
            description:
              "Counted reports with the app's assessment that an NGO confirmed or changed.",
          }),
          agreed: count.openapi({ description: "Those where the NGO kept the app's category." }),
          rate: z.number().min(0).max(1).openapi({ description: 'agreed / reviewed.' }),
        }),
      )
      .openapi({
        description:
          "How often the app's severity assessment agreed with the NGO's review (PUT /api/ngo/incidents/{id}/severity), per rubric version (in order of the version); only versions with reviews.",
      }),
  })
  .openapi('AnalyticsResponse');
