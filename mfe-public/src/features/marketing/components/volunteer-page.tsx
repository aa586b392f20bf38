import { Link } from '@rescue/router';
import styled from 'styled-components';
import { DASHBOARD_PATHS } from '@rescue/contracts';
import { Card, LinkButton, PageContainer, PageHeader, usePageTitle } from '@rescue/web-kit';
import { CLAIMS } from '../utils/content';
import { pagesText } from '../i18n/text';
import { CardGrid } from './card-grid';

const STEPS = [
  { title: 'volunteer.steps.signUp.title', text: 'volunteer.steps.signUp.text' },
  { title: 'volunteer.steps.documents.title', text: 'volunteer.steps.documents.text' },
  { title: 'volunteer.steps.case.title', text: 'volunteer.steps.case.text' },
] as const;

/**
 * Where the opportunities are: the volunteer portal's available cases. (The spec's
 * /opportunities is only a redirect back to this page; a visitor without a volunteer session
 * is sent to log in by the portal's guard and comes back there.)
 */
const OPPORTUNITIES_PATH = `${DASHBOARD_PATHS.volunteer}/available`;

/** The recruitment landing (spec section 2): links to /register and to the open cases. */
export function VolunteerPage() {
  const text = pagesText.useText();
  usePageTitle(text('volunteer.title'));
  return (
    <PageContainer>
      <PageHeader
        level={1}
        title={text('volunteer.title')}
        description={text('volunteer.intro', { volunteers: CLAIMS.volunteers })}
      />
      <Actions>
        <LinkButton to="/register?role=volunteer" size="lg">
          {text('volunteer.signUp')}
        </LinkButton>
        <Link to={OPPORTUNITIES_PATH}>{text('volunteer.opportunities')}</Link>
      </Actions>
      <section aria-labelledby="steps-title">
        <h2 id="steps-title">{text('volunteer.steps.title')}</h2>
        <CardGrid as="ol" $columns={3}>
          {STEPS.map((step, index) => (
            <Card as="li" key={step.title}>
              <h3>
                {index + 1}. {text(step.title)}
              </h3>
              <p>{text(step.text)}</p>
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
