import { severityBand, type SeverityBand } from '@rescue/contracts';
import { theme } from '../theme/theme';

export const SEVERITY_LABELS: Record<SeverityBand, string> = {
  high: 'High',
  moderate: 'Moderate',
  low: 'Low',
};

export const MAX_STARS = 5;

/** Stars out of 5: score / 2, rounded (spec section 4). */
export function severityStars(score: number): number {
  return Math.min(MAX_STARS, Math.max(0, Math.round(score / 2)));
}

/** Foreground and background colours of a score's band: high red, moderate yellow, low green. */
export function severityColors(score: number): { fg: string; bg: string } {
  return theme.severity[severityBand(score)];
}

/**
 * The band a category is coloured with in the user's view: HIGH red, MODERATE yellow, else
 * green. CRITICAL is red too (the original showed it green, which reads as safe).
 */
export function categoryBand(category: string): SeverityBand {
  if (category === 'HIGH' || category === 'CRITICAL') return 'high';
  if (category === 'MODERATE') return 'moderate';
  return 'low';
}
