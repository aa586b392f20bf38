import styled from 'styled-components';
import { LinkButton, PageContainer, usePageTitle } from '@rescue/web-kit';

export function HomePage() {
  usePageTitle('');
  return (
    <PageContainer>
      <Hero>
        <h1>Every street animal deserves a rescue</h1>
        <p>
          Report an injured or stray animal in a minute. Partner NGOs and volunteers near you take
          it from there.
        </p>
        <Actions>
          <LinkButton to="/report-incident" size="lg">
            Report Animal
          </LinkButton>
          <LinkButton to="/contact" size="lg" variant="secondary">
            Volunteer
          </LinkButton>
        </Actions>
      </Hero>
    </PageContainer>
  );
}

const Hero = styled.section`
  max-width: 720px;
  h1 {
    margin-top: 0;
    font-size: clamp(2rem, 6vw, 3rem);
  }
  p {
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;
