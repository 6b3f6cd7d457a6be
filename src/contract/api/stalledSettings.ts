import { z } from 'zod';

/** GET and PUT /api/settings/stalled: days in a status after which a request counts as stalled. */
export const stalledSettings = z.object({
  defaultDays: z.number().int().min(1).max(365),
  /** Per request status (its name); a status not listed uses defaultDays. */
  byStatus: z.record(z.string().min(1).max(120), z.number().int().min(1).max(365)),
});
export type StalledSettings = z.infer<typeof stalledSettings>;
