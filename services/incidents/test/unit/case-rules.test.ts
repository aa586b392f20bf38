import { CASE_HIDDEN_MESSAGE, INCIDENT_NOT_FOUND_MESSAGE, RULE_MESSAGES } from '@rescue/contracts';
import {
  ALREADY_COMPLETED_MESSAGE,
  ALREADY_RESOLVED_MESSAGE,
  ALREADY_TAKEN_MESSAGE,
  caseActionRefusal,
  type CaseState,
} from '../../src/domain/case-rules';
import { REFUSAL_STATUS } from '../../src/routes/refusals';

/** The refusal as the client reads it: the status its kind maps to, and its message. */
function answerTo(...args: Parameters<typeof caseActionRefusal>) {
  const refusal = caseActionRefusal(...args);
  return refusal && { status: REFUSAL_STATUS[refusal.kind], message: refusal.message };
}

const HOLDER = '64b7f0c2a1b2c3d4e5f60001';
const OTHER = '64b7f0c2a1b2c3d4e5f60002';

const untaken: CaseState = { status: 'pending', volunteerActivity: null };
const held = (status: 'assigned' | 'completed' = 'assigned'): CaseState => ({
  status: 'in progress',
  volunteerActivity: { assignedVolunteer: HOLDER, status },
});

const conflict = (message: string) => ({ status: 409, message });
const notHolder = { status: 403, message: RULE_MESSAGES.holder };
const unknown = { status: 404, message: INCIDENT_NOT_FOUND_MESSAGE };

describe('taking a case', () => {
  test('an untaken case may be taken, pending or already put in progress by an NGO', () => {
    expect(answerTo('take', untaken, HOLDER)).toBeUndefined();
    expect(answerTo('take', { ...untaken, status: 'in progress' }, HOLDER)).toBeUndefined();
  });

  test('a report the operator restored is available again', () => {
    const restored: CaseState = { ...untaken, moderation: { hidden: false } };
    expect(answerTo('take', restored, HOLDER)).toBeUndefined();
  });

  test('a resolved case is refused as resolved, even when nobody took it', () => {
    expect(answerTo('take', { ...untaken, status: 'resolved' }, HOLDER)).toEqual(
      conflict(ALREADY_RESOLVED_MESSAGE),
    );
    expect(answerTo('take', { ...held(), status: 'resolved' }, OTHER)).toEqual(
      conflict(ALREADY_RESOLVED_MESSAGE),
    );
  });

  test('a taken case is refused to everyone, its holder included (the volunteer service rewords it)', () => {
    expect(answerTo('take', held(), OTHER)).toEqual(conflict(ALREADY_TAKEN_MESSAGE));
    expect(answerTo('take', held(), HOLDER)).toEqual(conflict(ALREADY_TAKEN_MESSAGE));
  });

  test('a hidden report is an unknown id to a volunteer, not resolved or taken', () => {
    const hidden: CaseState = { ...held(), status: 'resolved', moderation: { hidden: true } };
    expect(answerTo('take', hidden, OTHER)).toEqual(unknown);
  });

  test('to a volunteer who knew it (its holder, or any while it was available) a hidden case says it was hidden', () => {
    const hiddenOpen: CaseState = { ...untaken, moderation: { hidden: true } };
    expect(answerTo('take', hiddenOpen, OTHER)).toEqual({
      status: 404,
      message: CASE_HIDDEN_MESSAGE,
    });
    const hiddenHeld: CaseState = { ...held(), moderation: { hidden: true } };
    expect(answerTo('note', hiddenHeld, HOLDER)).toEqual({
      status: 404,
      message: CASE_HIDDEN_MESSAGE,
    });
    expect(answerTo('note', hiddenHeld, OTHER)).toEqual(unknown);
  });

  test('to its own reporter (a volunteer too) a hidden report says it was hidden, not taken or resolved', () => {
    const hidden: CaseState = { ...untaken, moderation: { hidden: true }, reportedBy: OTHER };
    expect(answerTo('take', hidden, OTHER)).toEqual(conflict(CASE_HIDDEN_MESSAGE));
  });
});

describe('notes and completion: the holder only', () => {
  test.each(['note', 'complete'] as const)(
    '%s: another volunteer, or anyone on an untaken case, is refused with 403',
    (action) => {
      expect(answerTo(action, held(), OTHER)).toEqual(notHolder);
      expect(answerTo(action, untaken, HOLDER)).toEqual(notHolder);
    },
  );

  test('the holder may add notes after completing their part and after the NGO resolved it', () => {
    expect(answerTo('note', held('completed'), HOLDER)).toBeUndefined();
    expect(answerTo('note', { ...held('completed'), status: 'resolved' }, HOLDER)).toBeUndefined();
  });

  test('the holder completes once; the second time is a 409', () => {
    expect(answerTo('complete', held(), HOLDER)).toBeUndefined();
    expect(answerTo('complete', held('completed'), HOLDER)).toEqual(
      conflict(ALREADY_COMPLETED_MESSAGE),
    );
  });

  test.each(['note', 'complete'] as const)(
    '%s: once the operator hid the case, its holder is refused with a 404 saying so; another as unknown',
    (action) => {
      const hidden: CaseState = { ...held(), moderation: { hidden: true } };
      expect(answerTo(action, hidden, HOLDER)).toEqual({
        status: 404,
        message: CASE_HIDDEN_MESSAGE,
      });
      expect(answerTo(action, hidden, OTHER)).toEqual(unknown);
    },
  );

  test('a stranger asking to complete a completed case learns only that it is not theirs', () => {
    expect(answerTo('complete', held('completed'), OTHER)).toEqual(notHolder);
  });
});
