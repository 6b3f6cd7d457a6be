import type { HistorySource } from '../../contract/api/requests';
import type { RequestRecord, RequestType, UnreadableField } from '../../contract/upstream/index';
import type { ActingPerson } from '../db/schema/history';
import { withoutNulCharacters } from '../webhooks/inbox/withoutNulCharacters';
import type { Observation } from '../mirror/apply/applyObservation';
import type { ListingPage } from './vendorListing';

export interface ListedObservationOptions {
  type: RequestType;
  source: HistorySource;
  /** The Painel person whose write the listing follows. */
  person?: ActingPerson | null;
  /** True for a `removed=true` listing: what it lists is removed, whatever the record says. */
  removed?: boolean;
}

const POSITION = /^\[(\d+)\](?:\.)?(.*)$/;

/**
 * `apiSentUpdated` is the vendor's note of the last time the record was listed through the API:
 * Painel's own previous read. Kept, every read would look like a change (a history version, a
 * live event, a rewrite of the row) and no read could ever make it current, since the read itself
 * moves it. `apiSent` stays: it changes once, from the first read on (ADR 018).
 */
export const READ_ECHO_FIELD = 'apiSentUpdated';

function withoutReadEcho(record: RequestRecord): RequestRecord {
  if (!Object.hasOwn(record, READ_ECHO_FIELD)) return record;
  const copy = { ...record };
  Reflect.deleteProperty(copy, READ_ECHO_FIELD);
  return copy;
}

/** The listing reports unreadable fields as `[3].products[1].type`; per record they are `products[1].type`. */
function unreadableByRecord(unreadable: readonly UnreadableField[]): Map<number, UnreadableField[]> {
  const byRecord = new Map<number, UnreadableField[]>();
  for (const field of unreadable) {
    const match = POSITION.exec(field.path);
    if (!match) continue;
    const index = Number(match[1]);
    const list = byRecord.get(index) ?? [];
    list.push({ ...field, path: match[2] || '$' });
    byRecord.set(index, list);
  }
  return byRecord;
}

/**
 * The records of a listing page as observations of whole records, sent at the page's `sentAt`.
 * Records without a code cannot be told apart and are left out (counted by the caller); NUL
 * characters are dropped, because PostgreSQL cannot store them, and so is the read echo.
 */
export function listedObservations(
  page: ListingPage,
  options: ListedObservationOptions,
): { observations: Observation[]; withoutCode: number } {
  const unreadable = unreadableByRecord(page.unreadable);
  const observations: Observation[] = [];
  let withoutCode = 0;
  page.records.forEach((raw, index) => {
    const record = withoutReadEcho(withoutNulCharacters(raw) as RequestRecord);
    const code = typeof record.code === 'string' ? record.code.trim() : '';
    if (code === '') {
      withoutCode += 1;
      return;
    }
    observations.push({
      type: options.type,
      code,
      record,
      unreadable: (unreadable.get(index) ?? []).map(({ path, problem }) => ({ path, problem })),
      source: options.source,
      person: options.person ?? null,
      observedAt: page.sentAt,
      ...(options.removed ? { removed: true } : {}),
    });
  });
  return { observations, withoutCode };
}
