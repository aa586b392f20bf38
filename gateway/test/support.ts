// Clients and stand-in services for the gateway's protection tests: every socket on loopback,
// an "attacker" on another loopback address (Linux routes all of 127.0.0.0/8 to lo), so the
// gateway sees two clients.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { TestStack } from '@rescue/testkit/stack';
import { loadConfig, start, type RunningGateway } from '../src';

export const ATTACKER = '127.0.0.2';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The body parsed as JSON, when it is JSON. */
  json?: any;
  ms: number;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: http.OutgoingHttpHeaders;
  /** Sent whole; chunked (no Content-Length) when `chunked` is set. */
  body?: Buffer | string;
  chunked?: boolean;
  localAddress?: string;
}

/** A POST of `body` as JSON, sent as written (malformed, huge or chunked bodies too). */
export const jsonPost = (
  path: string,
  body: Buffer | string,
  options: Pick<RawRequest, 'chunked'> = {},
): RawRequest => ({
  method: 'POST',
  path,
  headers: { 'content-type': 'application/json' },
  body,
  ...options,
});

/** One request on a connection of its own, from `localAddress` (default 127.0.0.1). */
export function rawRequest(baseUrl: string, options: RawRequest): Promise<RawResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const body = options.body;
    const headers: http.OutgoingHttpHeaders = { ...options.headers };
    if (body !== undefined && !options.chunked) headers['content-length'] = Buffer.byteLength(body);
    const req = http.request(`${baseUrl}${options.path}`, {
      method: options.method ?? 'GET',
      headers,
      agent: false,
      localAddress: options.localAddress,
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        const json = /json/.test(res.headers['content-type'] ?? '') ? JSON.parse(text) : undefined;
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          json,
          ms: performance.now() - started,
        });
      });
    });
    req.on('error', reject);
    if (body === undefined) req.end();
    else if (options.chunked) {
      // A few writes, so the body really goes out in chunks.
      const buffer = Buffer.from(body);
      const step = Math.ceil(buffer.length / 4);
      for (let at = 0; at < buffer.length; at += step) req.write(buffer.subarray(at, at + step));
      req.end();
    } else req.end(body);
  });
}

export interface SlowClient {
  /** Everything the gateway sent back, once it closed the connection (or `stop` was called). */
  done: Promise<string>;
  /** Resolves once the head is out: the request has begun. */
  begun: Promise<void>;
  /** Body bytes sent so far, and whether the connection has closed: the attack's own clock. */
  progress(): { sent: number; closed: boolean };
  stop(): void;
}

/**
 * Sends `head` (request line and headers) at once, then `body` one byte every `everyMs`,
 * until the body is out, the gateway closes the connection, or `stop`.
 */
export function slowClient(
  port: number,
  head: string,
  body: string,
  everyMs: number,
  localAddress = ATTACKER,
): SlowClient {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress });
  let received = '';
  let sent = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const stop = () => {
    clearInterval(timer);
    socket.destroy();
  };
  let markBegun!: () => void;
  const begun = new Promise<void>((resolve) => (markBegun = resolve));
  socket.on('connect', () => {
    socket.write(head, () => markBegun());
    timer = setInterval(() => {
      if (sent < body.length && socket.writable) socket.write(body[sent++]!);
    }, everyMs);
  });
  socket.on('data', (chunk) => (received += chunk.toString()));
  const done = new Promise<string>((resolve) => {
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
      clearInterval(timer);
      markBegun(); // a refused connection has begun and ended
      resolve(received);
    });
  });
  return { done, begun, progress: () => ({ sent, closed }), stop };
}

/** The status code of a raw HTTP answer, e.g. 408. */
export const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

/** The JSON body of a raw HTTP answer with a Content-Length. */
export const jsonOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

export interface FakeService {
  url: string;
  port: number;
  /** Requests received, as "METHOD /path". */
  seen: string[];
  close(): Promise<void>;
}

/** A stand-in service on a free loopback port. */
export async function fakeService(handler: http.RequestListener): Promise<FakeService> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function json(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** A gateway of the test's own in front of a test stack's services, with `env` on top. */
export function gatewayInFrontOf(
  stack: TestStack,
  env: Record<string, string> = {},
): Promise<RunningGateway> {
  return start(
    loadConfig({
      PORT: '0',
      LOG_LEVEL: 'silent',
      AUTH_URL: stack.services.auth.join(','),
      INCIDENTS_URL: stack.services.incidents.join(','),
      VOLUNTEER_URL: stack.services.volunteer.join(','),
      DOCUSIGN_URL: stack.services.docusign.join(','),
      NOTIFICATIONS_URL: stack.services.notifications.join(','),
      ...env,
    }),
  );
}
