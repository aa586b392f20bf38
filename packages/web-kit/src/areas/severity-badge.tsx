import { severityBand } from '@rescue/contracts';
import { Badge, severityColors, severityText } from '@rescue/web-kit';
import { areasText } from './areas-text';

/**
 * Severity, one way in every area (issue 16): "High severity · 8/10" in the band's colours. It replaced
 * the NGO cards' stars and the reporter's "HIGH · 8/10", which said the same thing differently.
 */
export function SeverityBadge({ score }: { score: number }) {
  areasText.useText(); // re-render on a language switch
  const colors = severityColors(score);
  return (
    <Badge style={{ color: colors.fg, background: colors.bg }} data-severity={severityBand(score)}>
      {severityText(score)}
    </Badge>
  );
}
