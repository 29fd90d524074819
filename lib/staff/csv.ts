import { stringify } from 'csv-stringify/sync';

/**
 * CSV exports of the console's lists (issue 15), written by csv-stringify, with the guard
 * against formula injection that spreadsheet programs need: a cell a visitor wrote that starts
 * with =, +, -, @, a tab or a carriage return would run as a formula when the file is opened, so
 * it gets a leading apostrophe and is shown as the text it is (OWASP, "CSV Injection").
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Rows of cells as CSV lines (CRLF, as RFC 4180 and spreadsheets expect). */
export function csvLines(rows: unknown[][]): string {
  return stringify(
    rows.map((row) => row.map(safeCell)),
    { record_delimiter: 'windows' },
  );
}
