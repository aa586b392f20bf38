// Alerts with the app closed (issue 31), measured end to end on loopback: 1,000 volunteers on
// duty within range, each subscribed with a browser's keys to a push service of the bench's own;
// a critical report is made, and each push's arrival at the push service is taken against the
// report's start: p50/p95/max over every (report, volunteer) pair, and the notifications
// service's resident memory before and while it sends (sampled every 20 ms).
// Standalone: `node --import tsx bench/src/push-alerts.ts` (BENCH_OUTPUT=/tmp/x.json keeps the
// figures); `npm run bench` runs it as a row.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { destinationPoint, findCity, type LngLat } from '@rescue/contracts';
import { client } from '@rescue/testkit/http';
import { registerUser, type TestUser } from '@rescue/testkit/users';
import { waitFor } from '@rescue/testkit/wait';
import {
  startPushService,
  type BrowserSubscription,
  type FakePushService,
  type ReceivedPush,
} from '@rescue/testkit/web-push';
import { runBench } from './fixtures';
import { residentMb } from './mixed';
import { log, startBenchStack } from './bench-stack';

const VOLUNTEERS = Number(process.env.BENCH_PUSH_VOLUNTEERS ?? 1000);
const REPORTS = Number(process.env.BENCH_PUSH_REPORTS ?? 5);
/** Registrations at once (each an argon2 hash in auth). */
const SIGN_UPS_AT_ONCE = 8;

export interface PushAlertFigures {
  volunteers: number;
  reports: number;
  pushes: number;
  missed: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** From a report to its last push, the slowest of the reports. */
  lastPushMaxMs: number;
  notificationsRssIdleMb: number | null;
  notificationsRssPeakMb: number | null;
  /**
   * CPU time (user + system) each process spent over all the reports, per report: what the
   * fan-out costs whatever else the machine runs (a shared machine stretches the latencies).
   */
  cpuMsPerReport: Record<string, number | null>;
}

/** A process's CPU time so far (user + system), in ms, from /proc. */
function cpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime: fields 14 and 15 of stat, 12 and 13 after the command.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

/** What a push carries (the notifications service's PushPayload). */
interface PushPayload {
  kind: string;
  incidentId: string;
}

/** Every volunteer at most 3 km from Pune's centre, with the default 10 km radius. */
const pune = findCity('Pune')!;
const centre: LngLat = [pune.longitude, pune.latitude];

/** Against a running stack whose WEB_PUSH_ALLOWED_ORIGINS names `pushService`. */
export async function measurePushAlerts(
  url: string,
  pidOf: (name: string) => number | undefined,
  pushService: FakePushService,
  log: (line: string) => void,
): Promise<PushAlertFigures> {
  const notificationsPid = () => pidOf('notifications');
  const api = client(url);
  log(`push alerts: ${VOLUNTEERS} volunteers sign up, go on duty and subscribe`);
  // A loaded machine's gateway may take a service for unready a moment (503): asked again.
  const signUp = (role: 'user' | 'volunteer') =>
    waitFor(() => registerUser({ url }, role), { what: `a ${role} sign-up`, timeoutMs: 60_000 });
  const reporter = await signUp('user');
  const volunteers: TestUser[] = [];
  /** Each volunteer's browser, by its name on the push service: it reads what it receives. */
  const browsers = new Map<string, BrowserSubscription>();
  const browserOf = (name: string) => {
    const browser = pushService.subscribe(name);
    browsers.set(name, browser);
    return browser;
  };
  for (let i = 0; i < VOLUNTEERS; i += SIGN_UPS_AT_ONCE) {
    const batch = Array.from(
      { length: Math.min(SIGN_UPS_AT_ONCE, VOLUNTEERS - i) },
      async (_, j) => {
        const volunteer = await signUp('volunteer');
        const at = destinationPoint(centre, ((i + j) * 137) % 360, ((i + j) % 30) / 10);
        const setUp = async () => {
          const duty = await api.put('/api/volunteer/duty', {
            token: volunteer.token,
            json: { onDuty: true, lng: at[0], lat: at[1] },
          });
          const sub = await api.post('/api/notifications/push-subscriptions', {
            token: volunteer.token,
            json: {
              subscription: browserOf(`v${i + j}`).json,
              preferences: { radiusKm: 10, minSeverity: 'high' },
            },
          });
          if (duty.status !== 200 || sub.status !== 201)
            throw new Error(`volunteer set-up: ${duty.status} ${sub.status}`);
          return true;
        };
        await waitFor(setUp, { what: 'a volunteer on duty and subscribed', timeoutMs: 60_000 });
        return volunteer;
      },
    );
    volunteers.push(...(await Promise.all(batch)));
  }

  const notificationsRssIdleMb = residentMb(notificationsPid());
  let notificationsRssPeakMb = notificationsRssIdleMb;
  const sampler = setInterval(() => {
    const mb = residentMb(notificationsPid());
    if (mb !== null && (notificationsRssPeakMb === null || mb > notificationsRssPeakMb))
      notificationsRssPeakMb = mb;
  }, 20);
  const measured = ['notifications', 'incidents', 'volunteer', 'ferretdb', 'gateway'];
  const cpuBefore = measured.map((name) => cpuMs(pidOf(name)));
  const latencies: number[] = [];
  let missed = 0;
  let lastPushMaxMs = 0;
  try {
    for (let r = 0; r < REPORTS; r += 1) {
      const before = pushService.received.length;
      const started = Date.now();
      const res = await api.post('/api/incidents/create', {
        token: reporter.token,
        json: {
          description: `Bench push alert ${r}`,
          city: 'Pune',
          location: { address: 'Station Road', coordinates: destinationPoint(centre, 45, 1) },
          animalInfo: {
            description: 'Dog hit by a car',
            type: 'Dog',
            aiSeverityAssessment: { score: 9, category: 'CRITICAL', assessmentDetails: 'Bleeding' },
          },
        },
      });
      if (res.status !== 201) throw new Error(`report: ${res.status}`);
      // Only this report's pushes, as each browser reads them: another case's (an escalation
      // that came due meanwhile) is not an arrival of this one.
      const incidentId = (res.body as { incident: { _id: string } }).incident._id;
      const arrived: ReceivedPush[] = [];
      let read = before;
      const readNew = () => {
        for (; read < pushService.received.length; read += 1) {
          const push = pushService.received[read]!;
          const browser = browsers.get(push.name);
          if (!browser) continue;
          const payload = JSON.parse(browser.decrypt(push.body)) as PushPayload;
          if (payload.incidentId === incidentId) arrived.push(push);
        }
        return arrived.length >= VOLUNTEERS;
      };
      await waitFor(readNew, {
        what: `${VOLUNTEERS} pushes of report ${r + 1}`,
        timeoutMs: 60_000,
      }).catch(() => undefined);
      missed += Math.max(0, VOLUNTEERS - arrived.length);
      for (const push of arrived) latencies.push(push.at - started);
      lastPushMaxMs = Math.max(lastPushMaxMs, ...arrived.map((push) => push.at - started));
      log(
        `push alerts: report ${r + 1}: ${arrived.length} pushes, last after ${Math.max(...arrived.map((p) => p.at - started))} ms`,
      );
    }
  } finally {
    clearInterval(sampler);
  }
  const cpuMsPerReport = Object.fromEntries(
    measured.map((name, i) => {
      const after = cpuMs(pidOf(name));
      const before = cpuBefore[i];
      return [
        name,
        after === null || before == null ? null : Math.round((after - before) / REPORTS),
      ];
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.floor(q * (latencies.length - 1))] ?? -1);
  return {
    volunteers: volunteers.length,
    reports: REPORTS,
    pushes: latencies.length,
    missed,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    maxMs: at(1),
    lastPushMaxMs,
    notificationsRssIdleMb,
    notificationsRssPeakMb,
    cpuMsPerReport,
  };
}

/** The stack's setting the measurement needs: pushes go to the bench's own push service. */
export const pushAlertsEnv = (pushService: FakePushService) => ({
  WEB_PUSH_ALLOWED_ORIGINS: pushService.origin,
});

async function main(): Promise<void> {
  const pushService = await startPushService();
  const { stack, stop } = await startBenchStack('push', {
    SEED: 'false',
    ...pushAlertsEnv(pushService),
  });
  try {
    const figures = await measurePushAlerts(stack.url, (name) => stack.pid(name), pushService, log);
    console.log(JSON.stringify(figures, null, 2));
    if (process.env.BENCH_OUTPUT)
      writeFileSync(
        path.resolve(process.env.BENCH_OUTPUT),
        `${JSON.stringify(figures, null, 2)}\n`,
      );
  } finally {
    await stop();
    await pushService.close();
  }
}

if (require.main === module) runBench(main);
