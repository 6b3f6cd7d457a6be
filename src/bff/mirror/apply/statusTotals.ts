import { sql } from 'drizzle-orm';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Database } from '../../db/database';
import { mirrorStatusTotals } from '../../db/schema/mirror';

/** What one request adds to the totals of its (type, removed, status) group. */
export interface TotalsContribution {
  removed: boolean;
  dealStatus: string | null;
  finalValue: number | null;
  totalPower: number | null;
}

interface TotalsDelta {
  removed: boolean;
  dealStatus: string;
  requests: number;
  finalValue: number;
  totalPower: number;
}

function groupKey(delta: { removed: boolean; dealStatus: string }): string {
  return `${delta.removed ? 1 : 0}\u0000${delta.dealStatus}`;
}

/**
 * Moves a request's contribution from its old group to its new one (either may be absent: a
 * request appears, or disappears). Groups are written in one fixed order, so two transactions
 * moving requests between the same two statuses in opposite directions cannot deadlock.
 */
export async function adjustStatusTotals(
  db: Database,
  type: RequestType,
  before: TotalsContribution | null,
  after: TotalsContribution | null,
): Promise<void> {
  const deltas = new Map<string, TotalsDelta>();
  const add = (contribution: TotalsContribution | null, sign: 1 | -1) => {
    if (!contribution) return;
    const delta: TotalsDelta = {
      removed: contribution.removed,
      dealStatus: contribution.dealStatus ?? '',
      requests: 0,
      finalValue: 0,
      totalPower: 0,
    };
    const existing = deltas.get(groupKey(delta)) ?? delta;
    existing.requests += sign;
    existing.finalValue += sign * (contribution.finalValue ?? 0);
    existing.totalPower += sign * (contribution.totalPower ?? 0);
    deltas.set(groupKey(existing), existing);
  };
  add(before, -1);
  add(after, 1);
  const ordered = [...deltas.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, delta]) => delta)
    .filter((delta) => delta.requests !== 0 || delta.finalValue !== 0 || delta.totalPower !== 0);
  if (ordered.length === 0) return;
  // One statement for both groups: its rows are written in the fixed order above.
  await db
    .insert(mirrorStatusTotals)
    .values(
      ordered.map((delta) => ({
        type,
        removed: delta.removed,
        dealStatus: delta.dealStatus,
        requests: delta.requests,
        sumFinalValue: delta.finalValue,
        sumTotalPower: delta.totalPower,
      })),
    )
    .onConflictDoUpdate({
      target: [mirrorStatusTotals.type, mirrorStatusTotals.removed, mirrorStatusTotals.dealStatus],
      set: {
        requests: sql`${mirrorStatusTotals.requests} + excluded.requests`,
        sumFinalValue: sql`${mirrorStatusTotals.sumFinalValue} + excluded.sum_final_value`,
        sumTotalPower: sql`${mirrorStatusTotals.sumTotalPower} + excluded.sum_total_power`,
      },
    });
}

/**
 * Recomputes every total from the mirror itself, in one transaction: after a bulk load that did
 * not go through applyObservation, or to repair totals after a manual edit of the mirror.
 */
export async function rebuildStatusTotals(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table mirror_requests in share mode`);
    await tx.delete(mirrorStatusTotals);
    await tx.execute(sql`
      insert into mirror_status_totals (type, removed, deal_status, requests, sum_final_value, sum_total_power)
      select m.type, m.removed, coalesce(m.deal_status, ''), count(*),
             coalesce(sum(m.final_value), 0), coalesce(sum(m.total_power::numeric), 0)
      from mirror_requests m
      group by m.type, m.removed, coalesce(m.deal_status, '')`);
  });
}
