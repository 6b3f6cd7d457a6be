import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/queryRows';
import { webhookInbox } from '../../db/schema/inbox';
import { processNextDelivery } from '../../webhooks/inbox/processInbox';
import type { WorkPass } from '../workLoop';
import { publishObservationEvents } from './publishSafely';
import type { SyncWorkContext } from './syncWorkContext';

/**
 * One pass of the loop that applies webhook deliveries from the inbox, on the leader only.
 * `wakeVendorLoop` is called after each applied one: an applied delivery may have queued a refresh.
 */
export async function inboxPass(context: SyncWorkContext, wakeVendorLoop: () => void): Promise<WorkPass> {
  const { db, clock, apply, settings, counters, leadership } = context;
  if (!leadership.isLeader()) return { did: false };
  const step = await processNextDelivery({
    db,
    clock,
    apply,
    refreshCoalesceMs: settings.refreshCoalesceMs,
    onApplied: publishObservationEvents(context),
  });
  if (step.kind === 'applied') {
    counters.deliveriesApplied += 1;
    wakeVendorLoop();
    return { did: true };
  }
  if (step.kind === 'failed') {
    counters.deliveriesFailed += 1;
    context.logger?.warn(
      { inboxId: step.id, error: step.error, gaveUp: step.gaveUp },
      'a webhook delivery could not be applied',
    );
    return { did: true };
  }
  const [row] = await queryRows(
    db,
    sql`select min(${webhookInbox.availableAt}) as at from ${webhookInbox} where ${webhookInbox.status} = 'pending'`,
    z.object({ at: z.coerce.date().nullable() }),
  );
  return { did: false, nextAt: row?.at?.getTime() ?? null };
}
