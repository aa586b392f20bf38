import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A screen's title (h2: the portal's name is the area's h1) with an optional line below. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Header>
      <Title>{title}</Title>
      {children && <Lead>{children}</Lead>}
    </Header>
  );
}

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.5rem;
  ${({ theme }) => theme.media.md} {
    font-size: 1.75rem;
  }
`;

const Lead = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;
