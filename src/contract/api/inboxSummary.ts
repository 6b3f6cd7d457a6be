import { z } from 'zod';
import { requestTypeSchema } from '../upstream/enums';

const instant = z.iso.datetime({ offset: true });

/** One webhook delivery the processor gave up on, as an admin needs to look into it. */
export const inboxFailure = z.object({
  id: z.number().int(),
  receivedAt: instant,
  /** The event name as the vendor sent it, when it sent one. */
  event: z.string().nullable(),
  requestType: requestTypeSchema.nullable(),
  requestCode: z.string().nullable(),
  attempts: z.number().int(),
  /** Painel's own short error (never the delivery's body). */
  error: z.string().nullable(),
});
export type InboxFailure = z.infer<typeof inboxFailure>;

/** GET /api/admin/inbox: the durable webhook inbox at a glance. */
export const inboxSummary = z.object({
  counts: z.object({
    pending: z.number().int(),
    processed: z.number().int(),
    failed: z.number().int(),
    /** Deliveries of an event the spec does not list: kept, never applied. */
    unknownKind: z.number().int(),
    /** Repeated deliveries of content already kept (answered 200, applied once). */
    duplicates: z.number().int(),
  }),
  /** When the oldest delivery still waiting to be applied arrived; null when none waits. */
  oldestPendingAt: instant.nullable(),
  lastReceivedAt: instant.nullable(),
  /** The most recent failed deliveries, newest first (at most 20). */
  recentFailures: z.array(inboxFailure),
});
export type InboxSummary = z.infer<typeof inboxSummary>;
