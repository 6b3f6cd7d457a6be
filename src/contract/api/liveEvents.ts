import { z } from 'zod';
import { requestTypeSchema } from '../upstream/enums';
import { freshness } from './freshness';
import { governorStatus } from './governorStatus';
import { requestSummary } from './requests';

/**
 * What the server-sent event stream (GET /api/events) carries. Each SSE message has `id` (for
 * Last-Event-ID resumption), `event` = the `kind` below, and `data` = this JSON.
 */
export const liveEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('request.created'), request: requestSummary }),
  z.object({
    kind: z.literal('request.changed'),
    request: requestSummary,
    /** Dotted vendor fields that changed, e.g. ["dealStatus"]. */
    fields: z.array(z.string()),
  }),
  z.object({ kind: z.literal('request.removed'), type: requestTypeSchema, code: z.string() }),
  z.object({ kind: z.literal('sync.progress'), freshness }),
  z.object({ kind: z.literal('governor.status'), governor: governorStatus }),
  /**
   * The events since the stream's Last-Event-ID are no longer kept (or the id is unknown): the
   * client cannot be told what it missed and must refetch what it shows. Sent without an `id`.
   */
  z.object({ kind: z.literal('resync'), reason: z.enum(['expired', 'unknown-id']) }),
]);
export type LiveEvent = z.infer<typeof liveEvent>;
export type LiveEventKind = LiveEvent['kind'];
