// Client CSV exports; formula-injection neutralising and RFC 4180 quoting.

export type CsvValue = string | number | null | undefined;

/** UTF-8 byte order mark so spreadsheet programs read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';
export const CSV_EOL = '\r\n';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell: formula starts (= + - @, tab, CR) prefixed with ', then quoted per RFC 4180 when needed. */
export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows to CSV text: BOM first, CRLF line endings, a CRLF after the last record. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(',') + CSV_EOL).join('');
}
