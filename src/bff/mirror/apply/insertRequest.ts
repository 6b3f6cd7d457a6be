import type { Database } from '../../db/database';
import { requestHistory } from '../../db/schema/history';
import { mirrorRequests } from '../../db/schema/mirror';
import { readSummary } from '../read/readSummary';
import { historyActor } from './historyCredit';
import type { Observation, ObservationResult } from './observation';
import { notAfter } from './observationTimes';
import { recordAfter, unreadableAfter } from './recordAfter';
import { recordColumns } from './recordColumns';
import { adjustStatusTotals } from './statusTotals';
import { totalsColumns } from './storedRequest';

/**
 * Stores a request the mirror did not hold, with its first history version; null when another
 * transaction created it first.
 */
export async function insertRequest(
  tx: Database,
  observation: Observation,
): Promise<ObservationResult | null> {
  const { type, code, observedAt } = observation;
  const record = recordAfter(observation, null);
  const columns = recordColumns(type, record);
  const vendorAt = observation.vendorLastUpdate ?? null;
  // The only change known of a request first seen by a read is its creation (ADR 017).
  const changedAt = notAfter(vendorAt ?? columns.createdAt, observedAt) ?? observedAt;
  // Its status began at or before the vendor's lastUpdate; the creation only when nothing later
  // is known (ADR 065).
  const bound = notAfter(vendorAt, observedAt);
  const created = columns.createdAt;
  const bounded = bound !== null && (created === null || bound.getTime() > created.getTime());
  const statusSince = bounded ? bound : (notAfter(created, observedAt) ?? observedAt);
  // Not updated since its creation: its status is the one it was created in, a known start.
  const startKnown = bound !== null && !bounded;
  const [inserted] = await tx
    .insert(mirrorRequests)
    .values({
      type,
      code,
      ...columns,
      record,
      unreadable: unreadableAfter([], observation),
      vendorLastUpdate: vendorAt,
      lastChangedAt: changedAt,
      statusSince,
      statusSinceBefore: bounded,
      statusFirstSeenAt: startKnown ? null : observedAt,
      syncedAt: observedAt,
      readAt: observation.partial ? null : observedAt,
      observedVersion: 1,
    })
    .onConflictDoNothing()
    .returning(totalsColumns);
  if (!inserted) return null;
  await adjustStatusTotals(tx, type, null, inserted);
  const credit = historyActor(observation.source, observation.person);
  await tx.insert(requestHistory).values({
    type,
    code,
    at: changedAt,
    ...credit,
    changes: [],
    observedAt,
  });
  return {
    outcome: 'created',
    changes: [],
    summary: await readSummary(tx, type, code),
    actor: credit.changedBy,
  };
}
