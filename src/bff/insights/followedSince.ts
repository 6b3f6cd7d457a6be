import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { backfillStateKey } from '../sync/loops/leaderState';

/**
 * When Painel began following the account: the first read of its backfill (either type), so a
 * status with no completed stay yet can say since when stays are being watched (ADR 065).
 */
export async function followedSince(db: Database): Promise<string | null> {
  const [row] = await queryRows(
    db,
    sql`select min((value ->> 'startedAt')::float8) as "startedAt" from sync_state
        where key in (${backfillStateKey('order')}, ${backfillStateKey('budget')})`,
    z.object({ startedAt: z.coerce.number().nullable() }),
  );
  return row?.startedAt ? new Date(row.startedAt).toISOString() : null;
}
