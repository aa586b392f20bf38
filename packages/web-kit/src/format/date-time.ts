import { formatLocale } from '../i18n/language-store';

/**
 * "22 Nov 2026, 10:15 am" (हिन्दी "22 नव॰ 2026, 10:15 am"): a date and time as every area writes
 * them, in the page's language. Empty for a bad date.
 */
export function formatDateTime(date: string | number | Date): string {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  return value.toLocaleString(formatLocale(), { dateStyle: 'medium', timeStyle: 'short' });
}

/** "22 Nov 2026": a day, the one way every area (analytics' axes included) writes dates. */
export function formatDate(date: string | number | Date): string {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  return value.toLocaleDateString(formatLocale(), { dateStyle: 'medium' });
}

/** 1,23,456 (lakh grouping in all three languages, Latin digits: see language-store.ts). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(formatLocale(), options).format(value);
}
