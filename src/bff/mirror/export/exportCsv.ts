import {
  DEFAULT_EXPORT_COLUMNS,
  type ExportLanguage,
  type RequestExportColumn,
  type RequestExportQuery,
} from '../../../contract/api/requestExport';
import { yesNoLabel } from '../../../contract/labels/enumLabels';
import { EXPORT_COLUMN_LABELS } from '../../../contract/labels/requestLabels';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Database } from '../../db/database';
import { csvLine, textCell } from './csvCells';
import { brazilianDateTime } from './exportDateText';
import { customExportColumns } from '../../customFields/customExportColumns';
import { customExportValue, type ExportValue, exportValue } from './exportCells';
import { type ExportOptions, exportRows } from './exportRows';
import type { ListContext } from '../read/listContext';

export { EXPORT_CHUNK_ROWS, type ExportOptions } from './exportRows';
export { brazilianDateTime } from './exportDateText';

/** Excel reads a UTF-8 CSV as UTF-8 only when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * How each language writes a cell: pt-BR as a Brazilian Excel reads it (decimal comma, local
 * time); English with a decimal point and ISO 8601 UTC times.
 */
export function csvCell(value: ExportValue, lang: ExportLanguage): string {
  const comma = (number: string) => (lang === 'pt-BR' ? number.replace('.', ',') : number);
  switch (value.kind) {
    case 'text':
      return textCell(value.value);
    case 'number':
      return value.value === null ? '' : comma(String(value.value));
    case 'money':
      return value.value === null ? '' : comma(value.value.toFixed(2));
    case 'instant':
      if (value.value === null) return '';
      return lang === 'pt-BR' ? brazilianDateTime(value.value) : value.value;
    case 'day':
      return lang === 'pt-BR' ? value.value.split('-').reverse().join('/') : value.value;
    case 'boolean':
      return textCell(yesNoLabel(value.value, lang));
  }
}

export function exportColumns(query: RequestExportQuery): readonly RequestExportColumn[] {
  return query.columns ?? DEFAULT_EXPORT_COLUMNS;
}

/**
 * The CSV of a filtered, sorted listing, produced a chunk at a time: a BOM and the header first,
 * then each chunk of rows as it is read (exportRows), in the reader's language and separator.
 */
export async function* exportCsv(
  db: Database,
  type: RequestType,
  query: RequestExportQuery,
  context: ListContext,
  statusOrder: readonly string[] = [],
  options: ExportOptions = {},
): AsyncGenerator<string> {
  const lang = query.lang ?? 'pt-BR';
  const separator = lang === 'pt-BR' ? ';' : ',';
  const columns = exportColumns(query);
  const labels = EXPORT_COLUMN_LABELS[lang];
  const custom = await customExportColumns(db, type, query, context, lang);
  yield (
    UTF8_BOM +
    csvLine(
      [
        ...columns.map((column) => textCell(labels[column])),
        ...custom.map((column) => textCell(column.label)),
      ],
      separator,
    )
  );
  const reading = { ...options, withCustomData: custom.length > 0 };
  for await (const rows of exportRows(db, type, query, context, statusOrder, reading)) {
    yield rows
      .map((row) =>
        csvLine(
          [
            ...columns.map((column) => csvCell(exportValue(row, column, lang), lang)),
            ...custom.map((column) => csvCell(customExportValue(row, column), lang)),
          ],
          separator,
        ),
      )
      .join('');
  }
}

/** The download's file name in the reader's language, dated by the export's UTC day. */
export function exportFileName(
  type: RequestType,
  now: Date,
  lang: ExportLanguage,
  extension: 'csv' | 'xlsx',
): string {
  const base =
    lang === 'pt-BR'
      ? type === 'order'
        ? 'pedidos'
        : 'orcamentos'
      : type === 'order'
        ? 'orders'
        : 'budgets';
  return `${base}-${now.toISOString().slice(0, 10)}.${extension}`;
}
