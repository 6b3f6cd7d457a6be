import { z } from 'zod';
import { type RequestType, requestTypeSchema } from '../upstream/enums';
import { isSuggestedFinalStatus } from './finalStatusSuggestion';

/** The threshold a status has when the admin set none for it. */
export const DEFAULT_STALLED_DAYS = 7;
export const MIN_STALLED_DAYS = 1;
export const MAX_STALLED_DAYS = 365;

const days = z
  .number()
  .int({ error: 'must be a whole number of days' })
  .min(MIN_STALLED_DAYS, { error: `must be at least ${MIN_STALLED_DAYS} day` })
  .max(MAX_STALLED_DAYS, { error: `must be at most ${MAX_STALLED_DAYS} days` });

const statusName = z.string().trim().min(1).max(120);

/**
 * Per request type, the statuses a request never leaves (delivered, cancelled, lost...): a request
 * in one of them is never stalled. A type left out is one the admin never chose for, which follows
 * the suggestion by name (`isSuggestedFinalStatus`, ADR 044); an empty list is a choice of none.
 */
export const finalStatuses = z.partialRecord(requestTypeSchema, z.array(statusName).max(500));
export type FinalStatuses = z.infer<typeof finalStatuses>;

/**
 * GET and PUT /api/settings/stalled: how many days in one status make a request "stalled".
 * `byStatus` is keyed by the status name (the request's dealStatus, as the vendor names it, for
 * orders and budgets alike); a status not named there uses `defaultDays`. `finalStatuses` came
 * later: settings stored without it read as "never chosen".
 */
export const stalledSettings = z.object({
  defaultDays: days,
  byStatus: z.record(statusName, days),
  finalStatuses: finalStatuses.optional(),
});
export type StalledSettings = z.infer<typeof stalledSettings>;

/** The threshold of one status under these settings. */
export function stalledDaysFor(settings: StalledSettings, status: string | null): number {
  return (status !== null ? settings.byStatus[status] : undefined) ?? settings.defaultDays;
}

/** Whether the admin chose the final statuses of this type (otherwise the suggestion holds). */
export function finalStatusesChosen(settings: StalledSettings, type: RequestType): boolean {
  return settings.finalStatuses?.[type] !== undefined;
}

/** Whether a request of this type in this status has stopped moving, so it is never stalled. */
export function isFinalStatus(settings: StalledSettings, type: RequestType, status: string | null): boolean {
  if (status === null) return false;
  const chosen = settings.finalStatuses?.[type];
  return chosen ? chosen.includes(status) : isSuggestedFinalStatus(status);
}
