import pino from 'pino';

export type Logger = pino.Logger;

/** JSON lines on stdout; LOG_LEVEL=silent in tests, info by default for services. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  const logger = pino({ level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime });
  // A parent that started this process over an IPC channel (npm start's runner) reads its
  // stdout: once it is gone, nothing will take the lines still waiting. pino writes them at exit
  // with sonic-boom's flushSync, which retries a failed write every 100 ms for ever (EPIPE), so
  // the process never exited (CI's no-orphans test: an auth service still running after 30 s).
  if (process.send) process.once('disconnect', () => dropWaitingLines(logger));
  return logger;
}

function dropWaitingLines(logger: Logger): void {
  const stream = (logger as unknown as Record<symbol, { flushSync?: () => void }>)[
    pino.symbols.streamSym
  ];
  if (typeof stream?.flushSync === 'function') stream.flushSync = () => undefined;
}
