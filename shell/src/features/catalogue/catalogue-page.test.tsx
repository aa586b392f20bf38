import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@rescue/web-kit';
import { renderApp } from '../../../test/render-app';

afterEach(() => sessionStore.clear());

// Its notes are for the people who build the app: only the operator opens it (issue 33).
test('/design-system logged out: the login page, to come back here afterwards', async () => {
  const { currentPath } = renderApp('/design-system');
  await waitFor(() =>
    expect(currentPath()).toBe(`/login?next=${encodeURIComponent('/design-system')}`),
  );
  expect(screen.queryByRole('heading', { name: 'Design system' })).not.toBeInTheDocument();
});

test('/design-system for an NGO: the wrong-role screen, not the catalogue', async () => {
  sessionStore.login({ token: 'jwt', _id: 'id-2', role: 'ngo', name: 'Paws Trust' });
  renderApp('/design-system');
  expect(await screen.findByText('You are logged in with an NGO account.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Status' })).not.toBeInTheDocument();
});

test('/design-system shows the kit itself: every status, the three severity bands, the states', async () => {
  sessionStore.login({ token: 'jwt', _id: 'id-1', role: 'admin', name: 'Operator' });
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
    ['Completion Rate', '75%'],
  ]);
  const history = screen.getByRole('region', { name: 'Case history' });
  expect(within(history).getAllByRole('listitem')[4]).toHaveTextContent(
    'Resolved: Rescued and treated, by Paws Trust',
  );
  expect(document.title).toBe('Design system | Rescue Network');
});
