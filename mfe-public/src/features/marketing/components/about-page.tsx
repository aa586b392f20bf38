import { Card, PageContainer, PageHeader, usePageTitle } from '@rescue/web-kit';
import { CLAIMS, VALUES } from '../utils/content';
import { CardGrid } from './card-grid';
import { FigureList } from './figure-list';

const NUMBERS = [
  { value: CLAIMS.animalsRescued, label: 'animals rescued' },
  { value: CLAIMS.partnerNgos, label: 'partner NGOs' },
  // The spec gives two readings of the volunteer count: both are shown.
  {
    value: CLAIMS.volunteers,
    label: `volunteers in the network, ${CLAIMS.activeVolunteers} active`,
  },
  { value: CLAIMS.support, label: 'emergency support' },
] as const;

export function AboutPage() {
  usePageTitle('About us');
  return (
    <PageContainer>
      <PageHeader
        level={1}
        title="About us"
        description={
          <>
            Since {CLAIMS.since}, Rescue Network has connected the people who find injured and stray
            street animals with the volunteers and NGOs who can help them.
          </>
        }
      />
      <section aria-labelledby="mission-title">
        <h2 id="mission-title">Our Mission</h2>
        <p>
          No animal should suffer on the street because nobody knew where to call. We make a report
          take a minute, send it to the people nearby who can act, and keep everyone informed until
          the animal is safe.
        </p>
      </section>
      <section aria-labelledby="values-title">
        <h2 id="values-title">Our Values</h2>
        <CardGrid $columns={4}>
          {VALUES.map((value) => (
            <Card key={value.title}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </Card>
          ))}
        </CardGrid>
      </section>
      <section aria-labelledby="numbers-title">
        <h2 id="numbers-title">Our Impact</h2>
        <FigureList figures={NUMBERS} tone="soft" />
      </section>
    </PageContainer>
  );
}
