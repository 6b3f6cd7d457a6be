import { z } from 'zod';

export const BACKFILL_STATES = ['pending', 'running', 'paused', 'done'] as const;

/** One type's part of the history copy: what a list of that type still lacks. */
export const typeBackfill = z.object({
  done: z.boolean(),
  records: z.number().int(),
  /** The type's total when the vendor said it, else null. */
  expectedRecords: z.number().int().nullable(),
});
export type TypeBackfill = z.infer<typeof typeBackfill>;

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
    /**
     * When the whole copy should be done (ISO instant): the remaining pages at the slower of the
     * pace observed so far and what the budget allows per hour, after any wait for the budget.
     * Null when the total is not known yet; the moment it finished once done. Absent from reports
     * made before Painel gave it (a `sync.progress` event replayed across a deploy).
     */
    estimatedDoneAt: z.string().nullable().optional(),
    /** Why it waits, e.g. the background budget is used up until retryAt. */
    waitingUntil: z.string().nullable(),
    /** Each type's part; absent, like `estimatedDoneAt`, from older reports. */
    byType: z.object({ order: typeBackfill, budget: typeBackfill }).optional(),
  }),
});
export type Freshness = z.infer<typeof freshness>;
