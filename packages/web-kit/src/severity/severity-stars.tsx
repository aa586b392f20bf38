import styled from 'styled-components';
import { MAX_STARS, severityColors, severityStars } from './severity';

/** Filled and empty stars for a score, read out as "Severity: 4 of 5 stars". */
export function SeverityStars({ score }: { score: number }) {
  const filled = severityStars(score);
  return (
    <Stars
      role="img"
      aria-label={`Severity: ${filled} of ${MAX_STARS} stars`}
      style={{ color: severityColors(score).fg }}
    >
      {'★'.repeat(filled)}
      <Empty>{'☆'.repeat(MAX_STARS - filled)}</Empty>
    </Stars>
  );
}

const Stars = styled.span`
  letter-spacing: 2px;
  font-size: 1.1rem;
`;

const Empty = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
