// The transition table, decided without a server: who may move a case from which status to
// which, the refusals' statuses and words, the open and closed groups and the reopen window.
import {
  CASE_ALREADY_RESOLVED_MESSAGE,
  CLOSED_STATUSES,
  INCIDENT_STATUSES,
  OPEN_STATUSES,
  REOPEN_NOT_RESOLVED_MESSAGE,
  REOPEN_WINDOW_MS,
  isClosedStatus,
  isOpenStatus,
  mayMove,
  moveRefusal,
  statusUpdateRequestSchema,
  withinReopenWindow,
} from '@rescue/contracts';

test('open and closed split the statuses', () => {
  expect([...OPEN_STATUSES, ...CLOSED_STATUSES].sort()).toEqual([...INCIDENT_STATUSES].sort());
  expect(INCIDENT_STATUSES.filter(isOpenStatus)).toEqual(['pending', 'in progress']);
  expect(INCIDENT_STATUSES.filter(isClosedStatus)).toEqual(['resolved']);
});

test('an NGO may set any status from any status (spec: no ordering enforced)', () => {
  for (const from of INCIDENT_STATUSES)
    for (const to of INCIDENT_STATUSES) expect(mayMove('ngo', from, to)).toBe(true);
});

test('a volunteer moves an open case to in progress, never a resolved one', () => {
  expect(moveRefusal('volunteer', 'pending', 'in progress')).toBeUndefined();
  expect(moveRefusal('volunteer', 'in progress', 'in progress')).toBeUndefined();
  expect(moveRefusal('volunteer', 'resolved', 'in progress')).toEqual({
    status: 409,
    message: CASE_ALREADY_RESOLVED_MESSAGE,
  });
  expect(moveRefusal('volunteer', 'pending', 'resolved')).toEqual({
    status: 403,
    message: 'A case cannot be set to resolved by a volunteer',
  });
});

test('the reporter only reopens a resolved case', () => {
  expect(moveRefusal('reporter', 'resolved', 'pending')).toBeUndefined();
  expect(moveRefusal('reporter', 'resolved', 'in progress')).toBeUndefined();
  expect(moveRefusal('reporter', 'in progress', 'pending')).toEqual({
    status: 409,
    message: REOPEN_NOT_RESOLVED_MESSAGE,
  });
  expect(moveRefusal('reporter', 'pending', 'resolved')?.status).toBe(403);
});

test('the operator makes no status move', () => {
  for (const from of INCIDENT_STATUSES)
    for (const to of INCIDENT_STATUSES) expect(mayMove('operator', from, to)).toBe(false);
});

test('reopen window: less than 14 days', () => {
  const closed = new Date('2026-01-01T00:00:00Z');
  expect(withinReopenWindow(closed, new Date(closed.getTime() + REOPEN_WINDOW_MS - 1))).toBe(true);
  expect(withinReopenWindow(closed, new Date(closed.getTime() + REOPEN_WINDOW_MS))).toBe(false);
});

describe('closure reason on the status update', () => {
  test('optional: the spec clients’ body still parses', () => {
    expect(statusUpdateRequestSchema.safeParse({ status: 'resolved' }).success).toBe(true);
  });
  test('other needs a note; a reason only with resolved', () => {
    const other = statusUpdateRequestSchema.safeParse({
      status: 'resolved',
      closureReason: 'other',
    });
    expect(other.success).toBe(false);
    const early = statusUpdateRequestSchema.safeParse({
      status: 'pending',
      closureReason: 'released',
    });
    expect(early.success).toBe(false);
    expect(
      statusUpdateRequestSchema.safeParse({
        status: 'resolved',
        closureReason: 'other',
        closureNote: 'Taken in by a family',
      }).success,
    ).toBe(true);
  });
});
