import { and, eq } from 'drizzle-orm';
import type { RequestType } from '../../../contract/upstream/enums';
import type { RequestRecord } from '../../../contract/upstream/requestRecord';
import type { Database } from '../../db/database';
import { mirrorRequests, type StoredUnreadableField } from '../../db/schema/mirror';

/** What applying an observation needs of the request's stored row. */
export interface StoredState {
  record: RequestRecord;
  unreadable: StoredUnreadableField[];
  removed: boolean;
  dealStatus: string | null;
  finalValue: number | null;
  totalPower: number | null;
  vendorLastUpdate: Date | null;
  syncedAt: Date;
  readAt: Date | null;
}

const storedStateColumns = {
  record: mirrorRequests.record,
  unreadable: mirrorRequests.unreadable,
  removed: mirrorRequests.removed,
  dealStatus: mirrorRequests.dealStatus,
  finalValue: mirrorRequests.finalValue,
  totalPower: mirrorRequests.totalPower,
  vendorLastUpdate: mirrorRequests.vendorLastUpdate,
  syncedAt: mirrorRequests.syncedAt,
  readAt: mirrorRequests.readAt,
};

/** The columns a row adds to the status totals, returned by an insert or update. */
export const totalsColumns = {
  removed: mirrorRequests.removed,
  dealStatus: mirrorRequests.dealStatus,
  finalValue: mirrorRequests.finalValue,
  totalPower: mirrorRequests.totalPower,
};

/** Locks the request's row for the rest of the transaction; undefined when it does not exist. */
export async function lockStoredRequest(
  tx: Database,
  type: RequestType,
  code: string,
): Promise<StoredState | undefined> {
  const [row] = await tx
    .select(storedStateColumns)
    .from(mirrorRequests)
    .where(and(eq(mirrorRequests.type, type), eq(mirrorRequests.code, code)))
    .for('update');
  return row;
}
