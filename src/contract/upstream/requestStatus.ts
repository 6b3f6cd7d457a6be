import { z } from 'zod';
import { requestTypeSchema } from './enums';

/** One configurable request status (GET /api/v1/request/{requestType}/statuses). */
export const requestStatus = z.looseObject({
  id: z.string().optional(),
  name: z.string().optional(),
  /** Ordering position. */
  sequence: z.number().int().optional(),
  type: requestTypeSchema.optional(),
});
export type RequestStatus = z.infer<typeof requestStatus>;
