import { severityBand, type SeverityBand } from '@rescue/contracts';
import { theme } from '../theme/theme';

export const SEVERITY_LABELS: Record<SeverityBand, string> = {
  high: 'High',
  moderate: 'Moderate',
  low: 'Low',
};

/** "High severity · 8/10": a score's band and the score, as every area writes severity. */
export function severityText(score: number): string {
  return `${SEVERITY_LABELS[severityBand(score)]} severity · ${score}/10`;
}

/** Foreground and background colours of a score's band: high red, moderate yellow, low green. */
export function severityColors(score: number): { fg: string; bg: string } {
  return theme.severity[severityBand(score)];
}
