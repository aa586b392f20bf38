import type { ChildProcess } from 'node:child_process';
import { stopProcess } from './ferretdb';

/** One supervised process: how to start it and how to tell that it serves. */
export interface ChildSpec {
  name: string;
  /** Spawns one instance; `restarts` is how many times it was started again after a crash. */
  spawn(restarts: number): ChildProcess;
  /** Resolves once the instance serves; `exited` aborts when it exits first. */
  ready(child: ChildProcess, exited: AbortSignal): Promise<void>;
  /**
   * True while the instance answers at all. A ready instance that stops answering for
   * `hungAfterMs` is killed (and so restarted): a deadlocked process heals like a crashed one.
   */
  alive?(child: ChildProcess): Promise<boolean>;
  /** Where its output goes, named in the error lines. */
  logFile?: string;
}

export interface SupervisorOptions {
  log: (line: string) => void;
  /** First restart delay, doubled per crash up to maxBackoffMs (defaults 200 ms and 5 s). */
  initialBackoffMs?: number;
  maxBackoffMs?: number;
  /** A run this long resets the backoff (default 60 s). */
  stableAfterMs?: number;
  /** This many crashes within stableAfterMs is reported as a crash loop (default 5). */
  crashLoopExits?: number;
  /** Liveness probing (when the spec has `alive`): every intervalMs, killed after hungAfterMs. */
  livenessIntervalMs?: number;
  hungAfterMs?: number;
}

type State = 'starting' | 'ready' | 'backoff' | 'stopping' | 'stopped';

interface Entry {
  spec: ChildSpec;
  state: State;
  child?: ChildProcess;
  startedAt: number;
  /** Restarts after a crash so far (deliberate restarts are not counted). */
  restarts: number;
  /** Crashes since the last run that lasted stableAfterMs: the backoff's exponent. */
  crashes: number;
  crashTimes: number[];
  crashLooping: boolean;
  /** False until the first instance was ready: a failure before that fails the start. */
  started: boolean;
  timer?: NodeJS.Timeout;
  liveness?: NodeJS.Timeout;
  waiters: Set<() => void>;
}

/**
 * Keeps child processes running: one that exits without being asked to is started again
 * with the same spawn (same port, same env) after a backoff. A child that keeps crashing is
 * reported once as an error and retried every maxBackoffMs for as long as the stack runs:
 * what it needs (the database, a port) may come back, and the other processes keep serving.
 */
export class Supervisor {
  private readonly entries = new Map<string, Entry>();
  private readonly log: (line: string) => void;
  private readonly initialBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly stableAfterMs: number;
  private readonly crashLoopExits: number;
  private readonly livenessIntervalMs: number;
  private readonly hungAfterMs: number;

  constructor(options: SupervisorOptions) {
    this.log = options.log;
    this.initialBackoffMs = options.initialBackoffMs ?? 200;
    this.maxBackoffMs = options.maxBackoffMs ?? 5000;
    this.stableAfterMs = options.stableAfterMs ?? 60_000;
    this.crashLoopExits = options.crashLoopExits ?? 5;
    this.livenessIntervalMs = options.livenessIntervalMs ?? 10_000;
    this.hungAfterMs = options.hungAfterMs ?? 30_000;
  }

  /** Starts a child and resolves once it is ready; rejects (and stops it) if it is not by then. */
  async start(spec: ChildSpec, timeoutMs: number): Promise<void> {
    if (this.entries.has(spec.name)) throw new Error(`${spec.name} is already supervised`);
    const entry: Entry = {
      spec,
      state: 'starting',
      startedAt: 0,
      restarts: 0,
      crashes: 0,
      crashTimes: [],
      crashLooping: false,
      started: false,
      waiters: new Set(),
    };
    this.entries.set(spec.name, entry);
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.launch(entry),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`${spec.name} did not become ready within ${timeoutMs} ms`)),
            timeoutMs,
          );
        }),
      ]);
      entry.started = true;
    } catch (error) {
      await this.stop(spec.name);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  names(): string[] {
    return [...this.entries.keys()];
  }

  pid(name: string): number | undefined {
    return this.entry(name).child?.pid;
  }

  restarts(name: string): number {
    return this.entry(name).restarts;
  }

  /** Sends a signal (SIGKILL by default) to the current instance and waits for its exit. */
  async kill(name: string, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.entry(name).child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  }

  /** Resolves once the child runs and is ready (at once if it is). */
  waitUntilReady(name: string, timeoutMs: number): Promise<void> {
    const entry = this.entry(name);
    if (entry.state === 'ready') return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        entry.waiters.delete(done);
        reject(
          new Error(
            `${name} was not ready within ${timeoutMs} ms (${entry.state}, restarts ${entry.restarts})`,
          ),
        );
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      entry.waiters.add(done);
    });
  }

  /** A deliberate stop and start, at once and not counted as a crash; resolves when ready. */
  async restart(name: string): Promise<void> {
    const entry = this.entry(name);
    if (entry.state === 'stopped') throw new Error(`${name} is stopped`);
    this.cancelTimers(entry);
    entry.state = 'stopping';
    if (entry.child) await stopProcess(entry.child);
    await this.launch(entry);
  }

  /** Stops a child for good: no restart follows. */
  async stop(name: string): Promise<void> {
    const entry = this.entry(name);
    entry.state = 'stopped';
    this.cancelTimers(entry);
    if (entry.child) await stopProcess(entry.child);
  }

  /**
   * Stops every child, group after group (each group at once). All are marked stopped first,
   * so exits caused by the same Ctrl-C (the terminal signals every process) are not restarted.
   */
  async stopAll(groups: string[][]): Promise<void> {
    for (const entry of this.entries.values()) {
      entry.state = 'stopped';
      this.cancelTimers(entry);
    }
    const rest = this.names().filter((name) => !groups.flat().includes(name));
    for (const group of [...groups, rest]) {
      await Promise.all(group.filter((name) => this.entries.has(name)).map((n) => this.stop(n)));
    }
  }

  private entry(name: string): Entry {
    const entry = this.entries.get(name);
    if (!entry) throw new Error(`No process named ${name}`);
    return entry;
  }

  private cancelTimers(entry: Entry): void {
    clearTimeout(entry.timer);
    clearInterval(entry.liveness);
    entry.timer = undefined;
    entry.liveness = undefined;
  }

  /** Spawns an instance; resolves when it is ready, rejects if it exits first. */
  private launch(entry: Entry): Promise<void> {
    const child = entry.spec.spawn(entry.restarts);
    entry.child = child;
    entry.state = 'starting';
    entry.startedAt = Date.now();
    const exited = new AbortController();
    let gone = false;
    const onGone = (code: number | null, signal: NodeJS.Signals | null) => {
      if (gone) return;
      gone = true;
      exited.abort();
      this.onExit(entry, child, code, signal);
    };
    child.once('exit', onGone);
    // A spawn that fails outright may never emit 'exit'.
    child.once('error', (error) => {
      if (child.pid === undefined) {
        this.log(`[supervisor] ${entry.spec.name} could not be started: ${error.message}`);
        onGone(null, null);
      }
    });
    const failed = new Promise<never>((_, reject) =>
      exited.signal.addEventListener('abort', () =>
        reject(
          new Error(
            `${entry.spec.name} exited during start-up (${describeExit(child.exitCode, child.signalCode)})` +
              (entry.spec.logFile ? `; see ${entry.spec.logFile}` : ''),
          ),
        ),
      ),
    );
    failed.catch(() => undefined);
    return Promise.race([entry.spec.ready(child, exited.signal), failed]).then(() => {
      if (entry.child !== child || entry.state !== 'starting') return;
      entry.state = 'ready';
      this.watchLiveness(entry, child);
      for (const waiter of entry.waiters) waiter();
      entry.waiters.clear();
    });
  }

  private watchLiveness(entry: Entry, child: ChildProcess): void {
    const alive = entry.spec.alive;
    if (!alive) return;
    let lastAnswer = Date.now();
    let probing = false;
    entry.liveness = setInterval(() => {
      if (probing || entry.child !== child) return;
      probing = true;
      void alive(child).then((answered) => {
        probing = false;
        if (entry.child !== child || entry.state !== 'ready') return;
        if (answered) lastAnswer = Date.now();
        else if (Date.now() - lastAnswer >= this.hungAfterMs) {
          this.log(
            `[supervisor] ${entry.spec.name} has not answered for ${seconds(Date.now() - lastAnswer)} s; killing it`,
          );
          child.kill('SIGKILL');
        }
      });
    }, this.livenessIntervalMs);
    entry.liveness.unref();
  }

  private onExit(
    entry: Entry,
    child: ChildProcess,
    code: number | null,
    signal: NodeJS.Signals | null,
  ): void {
    if (entry.child !== child) return;
    entry.child = undefined;
    clearInterval(entry.liveness);
    entry.liveness = undefined;
    if (!entry.started || entry.state === 'stopping' || entry.state === 'stopped') return;

    const now = Date.now();
    const upMs = now - entry.startedAt;
    if (upMs >= this.stableAfterMs) {
      entry.crashes = 0;
      entry.crashLooping = false;
    }
    const delay = Math.min(this.maxBackoffMs, this.initialBackoffMs * 2 ** entry.crashes);
    entry.crashes += 1;
    entry.restarts += 1;
    entry.crashTimes = [...entry.crashTimes.filter((t) => now - t < this.stableAfterMs), now];
    const name = entry.spec.name;
    this.log(
      `[supervisor] ${name} exited (${describeExit(code, signal)}) after ${seconds(upMs)} s; ` +
        `restarting in ${seconds(delay)} s (restart ${entry.restarts})`,
    );
    if (!entry.crashLooping && entry.crashTimes.length >= this.crashLoopExits) {
      entry.crashLooping = true;
      this.log(
        `[supervisor] ERROR ${name} keeps crashing (${entry.crashTimes.length} exits within ` +
          `${seconds(this.stableAfterMs)} s); retrying every ${seconds(this.maxBackoffMs)} s` +
          (entry.spec.logFile ? `; see ${entry.spec.logFile}` : ''),
      );
    }
    entry.state = 'backoff';
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      // Not ready means it exited again: onExit has already scheduled the next attempt.
      this.launch(entry).catch(() => undefined);
    }, delay);
  }
}

function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `signal ${signal}` : `code ${code}`;
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(1);
}
