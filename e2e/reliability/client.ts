// The reliability tests' client, as a careful app is one while a part of the stack is down:
// every request under a timeout, a refused connection or a timeout being an answer too, and a
// report sent again with its Idempotency-Key after an answer that leaves it unknown, with
// back-off. What it saw is returned whole for the tests' checks.

/** An HTTP status, or what went wrong on the wire. */
export type Result = number | 'network' | 'timeout';

export interface Answer {
  /** performance.now() when sent, and when answered (or failed). */
  sentAt: number;
  doneAt: number;
  result: Result;
  /** Whether the answer said it was JSON. */
  json: boolean;
  /** The JSON body, parsed; undefined otherwise. */
  body: unknown;
  /** The body's `message`, or what went wrong on the wire. */
  message?: string;
  retryAfter: string | null;
}

/** One request to `url`, given up on after `timeoutMs`. */
export async function timedFetch(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Answer> {
  const sentAt = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    const json = (res.headers.get('content-type') ?? '').startsWith('application/json');
    const body = json ? (JSON.parse(text) as unknown) : undefined;
    return {
      sentAt,
      doneAt: performance.now(),
      result: res.status,
      json,
      body,
      message: (body as { message?: string } | undefined)?.message,
      retryAfter: res.headers.get('retry-after'),
    };
  } catch (error) {
    return {
      sentAt,
      doneAt: performance.now(),
      result: (error as Error).name === 'TimeoutError' ? 'timeout' : 'network',
      json: false,
      body: undefined,
      message: String((error as Error).message),
      retryAfter: null,
    };
  }
}

/** Gateway answers for a service that is down or restarting: the report form sends again. */
export const RETRYABLE = new Set([502, 503, 504]);

/** Whether the client sends the same report again (same key) after this answer. */
export const retryable = (result: Result) => typeof result !== 'number' || RETRYABLE.has(result);

/**
 * The client's pause before attempt `attempt + 1`: exponential from `firstMs`, at least the
 * answer's Retry-After, at most `maxMs`. Client behaviour under test, not a wait for a result.
 */
export function backoffMs(
  attempt: number,
  retryAfter: string | null,
  { firstMs, maxMs }: { firstMs: number; maxMs: number },
): number {
  const hinted = retryAfter ? Number(retryAfter) * 1000 : 0;
  return Math.min(maxMs, Math.max(firstMs * 2 ** (attempt - 1), hinted));
}

/** POST /api/incidents/create as the report form sends it: JSON, with its Idempotency-Key. */
export function reportRequest(token: string, key: string, body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': key,
    },
    body: JSON.stringify(body),
  };
}

/**
 * The stored incidents' ids by the marker each one's description carries (`marker` captures
 * it), for the check that every acknowledged report is stored exactly once.
 */
export function idsByMarker(
  incidents: { _id: string; description: string }[],
  marker: RegExp,
): Map<string, string[]> {
  const ids = new Map<string, string[]>();
  for (const incident of incidents) {
    const found = marker.exec(incident.description)![1]!;
    ids.set(found, [...(ids.get(found) ?? []), incident._id]);
  }
  return ids;
}
