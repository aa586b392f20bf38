import http, { type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { localizeAnswer } from '@rescue/contracts/i18n';
import { pickLanguage } from '@rescue/contracts/languages';

/**
 * A JSON answer written by the gateway itself. Its {message} is said in the language of the
 * request's Accept-Language (the spec's English without one) and an error carries its code,
 * as the services' answers do (service-kit's answerInTheirLanguage).
 */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(inTheirLanguage(res, status, body));
  res.writeHead(status, {
    ...headers,
    ...(hasMessage(body) ? { Vary: 'Accept-Language' } : {}),
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

function hasMessage(body: unknown): body is { message: string; code?: unknown } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

function inTheirLanguage(res: ServerResponse, status: number, body: unknown): unknown {
  if (!hasMessage(body)) return body;
  return localizeAnswer(body, status, pickLanguage(res.req?.headers['accept-language']));
}
