import styled from 'styled-components';
import { SkeletonCard } from './skeleton-card';

/** The narrowest a card gets before the grid drops a column. */
export const CARD_MIN_WIDTH = '270px';

/**
 * Cards in as many equal columns as fit, one on a phone: every area's lists of incidents and
 * cases. Render it as a list (`as="ul"` with `li` children) where the cards are one.
 */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${CARD_MIN_WIDTH}), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * While a grid of `count` cards loads: exactly as many placeholders as the cards they stand
 * for, so nothing jumps when the cards arrive.
 */
export function SkeletonGrid({ count }: { count: number }) {
  return (
    <CardGrid aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </CardGrid>
  );
}
