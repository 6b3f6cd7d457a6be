import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { GovernorHistory, GovernorHistoryBucket } from '../../contract/api/governorHistory';
import { governorPriority } from '../../contract/api/governorStatus';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { upstreamCalls } from '../db/schema';

const MINUTE_MS = 60_000;

/** Ten-minute buckets show a burst while a chart of a few hours stays readable; hourly beyond. */
export function historyBucketMinutes(hours: number): number {
  return hours <= 6 ? 10 : 60;
}

const slotRow = z.object({
  slot: z.coerce.number(),
  priority: z.string(),
  calls: z.coerce.number(),
  costMs: z.coerce.number(),
});

const seconds = (ms: number) => Math.round(ms) / 1000;

function emptyBucket(start: number): GovernorHistoryBucket {
  const zero = () => ({ calls: 0, seconds: 0 });
  return {
    start: new Date(start).toISOString(),
    calls: 0,
    seconds: 0,
    byPriority: {
      write: zero(),
      refresh: zero(),
      bulk: zero(),
      webhook: zero(),
      reconcile: zero(),
      backfill: zero(),
    },
  };
}

/**
 * The ledger's calls of the last `hours` up to `now`, by the bucket their start falls in and by
 * priority. A call's cost is its real duration once finished and its reserved time-out while it
 * runs, the way the budget counts it. The last bucket is the current, partial one.
 */
export async function ledgerHistory(db: Database, now: number, hours: number): Promise<GovernorHistory> {
  const bucketMinutes = historyBucketMinutes(hours);
  const bucketMs = bucketMinutes * MINUTE_MS;
  const lastSlot = Math.floor(now / bucketMs);
  const firstSlot = lastSlot - (hours * 60) / bucketMinutes + 1;
  const from = new Date(firstSlot * bucketMs);
  const to = new Date(now);
  const rows = await queryRows(
    db,
    // ends_at is indexed and never before started_at, so it narrows the scan to the window.
    sql`select floor(extract(epoch from ${upstreamCalls.startedAt}) * 1000 / ${bucketMs})::bigint as slot,
               ${upstreamCalls.priority} as priority,
               count(*) as calls,
               coalesce(sum(coalesce(${upstreamCalls.durationMs}, ${upstreamCalls.reservedMs})), 0) as "costMs"
        from ${upstreamCalls}
        where ${upstreamCalls.endsAt} >= ${from.toISOString()}
          and ${upstreamCalls.startedAt} >= ${from.toISOString()}
          and ${upstreamCalls.startedAt} <= ${to.toISOString()}
        group by 1, 2`,
    slotRow,
  );
  const buckets = Array.from({ length: lastSlot - firstSlot + 1 }, (_, index) =>
    emptyBucket((firstSlot + index) * bucketMs),
  );
  const costMs = new Map<GovernorHistoryBucket, number>();
  for (const row of rows) {
    const bucket = buckets[row.slot - firstSlot];
    if (!bucket) continue;
    bucket.calls += row.calls;
    costMs.set(bucket, (costMs.get(bucket) ?? 0) + row.costMs);
    const priority = governorPriority.safeParse(row.priority);
    if (priority.success) {
      bucket.byPriority[priority.data] = { calls: row.calls, seconds: seconds(row.costMs) };
    }
  }
  for (const [bucket, ms] of costMs) bucket.seconds = seconds(ms);
  return { from: from.toISOString(), to: to.toISOString(), bucketMinutes, buckets };
}
