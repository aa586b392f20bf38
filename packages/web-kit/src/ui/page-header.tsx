import type { ReactNode } from 'react';
import styled from 'styled-components';
import { inlineRow, stack } from './flex-styles';

export interface PageHeaderProps {
  /** The page's heading. */
  title: ReactNode;
  /**
   * Its level: 1 on a page of its own (the user dashboard, the public pages), 2 inside a
   * dashboard whose h1 is the area's name in the sidebar (NGO, volunteer, operator).
   */
  level: 1 | 2;
  /** One line under the title: what the page is for. */
  description?: ReactNode;
  /** Buttons or links for the whole page: on the right, under the title on phones. */
  actions?: ReactNode;
  /** The heading's id, for a region it names. */
  id?: string;
}

/**
 * The top of a screen in every area: its title, what it is for, and the page's actions. One
 * look and one size at both levels; the actions wrap under the title below 768 px.
 */
export function PageHeader({ title, level, description, actions, id }: PageHeaderProps) {
  return (
    <Header>
      <Text>
        <Title as={level === 1 ? 'h1' : 'h2'} id={id}>
          {title}
        </Title>
        {description && <Description>{description}</Description>}
      </Text>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}

const Header = styled.header`
  ${stack(4)}
  align-items: flex-start;
  margin-bottom: ${({ theme }) => theme.space(6)};
  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(6)};
  }
`;

const Text = styled.div`
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.text.xl};
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.md} {
    font-size: ${({ theme }) => theme.text.xxl};
  }
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  max-width: 65ch;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  ${inlineRow(2)}
  ${({ theme }) => theme.media.md} {
    flex: none;
    justify-content: flex-end;
  }
`;
