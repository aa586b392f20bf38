import { formatDateTime, relativeTime } from '@rescue/web-kit';
import { areasText } from './areas-text';

/**
 * A moment, one way in every area (issue 16): "22 Nov 2026, 10:15 am (3 days ago)", in a
 * <time> element a machine can read. `now` lets a list that re-renders on a timer age with it.
 */
export function DateTime({ at, now }: { at: string; now?: number }) {
  areasText.useText(); // re-render on a language switch
  return (
    <time dateTime={at}>
      {formatDateTime(at)} ({relativeTime(at, now)})
    </time>
  );
}
