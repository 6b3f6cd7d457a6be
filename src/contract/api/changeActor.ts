import { z } from 'zod';

/** How Painel learnt of a change nobody in Painel made (docs/decisions/029-live-invalidation-and-actors.md). */
export const SYNC_SOURCES = ['webhook', 'reconcile', 'backfill', 'refresh'] as const;
export const syncSourceSchema = z.enum(SYNC_SOURCES);
export type SyncSource = z.infer<typeof syncSourceSchema>;

/**
 * Who caused a change, as history entries and live events name it: a Painel person (the change
 * followed their write), or the vendor as Painel learnt of it: a webhook, the periodic reconcile,
 * the backfill, or a refresh Painel made on its own (a webhook's follow-up).
 */
export const changeActor = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('person'),
    /** The Painel user's id; null on entries recorded before Painel kept it. */
    id: z.string().nullable(),
    /** As the person was shown then: their name, or their e-mail when they had none. */
    name: z.string(),
  }),
  z.object({ kind: z.literal('sync'), source: syncSourceSchema }),
]);
export type ChangeActor = z.infer<typeof changeActor>;
