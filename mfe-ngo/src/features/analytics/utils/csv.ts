// The one CSV helper of the analytics screen: every chart's "Download CSV" writes its table
// through here, so each file holds exactly the rows the table shows.
import { defuseFormulas } from '@rescue/contracts';

export type CsvCell = string | number | null;

/**
 * One field as RFC 4180 writes it: every field in double quotes, quotes inside doubled; null is
 * an empty field. Every piece of text that a spreadsheet would take as a formula, after whichever
 * separator it splits at, gets an apostrophe (the contracts' defuseFormulas, the rule the
 * server's export follows too): the names in it (cities, animal types, first names) are typed
 * by people. Numbers are written as they are.
 */
export function csvField(value: CsvCell): string {
  if (value === null) return '""';
  if (typeof value === 'number') return `"${value}"`;
  return `"${defuseFormulas(value).replaceAll('"', '""')}"`;
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
  saveBlob(filename, new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
}

/** Saves `blob` as `filename` on the device. */
export function saveBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  // Released once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
