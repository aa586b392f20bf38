import { Link } from '@rescue/router';
import styled from 'styled-components';
import { DASHBOARD_PATHS } from '@rescue/contracts';
import { Card, LinkButton, PageContainer, PageHeader, usePageTitle } from '@rescue/web-kit';
import { CLAIMS } from '../utils/content';
import { CardGrid } from './card-grid';

const STEPS = [
  { title: 'Sign up', text: 'Create a volunteer account with your city and when you can help.' },
  { title: 'Sign the documents', text: 'Volunteer Agreement, Code of Conduct, Liability Waiver.' },
  { title: 'Take a case', text: 'See the animals that need help near you and assign yourself.' },
] as const;

/**
 * Where the opportunities are: the volunteer portal's available cases. (The spec's
 * /opportunities is only a redirect back to this page; a visitor without a volunteer session
 * is sent to log in by the portal's guard and comes back there.)
 */
const OPPORTUNITIES_PATH = `${DASHBOARD_PATHS.volunteer}/available`;

/** The recruitment landing (spec section 2): links to /register and to the open cases. */
export function VolunteerPage() {
  usePageTitle('Volunteer with us');
  return (
    <PageContainer>
      <PageHeader
        level={1}
        title="Volunteer with us"
        description={
          <>
            Join {CLAIMS.volunteers} volunteers who give an hour, a ride or a safe place to animals
            in their own neighbourhood.
          </>
        }
      />
      <Actions>
        <LinkButton to="/register?role=volunteer" size="lg">
          Sign up as a volunteer
        </LinkButton>
        <Link to={OPPORTUNITIES_PATH}>See volunteer opportunities</Link>
      </Actions>
      <section aria-labelledby="steps-title">
        <h2 id="steps-title">How it works</h2>
        <CardGrid as="ol" $columns={3}>
          {STEPS.map((step, index) => (
            <Card as="li" key={step.title}>
              <h3>
                {index + 1}. {step.title}
              </h3>
              <p>{step.text}</p>
            </Card>
          ))}
        </CardGrid>
      </section>
    </PageContainer>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(8)};
`;
