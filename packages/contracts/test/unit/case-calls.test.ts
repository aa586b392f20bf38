// Reaching each other (issue 31): who may call whom on a case, for every role, decided by the
// one policy (caseCallsFor) without a server.
import { caseCallsFor, incidentFacts, type CaseCallFacts } from '@rescue/contracts';
import {
  admin as operator,
  volunteer as holder,
  ngo,
  otherUser,
  otherVolunteer,
  reporter,
} from './principals';

function facts(changes: Partial<CaseCallFacts> & { held?: boolean } = {}): CaseCallFacts {
  const { held = true, ...rest } = changes;
  return {
    ...incidentFacts({
      status: 'in progress',
      reportedBy: reporter.id,
      volunteerActivity: held ? { assignedVolunteer: holder.id } : null,
    }),
    open: true,
    reporterTakesCalls: true,
    holderSharesPhone: true,
    ...rest,
  };
}

const NOBODY = { reporter: 'none', holder: 'none' };

test('the holding volunteer may call the reporter; the reporter the holder', () => {
  expect(caseCallsFor(holder, facts())).toEqual({ reporter: 'phone', holder: 'none' });
  expect(caseCallsFor(reporter, facts())).toEqual({ reporter: 'none', holder: 'phone' });
});

test("each phone only with its owner's choice; the name either way", () => {
  expect(caseCallsFor(holder, facts({ reporterTakesCalls: false }))).toEqual({
    reporter: 'name',
    holder: 'none',
  });
  expect(caseCallsFor(reporter, facts({ holderSharesPhone: false }))).toEqual({
    reporter: 'none',
    holder: 'name',
  });
});

test.each([
  ['an NGO', ngo],
  ['the operator', operator],
  ['another volunteer', otherVolunteer],
  ['another user', otherUser],
])('%s is neither party', (_name, principal) => {
  expect(caseCallsFor(principal, facts())).toEqual(NOBODY);
});

test('nobody is reached on an untaken, closed or hidden case, or with a fact missing', () => {
  for (const principal of [holder, reporter]) {
    expect(caseCallsFor(principal, facts({ held: false }))).toEqual(NOBODY);
    expect(caseCallsFor(principal, facts({ open: false }))).toEqual(NOBODY);
    expect(caseCallsFor(principal, facts({ hidden: true }))).toEqual(NOBODY);
    expect(caseCallsFor(principal, { ...facts(), hidden: undefined })).toEqual(NOBODY);
  }
  // The reporter unknown: the holder's phone goes to nobody.
  expect(caseCallsFor(reporter, { ...facts(), reporterId: undefined })).toEqual(NOBODY);
});

test('a volunteer who took the case they reported has nobody to call', () => {
  const both = { ...facts(), reporterId: holder.id };
  expect(caseCallsFor(holder, both)).toEqual(NOBODY);
});
