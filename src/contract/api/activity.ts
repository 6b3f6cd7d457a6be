import { z } from 'zod';
import { requestTypeSchema } from '../upstream/enums';
import { historyEntry, historySourceSchema } from './requests';

/** One change of one request, as the Activity page lists them across all requests. */
export const activityEntry = historyEntry.extend({
  type: requestTypeSchema,
  code: z.string(),
  name: z.string().nullable(),
  companyName: z.string().nullable(),
  /** When the request was created, as the mirror holds it: what its first version is read against. */
  createdAt: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

/** GET /api/activity: newest first, paged by an opaque cursor. */
export const activityQuery = z.object({
  type: requestTypeSchema.optional(),
  source: historySourceSchema.optional(),
  /** Only changes touching this vendor field, e.g. "dealStatus" or "payment.status". */
  field: z.string().max(80).optional(),
  /** Only changes made by this Painel user (e-mail). */
  actor: z.string().max(200).optional(),
  before: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ActivityQuery = z.output<typeof activityQuery>;

export const activityPage = z.object({
  items: z.array(activityEntry),
  /** Pass as `before` for the next, older page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPage>;
