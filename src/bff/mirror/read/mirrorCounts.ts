import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Freshness } from '../../../contract/api/freshness';
import { requestTypeSchema } from '../../../contract/upstream/enums';
import type { Database } from '../../db/database';
import { queryRows } from '../../db/queryRows';

export type MirrorCounts = Freshness['mirrored'];

/** Requests in the mirror per type, removed ones left out; from the status totals, so it is cheap. */
export async function mirrorCounts(db: Database): Promise<MirrorCounts> {
  const rows = await queryRows(
    db,
    sql`select t.type, coalesce(sum(t.requests), 0) as count from mirror_status_totals t
        where t.removed = false group by t.type`,
    z.object({ type: requestTypeSchema, count: z.coerce.number().int() }),
  );
  const counts: MirrorCounts = { order: 0, budget: 0 };
  for (const row of rows) counts[row.type] = row.count;
  return counts;
}
