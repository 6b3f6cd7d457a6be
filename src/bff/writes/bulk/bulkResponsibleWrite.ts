import type { RequestType } from '../../../contract/upstream/enums';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import type { Governor } from '../../governor/governor';
import { GovernorRefusal } from '../../governor/governorRefusal';
import { HttpProblem } from '../../http/problem';
import type { Vendor } from '../../vendor/governed/createVendor';
import { VendorProblem } from '../../vendor/governed/vendorProblem';
import { responsibleCheck } from '../confirm/vendorChecks';
import { expectWrite, forgetWrite } from '../credit/expectWrite';
import { mayHaveBeenApplied } from '../idempotency/ambiguity';
import { claimFor } from '../idempotency/claimFor';
import type { IdempotencyStore } from '../idempotency/idempotencyStore';
import type { WriteSpec } from '../performWrite';
import type { WriteActor } from '../writeActor';
import type { HookLogger, WriteHooks } from '../writeHooks';
import { bounded } from './bounded';

export interface BulkWriteDeps {
  db: Database;
  clock: Clock;
  vendor: Pick<Vendor, 'updateResponsible' | 'findRequestForWrite'>;
  governor: Pick<Governor, 'endsRecorded'>;
  writes: WriteHooks;
  store: IdempotencyStore;
  log: HookLogger & { info(details: Record<string, unknown>, message: string): void };
  /** The bound of every wait that is not the vendor call itself (which has its own time-out). */
  waitMs: number;
}

export interface BulkWriteItem {
  jobId: string;
  position: number;
  type: RequestType;
  code: string;
  email: string;
  /** The person who started the job: the write is theirs, in the audit and the history. */
  actor: WriteActor;
}

export type BulkWriteResult =
  /** The vendor holds the change: sent now, or found there (a replay, or a check after a doubt). */
  | { kind: 'done'; sent: boolean }
  /** The vendor refused it for good (no such request, no such collaborator): its words. */
  | { kind: 'refused'; reason: string }
  /** Not now: the governor's time, a submit still running, or an outcome to check first. */
  | { kind: 'later'; retryAt: number; why: string };

/** The Idempotency-Key of one item: the same on every attempt, every process, every restart. */
export function bulkItemKey(item: Pick<BulkWriteItem, 'jobId' | 'position'>): string {
  return `bulk-${item.jobId}-${item.position}`;
}

/**
 * One item of a bulk change of responsible, as the responsible route writes it (runWrite,
 * performWrite) but without an HTTP request: claimed under its own Idempotency-Key, so a restart or
 * a new leader replays a finished item's answer, checks the vendor after an unknown end, and
 * never sends a change twice; sent at the governor's `bulk` priority; audited and announced to the
 * mirror like a person's write. Every wait but the vendor call is bounded (bounded.ts).
 */
export async function bulkResponsibleWrite(
  deps: BulkWriteDeps,
  item: BulkWriteItem,
): Promise<BulkWriteResult> {
  const { store, clock } = deps;
  const key = bulkItemKey(item);
  const path = `/api/requests/${item.type}/${item.code}/responsible`;
  const claim = claimFor(key, item.actor, { method: 'PUT', path, fields: { email: item.email } });
  if (!claim) throw new Error('a bulk item always has a key');
  const later = (ms: number, why: string): BulkWriteResult => ({
    kind: 'later',
    retryAt: clock.now() + ms,
    why,
  });

  let start;
  try {
    start = await bounded(store.begin(claim), deps.waitMs, 'claiming the item');
  } catch (error) {
    if (error instanceof HttpProblem && error.status === 409) {
      // Another attempt holds the key (a process that died keeps it until its lease runs out).
      return later(Number(error.headers['retry-after'] ?? '5') * 1000, 'in-progress');
    }
    throw error;
  }
  if (start.kind === 'replay') {
    const { status, body } = start.answer;
    if (status >= 200 && status < 300) return { kind: 'done', sent: false };
    return { kind: 'refused', reason: reasonOf(body) };
  }
  const doubt = start.kind === 'verify' ? start.after : null;

  const spec: WriteSpec = {
    kind: 'responsible',
    action: 'request.responsible.change',
    request: { type: item.type, code: item.code },
    paymentId: null,
    actor: item.actor,
    changed: { email: item.email },
    attachments: [],
  };
  await bounded(
    expectWrite(deps.db, spec, key, new Date(clock.now())),
    deps.waitMs,
    'noting the write',
  ).catch((error: unknown) =>
    deps.log.warn({ err: error, key }, 'a bulk item could not be recorded as expected'),
  );

  let sent = false;
  let status: number;
  let durationMs: number;
  try {
    const checked = doubt
      ? await responsibleCheck(
          { findRequestForWrite: (type, code) => deps.vendor.findRequestForWrite(type, code, 'bulk') },
          spec.request ?? item,
          item.email,
        )()
      : null;
    if (checked?.applied) {
      status = 200;
      durationMs = checked.durationMs;
    } else {
      const answer = await deps.vendor.updateResponsible(item.code, item.email, 'bulk');
      sent = true;
      status = answer.status;
      durationMs = answer.durationMs;
    }
  } catch (error) {
    return failed(deps, item, claim, spec, key, error, doubt !== null);
  }

  const outcome = {
    kind: spec.kind,
    request: spec.request,
    paymentId: null,
    at: new Date(clock.now()).toISOString(),
    changed: spec.changed,
    attachments: [],
    vendor: { status, durationMs, unreadableFields: 0 },
  };
  try {
    await bounded(
      Promise.all([store.complete(claim, { status: 200, body: outcome }), deps.governor.endsRecorded()]),
      deps.waitMs,
      'recording the item',
    );
  } catch (error) {
    // The vendor has it; the key stays pending and unrenewed, so the next attempt checks the vendor.
    deps.log.warn({ err: error, key }, 'a bulk item was applied but its answer is not recorded yet');
    return later(deps.waitMs, 'unrecorded');
  }
  const at = new Date(clock.now());
  const audit = deps.writes.emitAudited(
    {
      action: spec.action,
      actor: item.actor,
      at,
      requestId: key,
      requestCode: item.code,
      target: `request:${item.type}:${item.code}`,
      outcome: 'ok',
      address: null,
      details: {
        kind: spec.kind,
        changed: spec.changed,
        attachments: [],
        vendor: outcome.vendor,
        bulkJob: item.jobId,
      },
    },
    deps.log,
  );
  const announce = deps.writes.emitAfterWrite(
    {
      kind: spec.kind,
      request: spec.request,
      paymentId: null,
      actor: item.actor,
      at,
      requestId: key,
      outcome,
      bulk: true,
    },
    deps.log,
  );
  // The item is done whatever happens next: a missing audit row or refresh must not stall the job.
  await bounded(
    Promise.all([audit, announce]),
    deps.waitMs,
    'the audit and the refresh after the item',
  ).catch((error: unknown) =>
    deps.log.warn(
      { err: error, key },
      'a bulk item is done but its audit entry or refresh did not follow in time',
    ),
  );
  return { kind: 'done', sent };
}

function reasonOf(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string') {
    return body.detail;
  }
  return 'refused by the vendor';
}

async function failed(
  deps: BulkWriteDeps,
  item: BulkWriteItem,
  claim: NonNullable<ReturnType<typeof claimFor>>,
  spec: WriteSpec,
  key: string,
  error: unknown,
  hadDoubt: boolean,
): Promise<BulkWriteResult> {
  const { store, clock } = deps;
  const wait = (what: Promise<unknown>, label: string) =>
    bounded(what, deps.waitMs, label).catch((cause: unknown) =>
      deps.log.warn({ err: cause, key }, `a bulk item could not update its key: ${label}`),
    );
  const refusal =
    error instanceof VendorProblem && error.source instanceof GovernorRefusal ? error.source : null;
  if (refusal) {
    // Nothing reached the vendor: the key is released and the item waits for the governor's time.
    await wait(Promise.all([store.release(claim), forgetWrite(deps.db, key)]), 'releasing after a refusal');
    const retryAt = refusal.retryAt?.getTime() ?? clock.now() + 60_000;
    return { kind: 'later', retryAt: Math.max(retryAt, clock.now() + 1), why: refusal.reason };
  }
  if (error instanceof HttpProblem && (error.status === 404 || error.status === 422)) {
    await wait(
      Promise.all([
        store.complete(claim, { status: error.status, body: error.toDocument() }),
        forgetWrite(deps.db, key),
      ]),
      'storing a refusal',
    );
    void bounded(
      deps.writes.emitAudited(
        {
          action: spec.action,
          actor: item.actor,
          at: new Date(clock.now()),
          requestId: key,
          requestCode: item.code,
          target: `request:${item.type}:${item.code}`,
          outcome: 'refused',
          address: null,
          details: {
            kind: spec.kind,
            changed: spec.changed,
            attachments: [],
            problem: { status: error.status, code: error.code },
            bulkJob: item.jobId,
          },
        },
        deps.log,
      ),
      deps.waitMs,
      'auditing a refused item',
    ).catch(() => undefined);
    return { kind: 'refused', reason: error.message };
  }
  deps.log.warn({ err: error, key }, 'a bulk item did not go through; trying it again later');
  if (mayHaveBeenApplied(error) || hadDoubt) {
    await wait(
      store.markAmbiguous(claim, error instanceof HttpProblem ? error.status : 500),
      'marking ambiguous',
    );
    return { kind: 'later', retryAt: clock.now() + deps.waitMs, why: 'ambiguous' };
  }
  await wait(store.release(claim), 'releasing after a failure');
  return { kind: 'later', retryAt: clock.now() + deps.waitMs, why: 'failed' };
}
