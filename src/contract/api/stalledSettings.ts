import { z } from 'zod';

/** The threshold a status has when the admin set none for it. */
export const DEFAULT_STALLED_DAYS = 7;
export const MIN_STALLED_DAYS = 1;
export const MAX_STALLED_DAYS = 365;

const days = z
  .number()
  .int({ error: 'must be a whole number of days' })
  .min(MIN_STALLED_DAYS, { error: `must be at least ${MIN_STALLED_DAYS} day` })
  .max(MAX_STALLED_DAYS, { error: `must be at most ${MAX_STALLED_DAYS} days` });

/**
 * GET and PUT /api/settings/stalled: how many days in one status make a request "stalled".
 * `byStatus` is keyed by the status name (the request's dealStatus, as the vendor names it, for
 * orders and budgets alike); a status not named there uses `defaultDays`.
 */
export const stalledSettings = z.object({
  defaultDays: days,
  byStatus: z.record(z.string().trim().min(1).max(120), days),
});
export type StalledSettings = z.infer<typeof stalledSettings>;

/** The threshold of one status under these settings. */
export function stalledDaysFor(settings: StalledSettings, status: string | null): number {
  return (status !== null ? settings.byStatus[status] : undefined) ?? settings.defaultDays;
}
