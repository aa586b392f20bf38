import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from './empty-state';
import { usePageTitle, PageContainer } from '@rescue/web-kit';

/**
 * What an area shows someone it is not for (AreaGuard's wrong-role screen):
 * the area's name as the page's h1, as inside the area, then why and the next step.
 */
export function AreaScreen({
  area,
  title,
  message,
  action,
}: {
  area: string;
  title: string;
  message: string;
  action: ReactNode;
}) {
  usePageTitle(title);
  return (
    <PageContainer>
      <AreaName>{area}</AreaName>
      <EmptyState title={title} message={message} action={action} />
    </PageContainer>
  );
}

const AreaName = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.text.xl};
`;
