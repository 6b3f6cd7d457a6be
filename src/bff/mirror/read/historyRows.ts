import { z } from 'zod';
import type { HistoryEntry } from '../../../contract/api/requests';
import { historySourceSchema } from '../../../contract/api/requests';
import { storedActor } from './changeActors';
import { instantText } from './summaryRow';

const fieldChanges = z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })).catch([]);

/** The columns of a history row as selected (`changedBy` from `changed_by`). */
export const historyColumns = {
  id: z.coerce.string(),
  at: instantText,
  source: historySourceSchema,
  actor: z.string().nullable(),
  changedBy: z.unknown(),
  changes: fieldChanges,
};

/** A history row as the contract's entry: its stored actor columns read as who caused it. */
export function withActor<
  T extends { source: HistoryEntry['source']; actor: string | null; changedBy?: unknown },
>({ actor, changedBy, ...entry }: T) {
  return { ...entry, actor: storedActor(entry.source, changedBy, actor) };
}

export const historyRow = z.object(historyColumns).transform(withActor);
