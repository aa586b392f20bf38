import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseEvent } from '@rescue/contracts';
import { ThemeProvider } from 'styled-components';
import {
  CaseHistory,
  CaseTimeline,
  ClosureFact,
  caseEventSentence,
  closedText,
  closureReasonText,
  type CaseHistoryQuery,
} from './case-history';
import { ApiError, theme } from '@rescue/web-kit';
import { caseEvents } from '../../testing/case-events';

const REPORTER = { id: 'a'.repeat(24), role: 'user', name: 'Meera Shah' } as const;
const NGO = { id: 'b'.repeat(24), role: 'ngo', name: 'Paws Trust' } as const;
const VOLUNTEER = { id: 'c'.repeat(24), role: 'volunteer', name: 'Asha' } as const;
const ADMIN = { id: 'd'.repeat(24), role: 'admin', name: 'Operator' } as const;

const event = caseEvents(REPORTER);

const story: CaseEvent[] = [
  event({ type: 'legacy', actor: null, note: 'Incident reported' }),
  event({ type: 'reported', to: 'pending' }),
  event({ type: 'ngo_handling', actor: NGO }),
  event({ type: 'status_changed', actor: NGO, from: 'pending', to: 'in progress' }),
  event({ type: 'volunteer_assigned', actor: VOLUNTEER, from: 'in progress', to: 'in progress' }),
  event({ type: 'note', actor: VOLUNTEER, note: 'Gave water, waiting for the van' }),
  event({ type: 'note', note: 'It moved to the park gate' }),
  event({ type: 'completed', actor: VOLUNTEER }),
  event({
    type: 'status_changed',
    actor: NGO,
    from: 'in progress',
    to: 'resolved',
    reason: 'rescued_treated',
  }),
  event({ type: 'reopened', from: 'resolved', to: 'in progress', note: 'Limping again' }),
  event({ type: 'hidden', actor: ADMIN, note: 'Looks like a test report' }),
  event({ type: 'unhidden', actor: ADMIN }),
];

test('every event type in plain words, status words as StatusBadge says them', () => {
  expect(story.map((item) => caseEventSentence(item))).toEqual([
    'Incident reported',
    'Reported by Meera Shah',
    'Paws Trust is handling this case',
    'Status: Pending → In Progress, by Paws Trust',
    'Asha (volunteer) took the case',
    'Note from Asha (volunteer): Gave water, waiting for the van',
    'Note from the reporter: It moved to the park gate',
    'Asha (volunteer) marked their part completed',
    'Resolved: Rescued and treated, by Paws Trust',
    'Reopened by the reporter, back to In Progress: Limping again',
    'Hidden by the Rescue Network team: Looks like a test report',
    'Shown again by the Rescue Network team',
  ]);
});

test("a follower's note is theirs, not the reporter's", () => {
  const follower = { id: 'e'.repeat(24), role: 'user', name: 'Kiran' } as const;
  const seen = event({ type: 'note', actor: follower, note: 'Still by the gate', follower: true });
  expect(caseEventSentence(seen)).toBe(
    'Note from Kiran, who also saw the animal: Still by the gate',
  );
});

test("the reader's own doings read 'you'", () => {
  const mine = (index: number) => caseEventSentence(story[index]!, REPORTER.id);
  expect(mine(1)).toBe('Reported by you');
  expect(mine(6)).toBe('Note from you: It moved to the park gate');
  expect(mine(9)).toBe('Reopened by you, back to In Progress: Limping again');
  expect(caseEventSentence(story[2]!, NGO.id)).toBe('You are handling this case');
  expect(caseEventSentence(story[4]!, VOLUNTEER.id)).toBe('You took the case');
  // Someone else's doings keep their name.
  expect(caseEventSentence(story[3]!, REPORTER.id)).toBe(
    'Status: Pending → In Progress, by Paws Trust',
  );
});

test('closure reasons: the contracts’ labels, with the note for other', () => {
  expect(closureReasonText('released')).toBe('Released');
  expect(closureReasonText('not_found')).toBe('Not found');
  expect(closureReasonText('other', 'Adopted by a neighbour')).toBe(
    'Other: Adopted by a neighbour',
  );
  expect(closureReasonText(null)).toBe('Other');
  expect(closedText({ reason: 'duplicate' })).toBe('Closed: Duplicate');
  expect(closedText(null)).toBe('Closed');
  const closing = event({
    type: 'status_changed',
    actor: NGO,
    from: 'pending',
    to: 'resolved',
    reason: 'other',
    note: 'Taken in by a shelter',
  });
  expect(caseEventSentence(closing)).toBe('Resolved: Other, by Paws Trust: Taken in by a shelter');
});

test('the timeline: one item per event, oldest first, each with its date and time', () => {
  render(
    <ThemeProvider theme={theme}>
      <CaseHistory events={story.slice(1, 5)} viewerId={REPORTER.id} />
    </ThemeProvider>,
  );
  const list = screen.getByRole('list', { name: 'Case history' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
    'Reported by you',
    'Paws Trust is handling this case',
    'Status: Pending → In Progress, by Paws Trust',
    'Asha (volunteer) took the case',
  ]);
  expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', story[1]!.at);
  expect(items[0]).toHaveTextContent(/ago\)$/);
});

test('a note is shown as written, and an empty history says so', () => {
  const { rerender } = render(
    <ThemeProvider theme={theme}>
      <CaseHistory events={[story[6]!]} />
    </ThemeProvider>,
  );
  expect(screen.getByText('It moved to the park gate')).toBeInTheDocument();
  rerender(
    <ThemeProvider theme={theme}>
      <CaseHistory events={[]} emptyText="No updates yet." />
    </ThemeProvider>,
  );
  expect(screen.getByText('No updates yet.')).toBeInTheDocument();
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});

test("an NGO's severity review: confirmed or changed, with its reason", () => {
  const confirmed = event({
    type: 'severity_reviewed',
    actor: NGO,
    severity: { from: 'HIGH', to: 'HIGH' },
  });
  const changed = event({
    type: 'severity_reviewed',
    actor: NGO,
    severity: { from: 'HIGH', to: 'CRITICAL' },
    note: 'It cannot breathe properly',
  });
  expect(caseEventSentence(confirmed)).toBe('Severity confirmed by Paws Trust: High');
  expect(caseEventSentence(changed)).toBe(
    'Severity changed by Paws Trust: High → Critical: It cannot breathe properly',
  );
  expect(caseEventSentence(changed, NGO.id)).toBe(
    'You changed the severity: High → Critical: It cannot breathe properly',
  );
});

test('the timeline of a query: loading, then the reason it failed with a retry, then the events', async () => {
  const refetch = jest.fn();
  const query = (fields: Partial<CaseHistoryQuery>): CaseHistoryQuery => ({
    data: undefined,
    error: null,
    fetchStatus: 'idle',
    refetch,
    ...fields,
  });
  const timeline = (history: CaseHistoryQuery) => (
    <ThemeProvider theme={theme}>
      <CaseTimeline history={history} viewerId={REPORTER.id} />
    </ThemeProvider>
  );
  const { rerender } = render(timeline(query({ fetchStatus: 'fetching' })));
  expect(screen.getByRole('status')).toHaveTextContent('Loading the case updates…');

  rerender(timeline(query({ error: new ApiError(403, 'Not your case') })));
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Failed to load the case updates');
  expect(alert).toHaveTextContent('Not your case');
  await userEvent.click(within(alert).getByRole('button'));
  expect(refetch).toHaveBeenCalledTimes(1);

  rerender(timeline(query({ data: [story[1]!] })));
  expect(screen.getByRole('list', { name: 'Case history' })).toHaveTextContent('Reported by you');
});

test("a closure's reason and note, then its date on a line of its own", () => {
  const at = new Date(Date.now() - 2 * 86_400_000).toISOString();
  const { container } = render(
    <ThemeProvider theme={theme}>
      <ClosureFact closure={{ reason: 'rescued_treated', note: 'Healthy after recovery.', at }} />
    </ThemeProvider>,
  );
  const [reason, when] = Array.from(container.firstElementChild!.children);
  expect(reason).toHaveTextContent(/^Rescued and treated: Healthy after recovery\.$/);
  expect(when!.querySelector('time')).toHaveAttribute('dateTime', at);
  expect(container).not.toHaveTextContent(/\.,/);
});
