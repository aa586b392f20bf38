// Follows the incidents' change feed (GET /internal/incidents/changes, a long poll) from the
// position every replica shares (store/feed-position.ts).
import type { IncidentChange } from '@rescue/contracts';
import { followLongPoll, type Logger } from '@rescue/service-kit';
import type { FeedPosition } from '../store/feed-position';
import type { Peers } from '../store/peers';

const WAIT_MS = 25_000;
/** After a failure: 250 ms, doubling to 5 s (the incidents service restarting). */
const RETRY_MS = [250, 500, 1000, 2000, 5000];

export interface FeedFollower {
  start(): void;
  stop(): void;
  /** The last change handled (tests and the benchmark wait on it). */
  readonly position: number | undefined;
}

/**
 * Each batch is handled, then the position moves past it: a batch that fails (a service it
 * needs is down) is asked for again, and a restart goes on from the stored position, so a
 * change is never skipped (at worst handled twice, which stores and pushes nothing twice:
 * domain/notifier.ts). Every replica follows; what one stored, another's store is a no-op.
 * A position older than the incidents service keeps (10 minutes and 1,000 changes) is logged
 * as a gap and the feed goes on from the newest change. A first start takes the log from its
 * first change when it still has it, else from the newest.
 */
export function followFeed(
  deps: { peers: Pick<Peers, 'changes'>; position: FeedPosition; logger: Logger },
  handle: (changes: readonly IncidentChange[]) => Promise<void>,
): FeedFollower {
  let cursor: number | undefined;
  const follower = followLongPoll(
    async (signal) => {
      // First start: from the log's first change (a log trimmed past it answers its newest).
      cursor ??= (await deps.position.get()) ?? 0;
      const answer = await deps.peers.changes(cursor, WAIT_MS, signal);
      if (answer.gap)
        deps.logger.warn({ from: cursor, to: answer.cursor }, 'incident changes were missed');
      if (answer.changes.length > 0) await handle(answer.changes);
      cursor = answer.cursor;
      await deps.position.advance(cursor);
    },
    { retryMs: RETRY_MS, failureMessage: 'following incident changes failed', logger: deps.logger },
  );

  return {
    start: follower.start,
    stop: follower.stop,
    get position() {
      return cursor;
    },
  };
}
