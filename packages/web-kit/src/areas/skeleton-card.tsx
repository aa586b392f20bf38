import styled, { keyframes } from 'styled-components';
import { framedStack } from './framed-stack';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

/** A grey card in the shape of a list item while it loads; hidden from assistive tech. */
export function SkeletonCard() {
  return (
    <Frame aria-hidden="true" data-testid="skeleton-card">
      <Block style={{ height: 140 }} />
      <Block style={{ width: '60%' }} />
      <Block />
      <Block style={{ width: '40%' }} />
    </Frame>
  );
}

const Frame = styled.div`
  ${framedStack(3)}
`;

const Block = styled.div`
  height: 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: linear-gradient(90deg, #eceff1 25%, #f6f8fa 50%, #eceff1 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
