import { z } from 'zod';

export const BACKFILL_STATES = ['pending', 'running', 'paused', 'done'] as const;

/** How fresh the mirror is, said honestly: the UI shows it in the shell and on boards. */
export const freshness = z.object({
  /** Requests in the mirror, per type. */
  mirrored: z.object({ order: z.number().int(), budget: z.number().int() }),
  lastWebhookAt: z.string().nullable(),
  lastReconcileAt: z.string().nullable(),
  /** The most recent moment the mirror was known to match the vendor for recent changes. */
  upToDateAt: z.string().nullable(),
  backfill: z.object({
    state: z.enum(BACKFILL_STATES),
    records: z.number().int(),
    pages: z.number().int(),
    /** Estimated total when the vendor said it (totalItems), else null. */
    expectedRecords: z.number().int().nullable(),
    estimatedSecondsLeft: z.number().nullable(),
    /** Why it waits, e.g. the background budget is used up until retryAt. */
    waitingUntil: z.string().nullable(),
  }),
});
export type Freshness = z.infer<typeof freshness>;
