import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WEB_AREAS } from '@rescue/contracts';
import { startStack, type RunningStack } from '@rescue/stack/orchestrator';
import { TEST_ADMIN_ENV } from '@rescue/testkit/operator';
import { REPO_ROOT } from './front-end';

export interface WebStack {
  url: string;
  stack: RunningStack;
  /** This run's copy of the built front end (WEB_ROOT): journeys may redeploy into it. */
  webRoot: string;
  stop(): Promise<void>;
}

const APPS = ['shell', ...WEB_AREAS.map((area) => `mfe-${area}`)];

/**
 * The whole app as `npm start` runs it (database, services, gateway), on a free port with
 * a data folder of its own, serving a private copy of the built front end.
 */
export async function startWebStack(): Promise<WebStack> {
  // Free ports are found by asking the system for one and letting it go: a test file
  // starting its stack at the same moment can take the same port first (EADDRINUSE). Then
  // the whole stack starts again on other ports.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startWebStackOnce();
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

async function startWebStackOnce(): Promise<WebStack> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rescue-e2e-'));
  const webRoot = path.join(dir, 'web');
  for (const app of APPS) {
    cpSync(path.join(REPO_ROOT, app, 'dist'), path.join(webRoot, app, 'dist'), { recursive: true });
  }
  const logs: string[] = [];
  const stack = await startStack({
    port: 0,
    dataDir: path.join(dir, 'data'),
    env: { WEB_ROOT: webRoot, LOG_LEVEL: 'warn', ...TEST_ADMIN_ENV },
    log: (line) => logs.push(line),
  }).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`The stack did not start: ${String(error)}\n${logs.join('\n')}`);
  });
  return {
    url: stack.url,
    stack,
    webRoot,
    async stop() {
      await stack.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
