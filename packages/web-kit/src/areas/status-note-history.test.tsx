import { render, screen, within } from '@testing-library/react';
import type { CaseEvent } from '@rescue/contracts';
import { ThemeProvider } from 'styled-components';
import { CaseHistory, caseEventSentence } from './case-history';
import { theme } from '@rescue/web-kit';

// Notes with status changes (issue 31): the NGO's note for the reporter reads with the change.
const REPORTER = { id: 'a'.repeat(24), role: 'user', name: 'Meera Shah' } as const;
const NGO = { id: 'b'.repeat(24), role: 'ngo', name: 'Paws Trust' } as const;

const moved = (note: string | null): CaseEvent => ({
  id: '1'.repeat(24),
  type: 'status_changed',
  at: new Date(Date.now() - 5 * 60_000).toISOString(),
  actor: NGO,
  from: 'pending',
  to: 'in progress',
  note,
  reason: null,
});

test("a status change with the NGO's note says the note after the move", () => {
  expect(caseEventSentence(moved('Our van is on the way'))).toBe(
    'Status: Pending → In Progress, by Paws Trust: Our van is on the way',
  );
  expect(caseEventSentence(moved(null))).toBe('Status: Pending → In Progress, by Paws Trust');
});

test("the reporter's timeline shows the note under the change", () => {
  render(
    <ThemeProvider theme={theme}>
      <CaseHistory events={[moved('Our van is on the way')]} viewerId={REPORTER.id} />
    </ThemeProvider>,
  );
  const [item] = within(screen.getByRole('list', { name: 'Case history' })).getAllByRole(
    'listitem',
  );
  expect(item).toHaveTextContent('Status: Pending → In Progress, by Paws Trust');
  expect(within(item!).getByText('Our van is on the way')).toBeInTheDocument();
});
