import type { CaseStatus } from '@rescue/contracts';
import { caseStats } from './case-stats';

const cases = (...statuses: CaseStatus[]) => statuses.map((status) => ({ status }));

test('no cases: all zero, and no division by zero', () => {
  expect(caseStats([])).toEqual({
    totalCases: 0,
    activeCases: 0,
    completedCases: 0,
    responseRate: 0,
  });
});

test('active counts in progress and pending; completed counts resolved and completed', () => {
  expect(
    caseStats(cases('in progress', 'pending', 'resolved', 'completed', 'in progress')),
  ).toEqual({ totalCases: 5, activeCases: 3, completedCases: 2, responseRate: 40 });
});

test.each([
  [cases('completed', 'pending', 'pending'), 33],
  [cases('completed', 'resolved', 'pending'), 67],
  [cases('resolved', 'in progress'), 50],
  [cases('completed'), 100],
  [cases('pending', 'in progress'), 0],
])('response rate is completed / total as a rounded percent (%#)', (list, rate) => {
  expect(caseStats(list).responseRate).toBe(rate);
});
