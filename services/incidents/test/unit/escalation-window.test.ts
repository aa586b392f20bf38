import type { Logger, ObjectId, UpdateFilter } from '@rescue/service-kit';
import { ESCALATION_WINDOW_MINUTES, EscalationWorker, dueStep } from '../../src/domain/escalation';
import type { IncidentDoc } from '../../src/store/incident-doc';
import type { IncidentStore } from '../../src/store/incidents';
import { storedIncident } from '../stored-incident';

// A store holding many old critical cases nobody took (an import, the benchmark's bulk load)
// alerted for each of them, thousands of locked writes and change-feed entries in a row that
// starved the database and the notifications' feed (issue 32). A case is escalated only within
// a day after its last change and its last step, and the look reads only the cases that may be.

const config = { volunteersAfterMinutes: 10, radiusKm: 25, ngosAfterMinutes: 20, scanMs: 30_000 };
const NOW = new Date('2026-11-26T12:00:00Z');
const MINUTE = 60_000;
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE);
const critical = (createdAt: Date) =>
  storedIncident({ createdAt, assessment: { score: 9, category: 'CRITICAL' } });

/** A store over `docs`: the open cases changed since a time, as the look reads them, and its writes. */
function storeOf(docs: IncidentDoc[]) {
  const reads = { documents: 0 };
  const escalated: string[] = [];
  const incidents = {
    workingSetStatus: () => ({ state: 'warm' }),
    openChangedSince: async (since: Date) => {
      const found = docs.filter(
        (doc) => doc.status !== 'resolved' && doc.updatedAt.getTime() >= since.getTime(),
      );
      reads.documents += found.length;
      return found;
    },
    update: async (id: ObjectId, decide: (current: IncidentDoc) => UpdateFilter<IncidentDoc>) => {
      const doc = docs.find((d) => d._id.equals(id))!;
      const { $set } = decide(doc) as { $set: Partial<IncidentDoc> };
      Object.assign(doc, $set);
      if ($set.escalation) escalated.push(id.toHexString());
      return doc;
    },
  } as unknown as IncidentStore;
  const logger = { info: () => {}, warn: () => {} } as unknown as Logger;
  return { worker: new EscalationWorker(incidents, config, logger), reads, escalated };
}

afterEach(() => jest.useRealTimers());

test('a case unchanged since its report is escalated within a day after its last step was due, not later', () => {
  const window = config.ngosAfterMinutes + ESCALATION_WINDOW_MINUTES;
  // A replica that was down for hours still writes the step it missed.
  expect(dueStep(critical(minutesAgo(6 * 60)), config, NOW)).toBe(1);
  expect(dueStep(critical(minutesAgo(window - 1)), config, NOW)).toBe(1);
  expect(dueStep(critical(minutesAgo(window + 1)), config, NOW)).toBeUndefined();
  expect(dueStep(critical(minutesAgo(60 * 24 * 30)), config, NOW)).toBeUndefined();
});

test('a look over many old cases escalates only those still in the window and reads no further', async () => {
  jest.useFakeTimers({ now: NOW });
  // 1,000 critical cases reported a minute apart from two days ago back, nobody took them.
  const old = Array.from({ length: 1000 }, (_, i) => critical(minutesAgo(2 * 24 * 60 + i)));
  const fresh = critical(minutesAgo(15));
  const notYet = critical(minutesAgo(5));
  const { worker, reads, escalated } = storeOf([...old, fresh, notYet]);

  await worker.look();

  expect(escalated).toEqual([fresh._id.toHexString()]);
  // The newest page, in which the window closes: none of the old cases beyond it.
  expect(reads.documents).toBe(2);
});

test('an old critical case that needs someone again is escalated: a volunteer let it go, or it was reopened', () => {
  // Reported three days ago, taken, and given up by its volunteer a quarter of an hour ago.
  const letGo = { ...critical(minutesAgo(3 * 24 * 60)), updatedAt: minutesAgo(15) };
  expect(dueStep(letGo, config, NOW)).toBe(1);
  // Once its first step is written (a change), the second follows in turn.
  expect(
    dueStep({ ...letGo, escalation: { step: 1, radiusKm: 25 }, updatedAt: NOW }, config, NOW),
  ).toBe(2);
});

test('a case in the window is found behind more open cases than one read takes', async () => {
  jest.useFakeTimers({ now: NOW });
  // 600 cases reported in the last 10 minutes (not due yet), then one due.
  const recent = Array.from({ length: 600 }, (_, i) =>
    critical(new Date(NOW.getTime() - i * 1000)),
  );
  const due = critical(minutesAgo(12));
  const { worker, escalated } = storeOf([...recent, due]);

  await worker.look();

  expect(escalated).toEqual([due._id.toHexString()]);
});
