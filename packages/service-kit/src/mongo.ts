import type { Logger } from '@rescue/process-kit';
import {
  MongoClient,
  type CommandFailedEvent,
  type CommandStartedEvent,
  type CommandSucceededEvent,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoServerClosedError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  type Db,
  type MongoClientOptions,
} from 'mongodb';
import { databaseUnavailable, storageFull, type HttpError } from './errors';

export interface MongoHandle {
  client: MongoClient;
  db: Db;
  /** Database commands slower than the threshold so far (see watchSlowCommands). */
  slowCommands?: () => number;
}

/**
 * The driver's timeouts, chosen so that a database that is gone costs a request about a
 * second (then a 503, see isDatabaseUnavailable), never the driver's default 30 s wait, and
 * so that the service notices by itself, within a couple of seconds, that it is back.
 */
export const MONGO_CLIENT_OPTIONS: MongoClientOptions = {
  maxPoolSize: 20,
  // How long an operation waits for a reachable server: the delay before a 503 while the
  // database is down. A live one on loopback or a LAN is selected in milliseconds.
  serverSelectionTimeoutMS: 1000,
  // TCP connect plus the handshake of a new pooled connection.
  connectTimeoutMS: 2000,
  // Only for a database that stops answering without closing its sockets (a killed one
  // closes them, which fails in-flight operations at once). Generous on purpose: on the
  // embedded FerretDB a single scan of 100,000 incidents takes about 4 s, more under load
  // (CSV exports, first pages after a write), and the gateway gives up at 30 s anyway.
  socketTimeoutMS: 60_000,
  // How often the monitor checks the server: bounds how long a recovered database goes
  // unnoticed while no request asks for it (a waiting operation already checks every 500 ms).
  heartbeatFrequencyMS: 2000,
};

/** At start-up, how long to keep trying before giving up (see connectMongo). */
const STARTUP_CONNECT_MS = 10_000;

/**
 * How slow a database command must be to be logged (DB_SLOW_COMMAND_MS): off by default,
 * since the driver's command monitoring decodes every reply whole once more (about 16 ms of
 * CPU per 500 incidents read, raw reads and lazily read batches included), slow or not.
 * Turned on to find what loads the database; 0 turns it off.
 */
export const DEFAULT_SLOW_COMMAND_MS = 0;

export interface ConnectOptions {
  /** Where slow commands are logged; without one, none are watched. */
  logger?: Logger;
  /** Commands slower than this are logged at warn and counted; 0: none are watched. */
  slowCommandMs?: number;
}

/**
 * One client per process; the driver pools connections itself and reconnects on its own
 * after the database comes back.
 *
 * At start-up the service needs the database (its indexes are ensured before it serves),
 * so it retries for STARTUP_CONNECT_MS (a database that is still starting) and then throws:
 * the process exits non-zero and whoever started it restarts it with a backoff (the stack's
 * supervisor, or Docker's restart policy), rather than serving 503s it could never recover
 * from without its indexes.
 */
export async function connectMongo(
  url: string,
  dbName: string,
  options: ConnectOptions = {},
): Promise<MongoHandle> {
  const giveUpAt = Date.now() + STARTUP_CONNECT_MS;
  const slowCommandMs = options.logger ? (options.slowCommandMs ?? DEFAULT_SLOW_COMMAND_MS) : 0;
  for (;;) {
    const client = new MongoClient(url, {
      ...MONGO_CLIENT_OPTIONS,
      monitorCommands: slowCommandMs > 0,
    });
    const slowCommands =
      slowCommandMs > 0 && options.logger
        ? watchSlowCommands(client, options.logger, slowCommandMs)
        : undefined;
    try {
      await client.connect();
      return { client, db: client.db(dbName), slowCommands };
    } catch (error) {
      await client.close().catch(() => undefined);
      if (!isDatabaseUnavailable(error) || Date.now() >= giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** Commands in flight whose start is remembered, at most (a lost end must not grow the map). */
const MAX_WATCHED_COMMANDS = 10_000;

/**
 * Logs at warn each database command slower than `thresholdMs`, with its name, collection and
 * duration only: never the command itself, whose filter may hold people's data. It names
 * what loads the database (on the embedded FerretDB, where writes wait for each other, a
 * slow start-up or a slow list has to be put down to a source). Returns the count so far.
 */
export function watchSlowCommands(
  client: MongoClient,
  logger: Logger,
  thresholdMs: number,
): () => number {
  let count = 0;
  const collections = new Map<number, string | undefined>();
  client.on('commandStarted', (event: CommandStartedEvent) => {
    if (collections.size >= MAX_WATCHED_COMMANDS) collections.clear();
    collections.set(event.requestId, collectionOf(event));
  });
  const ended = (event: CommandSucceededEvent | CommandFailedEvent, failed: boolean) => {
    const collection = collections.get(event.requestId);
    collections.delete(event.requestId);
    if (event.duration < thresholdMs) return;
    count += 1;
    logger.warn(
      {
        commandName: event.commandName,
        collection,
        db: event.databaseName,
        durationMs: Math.round(event.duration),
        failed,
        slowCommands: count,
      },
      'slow database command',
    );
  };
  client.on('commandSucceeded', (event: CommandSucceededEvent) => ended(event, false));
  client.on('commandFailed', (event: CommandFailedEvent) => ended(event, true));
  return () => count;
}

/** The collection a command names (find: 'x', getMore's collection), never its values. */
function collectionOf(event: CommandStartedEvent): string | undefined {
  const command = event.command as Record<string, unknown>;
  const named = event.commandName === 'getMore' ? command.collection : command[event.commandName];
  return typeof named === 'string' ? named : undefined;
}

/**
 * True when `error` means the database cannot be reached right now (down, restarting,
 * unreachable, connections dropped), as opposed to a query it refused: that is a 503 the
 * client may retry, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    if (
      // Includes timeouts and the pool's "cleared" errors after a connection failed.
      cause instanceof MongoNetworkError ||
      cause instanceof MongoServerSelectionError ||
      cause instanceof MongoNotConnectedError ||
      cause instanceof MongoServerClosedError ||
      cause instanceof MongoTopologyClosedError
    ) {
      return true;
    }
    const { name, code, message } = cause as { name?: unknown; code?: unknown; message?: unknown };
    if (name === 'MongoWaitQueueTimeoutError') return true; // not exported by the driver
    // The embedded FerretDB's SQLite gave up waiting for its write lock (a long write held
    // it): nothing was written, and the same request succeeds a moment later.
    if (typeof message === 'string' && message.includes('SQLITE_BUSY')) return true;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'ETIMEDOUT') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * True when `error` means the database's disk is full: SQLite's SQLITE_FULL through the
 * embedded FerretDB ('database or disk is full', code 1 InternalError), MongoDB's
 * OutOfDiskSpace (14031) or its storage engine's 'No space left on device', or ENOSPC.
 * The write failed as a whole (FerretDB runs each in a transaction): a 503, not a 500.
 */
export function isStorageFull(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (code === 14031 || code === 'ENOSPC') return true;
    if (
      typeof message === 'string' &&
      /database or disk is full|SQLITE_FULL|no space left on device|OutOfDiskSpace/i.test(message)
    )
      return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The one mapping of database failures to what a client is told: storage full (and noted
 * for readiness, see watchStorage), database unavailable, or undefined for any other error.
 */
export function databaseError(error: unknown): HttpError | undefined {
  if (isStorageFull(error)) {
    for (const watch of storageWatches) watch.noteFull();
    return storageFull();
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  return undefined;
}

export interface StorageWatch {
  /** True from a write refused for lack of space until a write succeeds again. */
  readonly full: boolean;
  noteFull(): void;
  stop(): void;
}

const storageWatches = new Set<StorageWatch>();

/** True while a watched database's disk is full (/readyz says so; reads are still served). */
export function storageIsFull(): boolean {
  for (const watch of storageWatches) if (watch.full) return true;
  return false;
}

/**
 * Follows a full disk for one service: one log line when a write is first refused for lack
 * of space (error level, so the console shows it), then a small write every `probeEveryMs`
 * until one succeeds, and one line when space is back. Writes are never refused ahead: each
 * is tried, so they succeed again the moment space returns; the probe only ends the state
 * for readiness and the log when no write comes.
 */
export function watchStorage(db: Db, logger: Logger, probeEveryMs = 1000): StorageWatch {
  let fullSince: number | undefined;
  let probe: NodeJS.Timeout | undefined;
  let probing = false;
  const check = async () => {
    if (probing) return;
    probing = true;
    try {
      await db
        .collection<{ _id: string; at: Date }>('storage_probe')
        .updateOne({ _id: 'probe' }, { $set: { at: new Date() } }, { upsert: true });
      if (fullSince !== undefined) {
        logger.info(
          { fullForMs: Date.now() - fullSince },
          'storage has space again: writes are accepted',
        );
      }
      fullSince = undefined;
      clearInterval(probe);
      probe = undefined;
    } catch {
      // Still full, or the database is away: the next probe tells.
    } finally {
      probing = false;
    }
  };
  const watch: StorageWatch = {
    get full() {
      return fullSince !== undefined;
    },
    noteFull() {
      if (fullSince !== undefined) return;
      fullSince = Date.now();
      logger.error(
        { db: db.databaseName },
        'storage is full: writes are answered 503 until space returns; reads are served',
      );
      probe = setInterval(() => void check(), probeEveryMs);
      probe.unref();
    },
    stop() {
      clearInterval(probe);
      storageWatches.delete(watch);
    },
  };
  storageWatches.add(watch);
  return watch;
}

/** Whether the database answers a ping within `timeoutMs` (readiness). */
export async function databaseAnswers(db: Db, timeoutMs = 1000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      db.command({ ping: 1 }).then(
        () => true,
        () => false,
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The server's code for a write that broke a unique index (MongoDB's and FerretDB's). */
export const DUPLICATE_KEY = 11000;

/** Whether a write failed because its key is already taken: the answer to "who got there first". */
export function isDuplicateKeyError(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === DUPLICATE_KEY;
}
