import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { GovernorPriority } from '../../contract/api/governorStatus';
import type { HistorySource } from '../../contract/api/requests';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import type { ActingPerson } from '../db/schema/history';
import { syncRefreshQueue } from '../db/schema/syncState';

/** Who asks for a refresh of one request, and how urgently. */
export interface RefreshAsk {
  type: RequestType;
  code: string;
  /** `refresh` after a user's write (foreground budget), `webhook` after a delivery (background). */
  priority: Extract<GovernorPriority, 'refresh' | 'webhook'>;
  /** History source of what the refresh finds: `write` (with `person`) after our write, else `refresh`. */
  source: Extract<HistorySource, 'refresh' | 'write'>;
  person?: ActingPerson | null;
  /** When the ask was made: a refresh sent before it does not satisfy it. */
  requestedAt: Date;
  /** When to run it: later asks for the same request before then cost nothing more. */
  dueAt: Date;
  vendorLastUpdate?: Date | null;
}

export type QueuedRefresh = typeof syncRefreshQueue.$inferSelect;

/**
 * Adds an ask, or folds it into the one already waiting for that request: the earlier due time,
 * the more urgent class, the newer ask; a write's attribution wins over a webhook's.
 */
export async function enqueueRefresh(db: Database, ask: RefreshAsk): Promise<void> {
  const q = syncRefreshQueue;
  await db
    .insert(q)
    .values({
      type: ask.type,
      code: ask.code,
      priority: ask.priority,
      source: ask.source,
      person: ask.person ?? null,
      dueAt: ask.dueAt,
      requestedAt: ask.requestedAt,
      vendorLastUpdate: ask.vendorLastUpdate ?? null,
    })
    .onConflictDoUpdate({
      target: [q.type, q.code],
      set: {
        dueAt: sql`least(${q.dueAt}, excluded.due_at)`,
        requestedAt: sql`greatest(${q.requestedAt}, excluded.requested_at)`,
        priority: sql`case when excluded.priority = 'refresh' then 'refresh' else ${q.priority} end`,
        source: sql`case when excluded.source = 'write' then 'write' else ${q.source} end`,
        person: sql`case when excluded.source = 'write' then excluded.person else ${q.person} end`,
        vendorLastUpdate: sql`greatest(${q.vendorLastUpdate}, excluded.vendor_last_update)`,
      },
    });
}

/** Refreshes due at `now`, a user's first, then the oldest due. */
export async function dueRefreshes(db: Database, now: Date, limit: number): Promise<QueuedRefresh[]> {
  const q = syncRefreshQueue;
  return db
    .select()
    .from(q)
    .where(lte(q.dueAt, now))
    .orderBy(sql`case when ${q.priority} = 'refresh' then 0 else 1 end`, asc(q.dueAt))
    .limit(limit);
}

export async function queuedRefreshCount(db: Database): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(syncRefreshQueue);
  return Number(row?.count ?? 0);
}

/** The earliest due time of any queued refresh, to sleep until then. */
export async function nextRefreshDue(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ dueAt: syncRefreshQueue.dueAt })
    .from(syncRefreshQueue)
    .orderBy(asc(syncRefreshQueue.dueAt))
    .limit(1);
  return row?.dueAt ?? null;
}

/**
 * A refresh sent at `sentAt` answered: the ask is done unless a newer one came in meanwhile, which
 * then waits its own coalescing time again.
 */
export async function completeRefresh(
  db: Database,
  item: Pick<QueuedRefresh, 'type' | 'code'>,
  sentAt: Date,
  coalesceMs: number,
): Promise<void> {
  const q = syncRefreshQueue;
  const key = and(eq(q.type, item.type), eq(q.code, item.code));
  await db.delete(q).where(and(key, lte(q.requestedAt, sentAt)));
  await db
    .update(q)
    .set({
      dueAt: sql`${q.requestedAt} + (case when ${q.priority} = 'refresh' then 0 else ${Math.round(coalesceMs)}::int end) * interval '1 millisecond'`,
      attempts: 0,
      lastError: null,
    })
    .where(key);
}

/** The refresh could not run (budget, outage): try again at `notBefore`. */
export async function deferRefresh(
  db: Database,
  item: Pick<QueuedRefresh, 'type' | 'code'>,
  notBefore: Date,
  error: string | null,
): Promise<void> {
  const q = syncRefreshQueue;
  await db
    .update(q)
    .set({ dueAt: notBefore, attempts: sql`${q.attempts} + 1`, lastError: error })
    .where(and(eq(q.type, item.type), eq(q.code, item.code)));
}

/**
 * A reconcile listed every request of `type` changed since `coveredFrom` (vendor time) with calls
 * sent from `sentAt` on: a delivery's follow-up asked before then, about a change the listing
 * covers, is answered by it. Refreshes after our own writes stay (their history names the actor).
 */
export async function dropCoveredRefreshes(
  db: Database,
  type: RequestType,
  coveredFrom: Date,
  sentAt: Date,
): Promise<number> {
  const q = syncRefreshQueue;
  const dropped = await db
    .delete(q)
    .where(
      and(
        eq(q.type, type),
        ne(q.source, 'write'),
        lte(q.requestedAt, sentAt),
        gte(q.vendorLastUpdate, coveredFrom),
      ),
    )
    .returning({ code: q.code });
  return dropped.length;
}
