import { incident } from '../../../testing/render-dashboard';
import {
  volunteerName,
  volunteerStatus,
  waitingLabel,
  statusOptions,
  waitingMinutes,
} from './incident-rules';

const NOW = Date.parse('2026-05-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const assigned = {
  status: 'assigned' as const,
  assignedAt: minutesAgo(1),
  assignedVolunteer: 'b'.repeat(24),
  volunteerName: 'Ravi',
};

test("the status choices are the contracts' statuses, worded as the badges word them", () => {
  expect(statusOptions()).toEqual([
    { value: 'pending', label: 'Pending' },
    { value: 'in progress', label: 'In Progress' },
    { value: 'resolved', label: 'Resolved' },
  ]);
});

test("volunteer fallbacks: 'Not Assigned' and 'Pending Assignment'", () => {
  const open = incident();
  expect(volunteerName(open)).toBe('Not Assigned');
  expect(volunteerStatus(open)).toBe('Pending Assignment');
  const taken = incident({ volunteerActivity: assigned });
  expect(volunteerName(taken)).toBe('Ravi');
  expect(volunteerStatus(taken)).toBe('Assigned');
  const lookedUp = incident({
    volunteerActivity: { ...assigned, volunteerDetails: { name: 'Ravi K', phoneNumber: '1' } },
  });
  expect(volunteerName(lookedUp)).toBe('Ravi K');
});

describe('waiting: severity 8 or more and no volunteer for over 15 minutes', () => {
  test.each([
    ['score 8, 16 minutes, nobody', 8, 16, null, 'pending', 16],
    ['score 10, 23 minutes, in progress without a volunteer', 10, 23, null, 'in progress', 23],
    ['exactly 15 minutes is not yet over 15', 8, 15, null, 'pending', null],
    ['score 7.9', 7.9, 60, null, 'pending', null],
    ['a volunteer took it', 9, 60, assigned, 'in progress', null],
    ['resolved', 9, 60, null, 'resolved', null],
  ] as const)('%s', (_, score, age, activity, status, expected) => {
    const item = incident(
      { createdAt: minutesAgo(age), volunteerActivity: activity, status },
      score,
    );
    expect(waitingMinutes(item, NOW)).toBe(expected);
  });

  test.each([
    [23, 'No volunteer for 23 min'],
    [59, 'No volunteer for 59 min'],
    [60, 'No volunteer for 1 h'],
    [1439, 'No volunteer for 23 h'],
    [2 * 1440 + 5, 'No volunteer for 2 d'],
  ])('%d minutes reads "%s"', (minutes, label) => {
    expect(waitingLabel(minutes)).toBe(label);
  });
});
