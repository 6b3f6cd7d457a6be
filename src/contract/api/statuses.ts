import { z } from 'zod';
import { requestTypeSchema } from '../upstream/enums';
import { requestStatus } from '../upstream/requestStatus';

export const statusesParams = z.object({ type: requestTypeSchema });

/**
 * GET /api/statuses/:type and POST /api/statuses/:type/refresh: the configured statuses of a
 * request type in `sequence` order, from a cache shared by every backend process.
 */
export const statusesResponse = z.object({
  type: requestTypeSchema,
  statuses: z.array(requestStatus),
  /** ISO 8601: when the vendor gave this list. */
  fetchedAt: z.string(),
  /** ISO 8601: when the cache asks the vendor again on the next read. */
  expiresAt: z.string(),
  /**
   * True when the list is older than its time-to-live because the vendor could not be asked
   * (budget, circuit, outage); `staleReason` then says why in a sentence.
   */
  stale: z.boolean(),
  staleReason: z.string().nullable(),
});
export type StatusesResponse = z.infer<typeof statusesResponse>;
