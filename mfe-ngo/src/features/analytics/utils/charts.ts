// Every chart of the analytics screen as one table: its rows (a day, a city, a reason…) and
// its series (the numbers drawn). The chart draws it, the table view shows it and the CSV
// holds it, all from this one shape, so the three can never disagree.
import {
  SEVERITY_HIGH_THRESHOLD,
  SEVERITY_MODERATE_THRESHOLD,
  type AnalyticsDurations,
  type AnalyticsResponse,
  type IncidentStatus,
} from '@rescue/contracts';
import { formatDate, severityLabel, statusLabel, statusTone, theme } from '@rescue/web-kit';
import { closureReasonText } from '@rescue/web-kit/areas';
import { ngoText } from '../../../i18n/text';
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
  /** The unit in a line chart's column headings: "Median (minutes)". */
  unit?: string;
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

/**
 * "3 Nov 2026" for 2026-11-03, the kit's one date format in the page's language. A date is a
 * calendar day: read at noon local time, so no time zone moves it to another day.
 */
export function dayText(date: string): string {
  return formatDate(`${date}T12:00:00`);
}

/** Minutes to hours, one decimal (null stays null). */
function hours(minutes: number | null): number | null {
  return minutes === null ? null : Math.round(minutes / 6) / 10;
}

/** A line chart of one duration, a point a week: its median and its 90th percentile. */
function weeklyDurations(
  pick: (week: {
    firstResponse: AnalyticsDurations;
    resolution: AnalyticsDurations;
  }) => AnalyticsDurations,
  weeks: AnalyticsResponse['responseTimes'],
  convert: (minutes: number | null) => number | null,
): Pick<ChartTable, 'kind' | 'rowHeader' | 'rows' | 'axisLabels' | 'series'> {
  return {
    kind: 'line',
    rowHeader: ngoText.t('chart.overTime.weekStarting'),
    rows: weeks.map((week) => week.weekStart),
    axisLabels: weeks.map((week) => dayText(week.weekStart)),
    series: [
      {
        label: ngoText.t('chart.median'),
        color: theme.colors.info,
        values: weeks.map((week) => convert(pick(week).medianMinutes)),
      },
      {
        label: ngoText.t('chart.p90'),
        color: theme.colors.brand,
        dashed: true,
        values: weeks.map((week) => convert(pick(week).p90Minutes)),
      },
    ],
  };
}

/**
 * The screen's charts, in the order it shows them, worded in the page's language. The table's
 * and the CSV's rows keep days as YYYY-MM-DD (a spreadsheet reads them as dates in any
 * language); the axes write them as every other date is written.
 */
export function analyticsCharts(data: AnalyticsResponse): ChartTable[] {
  const t = ngoText.t;
  const reports = t('chart.reports');
  const cases = t('chart.cases');
  const perWeek = data.range.bucket === 'week';
  const over = data.reportsOverTime;
  const weeks = data.responseTimes;
  return [
    {
      id: 'reports-over-time',
      title: perWeek ? t('chart.perWeek.title') : t('chart.perDay.title'),
      description: t('chart.overTime.description'),
      kind: 'stacked',
      rowHeader: perWeek ? t('chart.overTime.weekStarting') : t('chart.overTime.day'),
      rows: over.map((bucket) => bucket.start),
      axisLabels: over.map((bucket) => dayText(bucket.start)),
      series: [
        {
          label: statusLabel('pending'),
          color: STATUS_COLOUR.pending,
          values: over.map((b) => b.pending),
        },
        {
          label: statusLabel('in progress'),
          color: STATUS_COLOUR.inProgress,
          values: over.map((b) => b.inProgress),
        },
        {
          label: statusLabel('resolved'),
          color: STATUS_COLOUR.resolved,
          values: over.map((b) => b.resolved),
        },
      ],
      valueTitle: reports,
    },
    {
      id: 'by-city',
      title: t('chart.byCity.title'),
      description: t('chart.byCity.description'),
      kind: 'horizontal',
      rowHeader: t('chart.byCity.row'),
      rows: data.byCity.map((row) => row.city),
      series: [
        { label: reports, color: SINGLE_COLOUR, values: data.byCity.map((row) => row.count) },
      ],
    },
    {
      id: 'by-animal-type',
      title: t('chart.byAnimal.title'),
      description: t('chart.byAnimal.description'),
      kind: 'horizontal',
      rowHeader: t('chart.byAnimal.row'),
      rows: data.byAnimalType.map((row) => row.animalType ?? t('chart.byAnimal.other')),
      series: [
        {
          label: reports,
          color: SINGLE_COLOUR,
          values: data.byAnimalType.map((row) => row.count),
        },
      ],
    },
    {
      id: 'by-severity',
      title: t('chart.bySeverity.title'),
      description: t('chart.bySeverity.description', {
        high: SEVERITY_HIGH_THRESHOLD,
        moderate: SEVERITY_MODERATE_THRESHOLD,
      }),
      kind: 'bar',
      rowHeader: t('chart.bySeverity.row'),
      rows: data.bySeverity.map((row) => severityLabel(row.band)),
      series: [
        {
          label: reports,
          color: data.bySeverity.map((row) => theme.severity[row.band].fg),
          values: data.bySeverity.map((row) => row.count),
        },
      ],
    },
    {
      id: 'time-to-first-response',
      title: t('chart.firstResponse.title'),
      description: t('chart.firstResponse.description'),
      ...weeklyDurations(
        (week) => week.firstResponse,
        weeks,
        (minutes) => minutes,
      ),
      valueTitle: t('chart.minutes'),
      unit: t('chart.minutesUnit'),
    },
    {
      id: 'time-to-resolution',
      title: t('chart.resolution.title'),
      description: t('chart.resolution.description'),
      ...weeklyDurations((week) => week.resolution, weeks, hours),
      valueTitle: t('chart.hours'),
      unit: t('chart.hoursUnit'),
    },
    {
      id: 'closure-reasons',
      title: t('chart.closure.title'),
      description: t('chart.closure.description'),
      kind: 'horizontal',
      rowHeader: t('chart.closure.row'),
      rows: data.closureReasons.map((row) => closureReasonText(row.reason)),
      series: [
        {
          label: cases,
          color: SINGLE_COLOUR,
          values: data.closureReasons.map((row) => row.count),
        },
      ],
    },
    {
      id: 'top-volunteers',
      title: t('chart.volunteers.title'),
      description: t('chart.volunteers.description'),
      kind: 'horizontal',
      rowHeader: t('chart.volunteers.row'),
      rows: data.topVolunteers.map((row) => row.firstName),
      series: [
        {
          label: cases,
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
      chart.unit
        ? ngoText.t('chart.withUnit', { series: series.label, unit: chart.unit })
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
