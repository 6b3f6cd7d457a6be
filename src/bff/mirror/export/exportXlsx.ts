import { PassThrough, type Readable } from 'node:stream';
import { once } from 'node:events';
import ExcelJS from 'exceljs';
import type {
  ExportLanguage,
  RequestExportColumn,
  RequestExportQuery,
} from '../../../contract/api/requestExport';
import { yesNoLabel } from '../../../contract/labels/enumLabels';
import { EXPORT_COLUMN_LABELS } from '../../../contract/labels/requestLabels';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Database } from '../../db/database';
import type { CustomFieldFormat } from '../../../contract/api/customFields';
import { customExportColumns } from '../../customFields/customExportColumns';
import { customExportValue, type ExportValue, exportValue } from './exportCells';
import { exportColumns } from './exportCsv';
import { type ExportOptions, exportRows } from './exportRows';
import type { ListContext } from '../read/listContext';

const MONEY_FORMAT = '"R$" #,##0.00';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * Spreadsheets have no time zones: a date cell holds a wall-clock time. In pt-BR that is São
 * Paulo's, in English UTC's (as the English CSV writes it).
 */
function dateCell(iso: string, lang: ExportLanguage): Date {
  const at = new Date(iso);
  if (lang === 'en') return at;
  const p = Object.fromEntries(wallClock.formatToParts(at).map((part) => [part.type, part.value]));
  return new Date(
    Date.UTC(
      Number(p.year),
      Number(p.month) - 1,
      Number(p.day),
      Number(p.hour),
      Number(p.minute),
      Number(p.second),
    ),
  );
}

function cellValue(value: ExportValue, lang: ExportLanguage): string | number | Date | null {
  switch (value.kind) {
    case 'text':
      // Cells are typed: a text cell is never read as a formula, whatever it starts with.
      return value.value;
    case 'number':
    case 'money':
      return value.value;
    case 'instant':
      return value.value === null ? null : dateCell(value.value, lang);
    case 'day':
      return new Date(`${value.value}T00:00:00.000Z`);
    case 'boolean':
      return yesNoLabel(value.value, lang);
  }
}

function columnFormat(column: RequestExportColumn, lang: ExportLanguage): { width: number; numFmt?: string } {
  switch (column) {
    case 'originalValue':
    case 'discount':
    case 'surcharge':
    case 'finalValue':
      return { width: 16, numFmt: MONEY_FORMAT };
    case 'totalPower':
      // kWp with two decimals, as the screens and the vendor's kit names write it (5,00 and 5,45).
      return { width: 14, numFmt: '#,##0.00' };
    case 'createdAt':
    case 'lastChangedAt':
    case 'statusSince':
      return { width: 18, numFmt: lang === 'pt-BR' ? 'dd/mm/yyyy hh:mm' : 'yyyy-mm-dd hh:mm' };
    case 'name':
    case 'company':
    case 'companyFantasyName':
    case 'responsibleEmail':
      return { width: 32 };
    case 'responsible':
    case 'dealStatus':
    case 'freight':
    case 'freightCity':
      return { width: 22 };
    default:
      return { width: 14 };
  }
}

/** A custom field's column, styled by its format. */
function customColumnFormat(
  format: CustomFieldFormat,
  lang: ExportLanguage,
): { width: number; numFmt?: string } {
  switch (format) {
    case 'money':
      return { width: 16, numFmt: MONEY_FORMAT };
    case 'date':
      return { width: 14, numFmt: lang === 'pt-BR' ? 'dd/mm/yyyy' : 'yyyy-mm-dd' };
    case 'number':
      return { width: 14, numFmt: '#,##0.###' };
    default:
      return { width: 22 };
  }
}

/**
 * The listing as an .xlsx workbook, written row by row through exceljs's streaming writer: typed
 * cells (numbers, dates, money in BRL), a bold frozen header, column widths. Rows come a chunk at
 * a time (exportRows) and each chunk waits for the client to take the bytes before the next.
 */
export function exportXlsx(
  db: Database,
  type: RequestType,
  query: RequestExportQuery,
  context: ListContext,
  statusOrder: readonly string[] = [],
  options: ExportOptions = {},
): Readable {
  const lang = query.lang ?? 'pt-BR';
  const columns = exportColumns(query);
  const labels = EXPORT_COLUMN_LABELS[lang];
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(
    lang === 'pt-BR'
      ? type === 'order'
        ? 'Pedidos'
        : 'Orçamentos'
      : type === 'order'
        ? 'Orders'
        : 'Budgets',
    {
      views: [{ state: 'frozen', ySplit: 1 }],
    },
  );
  const write = async () => {
    const custom = await customExportColumns(db, type, query, context, lang);
    sheet.columns = [
      ...columns.map((column) => ({ header: labels[column], key: column, ...columnFormat(column, lang) })),
      ...custom.map((column, index) => ({
        header: column.label,
        key: `custom${index}`,
        ...customColumnFormat(column.format, lang),
      })),
    ].map(({ numFmt, ...column }) => ({ ...column, ...(numFmt ? { style: { numFmt } } : {}) }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    const reading = { ...options, withCustomData: custom.length > 0 };
    for await (const rows of exportRows(db, type, query, context, statusOrder, reading)) {
      for (const row of rows) {
        sheet
          .addRow([
            ...columns.map((column) => cellValue(exportValue(row, column, lang), lang)),
            ...custom.map((column) => cellValue(customExportValue(row, column), lang)),
          ])
          .commit();
      }
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) =>
    output.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return output;
}
