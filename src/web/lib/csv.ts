/** One cell of a CSV: text as is, numbers in plain machine form (1234.5), absent as empty. */
export type CsvCell = string | number | null;

function cell(value: CsvCell): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 text: a header row then the rows, CRLF line ends. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/**
 * Saves rows as a CSV file from the page (the data a chart already shows; no request). The byte
 * order mark lets spreadsheet programs read the accents as UTF-8.
 */
export function downloadCsv(fileName: string, rows: readonly (readonly CsvCell[])[]): void {
  const blob = new Blob(['\ufeff', toCsv(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(url);
}
