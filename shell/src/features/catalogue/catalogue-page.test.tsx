import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';

test('/design-system shows the kit itself: every status, the three severity bands, the states', async () => {
  renderApp('/design-system');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Design system' }),
  ).toBeInTheDocument();
  const status = screen.getByRole('region', { name: 'Status' });
  expect(
    [...status.querySelectorAll<HTMLElement>('[data-status]')].map((badge) => badge.dataset.status),
  ).toEqual(['pending', 'in progress', 'resolved', 'completed']);
  const severity = screen.getByRole('region', { name: 'Severity' });
  expect(within(severity).getByText('High severity · 9/10')).toHaveAttribute(
    'data-severity',
    'high',
  );
  expect(within(severity).getByText('Low severity · 2/10')).toHaveAttribute('data-severity', 'low');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  const header = screen.getByRole('region', { name: 'Page header' });
  expect(
    within(header).getByRole('heading', { level: 2, name: 'Your Assigned Cases' }),
  ).toBeInTheDocument();
  expect(
    within(header).getByText('The cases you have taken on, newest first.'),
  ).toBeInTheDocument();
  const stats = screen.getByRole('region', { name: 'Stat cards' });
  expect(
    within(stats)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  ).toEqual([
    ['Total Cases', '12'],
    ['Active Cases', '3'],
    ['Response Rate', '75%'],
  ]);
  const history = screen.getByRole('region', { name: 'Case history' });
  expect(within(history).getAllByRole('listitem')[4]).toHaveTextContent(
    'Resolved: Rescued and treated, by Paws Trust',
  );
  expect(document.title).toBe('Design system | Rescue Network');
});
