// A process whose parent (npm start's runner) is SIGKILLed exits by itself, even with log lines
// still to write to the stdout that parent read: pino's exit flush retried the write every
// 100 ms for ever (EPIPE), and CI's no-orphans test found an auth service still running so.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { isAlive, waitFor } from '@rescue/testkit/wait';

test('a logging child whose parent is SIGKILLed exits within seconds', async () => {
  const parent = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'fixtures', 'logging-parent.ts')],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(parent.stdout!, 'data')) as [Buffer];
  const childPid = Number(line.toString().trim());
  expect(childPid).toBeGreaterThan(0);
  parent.kill('SIGKILL');
  try {
    await waitFor(() => !isAlive(childPid), {
      what: 'the child to exit after its parent was killed',
      timeoutMs: 8_000,
      intervalMs: 50,
    });
  } finally {
    if (isAlive(childPid)) process.kill(childPid, 'SIGKILL');
  }
}, 30_000);
