import { kitText } from '../i18n/kit-text';

const MINUTE = 60_000;
const MINUTES_PER_DAY = 1440;

/**
 * "5 minutes ago" (spec section 4), in the page's language: minutes under 60, hours under
 * 1440 minutes, else days. Anything under a minute, or in the future (clock skew), reads
 * "just now".
 */
export function relativeTime(date: string | number | Date, now: number = Date.now()): string {
  const minutes = Math.floor((now - new Date(date).getTime()) / MINUTE);
  if (!Number.isFinite(minutes)) return '';
  if (minutes < 1) return kitText.t('time.justNow');
  if (minutes < 60) return kitText.t('time.minutesAgo', { count: minutes });
  if (minutes < MINUTES_PER_DAY)
    return kitText.t('time.hoursAgo', { count: Math.floor(minutes / 60) });
  return kitText.t('time.daysAgo', { count: Math.floor(minutes / MINUTES_PER_DAY) });
}
