// What the analytics screen counts: a period (the last 7, 30 or 90 days, or a custom from-to)
// and the cities (the NGO's operating areas by default, or All cities). Both live in the
// address (?range=, ?from=, ?to=, ?area=), so a reload or a shared link shows the same figures.
import { CITY_NAMES, type AnalyticsQuery, type AnalyticsRange } from '@rescue/contracts';
import { ngoText } from '../../../i18n/text';

// The analytics schema's constants, typed against its types. They are not imported: the
// contracts define them beside the zod schemas, and importing a value from there puts zod
// (about 60 KB gzip) in the page's chunk.
/** The preset periods (the contracts' ANALYTICS_RANGES). */
export const ANALYTICS_RANGES = ['7d', '30d', '90d'] as const satisfies readonly AnalyticsRange[];
export const ANALYTICS_RANGE_DAYS: Record<AnalyticsRange, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
};
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '30d';
/** The longest custom period the server counts (the contracts' ANALYTICS_MAX_DAYS). */
export const ANALYTICS_MAX_DAYS = 366;
/** A critical case waited too long after this (the contracts' CRITICAL_RESPONSE_MINUTES). */
export const CRITICAL_RESPONSE_MINUTES = 15;

export type RangeChoice = AnalyticsRange | 'custom';

/** The period choices, in the page's language. */
export function rangeOptions(): { value: RangeChoice; label: string }[] {
  return [
    ...ANALYTICS_RANGES.map((range) => ({
      value: range,
      label: ngoText.t('analytics.lastDays', { count: ANALYTICS_RANGE_DAYS[range] }),
    })),
    { value: 'custom', label: ngoText.t('analytics.customDates') },
  ];
}

/** The figures' filters, as the query key holds them. */
export interface AnalyticsFilters {
  range: RangeChoice;
  /** A custom range's first and last days (YYYY-MM-DD), both included; null for a preset. */
  from: string | null;
  to: string | null;
  /** The cities counted, sorted; null: every city. */
  cities: string[] | null;
}

/** Today's date (YYYY-MM-DD) in India, where the server counts its days. */
export function todayInIndia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/** `date` moved by `days` (YYYY-MM-DD in, YYYY-MM-DD out). */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string | null): value is string {
  if (!value || !DATE.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The period from the address: a preset, or custom dates (default: the last 30 days). */
export function periodFrom(params: URLSearchParams, today: string) {
  const range = params.get('range');
  if (range === 'custom') {
    const to = isDate(params.get('to')) ? params.get('to')! : today;
    const from = isDate(params.get('from'))
      ? params.get('from')!
      : addDays(to, 1 - ANALYTICS_RANGE_DAYS[DEFAULT_ANALYTICS_RANGE]);
    return { range: 'custom' as const, from, to };
  }
  const preset = ANALYTICS_RANGES.find((known) => known === range) ?? DEFAULT_ANALYTICS_RANGE;
  return { range: preset, from: null, to: null };
}

/** What is wrong with custom dates, or null when the server can count them. */
export function customRangeError(from: string, to: string): string | null {
  if (from > to) return ngoText.t('analytics.startAfterEnd');
  const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  if (days > ANALYTICS_MAX_DAYS)
    return ngoText.t('analytics.tooLong', { count: ANALYTICS_MAX_DAYS });
  return null;
}

/**
 * The request's query: a preset's name or the custom dates, and the cities. Every city is
 * named for All cities, since the server reads no city as the NGO's operating areas.
 */
export function analyticsQuery(filters: AnalyticsFilters): AnalyticsQuery {
  const period =
    filters.range === 'custom'
      ? { from: filters.from ?? undefined, to: filters.to ?? undefined }
      : { range: filters.range };
  return { ...period, city: (filters.cities ?? CITY_NAMES).join(',') };
}
