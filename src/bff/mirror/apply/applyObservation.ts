import { and, eq, sql } from 'drizzle-orm';
import type { ChangeActor } from '../../../contract/api/changeActor';
import type { HistorySource, RequestSummary } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';
import type { RequestRecord } from '../../../contract/upstream/requestRecord';
import type { Database } from '../../db/database';
import { type ActingPerson, requestHistory, type StoredFieldChange } from '../../db/schema/history';
import { mirrorRequests, type StoredUnreadableField } from '../../db/schema/mirror';
import { changeActorOf } from '../read/changeActors';
import { closeExpectedWrites, takeExpectedWrite } from './creditedWrite';
import { diffRecords } from './diffRecords';
import { mergePartialRecord, withoutWebhookOnlyFields } from './observedRecord';
import { recordColumns } from './recordColumns';
import { readSummary } from '../read/readSummary';
import { narrowStatusSince } from './statusSinceBound';
import { changesStatus, refreshStatusStays } from './statusStays';
import { adjustStatusTotals, type TotalsContribution } from './statusTotals';

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

interface StoredState {
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

const totalsColumns = {
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

function later(a: Date | null, b: Date | null | undefined): Date | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a.getTime() >= b.getTime() ? a : b;
}

/**
 * The ordering rule (ADR 017): an observation older than what the row already reflects is
 * refused whole. Vendor timestamps are compared only with vendor timestamps; Painel's clock only
 * with Painel's clock.
 */
export function isStale(stored: StoredState, observation: Observation): boolean {
  const vendorAt = observation.vendorLastUpdate ?? null;
  const observedAt = observation.observedAt.getTime();
  if (vendorAt && stored.vendorLastUpdate && stored.vendorLastUpdate.getTime() > vendorAt.getTime()) {
    return true;
  }
  if (observation.partial && vendorAt) {
    // A delivery received before a whole read was sent is already part of what that read saw.
    return stored.readAt !== null && stored.readAt.getTime() > observedAt;
  }
  // Without a vendor timestamp only arrival order is known: anything applied later wins.
  return stored.syncedAt.getTime() > observedAt;
}

let warnedOfFutureVendorTime = false;

/**
 * A vendor time ahead of Painel's clock (when the observation was made) is taken as that moment:
 * no change is ever dated in the future, so no screen says "in 6 seconds". Said once per process.
 * The ordering rule still compares the vendor's own times as received.
 */
export function notAfter(vendorAt: Date | null | undefined, observedAt: Date): Date | null {
  if (!vendorAt) return null;
  if (vendorAt.getTime() <= observedAt.getTime()) return vendorAt;
  if (!warnedOfFutureVendorTime) {
    warnedOfFutureVendorTime = true;
    process.emitWarning(
      `A vendor time (${vendorAt.toISOString()}) is ahead of Painel's clock (${observedAt.toISOString()}); such times are taken as the moment Painel observed them.`,
      { code: 'PAINEL_VENDOR_CLOCK_AHEAD' },
    );
  }
  return observedAt;
}

function unreadableAfter(
  stored: readonly StoredUnreadableField[],
  observation: Observation,
): StoredUnreadableField[] {
  const fresh = (observation.unreadable ?? []).map(({ path, problem }) => ({ path, problem }));
  if (!observation.partial) return fresh;
  // A webhook speaks only for the fields it carries; what a whole read found unreadable elsewhere stays.
  const topField = (path: string) => path.split(/[.[]/, 1)[0] ?? path;
  const touched = new Set([
    ...Object.keys(observation.record),
    ...fresh.map((field) => topField(field.path)),
  ]);
  return [...stored.filter((field) => !touched.has(topField(field.path))), ...fresh];
}

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
      return { outcome: 'stale', changes: [], summary: await readSummary(tx, type, code) };
    }
    return updateRequest(tx, stored, observation);
  });
}

/** A history row's source and actor: the person's e-mail (for filters) and who caused it. */
function historyActor(source: HistorySource, person: ActingPerson | null | undefined) {
  return { source, actor: person?.email ?? null, changedBy: changeActorOf(source, person) };
}

/**
 * Who a new version is credited to: the person whose write the observation follows, else the
 * person whose pending write it brings (then recorded as a change made through Painel, whichever
 * path delivered it), else the observation's source (ADR 059).
 */
async function creditOf(
  tx: Database,
  observation: Observation,
  record: RequestRecord,
  changes: StoredFieldChange[],
) {
  const expected = await takeExpectedWrite(tx, observation, record, changes);
  if (observation.person) return historyActor(observation.source, observation.person);
  return expected ? historyActor('write', expected) : historyActor(observation.source, null);
}

function observedRecord(observation: Observation, stored: RequestRecord | null): RequestRecord {
  const incoming = withoutWebhookOnlyFields(observation.record);
  const merged = (
    observation.partial && stored ? mergePartialRecord(stored, incoming) : incoming
  ) as RequestRecord;
  return observation.removed === undefined ? merged : { ...merged, removed: observation.removed };
}

async function insertRequest(tx: Database, observation: Observation): Promise<ObservationResult | null> {
  const { type, code, observedAt } = observation;
  const record = observedRecord(observation, null);
  const columns = recordColumns(type, record);
  const vendorAt = observation.vendorLastUpdate ?? null;
  // The only change known of a request first seen by a read is its creation (ADR 017).
  const changedAt = notAfter(vendorAt ?? columns.createdAt, observedAt) ?? observedAt;
  // Its status began at or before the vendor's lastUpdate; the creation only when nothing later
  // is known (ADR 065).
  const bound = notAfter(vendorAt, observedAt);
  const created = columns.createdAt;
  const bounded = bound !== null && (created === null || bound.getTime() > created.getTime());
  const statusSince = bounded ? bound : (notAfter(created, observedAt) ?? observedAt);
  // Not updated since its creation: its status is the one it was created in, a known start.
  const startKnown = bound !== null && !bounded;
  const [inserted] = await tx
    .insert(mirrorRequests)
    .values({
      type,
      code,
      ...columns,
      record,
      unreadable: unreadableAfter([], observation),
      vendorLastUpdate: vendorAt,
      lastChangedAt: changedAt,
      statusSince,
      statusSinceBefore: bounded,
      statusFirstSeenAt: startKnown ? null : observedAt,
      syncedAt: observedAt,
      readAt: observation.partial ? null : observedAt,
      observedVersion: 1,
    })
    .onConflictDoNothing()
    .returning(totalsColumns);
  if (!inserted) return null;
  await adjustStatusTotals(tx, type, null, inserted);
  const credit = historyActor(observation.source, observation.person);
  await tx.insert(requestHistory).values({
    type,
    code,
    at: changedAt,
    ...credit,
    changes: [],
    observedAt,
  });
  return {
    outcome: 'created',
    changes: [],
    summary: await readSummary(tx, type, code),
    actor: credit.changedBy,
  };
}

async function updateRequest(
  tx: Database,
  stored: StoredState,
  observation: Observation,
): Promise<ObservationResult> {
  const { type, code, observedAt } = observation;
  const record = observedRecord(observation, stored.record);
  const changes = diffRecords(stored.record, record);
  const vendorAt = observation.vendorLastUpdate ?? null;
  const bookkeeping = {
    unreadable: unreadableAfter(stored.unreadable, observation),
    vendorLastUpdate: later(stored.vendorLastUpdate, vendorAt),
    syncedAt: later(stored.syncedAt, observedAt) ?? observedAt,
    readAt: observation.partial ? stored.readAt : later(stored.readAt, observedAt),
  };
  const where = and(eq(mirrorRequests.type, type), eq(mirrorRequests.code, code));
  const bound = notAfter(vendorAt, observedAt);
  if (changes.length === 0) {
    await tx.update(mirrorRequests).set(bookkeeping).where(where);
    if (bound) await narrowStatusSince(tx, type, [code], bound);
    if (observation.source === 'write' && observation.person) {
      await closeExpectedWrites(tx, observation, observation.person);
    }
    return { outcome: 'unchanged', changes, summary: await readSummary(tx, type, code) };
  }
  const columns = recordColumns(type, record);
  const changedAt = notAfter(vendorAt, observedAt) ?? observedAt;
  const credit = await creditOf(tx, observation, record, changes);
  const [updated] = await tx
    .update(mirrorRequests)
    .set({
      ...columns,
      record,
      ...bookkeeping,
      lastChangedAt: changedAt,
      ...(columns.dealStatus !== stored.dealStatus
        ? { statusSince: changedAt, statusSinceBefore: false, statusFirstSeenAt: null }
        : {}),
      observedVersion: sql`${mirrorRequests.observedVersion} + 1`,
    })
    .where(where)
    .returning(totalsColumns);
  if (!updated) throw new Error(`The mirror lost request ${type} ${code} while applying an observation.`);
  if (bound && columns.dealStatus === stored.dealStatus) await narrowStatusSince(tx, type, [code], bound);
  const before: TotalsContribution = stored;
  await adjustStatusTotals(tx, type, before, updated);
  await tx.insert(requestHistory).values({
    type,
    code,
    at: changedAt,
    ...credit,
    changes,
    observedAt,
  });
  // A new request's first version closes no stay (nothing came before it), so only changes do.
  if (changesStatus(changes)) await refreshStatusStays(tx, type, code);
  return {
    outcome: 'changed',
    changes,
    summary: await readSummary(tx, type, code),
    actor: credit.changedBy,
  };
}
