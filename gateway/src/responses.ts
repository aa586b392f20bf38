import http, { type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** A JSON answer written by the gateway itself. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/**
 * The answer to a proxy error: a JSON {message} with Retry-After while nothing has been sent
 * yet; once the upstream's answer has begun (or for a socket), only cutting the connection
 * tells the client it is incomplete.
 */
export function answerUpstreamFailure(
  res: ServerResponse | Socket,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (!(res instanceof http.ServerResponse)) {
    res.destroy();
    return;
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  sendJson(res, status, { message }, { 'Retry-After': '2', ...headers });
}
