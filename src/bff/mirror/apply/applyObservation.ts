import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mirrorRequests } from '../../db/schema/mirror';
import { readSummary } from '../read/readSummary';
import { insertRequest } from './insertRequest';
import type { Observation, ObservationResult } from './observation';
import { isStale, later } from './observationTimes';
import { lockStoredRequest, type StoredState } from './storedRequest';
import { updateRequest } from './updateRequest';

export type { Observation, ObservationOutcome, ObservationResult } from './observation';

function validate(observation: Observation): void {
  if (observation.code.trim() === '') throw new TypeError('An observation needs the request code.');
  if (Number.isNaN(observation.observedAt.getTime())) {
    throw new TypeError('An observation needs a valid observedAt.');
  }
  if (observation.vendorLastUpdate && Number.isNaN(observation.vendorLastUpdate.getTime())) {
    throw new TypeError('vendorLastUpdate must be a valid date or null.');
  }
}

/**
 * A stale observation changes nothing, but its vendor time is still a fact about the row: what
 * refused it (a read sent after it was received, or one applied later) saw at least that version
 * (ADR 097). Kept, an older delivery retried after that read is refused by the vendor's clock too.
 */
async function noteVendorTime(tx: Database, stored: StoredState, observation: Observation): Promise<void> {
  const vendorLastUpdate = later(stored.vendorLastUpdate, observation.vendorLastUpdate);
  if (vendorLastUpdate === stored.vendorLastUpdate) return;
  await tx
    .update(mirrorRequests)
    .set({ vendorLastUpdate })
    .where(and(eq(mirrorRequests.type, observation.type), eq(mirrorRequests.code, observation.code)));
}

/**
 * Applies one observation to the mirror in one transaction, holding the request's row lock:
 * refuses it when it is older than what is stored (`stale`), otherwise stores the new record (a
 * partial one merged into the stored record), diffs it against the previous version and, when
 * something changed, writes one history version, moves status_since on a new dealStatus and keeps
 * the status totals and the request's status stays. Inside a caller's transaction it runs as a
 * savepoint.
 */
export async function applyObservation(db: Database, observation: Observation): Promise<ObservationResult> {
  validate(observation);
  const { type, code } = observation;
  return db.transaction(async (tx) => {
    let stored = await lockStoredRequest(tx, type, code);
    if (!stored) {
      const created = await insertRequest(tx, observation);
      if (created) return created;
      // Someone else created it between our look and our insert: their row is locked now.
      stored = await lockStoredRequest(tx, type, code);
      if (!stored) throw new Error(`The mirror lost request ${type} ${code} while applying an observation.`);
    }
    if (isStale(stored, observation)) {
      await noteVendorTime(tx, stored, observation);
      return { outcome: 'stale', changes: [], summary: await readSummary(tx, type, code) };
    }
    return updateRequest(tx, stored, observation);
  });
}
