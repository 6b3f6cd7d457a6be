import { and, asc, desc, eq, inArray, lte, min, sql } from 'drizzle-orm';
import type { BulkItemState } from '../../contract/api/bulk';
import type { RequestType } from '../../contract/upstream/enums';
import type { Database } from '../db/database';
import { type BulkJobStarter, bulkJobItems, bulkJobs } from '../db/schema';

export interface NewBulkJob {
  id: string;
  targetEmail: string;
  targetName: string;
  startedBy: BulkJobStarter;
  /** In the order they will be sent; `already` items are skipped at once (no call). */
  items: Array<{ type: RequestType; code: string; already: boolean }>;
  now: number;
}

export const ALREADY_RESPONSIBLE = 'already-responsible';

/** Stores a job and its items in one transaction; a job with nothing to send is done at once. */
export async function createBulkJob(db: Database, job: NewBulkJob): Promise<void> {
  const at = new Date(job.now);
  const pending = job.items.some((item) => !item.already);
  await db.transaction(async (tx) => {
    await tx.insert(bulkJobs).values({
      id: job.id,
      kind: 'responsible',
      targetEmail: job.targetEmail,
      targetName: job.targetName,
      startedBy: job.startedBy,
      state: pending ? 'running' : 'done',
      total: job.items.length,
      createdAt: at,
      finishedAt: pending ? null : at,
    });
    for (let start = 0; start < job.items.length; start += 500) {
      await tx.insert(bulkJobItems).values(
        job.items.slice(start, start + 500).map((item, index) => ({
          jobId: job.id,
          position: start + index,
          type: item.type,
          code: item.code,
          state: item.already ? ('skipped' as const) : ('pending' as const),
          reason: item.already ? ALREADY_RESPONSIBLE : null,
          nextAt: at,
          finishedAt: item.already ? at : null,
        })),
      );
    }
  });
}

export interface DueItem {
  jobId: string;
  position: number;
  type: RequestType;
  code: string;
  attempts: number;
  targetEmail: string;
  startedBy: BulkJobStarter;
}

/** The next item to send (oldest job first, in order), or when one is next due. */
export async function nextDueItem(
  db: Database,
  now: number,
): Promise<{ item: DueItem | null; nextAt: number | null }> {
  const running = and(eq(bulkJobItems.state, 'pending'), eq(bulkJobs.state, 'running'));
  const [item] = await db
    .select({
      jobId: bulkJobItems.jobId,
      position: bulkJobItems.position,
      type: bulkJobItems.type,
      code: bulkJobItems.code,
      attempts: bulkJobItems.attempts,
      targetEmail: bulkJobs.targetEmail,
      startedBy: bulkJobs.startedBy,
    })
    .from(bulkJobItems)
    .innerJoin(bulkJobs, eq(bulkJobs.id, bulkJobItems.jobId))
    .where(and(running, lte(bulkJobItems.nextAt, new Date(now))))
    .orderBy(asc(bulkJobs.createdAt), asc(bulkJobItems.jobId), asc(bulkJobItems.position))
    .limit(1);
  if (item) return { item, nextAt: now };
  const [next] = await db
    .select({ at: min(bulkJobItems.nextAt) })
    .from(bulkJobItems)
    .innerJoin(bulkJobs, eq(bulkJobs.id, bulkJobItems.jobId))
    .where(running);
  return { item: null, nextAt: next?.at ? next.at.getTime() : null };
}

/**
 * Records an item's end. A done item is recorded even when the job was cancelled meanwhile: the
 * vendor holds the change, and every item's state must be true. The job is done with its last item.
 */
export async function finishItem(
  db: Database,
  item: { jobId: string; position: number },
  state: Extract<BulkItemState, 'done' | 'refused' | 'skipped'>,
  reason: string | null,
  now: number,
): Promise<void> {
  const at = new Date(now);
  const open: BulkItemState[] = state === 'done' ? ['pending', 'cancelled'] : ['pending'];
  await db.transaction(async (tx) => {
    await tx
      .update(bulkJobItems)
      .set({ state, reason, finishedAt: at, attempts: sql`${bulkJobItems.attempts} + 1` })
      .where(
        and(
          eq(bulkJobItems.jobId, item.jobId),
          eq(bulkJobItems.position, item.position),
          inArray(bulkJobItems.state, open),
        ),
      );
    await closeIfFinished(tx, item.jobId, at);
  });
}

async function closeIfFinished(db: Database, jobId: string, at: Date): Promise<void> {
  await db
    .update(bulkJobs)
    .set({ state: 'done', finishedAt: at })
    .where(
      and(
        eq(bulkJobs.id, jobId),
        eq(bulkJobs.state, 'running'),
        sql`not exists (select 1 from ${bulkJobItems} where ${bulkJobItems.jobId} = ${jobId} and ${bulkJobItems.state} = 'pending')`,
      ),
    );
}

/** Puts an item back for later (a governor refusal, a wait that timed out). */
export async function deferItem(
  db: Database,
  item: { jobId: string; position: number },
  nextAt: number,
): Promise<void> {
  await db
    .update(bulkJobItems)
    .set({ nextAt: new Date(nextAt), attempts: sql`${bulkJobItems.attempts} + 1` })
    .where(
      and(
        eq(bulkJobItems.jobId, item.jobId),
        eq(bulkJobItems.position, item.position),
        eq(bulkJobItems.state, 'pending'),
      ),
    );
}

/** Cancels a running job: every item not yet sent is cancelled. False when it was not running. */
export async function cancelBulkJob(db: Database, id: string, by: string, now: number): Promise<boolean> {
  const at = new Date(now);
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(bulkJobs)
      .set({ state: 'cancelled', cancelledBy: by, finishedAt: at })
      .where(and(eq(bulkJobs.id, id), eq(bulkJobs.state, 'running')))
      .returning({ id: bulkJobs.id });
    if (cancelled.length === 0) return false;
    await tx
      .update(bulkJobItems)
      .set({ state: 'cancelled', finishedAt: at })
      .where(and(eq(bulkJobItems.jobId, id), eq(bulkJobItems.state, 'pending')));
    return true;
  });
}

export interface StoredJob {
  id: string;
  state: 'running' | 'done' | 'cancelled';
  targetEmail: string;
  targetName: string;
  startedBy: BulkJobStarter;
  createdAt: Date;
  finishedAt: Date | null;
  cancelledBy: string | null;
  total: number;
  counts: Record<BulkItemState, number>;
}

const emptyCounts = (): Record<BulkItemState, number> => ({
  pending: 0,
  done: 0,
  skipped: 0,
  refused: 0,
  cancelled: 0,
});

/** The newest jobs first, each with how many items are in each state. */
export async function listBulkJobs(db: Database, limit: number, id?: string): Promise<StoredJob[]> {
  const jobs = await db
    .select()
    .from(bulkJobs)
    .where(id ? eq(bulkJobs.id, id) : undefined)
    .orderBy(desc(bulkJobs.createdAt))
    .limit(limit);
  if (jobs.length === 0) return [];
  const rows = await db
    .select({ jobId: bulkJobItems.jobId, state: bulkJobItems.state, n: sql<number>`count(*)::int` })
    .from(bulkJobItems)
    .where(
      inArray(
        bulkJobItems.jobId,
        jobs.map((job) => job.id),
      ),
    )
    .groupBy(bulkJobItems.jobId, bulkJobItems.state);
  return jobs.map((job) => {
    const counts = emptyCounts();
    for (const row of rows) if (row.jobId === job.id) counts[row.state] = Number(row.n);
    return {
      id: job.id,
      state: job.state,
      targetEmail: job.targetEmail,
      targetName: job.targetName,
      startedBy: job.startedBy,
      createdAt: job.createdAt,
      finishedAt: job.finishedAt,
      cancelledBy: job.cancelledBy,
      total: job.total,
      counts,
    };
  });
}

export async function jobItems(db: Database, id: string) {
  return db.select().from(bulkJobItems).where(eq(bulkJobItems.jobId, id)).orderBy(asc(bulkJobItems.position));
}
