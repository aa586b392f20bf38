// Every chart of the analytics screen as one table: its rows (a day, a city, a reason…) and
// its series (the numbers drawn). The chart draws it, the table view shows it and the CSV
// holds it, all from this one shape, so the three can never disagree.
import {
  CLOSURE_REASON_LABELS,
  SEVERITY_HIGH_THRESHOLD,
  SEVERITY_MODERATE_THRESHOLD,
  type AnalyticsDurations,
  type AnalyticsResponse,
  type IncidentStatus,
} from '@rescue/contracts';
import { SEVERITY_LABELS, STATUS_LABELS, statusTone, theme } from '@rescue/web-kit';
import type { CsvCell } from './csv';

export type ChartKind = 'stacked' | 'bar' | 'horizontal' | 'line';

export interface ChartSeries {
  label: string;
  /** One colour, or one per row (the severity bands). */
  color: string | string[];
  values: (number | null)[];
  /** A dashed line (the 90th percentile beside the median). */
  dashed?: boolean;
}

export interface ChartTable {
  /** Names the CSV file and the table: "reports-over-time". */
  id: string;
  title: string;
  description: string;
  kind: ChartKind;
  /** The first column's heading: "Day", "City". */
  rowHeader: string;
  /** Each row's name as the table and the CSV write it. */
  rows: string[];
  /** Each row's name under the chart's bars (shorter: "3 Nov"); `rows` when absent. */
  axisLabels?: string[];
  series: ChartSeries[];
  /** The value axis's title: "Minutes". */
  valueTitle?: string;
}

/** A status's colour: the kit's StatusBadge tone (pending yellow, in progress blue, resolved green). */
function statusColour(status: IncidentStatus): string {
  const tone = statusTone(status);
  return tone === 'neutral' ? theme.colors.muted : theme.colors[tone];
}

const STATUS_COLOUR = {
  pending: statusColour('pending'),
  inProgress: statusColour('in progress'),
  resolved: statusColour('resolved'),
} as const;

const SINGLE_COLOUR = theme.colors.info;

/** "3 Nov" for 2026-11-03 (a date is a calendar day: no time zone moves it). */
export function shortDate(date: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Minutes to hours, one decimal (null stays null). */
function hours(minutes: number | null): number | null {
  return minutes === null ? null : Math.round(minutes / 6) / 10;
}

function durationSeries(
  pick: (week: {
    firstResponse: AnalyticsDurations;
    resolution: AnalyticsDurations;
  }) => AnalyticsDurations,
  weeks: AnalyticsResponse['responseTimes'],
  convert: (minutes: number | null) => number | null,
): ChartSeries[] {
  return [
    {
      label: 'Median',
      color: theme.colors.info,
      values: weeks.map((week) => convert(pick(week).medianMinutes)),
    },
    {
      label: '90th percentile',
      color: theme.colors.brand,
      dashed: true,
      values: weeks.map((week) => convert(pick(week).p90Minutes)),
    },
  ];
}

/** The screen's charts, in the order it shows them. */
export function analyticsCharts(data: AnalyticsResponse): ChartTable[] {
  const perWeek = data.range.bucket === 'week';
  const over = data.reportsOverTime;
  const weeks = data.responseTimes;
  return [
    {
      id: 'reports-over-time',
      title: perWeek ? 'Reports per week' : 'Reports per day',
      description: 'Reports by the day they were made, stacked by their status now.',
      kind: 'stacked',
      rowHeader: perWeek ? 'Week starting' : 'Day',
      rows: over.map((bucket) => bucket.start),
      axisLabels: over.map((bucket) => shortDate(bucket.start)),
      series: [
        {
          label: STATUS_LABELS.pending,
          color: STATUS_COLOUR.pending,
          values: over.map((b) => b.pending),
        },
        {
          label: STATUS_LABELS['in progress'],
          color: STATUS_COLOUR.inProgress,
          values: over.map((b) => b.inProgress),
        },
        {
          label: STATUS_LABELS.resolved,
          color: STATUS_COLOUR.resolved,
          values: over.map((b) => b.resolved),
        },
      ],
      valueTitle: 'Reports',
    },
    {
      id: 'by-city',
      title: 'Reports by city',
      description: 'Every city counted, with the ones that had none.',
      kind: 'horizontal',
      rowHeader: 'City',
      rows: data.byCity.map((row) => row.city),
      series: [
        { label: 'Reports', color: SINGLE_COLOUR, values: data.byCity.map((row) => row.count) },
      ],
    },
    {
      id: 'by-animal-type',
      title: 'Reports by animal type',
      description: 'As reporters named the animal; the least common types together as Other types.',
      kind: 'horizontal',
      rowHeader: 'Animal type',
      rows: data.byAnimalType.map((row) => row.animalType ?? 'Other types'),
      series: [
        {
          label: 'Reports',
          color: SINGLE_COLOUR,
          values: data.byAnimalType.map((row) => row.count),
        },
      ],
    },
    {
      id: 'by-severity',
      title: 'Reports by severity',
      description: `High is a score of ${SEVERITY_HIGH_THRESHOLD} or more, moderate ${SEVERITY_MODERATE_THRESHOLD} or more, low below ${SEVERITY_MODERATE_THRESHOLD}.`,
      kind: 'bar',
      rowHeader: 'Severity',
      rows: data.bySeverity.map((row) => SEVERITY_LABELS[row.band]),
      series: [
        {
          label: 'Reports',
          color: data.bySeverity.map((row) => theme.severity[row.band].fg),
          values: data.bySeverity.map((row) => row.count),
        },
      ],
    },
    {
      id: 'time-to-first-response',
      title: 'Time to first response',
      description:
        'Minutes from the report until an NGO took it on or a volunteer took it, by the week it was reported.',
      kind: 'line',
      rowHeader: 'Week starting',
      rows: weeks.map((week) => week.weekStart),
      axisLabels: weeks.map((week) => shortDate(week.weekStart)),
      series: durationSeries(
        (week) => week.firstResponse,
        weeks,
        (minutes) => minutes,
      ),
      valueTitle: 'Minutes',
    },
    {
      id: 'time-to-resolution',
      title: 'Time to resolution',
      description:
        'Hours from the report until the case was resolved, by the week it was reported.',
      kind: 'line',
      rowHeader: 'Week starting',
      rows: weeks.map((week) => week.weekStart),
      axisLabels: weeks.map((week) => shortDate(week.weekStart)),
      series: durationSeries((week) => week.resolution, weeks, hours),
      valueTitle: 'Hours',
    },
    {
      id: 'closure-reasons',
      title: 'Closure reasons',
      description: 'Why the resolved cases were closed.',
      kind: 'horizontal',
      rowHeader: 'Reason',
      rows: data.closureReasons.map((row) => CLOSURE_REASON_LABELS[row.reason] ?? row.reason),
      series: [
        {
          label: 'Cases',
          color: SINGLE_COLOUR,
          values: data.closureReasons.map((row) => row.count),
        },
      ],
    },
    {
      id: 'top-volunteers',
      title: 'Most active volunteers',
      description: 'The volunteers who took the most of these cases, by first name.',
      kind: 'horizontal',
      rowHeader: 'Volunteer',
      rows: data.topVolunteers.map((row) => row.firstName),
      series: [
        {
          label: 'Cases',
          color: SINGLE_COLOUR,
          values: data.topVolunteers.map((row) => row.cases),
        },
      ],
    },
  ];
}

/** A header with the series' names, then a line per row: what the table shows and the CSV holds. */
export function chartRows(chart: ChartTable): CsvCell[][] {
  const header: CsvCell[] = [
    chart.rowHeader,
    ...chart.series.map((series) =>
      chart.valueTitle && chart.kind === 'line'
        ? `${series.label} (${chart.valueTitle.toLowerCase()})`
        : series.label,
    ),
  ];
  return [
    header,
    ...chart.rows.map((row, index) => [
      row,
      ...chart.series.map((series) => series.values[index] ?? null),
    ]),
  ];
}
