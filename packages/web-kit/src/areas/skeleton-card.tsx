import styled, { keyframes } from 'styled-components';

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
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Block = styled.div`
  height: 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: linear-gradient(90deg, #eceff1 25%, #f6f8fa 50%, #eceff1 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;
