import type { ReactNode } from 'react';
import styled from 'styled-components';
import { stack } from '@rescue/web-kit';

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  action?: ReactNode;
}

/**
 * What a list shows when it has nothing, with the next step as its action; aligned with the
 * page's content (left), as the error and loading states are.
 */
export function EmptyState({ title, message, action }: EmptyStateProps) {
  return (
    <Frame>
      <Title>{title}</Title>
      {message && <Message>{message}</Message>}
      {action}
    </Frame>
  );
}

const Frame = styled.div`
  ${stack(3)}
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(5)}`};
  text-align: left;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
