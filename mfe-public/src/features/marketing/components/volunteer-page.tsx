import { Link } from '@rescue/router';
import styled from 'styled-components';
import { DASHBOARD_PATHS } from '@rescue/contracts';
import { Card, inlineRow, LinkButton, useSession } from '@rescue/web-kit';
import { CLAIMS, VOLUNTEER_SIGN_UP_PATH } from '../utils/content';
import { pagesText } from '../i18n/text';
import { CardGrid } from './card-grid';
import { PublicPage } from './public-page';

const STEPS = [
  { title: 'volunteer.steps.signUp.title', text: 'volunteer.steps.signUp.text' },
  { title: 'volunteer.steps.documents.title', text: 'volunteer.steps.documents.text' },
  { title: 'volunteer.steps.case.title', text: 'volunteer.steps.case.text' },
] as const;

/** The volunteer portal's open cases: where a signed-in volunteer finds opportunities. */
const OPEN_CASES_PATH = `${DASHBOARD_PATHS.volunteer}/available`;

/** The recruitment landing (spec section 2): links to /register and to the open cases. */
export function VolunteerPage() {
  const text = pagesText.useText();
  const { user } = useSession();
  // A visitor would meet the portal's login wall: sign-up as a volunteer is their way in.
  const opportunities = user?.role === 'volunteer' ? OPEN_CASES_PATH : VOLUNTEER_SIGN_UP_PATH;
  return (
    <PublicPage
      title={text('volunteer.title')}
      description={text('volunteer.intro', { volunteers: CLAIMS.volunteers })}
    >
      <Actions>
        <LinkButton to={VOLUNTEER_SIGN_UP_PATH} size="lg">
          {text('volunteer.signUp')}
        </LinkButton>
        <Link to={opportunities}>{text('volunteer.opportunities')}</Link>
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
    </PublicPage>
  );
}

const Actions = styled.div`
  ${inlineRow(4)}
  margin-bottom: ${({ theme }) => theme.space(8)};
`;
