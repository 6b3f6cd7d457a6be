import { z } from 'zod';
import type { GovernorPriority } from './governorStatus';

const instant = z.iso.datetime({ offset: true });

/** GET /api/admin/governor/history: how many hours back, ending now. */
export const governorHistoryQuery = z.object({
  hours: z.coerce.number().int().min(1).max(48).default(6),
});
export type GovernorHistoryQuery = z.output<typeof governorHistoryQuery>;

/** Calls and wall-time seconds (a running call counts at its time-out, as the budget counts it). */
export const governorUsage = z.object({ calls: z.number().int(), seconds: z.number() });
export type GovernorUsage = z.infer<typeof governorUsage>;

/** One time slice of the ledger: its totals and the same split by the calls' priority. */
export const governorHistoryBucket = z.object({
  start: instant,
  calls: z.number().int(),
  seconds: z.number(),
  /** One entry per priority (governorPriority), zeros included. */
  byPriority: z.object({
    write: governorUsage,
    refresh: governorUsage,
    bulk: governorUsage,
    webhook: governorUsage,
    reconcile: governorUsage,
    backfill: governorUsage,
  } satisfies Record<GovernorPriority, typeof governorUsage>),
});
export type GovernorHistoryBucket = z.infer<typeof governorHistoryBucket>;

/**
 * Vendor calls over the last hours from the governor's ledger, every process included, by the
 * time each call started. Buckets are 10 minutes up to 6 hours back and hourly beyond; empty
 * buckets are listed with zeros, oldest first, so a chart's time axis has no gaps.
 */
export const governorHistory = z.object({
  from: instant,
  to: instant,
  bucketMinutes: z.number().int(),
  buckets: z.array(governorHistoryBucket),
});
export type GovernorHistory = z.infer<typeof governorHistory>;
