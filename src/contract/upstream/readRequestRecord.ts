import { type RequestRecord, requestRecord } from './requestRecord';
import { readTolerant, type UnreadableField } from './tolerant';

export interface ReadRequestRecord {
  record: RequestRecord;
  unreadable: UnreadableField[];
}

/**
 * Reads one request record from the vendor without ever dropping it: fields that do not match
 * their documented type are removed and listed in `unreadable`; a non-object yields `{}`.
 */
export function readRequestRecord(raw: unknown): ReadRequestRecord {
  const { value, unreadable } = readTolerant(requestRecord, raw, {});
  return { record: value, unreadable };
}
