import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { requestHistory } from '../../db/schema/history';
import { mirrorRequests } from '../../db/schema/mirror';
import { readSummary } from '../read/readSummary';
import { closeExpectedWrites } from './creditedWrite';
import { diffRecords } from './diffRecords';
import { creditOf } from './historyCredit';
import type { Observation, ObservationResult } from './observation';
import { later, notAfter } from './observationTimes';
import { recordAfter, unreadableAfter } from './recordAfter';
import { recordColumns } from './recordColumns';
import { narrowStatusSince, startAtCreation } from './statusSinceBound';
import { changesStatus, refreshStatusStays } from './statusStays';
import { adjustStatusTotals, type TotalsContribution } from './statusTotals';
import { type StoredState, totalsColumns } from './storedRequest';

/**
 * Applies a fresh observation to a stored request: only the bookkeeping when nothing changed,
 * else the new record, one history version, the status totals and the status stays.
 */
export async function updateRequest(
  tx: Database,
  stored: StoredState,
  observation: Observation,
): Promise<ObservationResult> {
  const { type, code, observedAt } = observation;
  const record = recordAfter(observation, stored.record);
  const changes = diffRecords(stored.record, record);
  const vendorAt = observation.vendorLastUpdate ?? null;
  const bookkeeping = {
    unreadable: unreadableAfter(stored.unreadable, observation),
    vendorLastUpdate: later(stored.vendorLastUpdate, vendorAt),
    syncedAt: later(stored.syncedAt, observedAt) ?? observedAt,
    readAt: observation.partial ? stored.readAt : later(stored.readAt, observedAt),
  };
  const where = and(eq(mirrorRequests.type, type), eq(mirrorRequests.code, code));
  const bound = notAfter(vendorAt, observedAt);
  if (changes.length === 0) {
    await tx.update(mirrorRequests).set(bookkeeping).where(where);
    if (bound) await narrowStatusSince(tx, type, [code], bound);
    if (observation.source === 'write' && observation.person) {
      await closeExpectedWrites(tx, observation, observation.person);
    }
    return { outcome: 'unchanged', changes, summary: await readSummary(tx, type, code) };
  }
  const columns = recordColumns(type, record);
  const changedAt = notAfter(vendorAt, observedAt) ?? observedAt;
  const credit = await creditOf(tx, observation, record, changes);
  const [updated] = await tx
    .update(mirrorRequests)
    .set({
      ...columns,
      record,
      ...bookkeeping,
      lastChangedAt: changedAt,
      ...(columns.dealStatus !== stored.dealStatus
        ? { statusSince: changedAt, statusSinceBefore: false, statusFirstSeenAt: null }
        : {}),
      observedVersion: sql`${mirrorRequests.observedVersion} + 1`,
    })
    .where(where)
    .returning(totalsColumns);
  if (!updated) throw new Error(`The mirror lost request ${type} ${code} while applying an observation.`);
  if (columns.dealStatus === stored.dealStatus) {
    if (bound) await narrowStatusSince(tx, type, [code], bound);
    // The creation dates (an order's falls back to its budget's) are what the creation column reads.
    if (changes.some((change) => change.field === 'orderCreated' || change.field === 'budgetCreated'))
      await startAtCreation(tx, type, code);
  }
  const before: TotalsContribution = stored;
  await adjustStatusTotals(tx, type, before, updated);
  await tx.insert(requestHistory).values({
    type,
    code,
    at: changedAt,
    ...credit,
    changes,
    observedAt,
  });
  // A new request's first version closes no stay (nothing came before it), so only changes do.
  if (changesStatus(changes)) await refreshStatusStays(tx, type, code);
  return {
    outcome: 'changed',
    changes,
    summary: await readSummary(tx, type, code),
    actor: credit.changedBy,
  };
}
