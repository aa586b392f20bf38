import { formatDateTime, relativeTime } from '@rescue/web-kit';

/** A moment as a date and time, with how long ago it was. */
export function When({ at }: { at: string }) {
  return (
    <time dateTime={at}>
      {formatDateTime(at)} ({relativeTime(at)})
    </time>
  );
}
