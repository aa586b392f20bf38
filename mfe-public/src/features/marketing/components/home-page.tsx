import { Link } from '@rescue/router';
import styled from 'styled-components';
import { Card, LinkButton, PageContainer, usePageTitle } from '@rescue/web-kit';
import { HERO_IMAGE } from '../assets/gallery-images';
import { IMPACT_CARDS } from '../utils/content';
import { CardGrid } from './card-grid';
import { FloatingReportButton } from './floating-report-button';
import { RescueGallery } from './rescue-gallery';
import { StatsStrip } from './stats-strip';
import { TestimonialsCarousel } from './testimonials-carousel';

export function HomePage() {
  usePageTitle('');
  return (
    <>
      <Hero>
        <HeroGrid>
          <div>
            <h1>Every street animal deserves a rescue</h1>
            <p>
              Report an injured or stray animal in a minute. Partner NGOs and volunteers near you
              take it from there.
            </p>
            <Actions>
              <LinkButton to="/report-incident" size="lg">
                Report Animal
              </LinkButton>
              <LinkButton to="/contact" size="lg" variant="secondary">
                Volunteer
              </LinkButton>
            </Actions>
          </div>
          <HeroArt $image={HERO_IMAGE.large} aria-hidden="true" />
        </HeroGrid>
      </Hero>
      <Sections>
        <RescueGallery />
        <section aria-labelledby="impact-title">
          <h2 id="impact-title">How We Help</h2>
          <CardGrid $columns={3}>
            {IMPACT_CARDS.map((card) => (
              <Card key={card.title}>
                <h3>{card.title}</h3>
                <p>{card.text}</p>
                <Link to={card.to}>{card.link}</Link>
              </Card>
            ))}
          </CardGrid>
        </section>
        <StatsStrip />
        <TestimonialsCarousel />
        <section aria-labelledby="difference-title">
          <h2 id="difference-title">Make a Difference Today</h2>
          <CardGrid $columns={2}>
            <Card>
              <h3>Report an Incident</h3>
              <p>Seen an animal that is hurt, sick or in danger? Tell us where it is.</p>
              <LinkButton to="/report-incident">Report Now</LinkButton>
            </Card>
            <Card>
              <h3>Join Our Network</h3>
              <p>Volunteer near you, or bring your NGO on board to take on cases.</p>
              <LinkButton to="/register" variant="secondary">
                Join Now
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
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(12)};
  /* The footer after this keeps the floating buttons' reserve (the shell's), not the page. */
  padding-bottom: ${({ theme }) => theme.space(12)};
`;
