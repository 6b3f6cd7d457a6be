import type { Freshness } from '../../contract/api/freshness';

function instant(text: string | null): Date | null {
  if (text === null) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * When the data was last updated: whichever came last, a whole read of the vendor or a change it
 * announced since. The shell's line and the admin's home say the same moment from this.
 */
export function dataUpdatedAt(fresh: Pick<Freshness, 'upToDateAt' | 'lastWebhookAt'>): Date | null {
  const read = instant(fresh.upToDateAt);
  const announced = instant(fresh.lastWebhookAt);
  if (!read) return announced;
  if (!announced) return read;
  return read > announced ? read : announced;
}
