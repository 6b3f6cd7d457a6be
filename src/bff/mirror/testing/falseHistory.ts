import type { HistorySource } from '../../../contract/api/requests';
import type { StoredFieldChange } from '../../db/schema/history';
import { sameJson } from '../apply/diffRecords';

export interface HistoryEntry {
  type: string;
  code: string;
  source: HistorySource;
  changes: StoredFieldChange[];
}

/**
 * History entries whose change the vendor's full record never had: a webhook entry whose field
 * the next whole read of the same request puts straight back (a delivery that lacked a field read
 * as its removal), and that read's entry with it. Entries are taken in the order they were written.
 */
export function countFalseHistoryEntries(entries: readonly HistoryEntry[]): number {
  const pending = new Map<string, StoredFieldChange>();
  let falseEntries = 0;
  for (const entry of entries) {
    let reverted = false;
    for (const change of entry.changes) {
      const key = `${entry.type}/${entry.code}/${change.field}`;
      const webhookChange = pending.get(key);
      pending.delete(key);
      if (entry.source === 'webhook') {
        pending.set(key, change);
      } else if (
        webhookChange &&
        sameJson(webhookChange.to, change.from) &&
        sameJson(webhookChange.from, change.to)
      ) {
        reverted = true;
        falseEntries += 1;
      }
    }
    if (reverted) falseEntries += 1;
  }
  return falseEntries;
}
