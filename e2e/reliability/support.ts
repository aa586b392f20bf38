// The reliability suite's stack: the app as `npm start` runs it (its own FerretDB on its own
// data folder, every service a process of its own), plus the few calls its tests make.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@rescue/contracts';
import { startStack, type RunningStack, type StackOptions } from '@rescue/stack/orchestrator';
import { TEST_ADMIN_ENV } from '@rescue/testkit/operator';
import { registerSignedUser, type TestUser } from '@rescue/testkit/users';
import { waitFor } from '@rescue/testkit/wait';

export interface ReliabilityStack {
  stack: RunningStack;
  dataDir: string;
  /** Error-level lines the processes printed (kept for failure messages). */
  logs: string[];
  stop(): Promise<void>;
}

/** Limits high enough that only what a test means to provoke is refused (every call is from 127.0.0.1). */
export const HIGH_LIMITS = {
  LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000',
  LOGIN_MAX_FAILURES_PER_IP: '100000',
  REGISTER_MAX_PER_IP: '100000',
  REPORTS_MAX_PER_ACCOUNT_PER_HOUR: '100000',
  CLIENT_MAX_CONNECTIONS: '100000',
  CLIENT_MAX_IN_FLIGHT: '100000',
  ...TEST_ADMIN_ENV,
};

export interface ReliabilityStackOptions {
  /** A data folder the caller made (and removes); by default a fresh temporary one. */
  dataDir?: string;
  /** More environment for every process. */
  env?: Record<string, string>;
  /** Replicas per service behind the gateway (default 1 each). */
  replicas?: StackOptions['replicas'];
  /** How long each process may take to become ready at start (default 60 s). */
  startTimeoutMs?: number;
}

export async function startReliabilityStack(
  label: string,
  options: ReliabilityStackOptions = {},
): Promise<ReliabilityStack> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), `rescue-${label}-`));
  const removeDir = () => {
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const logs: string[] = [];
  const stack = await startStack({
    port: 0,
    dataDir,
    replicas: options.replicas,
    startTimeoutMs: options.startTimeoutMs,
    env: { LOG_LEVEL: 'warn', ...HIGH_LIMITS, ...options.env },
    log: (line) => logs.push(line),
  }).catch((error: unknown) => {
    removeDir();
    throw new Error(`The stack did not start: ${String(error)}\n${logs.join('\n')}`);
  });
  return {
    stack,
    dataDir,
    logs,
    async stop() {
      await stack.stop();
      removeDir();
    },
  };
}

/** The file's stack and the accounts its tests use, filled in before they run. */
export interface Scene {
  app: ReliabilityStack;
  ngo: Account;
  /** When the cast names one. */
  volunteer?: Account;
  reporters: Account[];
}

/**
 * The file's stack and accounts, as jest hooks: before its tests the stack starts (with
 * `options`) and the cast registers (an NGO, a volunteer if named, reporters), all at once;
 * after them the stack stops. A file's own hooks declared after the call run after these.
 */
export function reliabilityScene(
  label: string,
  cast: { ngo: string; volunteer?: string; reporters: string[] },
  options: ReliabilityStackOptions = {},
): Scene {
  const scene = {} as Scene;
  beforeAll(async () => {
    scene.app = await startReliabilityStack(label, options);
    const url = scene.app.stack.url;
    [scene.ngo, scene.volunteer, scene.reporters] = await Promise.all([
      account(url, 'ngo', cast.ngo),
      cast.volunteer === undefined ? undefined : account(url, 'volunteer', cast.volunteer),
      Promise.all(cast.reporters.map((name) => account(url, 'user', name))),
    ]);
  });
  afterAll(async () => {
    await scene.app?.stop();
  });
  return scene;
}

/** An account of the reliability tests: testkit's, with its email and password. */
export type Account = TestUser;

/**
 * Registers an account through the gateway; volunteers and NGOs also sign their documents, and
 * the operator verifies NGOs (testkit's registerSignedUser).
 */
export function account(baseUrl: string, role: Role, name: string): Promise<Account> {
  return registerSignedUser({ url: baseUrl }, role, { name });
}

export function reportData(marker: string) {
  return {
    description: `Stray dog with a hurt leg (${marker})`,
    city: 'Pune',
    location: { address: 'FC Road, near the college gate' },
    animalInfo: {
      description: `Brown dog, limping (${marker})`,
      type: 'Dog',
      aiSeverityAssessment: { score: 6, category: 'MODERATE', assessmentDetails: 'Limping' },
    },
  };
}

export interface StoredIncident {
  _id: string;
  description: string;
}

/** Every incident, read page by page as an NGO (X-Next-Cursor). */
export async function allIncidents(baseUrl: string, ngoToken: string): Promise<StoredIncident[]> {
  const all: StoredIncident[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page += 1) {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const get = () =>
      fetch(`${baseUrl}/api/incidents?limit=200${query}`, {
        headers: { authorization: `Bearer ${ngoToken}` },
      });
    // A service just restarted answers 503 + Retry-After until it is ready: ask again, as a
    // client would, each second for at most 30 s.
    const res = await waitFor(
      async () => {
        const answer = await get();
        if (answer.status !== 503) return answer;
        await answer.body?.cancel();
        return false;
      },
      { what: 'GET /api/incidents to answer other than 503', timeoutMs: 30_000, intervalMs: 1_000 },
    );
    if (res.status !== 200)
      throw new Error(`GET /api/incidents: ${res.status} ${await res.text()}`);
    all.push(...((await res.json()) as StoredIncident[]));
    cursor = res.headers.get('x-next-cursor');
    if (!cursor) return all;
  }
  throw new Error('More than 100 pages of incidents');
}
