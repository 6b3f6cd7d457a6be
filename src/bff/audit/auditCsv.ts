import {
  AUDIT_CSV_COLUMNS,
  type AuditCsvColumn,
  type AuditExportQuery,
} from '../../contract/api/auditExport';
import { csvLine, numberCell, textCell } from '../mirror/export/csvCells';
import { UTF8_BOM } from '../mirror/export/exportCsv';
import type { AuditLog, StoredAuditEntry } from './auditLog';

/** Entries read per query while exporting. */
export const AUDIT_EXPORT_CHUNK = 500;

const cellOf: Record<AuditCsvColumn, (entry: StoredAuditEntry) => string> = {
  id: (entry) => numberCell(entry.id),
  at: (entry) => textCell(entry.at.toISOString()),
  action: (entry) => textCell(entry.action),
  outcome: (entry) => textCell(entry.outcome),
  actorKind: (entry) => textCell(entry.actor.kind),
  actorId: (entry) => textCell(entry.actor.id),
  actorLabel: (entry) => textCell(entry.actor.label),
  requestCode: (entry) => textCell(entry.requestCode),
  requestId: (entry) => textCell(entry.requestId),
  target: (entry) => textCell(entry.target),
  address: (entry) => textCell(entry.address),
  // One JSON text per entry: a spreadsheet keeps it in one cell, a script can parse it back.
  details: (entry) => textCell(Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : null),
};

/**
 * The audit log under the page's filters as CSV, a chunk at a time: a BOM and the header first,
 * then each page of entries, newest first, read by the same keyset cursor the page uses, so memory
 * stays one chunk whatever the log's size. Every text cell goes through the requests export's
 * `textCell`, which quotes it and defuses anything a spreadsheet would read as a formula.
 */
export async function* auditCsv(
  audit: AuditLog,
  query: AuditExportQuery,
  chunk = AUDIT_EXPORT_CHUNK,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine(AUDIT_CSV_COLUMNS);
  let before: string | undefined;
  for (;;) {
    const page = await audit.list({ ...query, before, limit: chunk });
    if (page.entries.length > 0) {
      yield page.entries
        .map((entry) => csvLine(AUDIT_CSV_COLUMNS.map((column) => cellOf[column](entry))))
        .join('');
    }
    if (!page.nextCursor) return;
    before = page.nextCursor;
  }
}

/** The download's file name, dated by the export's UTC day: audit-2025-01-31.csv. */
export function auditExportFileName(now: Date): string {
  return `audit-${now.toISOString().slice(0, 10)}.csv`;
}
