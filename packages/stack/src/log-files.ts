// The processes' logs under DATA_DIR/logs: rotated by size with a bounded number of files, and
// never fatal. A write that fails (ENOSPC on a full disk, above all) drops lines instead of
// killing the supervisor, which was every process: an unhandled 'error' on a write stream.
import { finished } from 'node:stream/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { createStream } from 'rotating-file-stream';

export interface LogRotation {
  /** Rotate once the live file reaches this size (rotating-file-stream's notation: '10M'). */
  size: string;
  /** Rotated files kept beside the live one (<name>.log.1 newest ... .N oldest). */
  files: number;
}

/** At most 6 x 10 MB per process (LOG_ROTATE_SIZE, LOG_ROTATE_FILES). */
export const DEFAULT_LOG_ROTATION: LogRotation = { size: '10M', files: 5 };

/** The rotation env asks for: LOG_ROTATE_SIZE ('10M', '512K'...) and LOG_ROTATE_FILES. */
export function logRotationFromEnv(env: NodeJS.ProcessEnv): LogRotation {
  const size = env.LOG_ROTATE_SIZE ?? DEFAULT_LOG_ROTATION.size;
  if (!/^\d+[BKMG]$/.test(size))
    throw new Error(`LOG_ROTATE_SIZE must be a number and a unit (B, K, M or G), e.g. 10M`);
  const files = Number(env.LOG_ROTATE_FILES ?? DEFAULT_LOG_ROTATION.files);
  if (!Number.isInteger(files) || files < 1 || files > 100)
    throw new Error('LOG_ROTATE_FILES must be a whole number from 1 to 100');
  return { size, files };
}

export interface LogDirOptions {
  dir: string;
  /** The console: one line when logs cannot be written, one when they can again. */
  log: (line: string) => void;
  rotation?: LogRotation;
  /** After a failure, a log's file is opened again on its next line this long after. */
  retryMs?: number;
  /** Opens a log's stream; tests give streams that fail. */
  open?: (file: string, rotation: LogRotation) => Writable;
}

/** A line that waits longer than this for a slow disk is dropped: memory stays bounded. */
const MAX_BACKLOG_BYTES = 8 * 1024 * 1024;

function openRotating(file: string, rotation: LogRotation): Writable {
  const name = path.basename(file);
  // Classic rotation calls the generator with the rotated file's number (none: the live file).
  return createStream((index: number | Date) => (index ? `${name}.${String(index)}` : name), {
    path: path.dirname(file),
    size: rotation.size,
    rotate: rotation.files,
    mode: 0o600,
  });
}

/** The log files of one stack. `file(name)` is where a process's output goes. */
export class LogDir {
  private readonly files = new Set<LogFile>();
  private readonly failing = new Set<LogFile>();
  private dropped = 0;

  constructor(private readonly options: LogDirOptions) {}

  path(name: string): string {
    return path.join(this.options.dir, `${name}.log`);
  }

  file(name: string): LogFile {
    const file = new LogFile(this.path(name), this.options, {
      failed: (error) => this.failed(file, error),
      dropped: (lines) => {
        this.dropped += lines;
      },
      wrote: () => this.recovered(file),
    });
    this.files.add(file);
    return file;
  }

  /** Ends every file; resolves when they are closed (or failed). */
  async close(): Promise<void> {
    await Promise.all([...this.files].map((file) => file.close()));
  }

  /** One console line for the whole stack, not one per process or per line. */
  private failed(file: LogFile, error: NodeJS.ErrnoException): void {
    const first = this.failing.size === 0;
    this.failing.add(file);
    if (!first) return;
    const reason =
      error.code && !error.message.includes(error.code)
        ? `${error.code}: ${error.message}`
        : error.message;
    this.options.log(
      `[supervisor] ERROR cannot write the process logs in ${this.options.dir} (${reason}); ` +
        'their lines are dropped until it can',
    );
  }

  /**
   * One log written again means the disk has space for all (one folder): a log that failed and
   * has had nothing to write since opens its file again on its next line.
   */
  private recovered(file: LogFile): void {
    if (!this.failing.has(file)) return;
    this.failing.clear();
    this.options.log(`[supervisor] writing the process logs again (${this.dropped} lines dropped)`);
    this.dropped = 0;
  }
}

interface LogFileEvents {
  failed(error: NodeJS.ErrnoException): void;
  dropped(lines: number): void;
  wrote(): void;
}

/** One process's log: writes never throw and never block; failures drop and retry. */
export class LogFile {
  private stream?: Writable;
  private retryAt = 0;
  private failing = false;
  private closed = false;

  constructor(
    readonly file: string,
    private readonly options: LogDirOptions,
    private readonly events: LogFileEvents,
  ) {
    this.reopen();
  }

  write(chunk: Buffer | string): void {
    if (this.closed) return;
    if (!this.stream && Date.now() >= this.retryAt) this.reopen();
    const stream = this.stream;
    if (!stream || stream.writableLength > MAX_BACKLOG_BYTES) {
      this.events.dropped(countLines(chunk));
      return;
    }
    stream.write(chunk, (error) => {
      if (error) this.events.dropped(countLines(chunk));
      else if (this.failing) {
        this.failing = false;
        this.events.wrote();
      }
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const stream = this.stream;
    if (!stream) return;
    stream.end();
    await finished(stream).catch(() => undefined);
  }

  private reopen(): void {
    const open = this.options.open ?? openRotating;
    const stream = open(this.file, this.options.rotation ?? DEFAULT_LOG_ROTATION);
    this.stream = stream;
    stream.on('error', (error: NodeJS.ErrnoException) => {
      // A failed write destroys the stream: the next line opens the file again, after a pause.
      if (this.stream === stream) this.stream = undefined;
      stream.destroy();
      this.retryAt = Date.now() + (this.options.retryMs ?? 1000);
      this.failing = true;
      this.events.failed(error);
    });
  }
}

function countLines(chunk: Buffer | string): number {
  const text = typeof chunk === 'string' ? chunk : chunk.toString('latin1');
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines += 1;
  return Math.max(1, lines);
}
