import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { RequestType } from '../../../contract/upstream/enums';
import type { RequestRecord } from '../../../contract/upstream/requestRecord';
import { readWebhookBody } from '../../../contract/upstream/webhook';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { webhookInbox } from '../../db/schema/inbox';
import type { Observation, ObservationResult } from '../../mirror/apply/applyObservation';
import { enqueueRefresh } from '../../sync/refreshQueue';

export type ApplyObservation = (db: Database, observation: Observation) => Promise<ObservationResult>;

export interface InboxProcessorOptions {
  db: Database;
  clock: Clock;
  apply: ApplyObservation;
  /** Deliveries about one request within this time share one refresh. */
  refreshCoalesceMs: number;
  /** Errors before a delivery is given up as `failed` (kept for a person to look at). */
  maxAttempts?: number;
  /** Told after the transaction committed, e.g. to publish live events. */
  onApplied?: (result: ObservationResult, observation: Observation) => void;
}

export type ProcessStep =
  | { kind: 'none' }
  | { kind: 'applied'; id: number; result: ObservationResult }
  | { kind: 'failed'; id: number; error: string; gaveUp: boolean };

const RETRY_BASE_MS = 5_000;
const RETRY_MAX_MS = 10 * 60_000;

const shortError = (error: unknown) =>
  (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 300);

/** The paths a webhook reader reports are `data.x`; the mirror keeps them relative to the record. */
function recordPaths(unreadable: ReadonlyArray<{ path: string; problem: string }>) {
  return unreadable
    .filter((field) => field.path.startsWith('data.'))
    .map((field) => ({ path: field.path.slice('data.'.length), problem: field.problem }));
}

class DeliveryUnusable extends Error {
  override name = 'DeliveryUnusable';
}

/**
 * Applies the oldest pending delivery, if any: claimed under a row lock (`SKIP LOCKED`, so any
 * number of processors may run), its body applied to the mirror as a partial observation with
 * the vendor's `lastUpdate` (an older delivery never makes a record older), one coalesced refresh
 * of the record queued, and the row marked done, all in one transaction. A process that dies
 * mid-way leaves the delivery pending for the next one; an error is retried with back-off and,
 * after `maxAttempts`, the delivery is kept as `failed`.
 */
export async function processNextDelivery(options: InboxProcessorOptions): Promise<ProcessStep> {
  const { db, clock, apply, refreshCoalesceMs } = options;
  const maxAttempts = options.maxAttempts ?? 5;
  const now = new Date(clock.now());
  const step = await db.transaction(
    async (
      tx,
    ): Promise<
      | ProcessStep
      | { kind: 'applied-pending'; id: number; result: ObservationResult; observation: Observation }
    > => {
      const [row] = await tx
        .select()
        .from(webhookInbox)
        .where(and(eq(webhookInbox.status, 'pending'), lte(webhookInbox.availableAt, now)))
        .orderBy(asc(webhookInbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return { kind: 'none' };
      try {
        const observation = observationOf(row);
        // A savepoint: if applying fails, this transaction can still record the error.
        const result = await tx.transaction(async (savepoint) => {
          const applied = await apply(savepoint, observation);
          // An older delivery than what the mirror holds needs no follow-up: something newer came.
          if (applied.outcome !== 'stale') {
            await enqueueRefresh(savepoint, {
              type: observation.type,
              code: observation.code,
              priority: 'webhook',
              source: 'refresh',
              requestedAt: row.receivedAt,
              dueAt: new Date(row.receivedAt.getTime() + refreshCoalesceMs),
              vendorLastUpdate: row.vendorLastUpdate,
            });
          }
          return applied;
        });
        await tx
          .update(webhookInbox)
          .set({
            status: 'done',
            processedAt: now,
            outcome: result.outcome,
            attempts: sql`${webhookInbox.attempts} + 1`,
            error: null,
          })
          .where(eq(webhookInbox.id, row.id));
        return { kind: 'applied-pending', id: row.id, result, observation };
      } catch (error) {
        const attempts = row.attempts + 1;
        const gaveUp = error instanceof DeliveryUnusable || attempts >= maxAttempts;
        const wait = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (attempts - 1));
        const message = shortError(error);
        await tx
          .update(webhookInbox)
          .set({
            status: gaveUp ? 'failed' : 'pending',
            attempts,
            error: message,
            availableAt: new Date(now.getTime() + wait),
            processedAt: gaveUp ? now : null,
          })
          .where(eq(webhookInbox.id, row.id));
        return { kind: 'failed', id: row.id, error: message, gaveUp };
      }
    },
  );
  if (step.kind !== 'applied-pending') return step;
  options.onApplied?.(step.result, step.observation);
  return { kind: 'applied', id: step.id, result: step.result };
}

function observationOf(row: typeof webhookInbox.$inferSelect): Observation {
  const read = readWebhookBody(row.body);
  const code = typeof read.data.code === 'string' ? read.data.code.trim() : '';
  const type: RequestType | null = row.requestType;
  if (!type)
    throw new DeliveryUnusable('The delivery does not say whether it is about an order or a budget.');
  if (code === '') throw new DeliveryUnusable('The delivery carries no request code.');
  const record: RequestRecord = read.data;
  return {
    type,
    code,
    record,
    unreadable: recordPaths(read.unreadable),
    source: 'webhook',
    observedAt: row.receivedAt,
    vendorLastUpdate: row.vendorLastUpdate,
    partial: true,
  };
}
