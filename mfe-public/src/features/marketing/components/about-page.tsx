import { APP_NAME, Card, PageContainer, PageHeader, usePageTitle } from '@rescue/web-kit';
import { pagesText } from '../i18n/text';
import { CLAIMS, VALUES } from '../utils/content';
import { CardGrid } from './card-grid';
import { FigureList } from './figure-list';

export function AboutPage() {
  const text = pagesText.useText();
  usePageTitle(text('about.title'));
  const numbers = [
    { value: CLAIMS.animalsRescued, label: text('about.numbers.rescued') },
    { value: CLAIMS.partnerNgos, label: text('about.numbers.ngos') },
    // The spec gives two readings of the volunteer count: both are shown.
    {
      value: CLAIMS.volunteers,
      label: text('about.numbers.volunteers', { active: CLAIMS.activeVolunteers }),
    },
    { value: CLAIMS.support, label: text('about.numbers.support') },
  ];
  return (
    <PageContainer>
      <PageHeader
        level={1}
        title={text('about.title')}
        description={text('about.intro', { since: CLAIMS.since, app: APP_NAME })}
      />
      <section aria-labelledby="mission-title">
        <h2 id="mission-title">{text('about.mission.title')}</h2>
        <p>{text('about.mission.text')}</p>
      </section>
      <section aria-labelledby="values-title">
        <h2 id="values-title">{text('about.values.heading')}</h2>
        <CardGrid $columns={4}>
          {VALUES.map((value) => (
            <Card key={value}>
              <h3>{text(`about.values.title.${value}`)}</h3>
              <p>{text(`about.values.text.${value}`)}</p>
            </Card>
          ))}
        </CardGrid>
      </section>
      <section aria-labelledby="numbers-title">
        <h2 id="numbers-title">{text('about.numbers.title')}</h2>
        <FigureList figures={numbers} tone="soft" />
      </section>
    </PageContainer>
  );
}
