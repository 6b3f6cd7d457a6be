import type { HistorySource } from '../../../contract/api/requests';
import type { RequestRecord } from '../../../contract/upstream/requestRecord';
import type { Database } from '../../db/database';
import type { ActingPerson, StoredFieldChange } from '../../db/schema/history';
import { changeActorOf } from '../read/changeActors';
import { takeExpectedWrite } from './creditedWrite';
import type { Observation } from './observation';

/** A history row's source and actor: the person's e-mail (for filters) and who caused it. */
export function historyActor(source: HistorySource, person: ActingPerson | null | undefined) {
  return { source, actor: person?.email ?? null, changedBy: changeActorOf(source, person) };
}

/**
 * Who a new version is credited to: the person whose write the observation follows, else the
 * person whose pending write it brings (then recorded as a change made through Painel, whichever
 * path delivered it), else the observation's source (ADR 059).
 */
export async function creditOf(
  tx: Database,
  observation: Observation,
  record: RequestRecord,
  changes: StoredFieldChange[],
) {
  const expected = await takeExpectedWrite(tx, observation, record, changes);
  if (observation.person) return historyActor(observation.source, observation.person);
  return expected ? historyActor('write', expected) : historyActor(observation.source, null);
}
