import { Link } from '@rescue/router';
import styled from 'styled-components';
import { Card, LinkButton, PageContainer, stack, usePageTitle } from '@rescue/web-kit';
import { publicText } from '../../../i18n/text';
import { HERO_IMAGE } from '../assets/gallery-images';
import { IMPACT_CARDS, VOLUNTEER_SIGN_UP_PATH } from '../utils/content';
import { CardGrid } from './card-grid';
import { FloatingReportButton } from './floating-report-button';
import { RescueGallery } from './rescue-gallery';
import { StatsStrip } from './stats-strip';
import { TestimonialsCarousel } from './testimonials-carousel';

export function HomePage() {
  usePageTitle('');
  const text = publicText.useText();
  return (
    <>
      <Hero>
        <HeroGrid>
          <div>
            <h1>{text('home.hero.title')}</h1>
            <p>{text('home.hero.text')}</p>
            <Actions>
              <LinkButton to="/report-incident" size="lg">
                {text('home.hero.report')}
              </LinkButton>
              {/* The sign-up form with Volunteer chosen: it works logged out (issue 30). */}
              <LinkButton to={VOLUNTEER_SIGN_UP_PATH} size="lg" variant="secondary">
                {text('home.hero.volunteer')}
              </LinkButton>
            </Actions>
          </div>
          <HeroArt $image={HERO_IMAGE.large} aria-hidden="true" />
        </HeroGrid>
      </Hero>
      <Sections>
        <RescueGallery />
        <section aria-labelledby="impact-title">
          <h2 id="impact-title">{text('home.help.heading')}</h2>
          <CardGrid $columns={3}>
            {IMPACT_CARDS.map((card) => (
              <Card key={card.id}>
                <h3>{text(`home.help.title.${card.id}`)}</h3>
                <p>{text(`home.help.text.${card.id}`)}</p>
                <Link to={card.to}>{text(`home.help.link.${card.id}`)}</Link>
              </Card>
            ))}
          </CardGrid>
        </section>
        <StatsStrip />
        <TestimonialsCarousel />
        <section aria-labelledby="difference-title">
          <h2 id="difference-title">{text('home.difference.title')}</h2>
          <CardGrid $columns={2}>
            <Card>
              <h3>{text('home.difference.report.title')}</h3>
              <p>{text('home.difference.report.text')}</p>
              <LinkButton to="/report-incident">{text('home.difference.report.action')}</LinkButton>
            </Card>
            <Card>
              <h3>{text('home.difference.join.title')}</h3>
              <p>{text('home.difference.join.text')}</p>
              <LinkButton to="/register" variant="secondary">
                {text('home.difference.join.action')}
              </LinkButton>
            </Card>
          </CardGrid>
        </section>
      </Sections>
      <FloatingReportButton />
    </>
  );
}

const Hero = styled.section`
  background: linear-gradient(160deg, ${({ theme }) => theme.colors.brandSoft}, #fff 70%);
  h1 {
    margin-top: 0;
    max-width: 720px;
    font-size: clamp(2rem, 6vw, 3rem);
  }
  p {
    max-width: 640px;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** Text alone on phones and tablets; from desktop width, text left and the drawing right. */
const HeroGrid = styled(PageContainer)`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/**
 * The drawing beside the hero's text on desktop. Decorative (the gallery below shows it with
 * its description), and a background set only from desktop width, so phones never fetch it.
 */
const HeroArt = styled.div<{ $image: string }>`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: block;
    aspect-ratio: 4 / 3;
    border-radius: ${({ theme }) => theme.radius.lg};
    box-shadow: ${({ theme }) => theme.shadow.raised};
    background: ${({ theme }) => theme.colors.surface} url('${({ $image }) => $image}') center /
      cover no-repeat;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Sections = styled(PageContainer)`
  ${stack(12)}
  /* The footer after this keeps the floating buttons' reserve (the shell's), not the page. */
  padding-bottom: ${({ theme }) => theme.space(12)};
`;
