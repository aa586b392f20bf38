import { screen } from '@testing-library/react';
import { renderWithKit } from '../../testing/render';
import { AreaNotFound } from '../areas/area-not-found';
import { Button } from './button';
import { PageHeader } from './page-header';
import { StatCard, StatGrid } from '../areas/stat-card';

test('PageHeader: the title at the level the page needs, its description and its actions', () => {
  renderWithKit(
    <>
      <PageHeader
        level={1}
        title="Welcome Back, Asha"
        actions={<Button variant="secondary">Notifications</Button>}
      />
      <PageHeader level={2} title="Audit log" description="Every action taken in this console." />
    </>,
  );
  const main = screen.getByRole('heading', { level: 1, name: 'Welcome Back, Asha' });
  const header = main.closest('header');
  expect(header).toContainElement(screen.getByRole('button', { name: 'Notifications' }));
  const audit = screen.getByRole('heading', { level: 2, name: 'Audit log' });
  expect(audit.nextElementSibling).toHaveTextContent('Every action taken in this console.');
  // No description, no actions: nothing empty is left behind.
  expect(main.parentElement?.children).toHaveLength(1);
  expect(audit.closest('header')?.children).toHaveLength(1);
  // Phones: the actions go under the title (the header is a column until 768 px).
  expect(header).toHaveStyle({ flexDirection: 'column' });
});

test('StatCard: a term and its number in a StatGrid, the hint after the number', () => {
  renderWithKit(
    <StatGrid>
      <StatCard label="Total Cases" value={3} />
      <StatCard label="Response Rate" value="33%" hint="Of the cases offered to you" />
    </StatGrid>,
  );
  const terms = screen.getAllByRole('term');
  expect(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
    ['Total Cases', '3'],
    ['Response Rate', '33%'],
  ]);
  // Each card is a dl's group (dl > div): its first dd is the number alone.
  const rate = terms[1]?.parentElement;
  expect(rate?.parentElement?.tagName).toBe('DL');
  expect(rate?.querySelectorAll('dd')[1]).toHaveTextContent('Of the cases offered to you');
  expect(terms[0]?.parentElement?.querySelectorAll('dd')).toHaveLength(1);
});

test("AreaNotFound: 'Page not found' with the way back to the area's start", () => {
  renderWithKit(<AreaNotFound home="/voldash" homeLabel="Back to Dashboard" />);
  expect(screen.getByText('Page not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
    'href',
    '/voldash',
  );
});
