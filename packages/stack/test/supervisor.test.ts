import { spawn } from 'node:child_process';
import { isAlive, waitFor } from '@rescue/testkit/wait';
import { Supervisor, type ChildSpec, type SupervisorOptions } from '../src/supervisor';

// The supervisor with real (tiny) child processes and short backoffs.

const running: Supervisor[] = [];
afterEach(async () => {
  jest.useRealTimers();
  await Promise.all(running.splice(0).map((s) => s.stopAll([])));
});

function supervisor(options: Omit<SupervisorOptions, 'log'> = {}) {
  const lines: string[] = [];
  const s = new Supervisor({ log: (line) => lines.push(line), ...options });
  running.push(s);
  return { s, lines };
}

/** A node child running `code`; PROCESS_RESTARTS is recorded for each launch. */
function nodeChild(name: string, code: string, launches: string[] = []): ChildSpec {
  return {
    name,
    spawn: (restarts) => {
      launches.push(String(restarts));
      return spawn(process.execPath, ['-e', code], {
        env: { ...process.env, PROCESS_RESTARTS: String(restarts) },
        stdio: 'ignore',
      });
    },
    ready: async () => undefined,
  };
}

const FOREVER = 'setInterval(() => {}, 1000)';

const until = (check: () => boolean, what: string) => waitFor(check, { what });

/**
 * The supervisor's own timers (backoffs, start and stop deadlines) on jest's clock; children
 * and their exits stay real. A test then runs a pending restart at once instead of sleeping
 * past its backoff to see whether one comes.
 */
function supervisorTimersOnFakeClock(): void {
  jest.useFakeTimers({
    doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate'],
  });
}

test('a killed child is started again, with its restart count, and logged in one line', async () => {
  const { s, lines } = supervisor();
  const launches: string[] = [];
  await s.start(nodeChild('worker', FOREVER, launches), 5000);
  const first = s.pid('worker')!;

  await s.kill('worker');
  expect(s.pid('worker')).toBeUndefined();
  await s.waitUntilReady('worker', 5000);

  expect(s.pid('worker')).not.toBe(first);
  expect(s.restarts('worker')).toBe(1);
  expect(launches).toEqual(['0', '1']);
  expect(lines).toEqual([
    expect.stringMatching(
      /^\[supervisor\] worker exited \(signal SIGKILL\) after \d+\.\d s; restarting in 0\.2 s \(restart 1\)$/,
    ),
  ]);
});

test('the backoff doubles up to its maximum, and a crash loop is reported once but retried', async () => {
  const { s, lines } = supervisor({
    initialBackoffMs: 100,
    maxBackoffMs: 400,
    crashLoopExits: 4,
  });
  await s.start(nodeChild('crasher', 'process.exit(3)'), 5000);
  await until(() => s.restarts('crasher') >= 6, 'six restarts');

  const delays = lines
    .filter((l) => l.includes('restarting in'))
    .map((l) => /restarting in (\S+) s/.exec(l)![1]);
  expect(delays.slice(0, 6)).toEqual(['0.1', '0.2', '0.4', '0.4', '0.4', '0.4']);
  expect(lines.filter((l) => l.includes('exited (code 3)'))).toHaveLength(lines.length - 1);
  const loops = lines.filter((l) => l.includes('keeps crashing'));
  expect(loops).toEqual([
    '[supervisor] ERROR crasher keeps crashing (4 exits within 60.0 s); retrying every 0.4 s',
  ]);
});

test('a run that lasted stableAfterMs resets the backoff', async () => {
  const { s, lines } = supervisor({ initialBackoffMs: 100, stableAfterMs: 300 });
  await s.start(nodeChild('steady', 'setTimeout(() => process.exit(1), 500)'), 5000);
  await until(() => s.restarts('steady') >= 3, 'three restarts');
  expect(lines.map((l) => /restarting in (\S+) s/.exec(l)![1])).toEqual(['0.1', '0.1', '0.1']);
});

test('a deliberate restart is not counted, and a stopped child is not restarted', async () => {
  supervisorTimersOnFakeClock();
  const { s, lines } = supervisor();
  await s.start(nodeChild('worker', FOREVER), 5000);
  const first = s.pid('worker')!;
  await s.restart('worker');
  const second = s.pid('worker')!;
  expect(second).not.toBe(first);
  expect(isAlive(first)).toBe(false);
  expect(s.restarts('worker')).toBe(0);

  await s.stopAll([['worker']]);
  // Its exit has been handled: a restart would be a timer now. Nothing is left to run.
  expect(jest.getTimerCount()).toBe(0);
  jest.runAllTimers();
  expect(s.pid('worker')).toBeUndefined();
  expect(isAlive(second)).toBe(false);
  expect(lines).toEqual([]);
});

test('a child that fails before it is ready fails the start and is not retried', async () => {
  supervisorTimersOnFakeClock();
  const { s } = supervisor();
  const pending = () => new Promise<void>(() => undefined);
  const broken = { ...nodeChild('broken', 'process.exit(2)'), ready: pending };
  await expect(s.start(broken, 5000)).rejects.toThrow('broken exited during start-up (code 2)');
  expect(jest.getTimerCount()).toBe(0);
  jest.runAllTimers();
  expect(s.pid('broken')).toBeUndefined();
  expect(s.restarts('broken')).toBe(0);

  const slow = { ...nodeChild('slow', FOREVER), ready: pending };
  const refused = expect(s.start(slow, 300)).rejects.toThrow(
    'slow did not become ready within 300 ms',
  );
  await jest.advanceTimersByTimeAsync(300);
  await refused;
  expect(s.pid('slow')).toBeUndefined();
});

test('a child that stops answering is killed and so restarted', async () => {
  const { s, lines } = supervisor({ livenessIntervalMs: 50, hungAfterMs: 200 });
  let answers = true;
  await s.start({ ...nodeChild('hung', FOREVER), alive: async () => answers }, 5000);
  const first = s.pid('hung')!;
  answers = false;
  await until(() => s.restarts('hung') === 1, 'the hung child restarted');
  answers = true;
  await s.waitUntilReady('hung', 5000);
  expect(isAlive(first)).toBe(false);
  expect(lines[0]).toMatch(/^\[supervisor\] hung has not answered for 0\.\d s; killing it$/);
  // The exit is logged when the kernel reports it, which a loaded machine may do after the
  // restart was counted.
  await until(
    () => lines.some((line) => /hung exited \(signal SIGKILL\)/.test(line)),
    'the exit logged',
  );
});
