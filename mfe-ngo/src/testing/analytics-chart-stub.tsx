// The analytics charts in jest: jsdom has no canvas for Chart.js to draw on, so the chart
// module is this stub (jest.web.config.js). It keeps the frame and says what would be drawn;
// the drawing itself is tested in Chromium (e2e/tests/analytics.test.ts).
import type { ChartTable } from '../features/analytics/utils/charts';

export function chartHeight(): number {
  return 280;
}

export function AnalyticsChart({ chart }: { chart: ChartTable }) {
  return (
    <div
      aria-hidden="true"
      data-chart={chart.id}
      data-testid="chart"
      data-series={chart.series.map((series) => series.label).join('|')}
    />
  );
}
