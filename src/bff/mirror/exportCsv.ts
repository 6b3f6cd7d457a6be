import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  REQUEST_CSV_COLUMNS,
  type RequestCsvColumn,
  type RequestExportQuery,
} from '../../contract/api/requestExport';
import type { RequestSummary } from '../../contract/api/requests';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { booleanCell, csvLine, moneyCell, numberCell, textCell } from './csvCells';
import { filterSql } from './filterSql';
import { afterKeySql, orderBySql, resolveSort } from './sortOrder';
import { SUMMARY_COLUMNS, sqlNumber, summaryRow } from './summaryRow';

/** Rows read per query while exporting. */
export const EXPORT_CHUNK_ROWS = 1000;

/** Excel reads a UTF-8 CSV as UTF-8 only when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

const exportRow = z.intersection(
  summaryRow,
  z.object({
    discount: sqlNumber.nullable(),
    surcharge: sqlNumber.nullable(),
    sortKey: z.string().nullable(),
  }),
);
type ExportRow = RequestSummary & { discount: number | null; surcharge: number | null };

const cellOf: Record<RequestCsvColumn, (row: ExportRow) => string> = {
  type: (row) => textCell(row.type),
  code: (row) => textCell(row.code),
  id: (row) => textCell(row.id),
  name: (row) => textCell(row.name),
  kind: (row) => textCell(row.kind),
  companyName: (row) => textCell(row.companyName),
  companyFantasyName: (row) => textCell(row.companyFantasyName),
  companyCnpj: (row) => textCell(row.companyCnpj),
  responsibleName: (row) => textCell(row.responsibleName),
  responsibleEmail: (row) => textCell(row.responsibleEmail),
  createdAt: (row) => textCell(row.createdAt),
  lastChangedAt: (row) => textCell(row.lastChangedAt),
  dealStatus: (row) => textCell(row.dealStatus),
  statusSince: (row) => textCell(row.statusSince),
  stockStatus: (row) => textCell(row.stockStatus),
  paymentStatus: (row) => textCell(row.paymentStatus),
  paymentType: (row) => textCell(row.paymentType),
  totalPower: (row) => numberCell(row.totalPower),
  originalValue: (row) => moneyCell(row.originalValue),
  discount: (row) => moneyCell(row.discount),
  surcharge: (row) => moneyCell(row.surcharge),
  finalValue: (row) => moneyCell(row.finalValue),
  freightState: (row) => textCell(row.freightState),
  freightCity: (row) => textCell(row.freightCity),
  removed: (row) => booleanCell(row.removed),
};

export interface ExportOptions {
  /** Rows per query (default EXPORT_CHUNK_ROWS). */
  chunkRows?: number;
}

/**
 * The CSV of a filtered, sorted listing, produced a chunk at a time: a BOM and the header first,
 * then each chunk of rows as it is read. Chunks are read by keyset (after the last row's sort
 * value and code), so memory stays one chunk whatever the size, no transaction is held open
 * while a slow client downloads, and every chunk costs the same.
 */
export async function* exportCsv(
  db: Database,
  type: RequestType,
  query: RequestExportQuery,
  options: ExportOptions = {},
): AsyncGenerator<string> {
  const chunkRows = options.chunkRows ?? EXPORT_CHUNK_ROWS;
  const { sort, dir, ...filters } = query;
  const order = resolveSort(sort, dir);
  const where = filterSql(type, filters);
  yield UTF8_BOM + csvLine(REQUEST_CSV_COLUMNS);
  let after: { value: string | null; code: string } | null = null;
  for (;;) {
    const rows: z.output<typeof exportRow>[] = await queryRows(
      db,
      sql`select ${SUMMARY_COLUMNS}, m.discount, m.surcharge,
                 ${sql.raw(order.column.column)}::text as "sortKey"
          from mirror_requests m
          where ${where} ${after ? sql`and ${afterKeySql(order, after)}` : sql``}
          order by ${orderBySql(order)}
          limit ${chunkRows}`,
      exportRow,
    );
    if (rows.length === 0) return;
    yield rows.map((row) => csvLine(REQUEST_CSV_COLUMNS.map((column) => cellOf[column](row)))).join('');
    if (rows.length < chunkRows) return;
    const last = rows[rows.length - 1];
    if (!last) return;
    after = { value: last.sortKey, code: last.code };
  }
}

/** The download's file name, dated by the export's UTC day: orders-2025-01-31.csv. */
export function exportFileName(type: RequestType, now: Date): string {
  return `${type === 'order' ? 'orders' : 'budgets'}-${now.toISOString().slice(0, 10)}.csv`;
}
