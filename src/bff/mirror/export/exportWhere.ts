import { type SQL, sql } from 'drizzle-orm';
import type { RequestExportQuery } from '../../../contract/api/requestExport';
import type { RequestType } from '../../../contract/upstream/enums';
import { filterSql } from '../read/filterSql';
import type { ListContext } from '../read/listContext';

/**
 * Which rows of `mirror_requests m` an export holds: the listing's filters and, when the list's
 * ticked rows are exported, only those codes (still under the filters, so a code the reader's
 * filter would hide never comes out).
 */
export function exportWhere(type: RequestType, query: RequestExportQuery, context: ListContext): SQL {
  const { sort: _sort, dir: _dir, lang: _lang, columns: _columns, codes, ...filters } = query;
  const where = filterSql(type, filters, context);
  return codes ? sql`${where} and m.code in ${codes}` : where;
}
