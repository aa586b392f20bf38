/** "22 Nov 2026, 10:15 am": a date and time as every area writes them. Empty for a bad date. */
export function formatDateTime(date: string | number | Date): string {
  const value = new Date(date);
  if (Number.isNaN(value.getTime())) return '';
  return value.toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
}
