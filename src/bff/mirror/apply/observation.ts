import type { ChangeActor } from '../../../contract/api/changeActor';
import type { HistorySource, RequestSummary } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';
import type { RequestRecord } from '../../../contract/upstream/requestRecord';
import type { ActingPerson, StoredFieldChange } from '../../db/schema/history';
import type { StoredUnreadableField } from '../../db/schema/mirror';

/** One look at one request, from wherever Painel got it. */
export interface Observation {
  type: RequestType;
  code: string;
  /** The record, already read tolerantly (readRequestRecord or a webhook's data). */
  record: RequestRecord;
  /** The fields the tolerant reader removed (only path and problem are kept). */
  unreadable?: readonly StoredUnreadableField[];
  source: HistorySource;
  /** The Painel person whose write this observation follows; only for source 'write'. */
  person?: ActingPerson | null;
  /**
   * Painel's clock: for a read, when the call was SENT (the answer is at least that new); for a
   * webhook, when the delivery was received.
   */
  observedAt: Date;
  /** The vendor's `lastUpdate` when the observation carries one (webhooks). */
  vendorLastUpdate?: Date | null;
  /** True for a webhook body: its fields are merged into the stored record instead of replacing it. */
  partial?: boolean;
  /** Overrides record.removed, e.g. a listing read with `removed=true`. */
  removed?: boolean;
}

export type ObservationOutcome = 'created' | 'changed' | 'unchanged' | 'stale';

export interface ObservationResult {
  outcome: ObservationOutcome;
  /** What changed (empty unless `changed`; a new request has no field changes). */
  changes: StoredFieldChange[];
  /** The request as the mirror now holds it (for `stale`, as it was and stays). */
  summary: RequestSummary;
  /**
   * Who caused the version recorded (created or changed), as its history row names it: a person's
   * pending write may be credited though the observation came another way (ADR 059).
   */
  actor?: ChangeActor;
}
