import { z } from 'zod';
import { requestTypeSchema } from '../upstream/enums';
import { changeActor } from './changeActor';
import { freshness } from './freshness';
import { governorStatus } from './governorStatus';
import { requestSummary } from './requests';

/**
 * What the server-sent event stream (GET /api/events) carries. Each SSE message has `id` (for
 * Last-Event-ID resumption), `event` = the `kind` below, and `data` = this JSON.
 */
export const liveEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('request.created'), request: requestSummary, actor: changeActor }),
  z.object({
    kind: z.literal('request.changed'),
    request: requestSummary,
    /** Dotted vendor fields that changed, e.g. ["dealStatus"]. */
    fields: z.array(z.string()),
    /** Who caused the change, as its history entry records it. */
    actor: changeActor,
  }),
  z.object({
    kind: z.literal('request.removed'),
    type: requestTypeSchema,
    code: z.string(),
    actor: changeActor,
  }),
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

/**
 * GET /api/events query. `lastEventId` does what the Last-Event-ID header does, for a client that
 * opens a new EventSource to resume (it cannot set headers); the header wins when both are sent,
 * as it is the browser's newer word. Anything but a whole number means "start from now".
 */
export const liveEventsQuery = z.object({
  lastEventId: z.union([z.string(), z.array(z.string())]).optional(),
});
export type LiveEventsQuery = z.infer<typeof liveEventsQuery>;
