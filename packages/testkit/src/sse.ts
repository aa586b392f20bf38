// A server-sent events reader over node:http (no browser): what the live-updates tests and the
// benchmark use to read GET /api/events/stream as EventSource would.
import http from 'node:http';

export interface SseEvent {
  /** The block's id, or the last id seen before it (as EventSource keeps it). */
  id: string;
  event: string;
  data: string;
  /** When the block arrived (performance.now()). */
  receivedAt: number;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every dispatched event so far, in order. */
  events: SseEvent[];
  /** Comment lines received (heartbeats). */
  comments: number;
  /** EventSource's last event id: set by every block with an id field, dispatched or not. */
  lastEventId: string;
  /** The reconnection time the server set last (`retry:`), as EventSource would wait. */
  retry: number | undefined;
  /** The body of a refusal (not an event stream). */
  body: string;
  /** Resolves when the server ends the stream or the connection drops. */
  ended: Promise<void>;
  /** The first event from now or already received matching `match`, within `timeoutMs`. */
  waitFor(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
  /** Stops reading (a slow client): the server's buffer for it fills. */
  pause(): void;
  /** Reads again (a paused stream notices its connection's end only then). */
  resume(): void;
}

export interface OpenStreamOptions {
  token?: string;
  lastEventId?: string;
  headers?: http.OutgoingHttpHeaders;
  accept?: string;
  localAddress?: string;
  /** For many streams: an agent of the caller's (default: a connection each). */
  agent?: http.Agent | false;
}

/** Opens `url` as an event stream; resolves once the response's headers arrived. */
export function openStream(url: string, options: OpenStreamOptions = {}): Promise<SseStream> {
  const headers: http.OutgoingHttpHeaders = {
    accept: options.accept ?? 'text/event-stream',
    ...options.headers,
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  return new Promise((resolve, reject) => {
    const req = http.get(url, {
      headers,
      agent: options.agent ?? false,
      localAddress: options.localAddress,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const waiters = new Set<{
        match: (e: SseEvent) => boolean;
        resolve: (e: SseEvent) => void;
      }>();
      let endedResolve!: () => void;
      const stream: SseStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events: [],
        comments: 0,
        lastEventId: options.lastEventId ?? '',
        retry: undefined,
        body: '',
        ended: new Promise<void>((r) => (endedResolve = r)),
        waitFor(match, timeoutMs = 5000) {
          const found = stream.events.find(match);
          if (found) return Promise.resolve(found);
          return new Promise((resolveWait, rejectWait) => {
            const waiter = {
              match,
              resolve: (e: SseEvent) => {
                clearTimeout(timer);
                waiters.delete(waiter);
                resolveWait(e);
              },
            };
            const timer = setTimeout(() => {
              waiters.delete(waiter);
              rejectWait(new Error(`no matching event within ${timeoutMs} ms`));
            }, timeoutMs);
            waiters.add(waiter);
          });
        },
        close: () => req.destroy(),
        pause: () => res.pause(),
        resume: () => res.resume(),
      };
      const isStream = /^text\/event-stream/.test(res.headers['content-type'] ?? '');
      let buffer = '';
      let block = { id: undefined as string | undefined, event: '', data: [] as string[] };
      res.setEncoding('utf8');
      res.on('data', (text: string) => {
        if (!isStream) {
          stream.body += text;
          return;
        }
        buffer += text;
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline).replace(/\r$/, '');
          buffer = buffer.slice(newline + 1);
          if (line === '') {
            if (block.id !== undefined) stream.lastEventId = block.id;
            if (block.data.length > 0) {
              const event: SseEvent = {
                id: stream.lastEventId,
                event: block.event || 'message',
                data: block.data.join('\n'),
                receivedAt: performance.now(),
              };
              stream.events.push(event);
              for (const waiter of [...waiters]) if (waiter.match(event)) waiter.resolve(event);
            }
            block = { id: undefined, event: '', data: [] };
            continue;
          }
          if (line.startsWith(':')) {
            stream.comments += 1;
            continue;
          }
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'id') block.id = value;
          else if (field === 'event') block.event = value;
          else if (field === 'data') block.data.push(value);
          else if (field === 'retry' && /^\d+$/.test(value)) stream.retry = Number(value);
        }
      });
      const done = () => endedResolve();
      res.on('end', done);
      res.on('close', done);
      res.on('error', done);
      // A paused response never emits 'end' or 'close': the connection's end says it.
      req.on('close', done);
      resolve(stream);
    });
  });
}
