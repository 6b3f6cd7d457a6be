import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestType } from '../../contract/upstream/index';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { actingPersonOf } from '../writes/writeActor';
import type { AfterWriteEvent } from '../writes/writeHooks';
import { enqueueRefresh } from './refreshQueue';

async function requestsOfPayment(
  db: Database,
  paymentId: string,
): Promise<Array<{ type: RequestType; code: string }>> {
  return queryRows(
    db,
    sql`select type, code from mirror_requests
        where record -> 'payment' -> 'links' @> ${JSON.stringify([{ id: paymentId }])}::jsonb limit 5`,
    z.object({ type: z.enum(['order', 'budget']), code: z.string() }),
  );
}

/**
 * Queues an immediate refresh of what a confirmed write touched (the vendor may send no webhook):
 * the request itself, or the requests a payment belongs to. Returns how many were queued.
 */
export async function queueRefreshAfterWrite(db: Database, event: AfterWriteEvent): Promise<number> {
  const targets = event.request
    ? [event.request]
    : event.paymentId
      ? await requestsOfPayment(db, event.paymentId)
      : [];
  for (const target of targets) {
    await enqueueRefresh(db, {
      type: target.type,
      code: target.code,
      // A bulk item's refresh waits in the background share: the job must not eat people's room.
      priority: event.bulk ? 'webhook' : 'refresh',
      source: 'write',
      person: actingPersonOf(event.actor),
      requestedAt: event.at,
      dueAt: event.at,
    });
  }
  return targets.length;
}
