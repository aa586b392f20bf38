import {
  SESSION_ENDED_MESSAGE,
  STREAM_HEARTBEAT_MS,
  type StreamTicketResponse,
} from '@rescue/contracts';
import {
  HttpError,
  operationRouter,
  type Router,
  unauthorized,
  verifyToken,
  type Logger,
  type ServiceContext,
  type ServiceState,
  type RemoteSessions,
  type SessionEndWatch,
  type SessionVerifier,
  type TokenIdentity,
} from '@rescue/service-kit';
import type { IncidentStore } from '../store/incidents';
import type { IncidentsConfig } from '../config';
import { EventFeed, type Subscriber } from '../domain/event-feed';
import { issueTicket, readTicket, ticketKey } from '../domain/stream-ticket';
import { answerRefusals } from './refusals';

/** A client whose unsent events pass this is disconnected (it reconnects with Last-Event-ID). */
export const STREAM_MAX_BUFFER_BYTES = 256 * 1024;
/** Open streams one replica serves at most; more get 503 (the client retries elsewhere). */
const MAX_STREAMS = 10_000;
/** How often a stream asks again whether its session is live (and who it belongs to now). */
const SESSION_RECHECK_MS = 30_000;
/** What EventSource waits before reconnecting after the stream ends. */
const RETRY_MS = 1000;
/**
 * ...and after this replica closed it for a newer stream of the same account: a browser with
 * more tabs than the cap does not take turns closing its own streams every second.
 */
const EVICTED_RETRY_MS = 30_000;
const NOT_AN_EVENT_STREAM =
  'This is a server-sent event stream: send Accept: text/event-stream (EventSource does)';
const BAD_TICKET = 'Invalid or expired stream ticket';

export interface EventsRouterDeps {
  feed: EventFeed;
  /** Forgets an ended session itself (remoteSessions) before `ends` tells the streams. */
  sessions: SessionVerifier;
  /** Session ends as auth pushes them: the account's streams end at once, not at a recheck. */
  ends?: SessionEndWatch;
  /** Streams one account holds on this replica at most; a newer one closes the oldest. */
  streamsPerAccount: number;
  jwtPublicKey: string;
  internalApiKey: string;
  logger: Logger;
  /** Ends every open stream (at shutdown: open streams would hold the server open). */
  onClosing: (stop: () => void) => void;
}

/**
 * The live-updates feed of this replica, started, and its routes: what app.ts mounts. The
 * feed follows the change log from now on and looks at once after this replica's writes.
 */
export async function liveEventsRouter(options: {
  config: IncidentsConfig;
  logger: Logger;
  incidents: IncidentStore;
  /** The service's session check, which follows auth's session ends (its `ends`). */
  sessions: RemoteSessions;
  onClose?: (stop: () => void) => void;
  onClosing?: (stop: () => void) => void;
}): Promise<Router<ServiceState>> {
  const { config, logger, incidents, sessions } = options;
  const feed = new EventFeed(incidents.changeLog, logger);
  await feed.start();
  incidents.onWrite(() => feed.kick());
  options.onClose?.(() => feed.stop());
  return eventsRouter({
    feed,
    sessions,
    ends: sessions.ends,
    streamsPerAccount: config.streamsPerAccount,
    jwtPublicKey: config.jwtPublicKey,
    internalApiKey: config.internalApiKey,
    logger,
    onClosing: options.onClosing ?? (() => undefined),
  });
}

/**
 * The live-updates stream (GET /api/events/stream) and its browser ticket
 * (POST /api/events/ticket). Who may see what is the feed's (domain/event-feed.ts); this
 * authenticates, speaks SSE, bounds a slow client's buffer and ends streams whose session or
 * token ended.
 */
export function eventsRouter(deps: EventsRouterDeps): Router<ServiceState> {
  const routes = operationRouter();
  routes.router.use(answerRefusals);
  /** The token a ticket was made from, for the stream it opens (ticketCaller). */
  const ticketIdentity = new WeakMap<ServiceContext, TokenIdentity>();
  const key = ticketKey(deps.internalApiKey);
  const open = new Set<() => void>();
  /** Each account's open streams, oldest first (a Set keeps insertion order). */
  const byAccount = new Map<string, Set<OpenStream>>();
  deps.onClosing(() => {
    for (const end of [...open]) end();
  });
  deps.ends?.onEnd((ended) => {
    for (const stream of byAccount.get(ended.userId) ?? []) {
      if (ended.sessionId === undefined) stream.recheck();
      else if (stream.subscriber.user.sessionId === ended.sessionId) stream.end();
    }
  });

  /** The bearer token's identity (its expiry: the stream ends then). */
  const bearer = (ctx: ServiceContext): TokenIdentity | undefined => {
    const match = /^Bearer\s+(.+)$/i.exec(ctx.get('authorization'));
    return match?.[1] ? verifyToken(match[1].trim(), deps.jwtPublicKey) : undefined;
  };

  routes.route('events.ticket', ({ ctx, user }) => {
    const token = bearer(ctx);
    if (!token) throw unauthorized(BAD_TICKET);
    const issued = issueTicket(key, user, token.expiresAt);
    const body: StreamTicketResponse = {
      ticket: issued.ticket,
      expiresAt: new Date(issued.expiresAt * 1000).toISOString(),
    };
    return body;
  });

  // The caller is the bearer token's, or the ticket's (ticketCaller); the handler reads its
  // own query (a malformed lastEventId is its message).
  routes.route(
    'events.stream',
    async ({ ctx, user }) => {
      const identity = ticketIdentity.get(ctx) ?? bearer(ctx);
      if (!identity) throw unauthorized(BAD_TICKET);
      if (!/\btext\/event-stream\b/i.test(ctx.get('accept')))
        throw new HttpError(406, NOT_AN_EVENT_STREAM);
      const rawId = ctx.get('last-event-id') || queryString(ctx, 'lastEventId');
      if (rawId && !/^\d{1,15}$/.test(rawId))
        throw new HttpError(400, 'lastEventId: not an event id');
      if (open.size >= MAX_STREAMS)
        throw new HttpError(503, 'Too many open streams here, please retry', {
          'Retry-After': '2',
        });
      deps.ends?.start();
      // A newer stream of the account closes its oldest: one account cannot hold thousands.
      for (const oldest of byAccount.get(user.id) ?? []) {
        if ((byAccount.get(user.id)?.size ?? 0) < deps.streamsPerAccount) break;
        oldest.evict();
      }
      const mine = byAccount.get(user.id) ?? new Set<OpenStream>();
      byAccount.set(user.id, mine);

      ctx.status = 200;
      ctx.respond = false;
      const { req, res } = ctx;
      req.socket.setTimeout(0);
      req.socket.setNoDelay(true);
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS}\n\n`);

      let closed = false;
      let lastWrite = Date.now();
      let unsubscribe: (() => void) | undefined;
      const timers: NodeJS.Timeout[] = [];
      const end = (destroy = false) => {
        if (closed) return;
        closed = true;
        open.delete(end);
        mine.delete(stream);
        if (mine.size === 0 && byAccount.get(user.id) === mine) byAccount.delete(user.id);
        unsubscribe?.();
        for (const timer of timers) clearTimeout(timer);
        if (destroy) res.destroy();
        else {
          res.end();
          // A keep-alive socket would otherwise stay open for the next request (and at
          // shutdown, hold the server open).
          res.once('finish', () => req.socket.end());
        }
      };
      open.add(end);
      res.once('close', () => end(true));

      const subscriber: Subscriber = {
        user,
        write: (frame) => {
          if (closed) return;
          res.write(frame);
          lastWrite = Date.now();
          if (res.writableLength > STREAM_MAX_BUFFER_BYTES) {
            deps.logger.warn(
              { reqId: ctx.state.requestId, buffered: res.writableLength },
              'live stream client too slow; disconnected',
            );
            end(true);
          }
        },
      };

      const heartbeat = setInterval(() => {
        if (Date.now() - lastWrite >= STREAM_HEARTBEAT_MS - 500)
          subscriber.write(deps.feed.position());
      }, STREAM_HEARTBEAT_MS);
      const stream: OpenStream = {
        subscriber,
        end: () => end(),
        evict: () => {
          if (!closed) res.write(`retry: ${EVICTED_RETRY_MS}\n\n`);
          end();
        },
        recheck: () =>
          void deps.sessions(identity, ctx.state.requestId).then(
            (principal) => {
              if (!principal) end();
              else
                subscriber.user = {
                  ...principal,
                  sessionId: user.sessionId,
                  tokenId: user.tokenId,
                };
            },
            () => undefined, // auth unreachable: the session was live; ask again next time
          ),
      };
      mine.add(stream);
      // Pushed ends (deps.ends) end a stream at once; this catches a token replaced by a refresh
      // and an end while auth could not be followed.
      const recheck = setInterval(stream.recheck, SESSION_RECHECK_MS);
      const expires = setTimeout(
        () => end(),
        Math.min(Math.max(identity.expiresAt * 1000 - Date.now(), 0), 2 ** 31 - 1),
      );
      timers.push(heartbeat, recheck, expires);
      for (const timer of timers) timer.unref();

      try {
        const unsub = await deps.feed.subscribe(subscriber, rawId ? Number(rawId) : undefined);
        if (closed) unsub();
        else unsubscribe = unsub;
      } catch (error) {
        deps.logger.warn({ reqId: ctx.state.requestId, err: error }, 'live stream could not start');
        end(true);
      }
    },
    { before: ticketCaller, parse: false },
  );

  /**
   * A stream ticket's caller (this path only, when no bearer token is sent): its session, asked
   * of auth, is the caller the operation's roles are then checked on.
   */
  async function ticketCaller(ctx: ServiceContext): Promise<void> {
    const ticket = queryString(ctx, 'ticket');
    if (ticket === undefined || ctx.get('authorization')) return;
    const read = readTicket(key, ticket);
    if (!read) throw unauthorized(BAD_TICKET);
    const principal = await deps.sessions(read.identity, ctx.state.requestId);
    if (!principal) throw unauthorized(SESSION_ENDED_MESSAGE);
    const { sessionId, tokenId } = read.identity;
    ctx.state.user = { ...principal, sessionId, tokenId };
    // The stream lasts as long as the token the ticket was made from.
    ticketIdentity.set(ctx, read.identity);
  }

  return routes.router;
}

/** One open stream, as the account's other streams and pushed session ends reach it. */
interface OpenStream {
  subscriber: Subscriber;
  end(): void;
  /** Closed for a newer stream of the account: told to wait before reconnecting. */
  evict(): void;
  /** Asks auth now whether its session is live (a session of the account ended). */
  recheck(): void;
}

function queryString(ctx: ServiceContext, name: string): string | undefined {
  const value = ctx.query[name];
  return typeof value === 'string' ? value : undefined;
}
