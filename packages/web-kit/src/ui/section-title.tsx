import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface SectionTitleProps {
  /**
   * One level under the page's title: 2 on a page of its own (the user's case page, the
   * public pages), 3 inside a dashboard whose page title is an h2 (NGO, volunteer, operator).
   */
  level: 2 | 3;
  /** The heading's id, for the section it names. */
  id?: string;
  children: ReactNode;
}

/** A section's heading (a card's, a part of a page's): one look at both levels, in every area. */
export function SectionTitle({ level, id, children }: SectionTitleProps) {
  return (
    <Title as={level === 2 ? 'h2' : 'h3'} id={id}>
      {children}
    </Title>
  );
}

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.text.lg};
  overflow-wrap: anywhere;
`;
