import pino from 'pino';

export type Logger = pino.Logger;

/** JSON lines on stdout; LOG_LEVEL=silent in tests, info by default for services. */
export function createLogger(service: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ level, base: { service }, timestamp: pino.stdTimeFunctions.isoTime });
}
