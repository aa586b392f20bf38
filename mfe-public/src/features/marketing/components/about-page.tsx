import { APP_NAME, Card } from '@rescue/web-kit';
import { pagesText } from '../i18n/text';
import { CLAIMS, VALUES } from '../utils/content';
import { CardGrid } from './card-grid';
import { FigureList, networkFigures } from './figure-list';
import { PublicPage } from './public-page';

export function AboutPage() {
  const text = pagesText.useText();
  return (
    <PublicPage
      title={text('about.title')}
      description={text('about.intro', { since: CLAIMS.since, app: APP_NAME })}
    >
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
        <FigureList figures={networkFigures(text, 'about.numbers')} tone="soft" />
      </section>
    </PublicPage>
  );
}
