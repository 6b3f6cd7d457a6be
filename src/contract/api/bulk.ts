import { z } from 'zod';
import { requestTypeSchema } from '../upstream/enums';
import { requestFilters } from './requestFilters';
import { requestCodeSchema } from './writes';

/** Most requests one bulk change may hold: about a day of the vendor's budget. */
export const MAX_BULK_ITEMS = 5000;

const instant = z.iso.datetime({ offset: true });

/**
 * Which requests of one type a bulk action is about: the codes a person ticked, or every request
 * matching a filter ("Selecionar todos os N deste filtro"), resolved by the BFF against the mirror.
 */
export const bulkSelection = z.union([
  z.object({ type: requestTypeSchema, codes: z.array(requestCodeSchema).min(1).max(MAX_BULK_ITEMS) }),
  z.object({ type: requestTypeSchema, filters: requestFilters }),
]);
export type BulkSelection = z.infer<typeof bulkSelection>;

/** POST /api/bulk/responsible/preview and POST /api/bulk/responsible. */
export const bulkResponsibleBody = z.object({
  selection: bulkSelection,
  /** The new responsible: a collaborator of the vendor account (GET /api/collaborators). */
  email: z.email().max(254),
});
export type BulkResponsibleBody = z.infer<typeof bulkResponsibleBody>;

/** What a bulk change of responsible will do and cost, before a person starts it. */
export const bulkResponsiblePreview = z.object({
  /** Requests that will change. */
  changing: z.number().int(),
  /** Requests that already have this responsible: skipped, no call. */
  alreadyResponsible: z.number().int(),
  /** The new responsible's name, as the vendor's collaborators list them. */
  targetName: z.string(),
  /** Vendor calls it uses: one write and one reading of the result per request that changes. */
  calls: z.number().int(),
  /** How many of those requests fit in the current hour's room. */
  fitNow: z.number().int(),
  /** When the rest starts to fit; null when everything fits now. */
  restFrom: instant.nullable(),
  /** When the last request is expected to be done. */
  expectedEnd: instant,
});
export type BulkResponsiblePreview = z.infer<typeof bulkResponsiblePreview>;

export const bulkJobState = z.enum(['running', 'done', 'cancelled']);
export const bulkItemState = z.enum(['pending', 'done', 'skipped', 'refused', 'cancelled']);
export type BulkItemState = z.infer<typeof bulkItemState>;

export const bulkJobSummary = z.object({
  id: z.uuid(),
  kind: z.literal('responsible'),
  state: bulkJobState,
  targetEmail: z.string(),
  targetName: z.string(),
  startedBy: z.string(),
  createdAt: instant,
  finishedAt: instant.nullable(),
  cancelledBy: z.string().nullable(),
  total: z.number().int(),
  /** Items finished in any way (done, skipped, refused, cancelled): the "2" of "2 de 7". */
  finished: z.number().int(),
  counts: z.record(bulkItemState, z.number().int()),
  /** While running, when the last item is expected to be done. */
  expectedEnd: instant.nullable(),
});
export type BulkJobSummary = z.infer<typeof bulkJobSummary>;

export const bulkJobItem = z.object({
  position: z.number().int(),
  type: requestTypeSchema,
  code: z.string(),
  state: bulkItemState,
  /** Why it was refused or skipped, in the vendor's or Painel's words; null otherwise. */
  reason: z.string().nullable(),
  finishedAt: instant.nullable(),
});

export const bulkJobList = z.object({ items: z.array(bulkJobSummary) });
export type BulkJobList = z.infer<typeof bulkJobList>;

export const bulkJobDetail = bulkJobSummary.extend({ items: z.array(bulkJobItem) });
export type BulkJobDetail = z.infer<typeof bulkJobDetail>;

export const bulkJobParams = z.object({ id: z.uuid() });
