// GET /api/ngo/analytics and the impact page's live totals, computed from AnalyticFacts
// (store/analytic-facts.ts) by the same code on every database. Days, weeks (from Monday) and
// months are those of India Standard Time, a fixed offset (the contracts'
// ANALYTICS_UTC_OFFSET_MINUTES).
import {
  ANALYTICS_DAY_BUCKETS_MAX_DAYS,
  ANALYTICS_MAX_DAYS,
  ANALYTICS_RANGE_DAYS,
  ANALYTICS_TIME_ZONE,
  ANALYTICS_TOP_ANIMAL_TYPES,
  ANALYTICS_TOP_VOLUNTEERS,
  ANALYTICS_UTC_OFFSET_MINUTES,
  CITIES,
  CLOSURE_REASONS,
  CRITICAL_RESPONSE_MINUTES,
  DEFAULT_ANALYTICS_RANGE,
  customRangeOf,
  type AnalyticsBucket,
  type AnalyticsDurations,
  type AnalyticsRange,
  type AnalyticsResponse,
  type ImpactStats,
} from '@rescue/contracts';
import type { AnalyticFacts } from '../store/analytic-facts';
import type { IncidentStore } from '../store/incidents';
import { refuse } from './refusal';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const OFFSET_MS = ANALYTICS_UTC_OFFSET_MINUTES * MINUTE_MS;

/** The day number (days since 1970-01-01) of an instant, in the analytics' time zone. */
export const dayOf = (ms: number) => Math.floor((ms + OFFSET_MS) / DAY_MS);
/** The instant a day starts. */
export const dayStartMs = (day: number) => day * DAY_MS - OFFSET_MS;
/** 1970-01-01 was a Thursday: the Monday of a day's ISO week. */
export const weekOf = (day: number) => day - ((((day + 3) % 7) + 7) % 7);
export const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const dayOfDate = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

/** What is counted: reports made from the first day's start to the last day's end, in these cities. */
export interface AnalyticsWindow {
  fromDay: number;
  toDay: number;
  bucket: AnalyticsBucket;
  /** In the fixed order. */
  cities: string[];
}

export function analyticsWindow(
  query: {
    range?: AnalyticsRange;
    from?: string;
    to?: string;
    bucket?: AnalyticsBucket;
  },
  cities: readonly string[],
  now: number,
): AnalyticsWindow {
  const today = dayOf(now);
  let fromDay: number;
  let toDay: number;
  if (query.from || query.to) {
    // The contracts' fill-in, which the query schema bounded (by today, ANALYTICS_MAX_DAYS).
    const range = customRangeOf(query, dateOf(today));
    toDay = dayOfDate(range.to);
    fromDay = dayOfDate(range.from);
  } else {
    toDay = today;
    fromDay = today - (ANALYTICS_RANGE_DAYS[query.range ?? DEFAULT_ANALYTICS_RANGE] - 1);
  }
  const days = toDay - fromDay + 1;
  // The schema refuses these first; a caller that skipped it must not get millions of buckets.
  if (days < 1 || days > ANALYTICS_MAX_DAYS || fromDay > today) {
    throw refuse('invalid', `a range starts by today and is at most ${ANALYTICS_MAX_DAYS} days`);
  }
  const bucket = query.bucket ?? (days <= ANALYTICS_DAY_BUCKETS_MAX_DAYS ? 'day' : 'week');
  const wanted = new Set(cities);
  return { fromDay, toDay, bucket, cities: CITY_ORDER.filter((city) => wanted.has(city)) };
}

const CITY_ORDER = CITIES.map((city) => city.name);

/** The instants [start, end) a window's reports were made in. */
export function windowSpan(window: Pick<AnalyticsWindow, 'fromDay' | 'toDay'>) {
  return { startMs: dayStartMs(window.fromDay), endMs: dayStartMs(window.toDay + 1) };
}

/**
 * The p-th percentile (0 < p <= 100) of `sorted` (ascending) by nearest rank: the value at
 * rank ceil(p/100 * n), counting from 1. The median is p = 50 (of an even count, the lower of
 * the two middle values). Undefined for no values.
 */
export function percentile(sorted: readonly number[], p: number): number | undefined {
  if (sorted.length === 0) return undefined;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

const toMinutes = (ms: number) => Math.round(ms / 6000) / 10;

/** Count, median and 90th percentile, in minutes to one decimal, of durations in ms. */
export function durationStats(durations: number[]): AnalyticsDurations {
  const sorted = [...durations].sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  const p90 = percentile(sorted, 90);
  return {
    count: sorted.length,
    medianMinutes: median === undefined ? null : toMinutes(median),
    p90Minutes: p90 === undefined ? null : toMinutes(p90),
  };
}

interface StatusCounts {
  total: number;
  pending: number;
  inProgress: number;
  resolved: number;
}

const countStatus = (counts: StatusCounts, status: AnalyticFacts['status']) => {
  counts.total += 1;
  if (status === 'pending') counts.pending += 1;
  else if (status === 'in progress') counts.inProgress += 1;
  else counts.resolved += 1;
};

/** Whether a report counts in the window: visible, made within it, in one of its cities. */
export function inWindow(window: AnalyticsWindow, cities: ReadonlySet<string>) {
  const { startMs, endMs } = windowSpan(window);
  return (facts: AnalyticFacts) =>
    !facts.hidden &&
    facts.createdAt >= startMs &&
    facts.createdAt < endMs &&
    cities.has(facts.city);
}

/** The figures over `facts` (any superset of the window's reports: the rest are skipped). */
export function computeAnalytics(
  window: AnalyticsWindow,
  facts: Iterable<AnalyticFacts>,
  now: number,
): AnalyticsResponse {
  const cities = new Set(window.cities);
  const counts = inWindow(window, cities);
  const bucketOf = window.bucket === 'day' ? (day: number) => day : weekOf;
  const firstBucket = bucketOf(window.fromDay);
  const lastBucket = bucketOf(window.toDay);
  const step = window.bucket === 'day' ? 1 : 7;
  const firstWeek = weekOf(window.fromDay);
  const lastWeek = weekOf(window.toDay);

  const buckets = new Map<number, StatusCounts>();
  for (let b = firstBucket; b <= lastBucket; b += step) {
    buckets.set(b, { total: 0, pending: 0, inProgress: 0, resolved: 0 });
  }
  const weeks = new Map<number, { response: number[]; resolution: number[] }>();
  for (let w = firstWeek; w <= lastWeek; w += 7) weeks.set(w, { response: [], resolution: [] });
  const totals: StatusCounts = { total: 0, pending: 0, inProgress: 0, resolved: 0 };
  const byCity = new Map<string, number>(window.cities.map((city) => [city, 0]));
  const byType = new Map<string, number>();
  const bands = { high: 0, moderate: 0, low: 0 };
  const reasons = new Map<string, number>(CLOSURE_REASONS.map((reason) => [reason, 0]));
  const volunteers = new Map<string, { firstName: string; cases: number }>();
  const allResponses: number[] = [];
  const allResolutions: number[] = [];
  const agreement = new Map<string, { reviewed: number; agreed: number }>();
  let critical = 0;
  let criticalWaited = 0;
  const waitLimit = CRITICAL_RESPONSE_MINUTES * MINUTE_MS;

  for (const f of facts) {
    if (!counts(f)) continue;
    const day = dayOf(f.createdAt);
    countStatus(totals, f.status);
    countStatus(buckets.get(bucketOf(day))!, f.status);
    byCity.set(f.city, (byCity.get(f.city) ?? 0) + 1);
    byType.set(f.animalType, (byType.get(f.animalType) ?? 0) + 1);
    bands[f.band] += 1;
    const week = weeks.get(weekOf(day))!;
    if (f.firstResponseAt !== null) {
      const response = Math.max(0, f.firstResponseAt - f.createdAt);
      week.response.push(response);
      allResponses.push(response);
    }
    if (f.resolvedAt !== null) {
      const resolution = Math.max(0, f.resolvedAt - f.createdAt);
      week.resolution.push(resolution);
      allResolutions.push(resolution);
    }
    if (f.closureReason !== null && f.status === 'resolved') {
      reasons.set(f.closureReason, (reasons.get(f.closureReason) ?? 0) + 1);
    }
    if (f.critical) {
      critical += 1;
      if ((f.firstResponseAt ?? now) - f.createdAt > waitLimit) criticalWaited += 1;
    }
    if (f.review) {
      const version = agreement.get(f.review.rubricVersion) ?? { reviewed: 0, agreed: 0 };
      version.reviewed += 1;
      if (f.review.agreed) version.agreed += 1;
      agreement.set(f.review.rubricVersion, version);
    }
    for (const volunteer of f.volunteers) {
      const seen = volunteers.get(volunteer.id);
      if (seen) seen.cases += 1;
      else volunteers.set(volunteer.id, { firstName: volunteer.firstName, cases: 1 });
    }
  }

  const types = [...byType]
    .map(([animalType, count]) => ({ animalType, count }))
    .sort((a, b) => b.count - a.count || compareText(a.animalType, b.animalType));
  const rest = types.slice(ANALYTICS_TOP_ANIMAL_TYPES).reduce((sum, type) => sum + type.count, 0);
  const topVolunteers = [...volunteers.values()]
    .sort((a, b) => b.cases - a.cases || compareText(a.firstName, b.firstName))
    .slice(0, ANALYTICS_TOP_VOLUNTEERS);

  return {
    success: true,
    range: {
      from: dateOf(window.fromDay),
      to: dateOf(window.toDay),
      days: window.toDay - window.fromDay + 1,
      bucket: window.bucket,
      cities: window.cities,
      timeZone: ANALYTICS_TIME_ZONE,
    },
    totals: {
      reports: totals.total,
      pending: totals.pending,
      inProgress: totals.inProgress,
      resolved: totals.resolved,
      critical,
      responded: allResponses.length,
      criticalWaitedOver15Minutes: criticalWaited,
      firstResponse: durationStats(allResponses),
      resolution: durationStats(allResolutions),
      volunteers: volunteers.size,
    },
    reportsOverTime: [...buckets].map(([start, c]) => ({ start: dateOf(start), ...c })),
    byCity: [...byCity].map(([city, count]) => ({ city, count })),
    byAnimalType: [
      ...types.slice(0, ANALYTICS_TOP_ANIMAL_TYPES),
      ...(rest > 0 ? [{ animalType: null, count: rest }] : []),
    ],
    bySeverity: (['high', 'moderate', 'low'] as const).map((band) => ({
      band,
      count: bands[band],
    })),
    responseTimes: [...weeks].map(([start, week]) => ({
      weekStart: dateOf(start),
      firstResponse: durationStats(week.response),
      resolution: durationStats(week.resolution),
    })),
    closureReasons: CLOSURE_REASONS.map((reason) => ({ reason, count: reasons.get(reason)! })),
    topVolunteers,
    assessmentAgreement: [...agreement]
      .sort(([a], [b]) => compareText(a, b))
      .map(([rubricVersion, { reviewed, agreed }]) => ({
        rubricVersion,
        reviewed,
        agreed,
        rate: agreed / reviewed,
      })),
  };
}

/** Closure reasons that are no rescue: the impact page's rescuedThisMonth leaves them out. */
const NOT_RESCUED = new Set(['duplicate', 'not_found']);

/** The instant this month (in the analytics' time zone) began. */
export function monthStartMs(now: number): number {
  const local = new Date(now + OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - OFFSET_MS;
}

/** The impact page's live totals of this month, over every visible incident. */
export function impactThisMonth(
  facts: Iterable<AnalyticFacts>,
  now: number,
): Pick<ImpactStats, 'rescuedThisMonth' | 'medianResponseMinutesThisMonth'> {
  const since = monthStartMs(now);
  let rescued = 0;
  const responses: number[] = [];
  for (const f of facts) {
    if (f.hidden) continue;
    if (
      f.resolvedAt !== null &&
      f.resolvedAt >= since &&
      f.status === 'resolved' &&
      !NOT_RESCUED.has(f.closureReason ?? 'other')
    ) {
      rescued += 1;
    }
    if (f.createdAt >= since && f.firstResponseAt !== null) {
      responses.push(Math.max(0, f.firstResponseAt - f.createdAt));
    }
  }
  return {
    rescuedThisMonth: rescued,
    medianResponseMinutesThisMonth: durationStats(responses).medianMinutes,
  };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * GET /api/ngo/analytics's figures over the reports `window` holds, read by the store (the
 * working set or a query). Kept while nothing changes, for a minute at most: unanswered
 * critical cases age.
 */
export function ngoAnalytics(
  incidents: IncidentStore,
  window: AnalyticsWindow,
  now = Date.now(),
): Promise<AnalyticsResponse> {
  const span = { ...windowSpan(window), cities: window.cities };
  return incidents.summarizeReports(
    span,
    ['analytics', window, Math.floor(now / MINUTE_MS)],
    (facts) => computeAnalytics(window, facts, now),
  );
}

/** GET /api/impact: the store's totals and this month's figures. */
export function impactStats(incidents: IncidentStore, now = Date.now()): Promise<ImpactStats> {
  return incidents.impact(monthStartMs(now), now, (facts) => impactThisMonth(facts, now));
}
