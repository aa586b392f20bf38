import { createHmac, timingSafeEqual } from 'node:crypto';
import { STREAM_TICKET_TTL_SECONDS } from '@rescue/contracts';
import type { AuthUser, TokenIdentity } from '@rescue/service-kit';

/**
 * Stream tickets (POST /api/events/ticket): how a browser's EventSource, which cannot send an
 * Authorization header, opens GET /api/events/stream without putting the token itself in a
 * URL (URLs end up in logs, history and proxies). A ticket names the session and token it
 * was made from, is signed with a key derived from the internal API key (every replica of
 * every service has it, so any replica accepts it), lasts STREAM_TICKET_TTL_SECONDS and
 * authorises this one path only. It may be used more than once while it lasts (EventSource
 * reconnects by itself with the same URL); the stream behind it checks the session like any
 * call, and ends when the session or the token does.
 */
export interface StreamTicket {
  identity: TokenIdentity;
  /** Unix seconds. */
  expiresAt: number;
}

const PURPOSE = 'rescue-network event-stream ticket v1';

export function ticketKey(internalApiKey: string): Buffer {
  return createHmac('sha256', internalApiKey).update(PURPOSE).digest();
}

const sign = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

export function issueTicket(
  key: Buffer,
  user: AuthUser,
  tokenExpiresAt: number,
  now = Date.now(),
): StreamTicket & { ticket: string } {
  const expiresAt = Math.min(Math.floor(now / 1000) + STREAM_TICKET_TTL_SECONDS, tokenExpiresAt);
  const identity: TokenIdentity = {
    id: user.id,
    role: user.role,
    name: user.name,
    documentsSigned: user.documentsSigned,
    sessionId: user.sessionId,
    tokenId: user.tokenId,
    expiresAt: tokenExpiresAt,
  };
  const payload = Buffer.from(JSON.stringify({ i: identity, e: expiresAt })).toString('base64url');
  return { ticket: `${payload}.${sign(key, payload)}`, identity, expiresAt };
}

/** The ticket's identity if it is ours, intact and not expired; otherwise undefined. */
export function readTicket(
  key: Buffer,
  ticket: string,
  now = Date.now(),
): StreamTicket | undefined {
  const [payload, signature, extra] = ticket.split('.');
  if (!payload || !signature || extra !== undefined || ticket.length > 4096) return undefined;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const { i: identity, e: expiresAt } = JSON.parse(
      Buffer.from(payload, 'base64url').toString(),
    ) as {
      i: TokenIdentity;
      e: number;
    };
    if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now) return undefined;
    return { identity, expiresAt };
  } catch {
    return undefined;
  }
}
