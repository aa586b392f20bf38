import { severityBand, type SeverityBand } from '@rescue/contracts';
import { kitText } from '../i18n/kit-text';
import { theme } from '../theme/theme';

/** The English band names (the spec's words); severityLabel gives the page's language. */
export const SEVERITY_LABELS: Record<SeverityBand, string> = {
  high: 'High',
  moderate: 'Moderate',
  low: 'Low',
};

/** A band's name in the page's language. */
export function severityLabel(band: SeverityBand): string {
  return kitText.t(`severity.${band}`);
}

/** "High severity · 8/10": a score's band and the score, as every area writes severity. */
export function severityText(score: number): string {
  return kitText.t('severity.text', { band: severityLabel(severityBand(score)), score });
}

/** Foreground and background colours of a score's band: high red, moderate yellow, low green. */
export function severityColors(score: number): { fg: string; bg: string } {
  return theme.severity[severityBand(score)];
}
