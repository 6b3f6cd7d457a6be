import type { Locale } from '../../i18n/locales';
import { csvFigure, type FigureKind, type FigureValue } from './figureValues';

export interface CsvColumn {
  key: string;
  label: string;
  kind: FigureKind;
}

/** Brazilian spreadsheets split on ";" because "," is the decimal mark; English ones on ",". */
const SEPARATOR: Record<Locale, string> = { 'pt-BR': ';', en: ',' };

function quoted(cell: string, separator: string): string {
  return cell.includes(separator) || /["\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/**
 * A figure's data as CSV in the reader's language: the header row in their words, numbers with
 * their decimal mark, and a byte order mark so a spreadsheet opens the accents as UTF-8.
 */
export function figureCsv(
  columns: readonly CsvColumn[],
  rows: readonly Readonly<Record<string, FigureValue>>[],
  locale: Locale,
): string {
  const separator = SEPARATOR[locale];
  const line = (cells: string[]) => cells.map((cell) => quoted(cell, separator)).join(separator);
  const lines = [
    line(columns.map((column) => column.label)),
    ...rows.map((row) =>
      line(columns.map((column) => csvFigure(column.kind, row[column.key] ?? null, locale))),
    ),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
