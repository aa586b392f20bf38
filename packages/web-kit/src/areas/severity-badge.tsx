import { severityBand } from '@rescue/contracts';
import styled from 'styled-components';
import { severityColors, severityText } from '@rescue/web-kit';
import { areasText } from './areas-text';

/**
 * Severity, one way in every area (issue 16): "High severity · 8/10" in the band's colours. It replaced
 * the NGO cards' stars and the reporter's "HIGH · 8/10", which said the same thing differently.
 */
export function SeverityBadge({ score }: { score: number }) {
  areasText.useText(); // re-render on a language switch
  const colors = severityColors(score);
  return (
    <Pill style={{ color: colors.fg, background: colors.bg }} data-severity={severityBand(score)}>
      {severityText(score)}
    </Pill>
  );
}

const Pill = styled.span`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
`;
