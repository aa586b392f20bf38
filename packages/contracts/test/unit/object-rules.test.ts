// The object rules are composed of small predicates (all, any, not): each composed rule must
// decide exactly as its hand-written form did, for every kind of principal and object fact.
import {
  OBJECT_RULES,
  all,
  any,
  isVerifiedNgo,
  isVisible,
  not,
  type ObjectFacts,
  type ObjectRule,
  type Principal,
} from '@rescue/contracts';

const yes = () => true;
const no = () => false;

describe('combinators', () => {
  test('all: every part holds (and holds when there are none)', () => {
    expect(all(yes, yes)(principal('user'), {})).toBe(true);
    expect(all(yes, no)(principal('user'), {})).toBe(false);
    expect(all()(principal('user'), {})).toBe(true);
  });

  test('any: one part holds (and never when there are none)', () => {
    expect(any(no, yes)(principal('user'), {})).toBe(true);
    expect(any(no, no)(principal('user'), {})).toBe(false);
    expect(any()(principal('user'), {})).toBe(false);
  });

  test('not turns a part around', () => {
    expect(not(yes)(principal('user'), {})).toBe(false);
  });

  test('verifiedNgoOnVisible is all(isVerifiedNgo, isVisible)', () => {
    const rule = all(isVerifiedNgo, isVisible);
    const ngo = principal('ngo', 'verified');
    expect(rule(ngo, { hidden: false })).toBe(true);
    expect(rule(ngo, { hidden: true })).toBe(false);
    expect(rule(ngo, {})).toBe(false);
    expect(rule(principal('ngo', 'pending'), { hidden: false })).toBe(false);
  });
});

function principal(
  role: Principal['role'],
  verification?: Principal['verification'],
  documentsSigned = true,
  id = 'me',
): Principal {
  return { id, role, name: 'Someone', documentsSigned, ...(verification ? { verification } : {}) };
}

// The rules as they were written by hand before they were composed: the oracle.
const verified = (p: Principal) => p.role === 'ngo' && p.verification === 'verified';
const holds = (p: Principal, o: ObjectFacts) => !!o.holderId && o.holderId === p.id;
const HAND_WRITTEN: Record<ObjectRule, (p: Principal, o: ObjectFacts) => boolean> = {
  any: () => true,
  self: (p, o) => o.accountId !== undefined && o.accountId === p.id,
  verifiedNgo: (p) => p.role !== 'ngo' || verified(p),
  signedVolunteer: (p) => p.role !== 'volunteer' || p.documentsSigned,
  incidentParty: (p, o) =>
    p.role === 'admin' ||
    (o.reporterId !== undefined && o.reporterId === p.id) ||
    (o.hidden === false && (verified(p) || (p.role === 'volunteer' && holds(p, o)))),
  availableOrHeld: (p, o) => o.hidden === false && (o.available === true || holds(p, o)),
  verifiedNgoOnVisible: (p, o) => verified(p) && o.hidden === false,
  holder: holds,
  reporter: (p, o) => o.reporterId !== undefined && o.reporterId === p.id,
  verifiedNgoCovering: (p, o) => verified(p) && o.hidden === false && o.coveredByCaller === true,
  dispatchedVolunteer: (p, o) => o.hidden === false && !!o.dispatchedTo && o.dispatchedTo === p.id,
};

const PRINCIPALS: Principal[] = [
  principal('user'),
  principal('volunteer'),
  principal('volunteer', undefined, false),
  ...(['unsigned', 'pending', 'verified', 'rejected'] as const).map((v) => principal('ngo', v)),
  principal('ngo'),
  principal('admin'),
];

/** Every combination of the facts: each missing, the caller's, someone else's, true, false. */
function everyFacts(): ObjectFacts[] {
  const ids = [undefined, 'me', 'other'];
  const flags = [undefined, true, false];
  const list: ObjectFacts[] = [];
  for (const accountId of ids)
    for (const reporterId of ids)
      for (const holderId of [...ids, null])
        for (const available of flags)
          for (const hidden of flags)
            for (const dispatchedTo of [...ids, null])
              for (const coveredByCaller of flags) {
                const facts: ObjectFacts = {};
                if (dispatchedTo !== undefined) facts.dispatchedTo = dispatchedTo;
                if (coveredByCaller !== undefined) facts.coveredByCaller = coveredByCaller;
                if (accountId !== undefined) facts.accountId = accountId;
                if (reporterId !== undefined) facts.reporterId = reporterId;
                if (holderId !== undefined) facts.holderId = holderId;
                if (available !== undefined) facts.available = available;
                if (hidden !== undefined) facts.hidden = hidden;
                list.push(facts);
              }
  return list;
}

test.each(Object.keys(HAND_WRITTEN) as ObjectRule[])(
  '%s decides as its hand-written form for every principal and facts',
  (rule) => {
    expect(Object.keys(OBJECT_RULES).sort()).toEqual(Object.keys(HAND_WRITTEN).sort());
    const differences: string[] = [];
    for (const p of PRINCIPALS)
      for (const o of everyFacts()) {
        if (OBJECT_RULES[rule](p, o) !== HAND_WRITTEN[rule](p, o))
          differences.push(`${p.role}/${p.verification}/${p.documentsSigned} ${JSON.stringify(o)}`);
      }
    expect(differences).toEqual([]);
  },
);
