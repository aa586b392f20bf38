// Load with a fault: 200 incident reports sent at once while the incidents service is killed
// (SIGKILL) and started again by npm start's supervisor. The client does what the report form does: one
// Idempotency-Key per report, retried with the same key on a network error or a 502/503/504,
// a bounded number of times with backoff, each attempt under a timeout. Then:
// - every report the client saw accepted is stored exactly once (read back as an NGO),
// - every refused one got a clear JSON error,
// - no attempt hung (none reached the per-request timeout),
// - the gateway answered for the dead service in under a second.
import { randomBytes } from 'node:crypto';
// Only the reporters' retry backoff: the client behaviour under test, not a wait for a result.
import { setTimeout as sleep } from 'node:timers/promises';
import {
  RETRYABLE,
  backoffMs,
  idsByMarker,
  reportRequest,
  retryable,
  timedFetch,
  type Result,
} from './client';
import { allIncidents, reliabilityScene, reportData } from './support';

jest.setTimeout(180_000);

const REPORTS = 200;
const REPORTERS = 10;
const REQUEST_TIMEOUT_MS = 10_000;
const MAX_ATTEMPTS = 8;
/** Kill the service once this many reports are in: the rest are in flight or still to come. */
const KILL_AFTER_ACCEPTED = 20;
const DEAD_SERVICE_ANSWER_MS = 1000;

interface Attempt {
  index: number;
  attempt: number;
  /** When it was sent (performance.now()). */
  sentAt: number;
  result: Result;
  ms: number;
  json: boolean;
  message?: string;
}

interface Outcome {
  index: number;
  key: string;
  accepted: boolean;
  incidentId?: string;
  attempts: number;
  final: Attempt;
}

const scene = reliabilityScene('fault', {
  ngo: 'Fault NGO',
  reporters: Array.from({ length: REPORTERS }, (_, i) => `Reporter ${i + 1}`),
});

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  0;

test('200 concurrent reports survive a SIGKILL of the incidents service, each stored exactly once', async () => {
  const { app, ngo, reporters } = scene;
  const { stack } = app;
  const runId = randomBytes(4).toString('hex');
  const attempts: Attempt[] = [];
  let accepted = 0;
  let onAccepted: () => void = () => undefined;

  async function submit(index: number): Promise<Outcome> {
    const key = `fault-${runId}-${index}`;
    const reporter = reporters[index % REPORTERS]!;
    const request = reportRequest(reporter.token, key, reportData(`${runId} #${index}`));
    for (let attempt = 1; ; attempt += 1) {
      const answer = await timedFetch(
        `${stack.url}/api/incidents/create`,
        request,
        REQUEST_TIMEOUT_MS,
      );
      const record: Attempt = {
        index,
        attempt,
        sentAt: answer.sentAt,
        result: answer.result,
        ms: answer.doneAt - answer.sentAt,
        json: answer.json,
        message: answer.message,
      };
      attempts.push(record);
      const { result } = record;
      if (result === 200 || result === 201) {
        accepted += 1;
        onAccepted();
        const incidentId = (answer.body as { incident?: { _id: string } } | undefined)?.incident
          ?._id;
        return { index, key, accepted: true, incidentId, attempts: attempt, final: record };
      }
      if (!retryable(result) || attempt === MAX_ATTEMPTS) {
        return { index, key, accepted: false, attempts: attempt, final: record };
      }
      // Exponential from 200 ms, at least Retry-After, at most 2 s; jittered.
      await sleep(
        backoffMs(attempt, answer.retryAfter, { firstMs: 200, maxMs: 2000 }) + (index % 20) * 10,
      );
    }
  }

  // The fault: once enough reports are in, SIGKILL the service and probe the gateway until
  // the supervisor has it back.
  const probes: Array<{ what: string; status: Result; ms: number; json: boolean }> = [];
  let killedAt = 0;
  let restartedAt = 0;
  const fault = (async () => {
    await new Promise<void>((resolve) => {
      onAccepted = () => {
        if (accepted >= KILL_AFTER_ACCEPTED) resolve();
      };
    });
    await stack.kill('incidents');
    killedAt = performance.now();
    let back = false;
    const ready = stack.waitUntilReady('incidents', 30_000).then(() => {
      back = true;
      restartedAt = performance.now();
    });
    // Up to three rounds of one read and one report, each on its own, while the service is
    // down: the gateway must answer at once (this machine is shared and busy, so the figure
    // asserted is their median). The restart may win the race for the last ones.
    const probeCalls = [
      ['GET /api/incidents', { headers: { authorization: `Bearer ${ngo.token}` } }],
      [
        'POST /api/incidents/create',
        reportRequest(reporters[0]!.token, `probe-${runId}`, reportData(`probe ${runId}`)),
      ],
    ] as const;
    for (const [what, init] of [...probeCalls, ...probeCalls, ...probeCalls]) {
      if (back) break;
      const path = what.split(' ')[1]!;
      const answer = await timedFetch(`${stack.url}${path}`, init, REQUEST_TIMEOUT_MS);
      probes.push({
        what,
        status: answer.result,
        ms: answer.doneAt - answer.sentAt,
        json: answer.json,
      });
    }
    await ready;
  })();

  const started = performance.now();
  const outcomes = await Promise.all(Array.from({ length: REPORTS }, (_, i) => submit(i)));
  const loadMs = performance.now() - started;
  await fault;

  // What the client saw.
  const acceptedOutcomes = outcomes.filter((o) => o.accepted);
  const refusedOutcomes = outcomes.filter((o) => !o.accepted);
  const retried = outcomes.filter((o) => o.attempts > 1);
  const replays = acceptedOutcomes.filter((o) => o.attempts > 1 && o.final.result === 200);
  const failures = attempts.filter((a) => a.result !== 200 && a.result !== 201);
  const gatewayAnswers = failures.filter((a) => typeof a.result === 'number');
  // Every gateway error answered while the service was dead or dying: how long after the
  // service was gone (the kill, or the attempt's sending if later) the gateway answered.
  const deadAnswers = gatewayAnswers
    .filter((a) => RETRYABLE.has(a.result as number) && a.sentAt + a.ms >= killedAt)
    .map((a) => a.sentAt + a.ms - Math.max(a.sentAt, killedAt));
  const byResult = (list: Attempt[]) =>
    list.reduce<Record<string, number>>((counts, a) => {
      counts[String(a.result)] = (counts[String(a.result)] ?? 0) + 1;
      return counts;
    }, {});

  // What was stored.
  const stored = (await allIncidents(stack.url, ngo.token)).filter((i) =>
    i.description.includes(`(${runId} #`),
  );
  const storedByIndex = idsByMarker(stored, /#(\d+)\)/);

  console.log(
    [
      `Fault test: ${REPORTS} reports from ${REPORTERS} reporters in ${Math.round(loadMs)} ms; ` +
        `incidents SIGKILLed ${Math.round(killedAt - started)} ms in (after ` +
        `${KILL_AFTER_ACCEPTED} accepted), restarted by the supervisor and ready ` +
        `${Math.round(restartedAt - killedAt)} ms later.`,
      `  accepted ${acceptedOutcomes.length}, refused ${refusedOutcomes.length}, ` +
        `retried ${retried.length} (of them answered as replays of a stored report: ${replays.length}); ` +
        `attempts ${attempts.length}.`,
      `  failed attempts by result: ${JSON.stringify(byResult(failures))}; the gateway ` +
        `answered them ${Math.round(median(deadAnswers))} ms (p50), ` +
        `${Math.round(percentile(deadAnswers, 0.95))} ms (p95), ` +
        `${Math.round(Math.max(0, ...deadAnswers))} ms (max) after the service was gone.`,
      `  dead-service probes: ${probes.map((p) => `${p.what} ${p.status} in ${Math.round(p.ms)} ms`).join('; ')}.`,
      `  stored ${stored.length} incidents for this run.`,
    ].join('\n'),
  );

  // The fault really hit the load, and the supervisor healed it by itself.
  expect(killedAt).toBeGreaterThan(0);
  expect(retried.length).toBeGreaterThan(0);
  expect(stack.restarts('incidents')).toBe(1);

  // The gateway answered for the dead service at once, with a JSON error (a probe that came
  // after the restart was served).
  const deadProbes = probes.filter((p) => typeof p.status === 'number' && p.status >= 500);
  expect(deadProbes.length).toBeGreaterThan(0);
  for (const probe of probes) {
    expect(probe).toMatchObject({ status: expect.any(Number), json: true });
    expect([200, 201, 502, 503, 504]).toContain(probe.status);
  }
  expect(median(deadProbes.map((p) => p.ms))).toBeLessThan(DEAD_SERVICE_ANSWER_MS);
  // And so it did for the reports in flight at the kill or sent during the outage.
  expect(deadAnswers.length).toBeGreaterThan(0);
  expect(median(deadAnswers)).toBeLessThan(DEAD_SERVICE_ANSWER_MS);

  // Nothing hung: no attempt reached the client's timeout; whatever the load, the gateway's
  // answers for the dead service stayed far from it.
  expect(attempts.filter((a) => a.result === 'timeout')).toEqual([]);
  for (const ms of [...deadAnswers, ...probes.map((p) => p.ms)]) {
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS / 2);
  }

  // Every refused report got a clear JSON error (none are expected: retries outlast the restart).
  for (const outcome of refusedOutcomes) {
    expect(outcome.final).toMatchObject({ json: true, message: expect.stringMatching(/\w/) });
  }
  // Every failed attempt the gateway or the service answered was a JSON error too.
  for (const answer of gatewayAnswers) {
    expect({ answer, clear: answer.json && /\w/.test(answer.message ?? '') }).toEqual({
      answer,
      clear: true,
    });
  }

  // Every accepted report is stored exactly once, under the id the client was given, and
  // nothing else of this run was stored.
  for (const outcome of acceptedOutcomes) {
    expect({ index: outcome.index, stored: storedByIndex.get(String(outcome.index)) }).toEqual({
      index: outcome.index,
      stored: [outcome.incidentId],
    });
  }
  expect(stored).toHaveLength(acceptedOutcomes.length);
  // The retries outlast the restart: in the end every report is in.
  expect(acceptedOutcomes).toHaveLength(REPORTS);
});
