import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestExportQuery } from '../../../contract/api/requestExport';
import type { RequestSummary } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/queryRows';
import { exportWhere } from './exportWhere';
import { type ListContext, withStalled } from '../read/listContext';
import { afterKeySql, orderBySql, resolveSort } from '../read/sortOrder';
import { SUMMARY_COLUMNS, sqlNumber, summaryRow } from '../read/summaryRow';

/** Rows read per query while exporting. */
export const EXPORT_CHUNK_ROWS = 1000;

const exportRow = z.intersection(
  summaryRow,
  z.object({
    discount: sqlNumber.nullable(),
    surcharge: sqlNumber.nullable(),
    sortKey: z.string().nullable(),
    customData: z.unknown().optional(),
  }),
);
export type ExportRow = RequestSummary & {
  discount: number | null;
  surcharge: number | null;
  /** The record's custom data as stored, read only when the export has custom-field columns. */
  customData?: unknown;
};

export interface ExportOptions {
  /** Rows per query (default EXPORT_CHUNK_ROWS). */
  chunkRows?: number;
  /** Reads each record's custom data too (the export has custom-field columns). */
  withCustomData?: boolean;
}

/**
 * The rows of a filtered, sorted listing a chunk at a time, read by keyset (after the last row's
 * sort value and code): memory stays one chunk whatever the size, no transaction is held open
 * while a slow client downloads, and every chunk costs the same.
 */
export async function* exportRows(
  db: Database,
  type: RequestType,
  query: RequestExportQuery,
  context: ListContext,
  statusOrder: readonly string[],
  options: ExportOptions = {},
): AsyncGenerator<ExportRow[]> {
  const chunkRows = options.chunkRows ?? EXPORT_CHUNK_ROWS;
  const order = resolveSort(query.sort, query.dir, statusOrder);
  const where = exportWhere(type, query, context);
  let after: { value: string | null; code: string } | null = null;
  for (;;) {
    const rows: z.output<typeof exportRow>[] = await queryRows(
      db,
      sql`select ${SUMMARY_COLUMNS}, m.discount, m.surcharge, (${order.value})::text as "sortKey"
            ${options.withCustomData ? sql`, m.record->'customData' as "customData"` : sql``}
          from mirror_requests m
          where ${where} ${after ? sql`and ${afterKeySql(order, after)}` : sql``}
          order by ${orderBySql(order)}
          limit ${chunkRows}`,
      exportRow,
    );
    if (rows.length === 0) return;
    yield rows.map(({ sortKey: _key, customData, ...row }) => ({
      ...withStalled(context, row),
      discount: row.discount,
      surcharge: row.surcharge,
      ...(options.withCustomData ? { customData } : {}),
    }));
    if (rows.length < chunkRows) return;
    const last = rows[rows.length - 1];
    if (!last) return;
    after = { value: last.sortKey, code: last.code };
  }
}
