import type { CaseEvent } from '@rescue/contracts';

/** One event as a test writes it: its type, and whatever else differs from the defaults. */
export type CaseEventFields = Partial<CaseEvent> & Pick<CaseEvent, 'type'>;

/**
 * A builder of one case's history for tests: each event gets its own id and happened a minute
 * after the one before (the first `startMinutesAgo` minutes ago), by `actor` unless the fields
 * say otherwise, with no move, note or reason.
 */
export function caseEvents(
  actor: CaseEvent['actor'],
  startMinutesAgo = 100,
): (fields: CaseEventFields) => CaseEvent {
  let count = 0;
  return (fields) => {
    count += 1;
    return {
      id: count.toString(16).padStart(24, '0'),
      at: new Date(Date.now() - (startMinutesAgo - count) * 60_000).toISOString(),
      actor,
      from: null,
      to: null,
      note: null,
      reason: null,
      ...fields,
    };
  };
}
