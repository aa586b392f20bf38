const MINUTE = 60_000;
const MINUTES_PER_DAY = 1440;

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/**
 * "5 minutes ago" (spec section 4): minutes under 60, hours under 1440 minutes, else days.
 * Anything under a minute, or in the future (clock skew), reads "just now".
 */
export function relativeTime(date: string | number | Date, now: number = Date.now()): string {
  const minutes = Math.floor((now - new Date(date).getTime()) / MINUTE);
  if (!Number.isFinite(minutes)) return '';
  if (minutes < 1) return 'just now';
  if (minutes < 60) return plural(minutes, 'minute');
  if (minutes < MINUTES_PER_DAY) return plural(Math.floor(minutes / 60), 'hour');
  return plural(Math.floor(minutes / MINUTES_PER_DAY), 'day');
}
