// The drawing of one chart, with Chart.js on a canvas. Only the analytics page imports this,
// and the page itself is loaded lazily, so Chart.js is in an async chunk of its own and no
// other screen downloads it. Only the parts the charts use are registered (tree-shaken).
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';
import styled from 'styled-components';
import { theme } from '@rescue/web-kit';
import type { ChartTable } from '../utils/charts';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
);
Chart.defaults.font.family = theme.font.body;
Chart.defaults.font.size = 13;
Chart.defaults.color = theme.colors.text;
Chart.defaults.borderColor = theme.colors.border;

/** The height a chart needs: a horizontal bar per row, else a fixed plot. */
export function chartHeight(chart: ChartTable): number {
  if (chart.kind === 'horizontal') return Math.max(140, chart.rows.length * 32 + 48);
  return 280;
}

/** One chart, as wide as its column; a screen reader reads its table view instead. */
export function AnalyticsChart({ chart }: { chart: ChartTable }) {
  const labels = chart.axisLabels ?? chart.rows;
  const stacked = chart.kind === 'stacked';
  const horizontal = chart.kind === 'horizontal';
  const legend = chart.series.length > 1;
  const valueAxis = {
    beginAtZero: true,
    stacked,
    ticks: { precision: chart.kind === 'line' ? undefined : 0, maxTicksLimit: 6 },
    title: { display: !!chart.valueTitle, text: chart.valueTitle ?? '' },
  };
  const categoryAxis = {
    stacked,
    grid: { display: false },
    ticks: { autoSkip: true, maxRotation: 0, autoSkipPadding: 8 },
  };
  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    indexAxis: horizontal ? 'y' : 'x',
    plugins: {
      legend: {
        display: legend,
        position: 'bottom',
        // A line chart's key is a short line, dashed like its line.
        labels:
          chart.kind === 'line'
            ? { usePointStyle: true, pointStyle: 'line', pointStyleWidth: 28, padding: 12 }
            : { boxWidth: 14, padding: 12 },
      },
      tooltip: { mode: 'index', intersect: false },
    },
    scales: horizontal ? { x: valueAxis, y: categoryAxis } : { x: categoryAxis, y: valueAxis },
  };
  const frame = (drawing: React.ReactNode) => (
    <Frame style={{ height: chartHeight(chart) }} aria-hidden="true" data-chart={chart.id}>
      {drawing}
    </Frame>
  );
  if (chart.kind === 'line') {
    const data: ChartData<'line'> = {
      labels,
      datasets: chart.series.map((series) => ({
        label: series.label,
        data: series.values,
        borderColor: series.color as string,
        backgroundColor: series.color as string,
        borderDash: series.dashed ? [6, 4] : undefined,
        borderWidth: 2,
        pointRadius: 3,
        spanGaps: true,
      })),
    };
    return frame(<Line data={data} options={options as ChartOptions<'line'>} />);
  }
  const data: ChartData<'bar'> = {
    labels,
    datasets: chart.series.map((series) => ({
      label: series.label,
      data: series.values,
      backgroundColor: series.color,
      borderRadius: 2,
      maxBarThickness: 40,
    })),
  };
  return frame(<Bar data={data} options={options as ChartOptions<'bar'>} />);
}

const Frame = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
`;
