// A batch of the feed's changes reads the duty register, and an area's NGO browsers, once (each
// a scan on the embedded database), however many of its changes need them: a burst of reports
// or escalation steps read them once a change before (issue 32).
import type { IncidentChange } from '@rescue/contracts';
import { notifyChanges, type NotifierDeps } from '../../src/domain/notifier';
import type { DutyDoc } from '../../src/store/duty';
import type { PushJobDoc } from '../../src/store/push-queue';
import type { SubscriptionDoc } from '../../src/store/subscriptions';
import { incidentChange, pune } from './fixtures';

const volunteers = ['v1', 'v2', 'v3'];

function fakeDeps() {
  const reads = { onDuty: 0, ngosIn: [] as string[] };
  const sent: PushJobDoc[] = [];
  const onDuty: DutyDoc[] = volunteers.map((id) => ({
    _id: id,
    onDuty: true,
    lng: pune[0],
    lat: pune[1],
    approximate: false,
    radiusKm: 10,
    minSeverity: 'high',
    updatedAt: new Date(),
  }));
  const subscription = (userId: string): SubscriptionDoc => ({
    _id: `sub-${userId}`,
    userId,
    role: 'volunteer',
    endpoint: `https://push.example/${userId}`,
    keys: { p256dh: 'p', auth: 'a' },
    areas: [],
    createdAt: new Date(),
  });
  const deps = {
    notifications: { existing: async () => new Set(), add: async () => new Set() },
    duty: {
      onDuty: async () => {
        reads.onDuty += 1;
        return onDuty;
      },
    },
    subscriptions: {
      ofUsers: async (ids: string[]) => ids.map(subscription),
      ofNgosIn: async (area: string) => {
        reads.ngosIn.push(area);
        return [{ ...subscription('ngo'), role: 'ngo', areas: [area] }];
      },
      ofOperators: async () => [],
    },
    queue: {
      enqueue: async (jobs: PushJobDoc[]) => jobs,
    },
    sender: { submit: (jobs: PushJobDoc[]) => sent.push(...jobs) },
    peers: { fullVolunteers: async () => new Set<string>() },
  } as unknown as NotifierDeps;
  return { deps, reads, sent };
}

/** A new critical report `n` near Pune's centre. */
const report = (n: number): IncidentChange => ({
  ...incidentChange({ id: String(n).padStart(24, '0') }, { op: 'insert', km: 1 }),
  seq: n,
});

test('a batch of reports reads who is on duty once, and each report calls them', async () => {
  const { deps, reads, sent } = fakeDeps();

  await notifyChanges(deps, [report(1), report(2), report(3)]);

  expect(reads.onDuty).toBe(1);
  const calls = sent.filter((job) => job._id.startsWith('nearby:'));
  expect(calls.map((job) => job._id.split('|')[0]).sort()).toEqual([
    `nearby:${'0'.repeat(23)}1`,
    `nearby:${'0'.repeat(23)}2`,
    `nearby:${'0'.repeat(23)}3`,
  ]);
  for (const job of calls)
    expect(job.targets.map((t) => t.subscriptionId).sort()).toEqual(
      volunteers.map((id) => `sub-${id}`),
    );
});

test('a batch whose changes call nobody reads no duty register', async () => {
  const { deps, reads } = fakeDeps();
  const update = incidentChange({ status: 'in progress' }, { op: 'update', km: 1 });

  await notifyChanges(deps, [update]);

  expect(reads.onDuty).toBe(0);
});

test("a batch of cases nobody took reads each area's NGO browsers once", async () => {
  const { deps, reads, sent } = fakeDeps();
  const unattended = (n: number, city: string): IncidentChange => ({
    ...incidentChange(
      { id: String(n).padStart(24, '0'), city, escalation: { step: 2, radiusKm: 25 } },
      { op: 'update', km: 30 },
    ),
    seq: n,
  });

  await notifyChanges(deps, [
    unattended(1, 'Pune'),
    unattended(2, 'Pune'),
    unattended(3, 'Mumbai'),
    unattended(4, 'Pune'),
  ]);

  expect(reads.ngosIn).toEqual(['pune', 'mumbai']);
  expect(sent.filter((job) => job._id.startsWith('unattended:'))).toHaveLength(4);
});
