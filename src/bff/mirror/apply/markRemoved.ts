import type { HistorySource } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';
import type { Database } from '../../db/database';
import type { ActingPerson } from '../../db/schema/history';
import { applyObservation, type ObservationResult } from './applyObservation';
import { lockStoredRequest } from './storedRequest';

export interface Removal {
  type: RequestType;
  code: string;
  source: HistorySource;
  person?: ActingPerson | null;
  /** Painel's clock: when the removal was seen (e.g. when the listing that showed it was sent). */
  observedAt: Date;
}

/**
 * Records that the vendor removed a request: `removed` becomes true in the columns and in the
 * record, as one history version, under the same ordering rule as every observation without a vendor
 * timestamp. Null when the mirror has never seen the request (there is nothing to remove).
 */
export async function markRemoved(db: Database, removal: Removal): Promise<ObservationResult | null> {
  return db.transaction(async (tx) => {
    const stored = await lockStoredRequest(tx, removal.type, removal.code);
    if (!stored) return null;
    return applyObservation(tx, {
      ...removal,
      record: { removed: true },
      partial: true,
      removed: true,
    });
  });
}
