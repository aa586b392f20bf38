// The one CSV helper of the analytics screen: every chart's "Download CSV" writes its table
// through here, so each file holds exactly the rows the table shows.

export type CsvCell = string | number | null;

/** Text a spreadsheet would run as a formula ("=1+1", "+91…", "@SUM", a tab or return first). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field as RFC 4180 writes it: every field in double quotes, quotes inside doubled; null is
 * an empty field. Text that a spreadsheet would take as a formula gets a leading apostrophe
 * (OWASP's CSV injection advice): the names in it (cities, animal types, first names) are typed
 * by people. Numbers are written as they are.
 */
export function csvField(value: CsvCell): string {
  if (value === null) return '""';
  if (typeof value === 'number') return `"${value}"`;
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Rows (the first one the header) as CSV text: fields quoted, lines ended with CRLF. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * Saves `rows` as `filename` on the device, built here from the numbers on screen (no second
 * request). A byte order mark first, so spreadsheet programs read UTF-8 names correctly.
 */
export function downloadCsv(filename: string, rows: readonly (readonly CsvCell[])[]): void {
  const blob = new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  // Released once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
