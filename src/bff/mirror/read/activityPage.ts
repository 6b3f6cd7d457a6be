import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ActivityPage, ActivityQuery } from '../../../contract/api/activity';
import { requestTypeSchema } from '../../../contract/upstream/enums';
import { VENDOR_BOOKKEEPING_FIELDS } from '../../../contract/upstream/requestRecord';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/queryRows';
import { decodeActivityCursor, encodeActivityCursor } from './activityCursor';
import { containsPattern } from './filterSql';
import { historyColumns, withActor } from './historyRows';
import { instantText } from './summaryRow';

const activityRow = z
  .object({
    ...historyColumns,
    type: requestTypeSchema,
    code: z.string(),
    name: z.string().nullable(),
    companyName: z.string().nullable(),
    createdAt: instantText.nullable(),
  })
  .transform(withActor);

/** "Touches this field": the field itself or anything inside it ("payment" finds "payment.status"). */
function touchesField(field: string): SQL {
  const inside = `${containsPattern(field).slice(1, -1)}.%`;
  return sql`exists (select 1 from jsonb_array_elements(h.changes) as c(change)
    where c.change->>'field' = ${field} or c.change->>'field' like ${inside})`;
}

/**
 * A version that changed something beyond the vendor's bookkeeping of its API sends, or the first
 * version of a request (no changes: "seen for the first time"). A version of bookkeeping alone is
 * Painel's own read echoed back: a feed of what changed has nothing to say about it.
 */
const saysSomething = sql`(h.changes = '[]'::jsonb or exists (select 1 from jsonb_array_elements(h.changes) as c(change)
  where not (c.change->>'field' = any(${sql.param([...VENDOR_BOOKKEEPING_FIELDS])}::text[]))))`;

/**
 * Recent changes across all requests, newest first, paged by a cursor on (at, id), the order of
 * the feed's index, so a page costs the same however deep it is.
 */
export async function activityPage(db: Database, query: ActivityQuery): Promise<ActivityPage> {
  const conditions: SQL[] = [saysSomething];
  if (query.type) conditions.push(sql`h.type = ${query.type}`);
  if (query.source) conditions.push(sql`h.source = ${query.source}`);
  if (query.actor) conditions.push(sql`lower(h.actor) = lower(${query.actor})`);
  if (query.field) conditions.push(touchesField(query.field));
  if (query.before !== undefined) {
    const cursor = decodeActivityCursor(query.before);
    conditions.push(sql`(h.at, h.id) < (${cursor.at}::timestamptz, ${cursor.id})`);
  }
  const rows = await queryRows(
    db,
    sql`select h.id, h.at, h.source, h.actor, h.changed_by as "changedBy", h.changes, h.type, h.code,
               m.name, m.company_name as "companyName", m.created_at as "createdAt"
        from request_history h
        left join mirror_requests m on m.type = h.type and m.code = h.code
        where ${sql.join(conditions, sql` and `)}
        order by h.at desc, h.id desc
        limit ${query.limit + 1}`,
    activityRow,
  );
  const items = rows.slice(0, query.limit);
  const last = items[items.length - 1];
  const nextCursor =
    rows.length > query.limit && last ? encodeActivityCursor({ at: last.at, id: Number(last.id) }) : null;
  return { items, nextCursor };
}
