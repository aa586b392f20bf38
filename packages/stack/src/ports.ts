import { randomInt, randomUUID } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Ports for listeners come from just below the OS's ephemeral range. A port the OS hands
 * out for `listen(0)` lies inside that range, where every outgoing connection (database
 * clients, HTTP calls) also takes its local port, so one of them could take it before the
 * service binds it: with many stacks starting at once, tests failed with EADDRINUSE.
 */
function listenerRange(): [number, number] {
  let ephemeralLow = 32768;
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    if (low && low > 4096) ephemeralLow = low;
  } catch {
    // not Linux: the common default
  }
  return [Math.max(1024, ephemeralLow - 16384), ephemeralLow - 1];
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * How long a port handed out stays promised to its taker: a stack picks every port first and
 * its processes bind them seconds later (node starting, the database, the app's build).
 */
const RESERVED_MS = 120_000;

/** What this process wrote in each reservation file it holds, so it removes only its own. */
const held = new Map<number, string>();

/**
 * Promises `port` to this process unless another process (or this one) was given it within
 * RESERVED_MS: a file per port, created exclusively, in a folder of this user's. Two stacks
 * starting at once (parallel test files) could each find a port free and both take it: the
 * one that bound second could not listen, and its stack took the other's process answering
 * there for its own. Without the folder: the check alone.
 */
export function reservePort(port: number): boolean {
  const file = reservationOf(port);
  const token = `${process.pid}:${randomUUID()}`;
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, token, { flag: 'wx', mode: 0o600 });
    held.set(port, token);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return true;
  }
  try {
    if (Date.now() - statSync(file).mtimeMs < RESERVED_MS) return false;
    // A lapsed promise, taken over so that one of two takers wins: the rename moves one
    // inode away (the other taker's rename then fails); if what was moved turns out fresh (a
    // third process renewed or took it between the look and the rename), it is put back.
    const aside = `${file}.${token}`;
    renameSync(file, aside);
    if (Date.now() - statSync(aside).mtimeMs < RESERVED_MS) {
      try {
        linkSync(aside, file);
      } finally {
        unlinkSync(aside);
      }
      return false;
    }
    unlinkSync(aside);
    writeFileSync(file, token, { flag: 'wx', mode: 0o600 });
    held.set(port, token);
    return true;
  } catch {
    return false;
  }
}

/** Gives a port's promise back, if the file is still this process's (a stopped stack's ports). */
export function releasePort(port: number): void {
  const token = held.get(port);
  if (token === undefined) return;
  held.delete(port);
  try {
    if (readFileSync(reservationOf(port), 'utf8') === token) unlinkSync(reservationOf(port));
  } catch {
    // already gone, or another's since: nothing of ours to remove
  }
}

function reservationOf(port: number): string {
  return path.join(os.tmpdir(), `rescue-ports-${process.getuid?.() ?? 'user'}`, String(port));
}

/**
 * Keeps these ports promised while a stack runs: a process the supervisor restarts binds its
 * port again, and no other process may be handed it meanwhile. Returns the function that
 * stops renewing and gives the promises back.
 */
export function keepReserved(ports: number[], log: (line: string) => void = () => {}): () => void {
  const renew = () => {
    const now = new Date();
    for (const port of ports) {
      try {
        utimesSync(reservationOf(port), now, now);
      } catch {
        // The file went (a cleaned temporary folder): promised again, unless another has it.
        if (!reservePort(port)) log(`port ${port}: its reservation was taken by another process`);
      }
    }
  };
  const timer = setInterval(renew, RESERVED_MS / 4);
  timer.unref();
  return () => {
    clearInterval(timer);
    for (const port of ports) releasePort(port);
  };
}

/** A port that was free a moment ago on loopback, and promised to no other process for a while. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const [low, high] = listenerRange();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = randomInt(low, high + 1);
    if (!reservePort(port)) continue;
    if (await canListen(port, host)) return port;
    releasePort(port); // taken by a program that does not reserve: not ours to keep
  }
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once something accepts TCP connections on host:port, or rejects after timeoutMs. */
export async function waitForPort(
  port: number,
  host = '127.0.0.1',
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline)
      throw new Error(`Nothing listened on ${host}:${port} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
