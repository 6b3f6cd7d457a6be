import type { RequestRecord, RequestType } from '../../../contract/upstream/index';
import type { Database } from '../../db/database';
import type { StoredFieldChange } from '../../db/schema/history';
import { mirrorRequests } from '../../db/schema/mirror';
import { withoutNulCharacters } from '../../webhooks/inbox/withoutNulCharacters';
import { diffRecords } from '../../mirror/apply/diffRecords';

/** A request as the vendor holds it, to compare the mirror with. */
export interface ExpectedRequest {
  type: RequestType;
  code: string;
  removed: boolean;
  record: RequestRecord;
}

/**
 * Fields the vendor changes by being read: every listing records a send, so `apiSent` and
 * `apiSentUpdated` show the sends before the one that returned them. What the mirror's last read
 * saw can never be what the vendor shows after that read (and the sync keeps no
 * `apiSentUpdated`), so they are left out of the comparison.
 */
export const READ_ECHO_FIELDS = ['apiSent', 'apiSentUpdated'] as const;

function comparable(record: unknown): Record<string, unknown> {
  // A JSON round trip drops absent (undefined) fields, as the wire and jsonb do.
  const value = withoutNulCharacters(JSON.parse(JSON.stringify(record ?? {}))) as Record<string, unknown>;
  for (const field of READ_ECHO_FIELDS) Reflect.deleteProperty(value, field);
  return value;
}

function leafCount(value: unknown): number {
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + leafCount(item), 0);
  if (typeof value === 'object' && value !== null) {
    return Object.values(value).reduce<number>((sum, item) => sum + leafCount(item), 0);
  }
  return 1;
}

export interface MirrorComparison {
  compared: number;
  /** Leaf values compared over all records. */
  fields: number;
  missing: string[];
  extra: string[];
  different: Array<{ key: string; changes: StoredFieldChange[] }>;
}

/** Compares the mirror with the vendor's requests, record by record and field by field. */
export async function mirrorDifferences(
  db: Database,
  expected: readonly ExpectedRequest[],
): Promise<MirrorComparison> {
  const rows = await db
    .select({
      type: mirrorRequests.type,
      code: mirrorRequests.code,
      removed: mirrorRequests.removed,
      record: mirrorRequests.record,
    })
    .from(mirrorRequests);
  const stored = new Map(rows.map((row) => [`${row.type} ${row.code}`, row]));
  const result: MirrorComparison = { compared: 0, fields: 0, missing: [], extra: [], different: [] };
  const seen = new Set<string>();
  for (const want of expected) {
    const key = `${want.type} ${want.code}`;
    seen.add(key);
    const row = stored.get(key);
    if (!row) {
      result.missing.push(key);
      continue;
    }
    result.compared += 1;
    const wanted = comparable({ ...want.record, removed: want.removed });
    const have = comparable({ ...row.record, removed: row.removed });
    result.fields += leafCount(wanted);
    const changes = diffRecords(have, wanted);
    if (changes.length > 0) result.different.push({ key, changes });
  }
  for (const key of stored.keys()) if (!seen.has(key)) result.extra.push(key);
  return result;
}
