import type { Logger } from '@rescue/service-kit';
import { EscalationWorker } from '../../src/domain/escalation';
import type { IncidentStore } from '../../src/store/incidents';

// While a replica builds its working set the escalation's look does not ask the database (each
// city's question sorted every incident and starved the build, issue 32), but a critical case
// waits for no build longer than half its first step.

const config = { volunteersAfterMinutes: 10, radiusKm: 15, ngosAfterMinutes: 20, scanMs: 60_000 };

function worker(state: 'warming' | 'warm') {
  const asked: string[] = [];
  const incidents = {
    workingSetStatus: () => ({ state }),
    page: async () => {
      asked.push('page');
      return { items: [] };
    },
  } as unknown as IncidentStore;
  const logger = { info: () => {}, warn: () => {} } as unknown as Logger;
  return { escalation: new EscalationWorker(incidents, config, logger), asked };
}

afterEach(() => jest.useRealTimers());

test('while the working set is built the look waits, then asks the database after half the first step', async () => {
  jest.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
  const { escalation, asked } = worker('warming');
  await escalation.look();
  jest.setSystemTime(new Date('2026-11-26T10:04:00Z'));
  await escalation.look();
  expect(asked).toEqual([]);
  jest.setSystemTime(new Date('2026-11-26T10:05:00Z'));
  await escalation.look();
  expect(asked.length).toBeGreaterThan(0);
});

test('with the working set built, every look asks', async () => {
  const { escalation, asked } = worker('warm');
  await escalation.look();
  expect(asked.length).toBeGreaterThan(0);
});
