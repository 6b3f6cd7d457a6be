import { desc, eq, min } from 'drizzle-orm';
import type { InboxSummary } from '../../../contract/api/inboxSummary';
import { requestTypeSchema } from '../../../contract/upstream/enums';
import type { Database } from '../../db/database';
import { webhookInbox } from '../../db/schema/inbox';
import type { WebhookInbox } from './webhookInbox';

/** How many failed deliveries the summary lists. */
export const RECENT_FAILURES = 20;

/**
 * The inbox at a glance for an admin: counts by status, how long the oldest waiting delivery has
 * waited, and the latest failures with Painel's error, never the delivery's body.
 */
export async function inboxSummary(db: Database, inbox: WebhookInbox): Promise<InboxSummary> {
  const [counts, lastReceivedAt, [oldest], failures] = await Promise.all([
    inbox.counts(),
    inbox.lastReceivedAt(),
    db
      .select({ at: min(webhookInbox.receivedAt) })
      .from(webhookInbox)
      .where(eq(webhookInbox.status, 'pending')),
    db
      .select({
        id: webhookInbox.id,
        receivedAt: webhookInbox.receivedAt,
        event: webhookInbox.event,
        requestType: webhookInbox.requestType,
        requestCode: webhookInbox.requestCode,
        attempts: webhookInbox.attempts,
        error: webhookInbox.error,
      })
      .from(webhookInbox)
      .where(eq(webhookInbox.status, 'failed'))
      .orderBy(desc(webhookInbox.receivedAt), desc(webhookInbox.id))
      .limit(RECENT_FAILURES),
  ]);
  const oldestAt = oldest?.at ? new Date(oldest.at) : null;
  return {
    counts: {
      pending: counts.pending,
      processed: counts.done,
      failed: counts.failed,
      unknownKind: counts.unknownKind,
      duplicates: counts.duplicates,
    },
    oldestPendingAt: oldestAt ? oldestAt.toISOString() : null,
    lastReceivedAt: lastReceivedAt ? lastReceivedAt.toISOString() : null,
    recentFailures: failures.map((failure) => ({
      ...failure,
      receivedAt: failure.receivedAt.toISOString(),
      requestType: requestTypeSchema.safeParse(failure.requestType).data ?? null,
    })),
  };
}
