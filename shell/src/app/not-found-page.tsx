import { Link } from '@rescue/router';
import styled from 'styled-components';
import { LinkButton, PageContainer, usePageTitle } from '@rescue/web-kit';
import { shellText } from '../i18n/text';
import { NOT_FOUND_LINKS } from './route-table';

export function NotFoundPage() {
  const text = shellText.useText();
  usePageTitle(text('notFound.title'));
  return (
    <PageContainer>
      <Frame>
        <Code aria-hidden="true">404</Code>
        <h1>{text('notFound.title')}</h1>
        <p>{text('notFound.text')}</p>
        <Actions>
          <LinkButton to="/">{text('notFound.home')}</LinkButton>
          {NOT_FOUND_LINKS.map(({ to, label }) => (
            <Link key={to} to={to}>
              {text(label)}
            </Link>
          ))}
        </Actions>
      </Frame>
    </PageContainer>
  );
}

const Frame = styled.section`
  max-width: 560px;
  margin: 0 auto;
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  font-size: 4rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.brand};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  justify-content: center;
  align-items: center;
`;
