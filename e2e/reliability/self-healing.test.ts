// Self-healing: under a live write stream (a few reporters posting reports one after another,
// each with an Idempotency-Key and retried as the report form does), every process of the
// stack is SIGKILLed in turn: FerretDB, each service, the gateway. Nobody restarts anything
// by hand: npm start's supervisor does. Then:
// - each part serves again within 5 s of its kill (a request through the gateway that needs
//   it succeeds),
// - every report the client saw accepted is stored, exactly once,
// - during each outage every answer was JSON and came within a second (with the gateway
//   dead, a refused connection is the answer).
import { randomBytes } from 'node:crypto';
// Only the writers' retry backoff and pacing: the client behaviour under test, not a wait for a
// result.
import { setTimeout as sleep } from 'node:timers/promises';
import { waitFor } from '@rescue/testkit/wait';
import {
  backoffMs,
  idsByMarker,
  reportRequest,
  retryable,
  timedFetch,
  type Answer as ClientAnswer,
} from './client';
import { allIncidents, reliabilityScene, reportData, type Account } from './support';

jest.setTimeout(180_000);

const WRITERS = 3;
/** Pause between one writer's reports: a steady stream, light on this shared machine. */
const WRITE_PAUSE_MS = 100;
const MAX_ATTEMPTS = 40;
/** The client gives up on one attempt after this long: far above what is asserted. */
const REQUEST_TIMEOUT_MS = 5000;
const RECOVERY_MS = 5000;
const OUTAGE_ANSWER_MS = 1000;
const PROBE_EVERY_MS = 100;
/** Probing stops after this long: a process that is not back fails the test, not the run. */
const PROBE_LIMIT_MS = 20_000;

type Answer = Pick<ClientAnswer, 'sentAt' | 'doneAt' | 'result' | 'json'> & { what: string };

interface Fault {
  name: string;
  /** A request through the gateway that needs this process. */
  probe: { path: string; who: () => Account };
}

const scene = reliabilityScene('self-healing', {
  ngo: 'Healing NGO',
  volunteer: 'Healing Volunteer',
  reporters: Array.from({ length: WRITERS }, (_, i) => `Writer ${i + 1}`),
});
const ngo = () => scene.ngo;
const volunteer = () => scene.volunteer!;

const FAULTS: Fault[] = [
  { name: 'ferretdb', probe: { path: '/api/incidents?limit=1', who: ngo } },
  { name: 'auth', probe: { path: '/api/ngo/profile', who: ngo } },
  { name: 'incidents', probe: { path: '/api/incidents?limit=1', who: ngo } },
  { name: 'volunteer', probe: { path: '/api/volunteer/my-cases', who: volunteer } },
  { name: 'docusign', probe: { path: '/api/docusign/status', who: volunteer } },
  { name: 'gateway', probe: { path: '/api/incidents?limit=1', who: ngo } },
];

test('every process heals by itself within 5 s of a SIGKILL, losing no acknowledged write', async () => {
  const { app, reporters } = scene;
  const { stack } = app;
  const runId = randomBytes(4).toString('hex');
  const answers: Answer[] = [];

  /** One request through the gateway, recorded; returns its status and JSON body. */
  async function call(what: string, path: string, init: RequestInit) {
    const answer = await timedFetch(`${stack.url}${path}`, init, REQUEST_TIMEOUT_MS);
    const { sentAt, doneAt, result, json } = answer;
    answers.push({ sentAt, doneAt, what, result, json });
    return answer;
  }

  // The write stream: each writer posts report after report until told to stop; a report is
  // retried with its key on a network error or a 502/503/504 (backoff from 100 ms, at least
  // Retry-After, at most 1 s), a bounded number of times.
  const acknowledged = new Map<string, string>(); // marker -> incident id
  const refused: string[] = [];
  let writing = true;
  async function writer(w: number): Promise<void> {
    const reporter = reporters[w]!;
    for (let n = 0; writing; n += 1) {
      const marker = `${runId} #${w}-${n}`;
      const request = reportRequest(
        reporter.token,
        `healing-${runId}-${w}-${n}`,
        reportData(marker),
      );
      for (let attempt = 1; ; attempt += 1) {
        const {
          result,
          body: answer,
          retryAfter,
        } = await call('POST /api/incidents/create', '/api/incidents/create', request);
        if (result === 200 || result === 201) {
          acknowledged.set(marker, (answer as { incident: { _id: string } }).incident._id);
          break;
        }
        if (!retryable(result) || attempt === MAX_ATTEMPTS) {
          refused.push(`${marker}: ${result} ${JSON.stringify(answer)}`);
          break;
        }
        await sleep(backoffMs(attempt, retryAfter, { firstMs: 100, maxMs: 1000 }));
      }
      await sleep(WRITE_PAUSE_MS);
    }
  }
  const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));

  /** Waits (bounded) until the stream has acknowledged `more` further reports. */
  async function streamFlows(more: number): Promise<void> {
    const target = acknowledged.size + more;
    const flowed = await waitFor(() => acknowledged.size >= target, {
      what: `${more} more acknowledged reports`,
      timeoutMs: 20_000,
      intervalMs: 50,
    }).catch(() => false);
    if (!flowed)
      throw new Error(
        `the write stream stalled at ${acknowledged.size} acknowledged; refused: ` +
          `${refused.slice(-3).join('; ')}; last answers: ${JSON.stringify(answers.slice(-3))}`,
      );
  }

  const results: Array<{
    name: string;
    recoveryMs: number;
    restarts: number;
    newPid: boolean;
    killedAt: number;
    recoveredAt: number;
  }> = [];
  for (const { name, probe } of FAULTS) {
    await streamFlows(5);
    const pidBefore = stack.pid(name);
    const killedAt = performance.now();
    await stack.kill(name);
    // Not answering within PROBE_LIMIT_MS leaves NaN, which the checks below report.
    const recoveredAt = await waitFor(
      async () => {
        const { result } = await call(`probe ${name}: GET ${probe.path}`, probe.path, {
          headers: { authorization: `Bearer ${probe.who().token}` },
        });
        return result === 200 && performance.now();
      },
      { what: `${name} to answer again`, timeoutMs: PROBE_LIMIT_MS, intervalMs: PROBE_EVERY_MS },
    ).catch(() => Number.NaN);
    await stack.waitUntilReady(name, PROBE_LIMIT_MS);
    results.push({
      name,
      recoveryMs: recoveredAt - killedAt,
      restarts: stack.restarts(name),
      newPid: stack.pid(name) !== undefined && stack.pid(name) !== pidBefore,
      killedAt,
      recoveredAt,
    });
  }
  await streamFlows(5);
  writing = false;
  await Promise.all(writers);

  // What each outage looked like from the client: every answer that came after the kill to
  // a request sent before the part was back.
  const outages = results.map((r) => {
    const during = answers.filter((a) => a.doneAt >= r.killedAt && a.sentAt <= r.recoveredAt);
    const bad = during.filter(
      (a) =>
        a.result === 'timeout' ||
        a.doneAt - a.sentAt >= OUTAGE_ANSWER_MS ||
        (a.result === 'network' ? r.name !== 'gateway' : !a.json),
    );
    return { ...r, answers: during.length, bad, slowestMs: slowest(during) };
  });

  const stored = (await allIncidents(stack.url, ngo().token)).filter((i) =>
    i.description.includes(`(${runId} #`),
  );
  const storedByMarker = idsByMarker(stored, /\((\w+ #\d+-\d+)\)/);

  console.log(
    [
      `Self-healing: ${WRITERS} writers, ${acknowledged.size} reports acknowledged, ` +
        `${refused.length} refused, ${answers.length} requests; each process SIGKILLed in turn.`,
      '  process     back after  restarts  answers in outage  slowest  not JSON or over 1 s',
      ...outages.map(
        (o) =>
          `  ${o.name.padEnd(10)}  ${`${Math.round(o.recoveryMs)} ms`.padStart(10)}  ` +
          `${String(o.restarts).padStart(8)}  ${String(o.answers).padStart(17)}  ` +
          `${`${Math.round(o.slowestMs)} ms`.padStart(7)}  ${String(o.bad.length).padStart(20)}`,
      ),
    ].join('\n'),
  );

  // Each process came back by itself, once, quickly.
  for (const o of outages) {
    expect({ name: o.name, restarts: o.restarts, newPid: o.newPid }).toEqual({
      name: o.name,
      restarts: 1,
      newPid: true,
    });
    expect({ name: o.name, withinLimit: o.recoveryMs < RECOVERY_MS }).toEqual({
      name: o.name,
      withinLimit: true,
    });
  }
  // During each outage the client got quick JSON answers (or, gateway dead, a refusal).
  for (const o of outages) {
    expect({ name: o.name, bad: o.bad }).toEqual({ name: o.name, bad: [] });
  }
  // Every acknowledged report is stored exactly once, under the id the client was given.
  expect(refused).toEqual([]);
  for (const [marker, id] of acknowledged) {
    expect({ marker, stored: storedByMarker.get(marker) }).toEqual({ marker, stored: [id] });
  }
  expect(stored).toHaveLength(acknowledged.size);
});

function slowest(answers: Answer[]): number {
  return Math.max(0, ...answers.map((a) => a.doneAt - a.sentAt));
}
