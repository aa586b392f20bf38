import { severityBand } from '@rescue/contracts';
import styled from 'styled-components';
import { SEVERITY_LABELS, severityColors } from './severity';

/** "High · 8/10" in the band's colours. */
export function SeverityBadge({ score }: { score: number }) {
  const colors = severityColors(score);
  return (
    <Pill style={{ color: colors.fg, background: colors.bg }}>
      {SEVERITY_LABELS[severityBand(score)]} · {score}/10
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
