import type { Locale } from '../i18n/locales';
import { downloadText } from './downloadText';

/** One cell of a CSV: text as is, numbers in the reader's decimal mark, absent as empty. */
export type CsvCell = string | number | null;

/** Brazilian spreadsheets split on ";" because "," is the decimal mark; English ones on ",". */
const SEPARATOR: Record<Locale, string> = { 'pt-BR': ';', en: ',' };

function cell(value: CsvCell, locale: Locale): string {
  if (value === null) return '';
  const separator = SEPARATOR[locale];
  const text =
    typeof value === 'number' && locale === 'pt-BR' ? String(value).replace('.', ',') : String(value);
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 text in the reader's language: a header row then the rows, CRLF line ends. */
export function toCsv(rows: readonly (readonly CsvCell[])[], locale: Locale): string {
  return (
    rows.map((row) => row.map((value) => cell(value, locale)).join(SEPARATOR[locale])).join('\r\n') + '\r\n'
  );
}

/**
 * Saves rows as a CSV file from the page (the data a chart already shows; no request). The byte
 * order mark lets spreadsheet programs read the accents as UTF-8.
 */
export function downloadCsv(fileName: string, rows: readonly (readonly CsvCell[])[], locale: Locale): void {
  downloadText(fileName, `\ufeff${toCsv(rows, locale)}`, 'text/csv;charset=utf-8');
}
