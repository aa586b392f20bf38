// The policy's rules for incidents and cases, decided without a server: which role, holder
// and incident state lets a principal read or work on a case, and which refusal they get.
import {
  ALREADY_TAKEN_MESSAGE,
  CASE_HIDDEN_MESSAGE,
  INCIDENT_NOT_FOUND_MESSAGE,
  INCIDENT_OPERATIONS,
  LOGIN_REQUIRED_MESSAGE,
  NGO_NOT_VERIFIED_MESSAGE,
  NGO_REJECTED_MESSAGE,
  RULE_MESSAGES,
  VOLUNTEER_NOT_SIGNED_MESSAGE,
  authorize,
  incidentFacts,
  type IncidentStatus,
  type Principal,
} from '@rescue/contracts';
import { admin, ngo, otherVolunteer, reporter, volunteer } from './principals';

const facts = (
  status: IncidentStatus,
  holder: { id: string } | null,
  hidden = false,
  flaggedBy: string[] = [],
) =>
  incidentFacts({
    status,
    reportedBy: reporter.id,
    volunteerActivity: holder ? { assignedVolunteer: holder.id } : null,
    moderation: { hidden },
    flags: flaggedBy.map((by) => ({ by })),
  });

const allowed = { allowed: true };
const refused = (message: string, status = 403) => ({ allowed: false, status, message });
/** What an unknown id gets: a hidden report's answer to all but its reporter and the operator. */
const unknown = refused(INCIDENT_NOT_FOUND_MESSAGE, 404);

describe('incident facts', () => {
  test('the volunteer who took a case still holds it once the NGO resolved it', () => {
    expect(facts('resolved', { id: volunteer.id })).toMatchObject({
      holderId: volunteer.id,
      available: false,
    });
  });

  test('an untaken case is available unless resolved; a report never moderated is visible', () => {
    expect(facts('in progress', null).available).toBe(true);
    expect(facts('resolved', null).available).toBe(false);
    expect(incidentFacts({ status: 'pending', volunteerActivity: null }).hidden).toBe(false);
  });
});

describe("a volunteer's view of one case (cases.read)", () => {
  test('an available case is open to every volunteer', () => {
    expect(authorize('cases.read', otherVolunteer, facts('pending', null))).toEqual(allowed);
  });

  test('a taken case: its holder only, still after it was resolved; another is told it was taken', () => {
    const taken = facts('resolved', { id: volunteer.id });
    expect(authorize('cases.read', volunteer, taken)).toEqual(allowed);
    expect(authorize('cases.read', otherVolunteer, taken)).toEqual(refused(ALREADY_TAKEN_MESSAGE));
  });

  test('a closed case nobody took is no longer available', () => {
    expect(authorize('cases.read', volunteer, facts('resolved', null))).toEqual(
      refused(RULE_MESSAGES.availableOrHeld),
    );
  });

  test('a hidden report is a 404 that tells its holder, and any volunteer while it was available, why', () => {
    const hiddenHeld = facts('pending', { id: volunteer.id }, true);
    const hiddenCase = refused(CASE_HIDDEN_MESSAGE, 404);
    expect(authorize('cases.read', volunteer, hiddenHeld)).toEqual(hiddenCase);
    expect(authorize('cases.read', otherVolunteer, hiddenHeld)).toEqual(unknown);
    expect(authorize('cases.read', otherVolunteer, facts('pending', null, true))).toEqual(
      hiddenCase,
    );
    expect(authorize('cases.read', otherVolunteer, facts('resolved', null, true))).toEqual(unknown);
  });

  test('a route that forgot the facts refuses (fails closed)', () => {
    expect(authorize('cases.read', volunteer)).toEqual(unknown);
  });
});

describe('working on a case', () => {
  test('taking needs the volunteer documents signed, and the volunteer role', () => {
    const open = facts('pending', null);
    expect(authorize('cases.take', volunteer, open)).toEqual(allowed);
    expect(authorize('cases.take', { ...volunteer, documentsSigned: false }, open)).toEqual(
      refused(VOLUNTEER_NOT_SIGNED_MESSAGE),
    );
    expect(authorize('cases.take', ngo)).toEqual(
      refused('This action is only for volunteer accounts'),
    );
    expect(authorize('cases.take', undefined)).toEqual(refused(LOGIN_REQUIRED_MESSAGE, 401));
  });

  test.each(['cases.note', 'cases.complete'] as const)(
    '%s: the holder only, never an untaken case',
    (operation) => {
      expect(authorize(operation, volunteer, facts('in progress', { id: volunteer.id }))).toEqual(
        allowed,
      );
      expect(
        authorize(operation, otherVolunteer, facts('in progress', { id: volunteer.id })),
      ).toEqual(refused(RULE_MESSAGES.holder));
      expect(authorize(operation, volunteer, facts('pending', null))).toEqual(
        refused(RULE_MESSAGES.holder),
      );
    },
  );
});

describe('reading an incident (incidents.read)', () => {
  const hiddenReport = facts('pending', { id: volunteer.id }, true);

  test('a hidden report: its reporter and the operator only', () => {
    expect(authorize('incidents.read', reporter, hiddenReport)).toEqual(allowed);
    expect(authorize('incidents.read', admin, hiddenReport)).toEqual(allowed);
    expect(authorize('incidents.read', ngo, hiddenReport)).toEqual(unknown);
    expect(authorize('incidents.read', otherVolunteer, hiddenReport)).toEqual(unknown);
    // Those who knew it are told why: its holder, and the NGO that flagged it.
    expect(authorize('incidents.read', volunteer, hiddenReport)).toEqual(
      refused(CASE_HIDDEN_MESSAGE, 404),
    );
    const flagged = facts('pending', null, true, [ngo.id]);
    expect(authorize('incidents.read', ngo, flagged)).toEqual(
      refused(RULE_MESSAGES.verifiedNgoOnVisible, 404),
    );
    expect(authorize('incidents.read', { ...ngo, id: 'n2' }, flagged)).toEqual(unknown);
  });

  test.each(INCIDENT_OPERATIONS)(
    '%s on a hidden report: the unknown id answer to anyone its role admits but the reporter and the operator',
    (operation) => {
      for (const principal of [
        ngo,
        { ...ngo, verification: 'pending' } as Principal,
        otherVolunteer,
        { ...reporter, id: 'u2' },
      ]) {
        const decision = authorize(operation, principal, hiddenReport);
        const wrongRole = decision.allowed === false && decision.status === 403;
        expect({ operation, principal: principal.id, decision }).toEqual({
          operation,
          principal: principal.id,
          decision: wrongRole ? decision : unknown,
        });
        if (wrongRole) expect(decision.message).toMatch(/^This action is only for/);
      }
      expect(authorize(operation, undefined, hiddenReport)).toEqual(
        refused(LOGIN_REQUIRED_MESSAGE, 401),
      );
    },
  );

  test('a visible report: a verified NGO and the holder, not another volunteer', () => {
    const visible = facts('in progress', { id: volunteer.id });
    expect(authorize('incidents.read', ngo, visible)).toEqual(allowed);
    expect(authorize('incidents.read', volunteer, visible)).toEqual(allowed);
    expect(authorize('incidents.read', otherVolunteer, visible)).toEqual(
      refused(ALREADY_TAKEN_MESSAGE),
    );
  });

  test('a user who did not report it is told only its reporter may, a volunteer that it is not theirs', () => {
    const untaken = facts('pending', null);
    expect(authorize('incidents.read', { ...reporter, id: 'u2' }, untaken)).toEqual(
      refused(RULE_MESSAGES.reporter),
    );
    expect(authorize('incidents.read', volunteer, untaken)).toEqual(refused(RULE_MESSAGES.holder));
  });

  test('an NGO not verified is told where its verification stands, not that it is no party', () => {
    const visible = facts('pending', null);
    expect(authorize('incidents.read', { ...ngo, verification: 'pending' }, visible)).toEqual(
      refused(NGO_NOT_VERIFIED_MESSAGE),
    );
    expect(authorize('incidents.read', { ...ngo, verification: 'rejected' }, visible)).toEqual(
      refused(NGO_REJECTED_MESSAGE),
    );
  });
});
