import type { Logger, ObjectId, UpdateFilter } from '@rescue/service-kit';
import { ESCALATION_WINDOW_MINUTES, EscalationWorker, dueStep } from '../../src/domain/escalation';
import type { IncidentDoc } from '../../src/store/incident-doc';
import type { IncidentStore } from '../../src/store/incidents';
import type { PagePosition } from '../../src/store/paging';
import { storedIncident } from '../stored-incident';

// A store holding many old critical cases nobody took (an import, the benchmark's bulk load)
// alerted for each of them, thousands of locked writes and change-feed entries in a row that
// starved the database and the notifications' feed (issue 32). A case is escalated only within
// a day after its last step was due, and the look reads only the cases that may still be.

const config = { volunteersAfterMinutes: 10, radiusKm: 25, ngosAfterMinutes: 20, scanMs: 30_000 };
const NOW = new Date('2026-11-26T12:00:00Z');
const MINUTE = 60_000;
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE);
const critical = (createdAt: Date) =>
  storedIncident({ createdAt, assessment: { score: 9, category: 'CRITICAL' } });

/** A store over `docs`: the newest-first pages the look reads, and the writes it makes. */
function storeOf(docs: IncidentDoc[]) {
  const newestFirst = [...docs].sort(
    (a, b) =>
      b.createdAt.getTime() - a.createdAt.getTime() ||
      b._id.toHexString().localeCompare(a._id.toHexString()),
  );
  const reads = { pages: 0, documents: 0 };
  const escalated: string[] = [];
  const incidents = {
    workingSetStatus: () => ({ state: 'warm' }),
    page: async (_query: unknown, limit: number, after?: PagePosition) => {
      const from = after
        ? newestFirst.findIndex((doc) => doc._id.toHexString() === after.id) + 1
        : 0;
      const items = newestFirst.slice(from, from + limit);
      reads.pages += 1;
      reads.documents += items.length;
      const last = items[items.length - 1];
      const more = from + limit < newestFirst.length;
      return {
        items,
        next: more && last ? { createdAt: last.createdAt, id: last._id.toHexString() } : undefined,
      };
    },
    // What the look asked before: each city's open cases (every case here is in Pune).
    availableInCity: async (city: string, _query: unknown, limit: number) => {
      const found = newestFirst.filter((doc) => doc.city === city).slice(0, limit);
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

test('a case is escalated within a day after its last step was due, not later', () => {
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
  expect(reads.pages).toBe(1);
  expect(reads.documents).toBeLessThanOrEqual(500);
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
