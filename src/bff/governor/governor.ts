import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { GovernorPriority, GovernorStatus } from '../../contract/api/governorStatus';
import { type Clock, systemClock } from '../clock';
import type { Database } from '../db/database';
import { type CountedCall, allowanceFor, decideAdmission, fitsOnceIdle, refusalReason } from './admission';
import { type GovernorBudgets, assertSafeBudgets } from './budgets';
import { type CircuitOpening, closeCircuit, lockCircuit, openCircuit, readCircuit } from './circuit';
import { describeStatus } from './describeStatus';
import { GovernorRefusal } from './governorRefusal';
import { idleBackgroundAllowance, isIdle } from './idle';
import {
  type CallResult,
  type IdleOffer,
  cancelReservation,
  completeCall,
  countedCalls,
  lastPersonCallAt,
  reserveCall,
} from './ledger';
import { isBackground, priorityRank } from './priorities';
import { PrioritySemaphore } from './prioritySemaphore';
import { vendorLimits } from './vendorLimits';

/** Why a call is made: its class decides its share of the budgets; the label goes into the ledger. */
export interface CallPurpose {
  priority: GovernorPriority;
  /** What the call is, e.g. `PUT /api/v2/payment/123`; never a token or other secret. */
  label: string;
  /**
   * A person waits for this call's answer: once it succeeded, `run` returns without waiting for its
   * end to be recorded, and the caller awaits `endsRecorded()` alongside its own bookkeeping
   * (ADR 049). A failed or rate-limited call is recorded before `run` throws, as every other call.
   */
  endBehind?: boolean;
}

/** What the governor hands to the code that actually talks to the vendor. */
export interface UpstreamCallContext {
  /** Aborts when the call reaches its time-out; pass it to fetch so that the call really ends. */
  signal: AbortSignal;
  /**
   * Tell the governor the HTTP status the vendor answered, as soon as it is known, with a short
   * detail (for a 429, the cause the body names: `hardLimit` or `timeLimit`). A 429 opens the
   * circuit at once. As a safety net, an error thrown with `status: 429` or `isRateLimited: true`
   * (and its vendor reason as a string `cause`) does the same.
   */
  reportStatus(status: number, detail?: string): void;
  /**
   * Tell the governor the processing time the answer states it cost. The call is then charged that
   * instead of its wall time: the vendor counts its own processing, and a stated figure does not
   * grow with this machine's load.
   */
  reportProcessing(milliseconds: number): void;
}

/** A pino-compatible sink (Fastify's `app.log` fits) for what the governor cannot throw. */
export interface GovernorLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface GovernorOptions {
  db: Database;
  budgets: GovernorBudgets;
  clock?: Clock;
  /** Names this process in the ledger; host, pid and a random tag by default. */
  instance?: string;
  logger?: GovernorLogger;
}

export class GovernorTimeoutError extends Error {
  override name = 'GovernorTimeoutError';
}

const maxText = 200;
const clip = (text: string) => (text.length > maxText ? `${text.slice(0, maxText - 1)}…` : text);

/**
 * A thrown 429, recognised by shape (`status: 429` or `isRateLimited: true`) so that the upstream
 * client need not import anything from here; a string `cause` is taken as the vendor's reason.
 */
function rateLimitOf(error: unknown): { detail: string | undefined } | null {
  if (typeof error !== 'object' || error === null) return null;
  const limited =
    ('status' in error && error.status === 429) || ('isRateLimited' in error && error.isRateLimited === true);
  if (!limited) return null;
  return { detail: 'cause' in error && typeof error.cause === 'string' ? error.cause : undefined };
}

/**
 * The only way to the vendor. Every call is reserved in the shared ledger before it is sent, by
 * one statement that holds the circuit row's lock and commits before it answers, so any number of
 * backend processes on one database stay inside one budget together (docs/decisions/007-governor.md,
 * 049).
 */
export class Governor {
  private readonly db: Database;
  private readonly budgets: GovernorBudgets;
  private readonly clock: Clock;
  private readonly instance: string;
  private readonly logger: GovernorLogger | undefined;
  private readonly slots: PrioritySemaphore;
  private readonly windowMs = vendorLimits.windowMs;
  /** A 429 this process saw whose opening is not yet stored; while set, nothing is sent. */
  private unsavedOpening: CircuitOpening | null = null;
  /** Counts the 429s seen here, so that a reservation made around one is never sent. */
  private openings = 0;
  /** Ends of calls being recorded after `run` returned (`endBehind`); awaited before shutdown. */
  private readonly recording = new Set<Promise<void>>();
  /**
   * When a call of a person's class was last asked of this process, before it waits for a slot
   * or is reserved: background work here yields at once, other processes once it is in the ledger.
   */
  private lastPersonAskAt: number | null = null;

  constructor(options: GovernorOptions) {
    assertSafeBudgets(options.budgets);
    this.db = options.db;
    this.budgets = { ...options.budgets };
    this.clock = options.clock ?? systemClock;
    this.instance = options.instance ?? `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;
    this.logger = options.logger;
    this.slots = new PrioritySemaphore(this.budgets.concurrency);
  }

  /**
   * Runs `call` if it fits the budgets now; otherwise throws a GovernorRefusal saying why and
   * when it would fit, without calling. Calls beyond the concurrency limit wait for a slot, most
   * urgent first. The call's own result or error comes back unchanged.
   */
  async run<T>(purpose: CallPurpose, call: (context: UpstreamCallContext) => Promise<T>): Promise<T> {
    const { priority } = purpose;
    const label = clip(purpose.label);
    if (!isBackground(priority)) this.lastPersonAskAt = this.clock.now();
    if (this.unsavedOpening) throw await this.refuseOnLocalOpening(priority);
    const release = await this.slots.acquire(priorityRank(priority));
    try {
      if (this.unsavedOpening) throw await this.refuseOnLocalOpening(priority);
      const seen = this.openings;
      const reservation = await this.reserve(priority, label);
      if (this.openings !== seen || this.unsavedOpening) {
        // A 429 arrived while this call was being reserved: it must not be sent.
        await cancelReservation(this.db, reservation.id);
        throw await this.refuseOnLocalOpening(priority);
      }
      return await this.send(reservation, label, call, purpose.endBehind === true);
    } finally {
      release();
    }
  }

  /**
   * Resolves once every call end this process is recording behind its answer (`endBehind`) is in
   * the ledger; never rejects (a failed record leaves the row counting at its time-out, logged).
   */
  async endsRecorded(): Promise<void> {
    await Promise.all(this.recording);
  }

  /** Budgets used and left, when they free up, per-class room and the circuit, for the UI. */
  async status(): Promise<GovernorStatus> {
    await this.endsRecorded();
    const now = this.clock.now();
    const [stored, counted, lastInLedger] = await Promise.all([
      readCircuit(this.db),
      countedCalls(this.db, now, this.windowMs),
      this.budgets.idle ? lastPersonCallAt(this.db) : Promise.resolve(null),
    ]);
    const opening = this.unsavedOpening;
    const circuit =
      opening && stored.state === 'closed'
        ? { ...stored, state: 'open' as const, openedAt: new Date(opening.at), cause: opening.cause }
        : stored;
    return describeStatus({
      now,
      windowMs: this.windowMs,
      counted,
      circuit,
      budgets: this.budgets,
      lastPersonCallAt: latest(lastInLedger, this.lastPersonAskAt),
    });
  }

  /**
   * Closes the circuit after an admin confirmed that the vendor reactivated the account. Every
   * process sees it at its next reservation.
   */
  async resetCircuit(input: { by: string }): Promise<GovernorStatus> {
    const by = input.by.trim();
    if (!by) throw new RangeError('Resetting the circuit needs the name of the admin who confirmed it.');
    await this.db.transaction(async (tx) => {
      const circuit = await lockCircuit(tx);
      if (circuit.state === 'open') await closeCircuit(tx, this.clock.now(), clip(by));
    });
    this.unsavedOpening = null;
    return this.status();
  }

  private async reserve(
    priority: GovernorPriority,
    label: string,
  ): Promise<{ id: number; startedAt: number }> {
    // Rarely, room appears between the two reads of a refusal (a call ended): try again then.
    for (let attempt = 1; ; attempt += 1) {
      const outcome = await this.reserveOnce(priority, label);
      if (outcome instanceof GovernorRefusal) throw outcome;
      if (!('roomAppeared' in outcome)) return outcome;
      // Calls keep ending under our feet: say so as a refusal that may be retried at once.
      if (attempt >= 3) throw outcome.roomAppeared;
    }
  }

  /**
   * One reservation: a single statement, the same on both engines, which holds the circuit's row
   * lock while it counts and inserts, so reservations from every process sharing the ledger are
   * ordered (reserveCall). The usual case ends there; a refusal then reads the list of counted
   * calls to say when this class fits again.
   */
  private async reserveOnce(
    priority: GovernorPriority,
    label: string,
  ): Promise<{ id: number; startedAt: number } | GovernorRefusal | { roomAppeared: GovernorRefusal }> {
    // Read before the lock is granted: a reservation that waited for it starts that wait earlier
    // in the ledger, which counts it no shorter (ADR 049).
    const now = this.clock.now();
    const attempt = await reserveCall(
      this.db,
      {
        priority,
        purpose: label,
        instance: this.instance,
        startedAt: now,
        reservedMs: this.budgets.callTimeoutMs,
      },
      this.windowMs,
      allowanceFor(priority, this.budgets),
      this.idleOffer(priority, now),
    );
    if (attempt.circuit.state === 'open') {
      return new GovernorRefusal('circuit-open', priority, null, attempt.circuit.cause ?? undefined);
    }
    if (attempt.id !== null) return { id: attempt.id, startedAt: now };
    const counted = await countedCalls(this.db, now, this.windowMs);
    const admission = decideAdmission(counted, now, this.windowMs, priority, this.budgets, attempt.idle);
    if (!admission.admit) {
      const retryAt = attempt.idle
        ? admission.retryAt
        : await this.idleFit(priority, counted, now, admission.retryAt);
      return new GovernorRefusal(admission.reason, priority, new Date(retryAt));
    }
    // A call ended between the two reads (its real time replaced its time-out): there is room now.
    const reason = refusalReason(attempt.used, priority, this.budgets, attempt.idle);
    return { roomAppeared: new GovernorRefusal(reason, priority, new Date(now)) };
  }

  /**
   * The idle allowance a background reservation may use, unless a person asked this process for
   * a call within the idle time; the reservation itself checks the ledger for every other process.
   */
  private idleOffer(priority: GovernorPriority, now: number): IdleOffer | null {
    const idle = this.budgets.idle;
    if (!idle || !isBackground(priority) || !isIdle(idle, this.lastPersonAskAt, now)) return null;
    return { since: now - idle.afterMs, allowed: idleBackgroundAllowance(this.budgets, idle) };
  }

  /**
   * For a background call refused at its normal share: the earlier of `retryAt` and the moment
   * the idle allowance begins, if it would fit then (no person asking meanwhile).
   */
  private async idleFit(
    priority: GovernorPriority,
    counted: readonly CountedCall[],
    now: number,
    retryAt: number,
  ): Promise<number> {
    const idle = this.budgets.idle;
    if (!idle || !isBackground(priority)) return retryAt;
    const last = latest(await lastPersonCallAt(this.db), this.lastPersonAskAt);
    if (last === null) return retryAt;
    const fits = fitsOnceIdle(counted, last + idle.afterMs, this.windowMs, this.budgets);
    return fits === null ? retryAt : Math.max(now, Math.min(retryAt, fits));
  }

  private async send<T>(
    reservation: { id: number; startedAt: number },
    label: string,
    call: (context: UpstreamCallContext) => Promise<T>,
    endBehind: boolean,
  ): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(
        new GovernorTimeoutError(`No answer from the vendor within ${this.budgets.callTimeoutMs} ms.`),
      );
    }, this.budgets.callTimeoutMs);
    let status: number | null = null;
    let detail: string | null = null;
    const reportStatus = (answered: number, about?: string) => {
      status = answered;
      detail = about === undefined ? null : clip(about);
      if (answered === 429) this.noteRateLimited(reservation.id, label, detail);
    };
    let statedMs: number | null = null;
    const reportProcessing = (milliseconds: number) => {
      statedMs = milliseconds;
    };

    let settled: { ok: true; value: T } | { ok: false; error: unknown };
    try {
      settled = {
        ok: true,
        value: await call({ signal: controller.signal, reportStatus, reportProcessing }),
      };
    } catch (error) {
      settled = { ok: false, error };
      const limited = status === 429 ? null : rateLimitOf(error);
      if (limited) reportStatus(429, limited.detail ?? detail ?? undefined);
    } finally {
      clearTimeout(timer);
    }

    const finishedAt = this.clock.now();
    const result: CallResult = {
      finishedAt,
      durationMs: statedMs ?? finishedAt - reservation.startedAt,
      httpStatus: status,
      ...this.classify(status, detail, settled, timedOut),
    };
    if (settled.ok && endBehind && status !== 429) {
      // Until it lands, every process counts the call at its time-out: the safe side.
      const recorded = this.record(reservation.id, result);
      this.recording.add(recorded);
      void recorded.finally(() => this.recording.delete(recorded));
      return settled.value;
    }
    await this.record(reservation.id, result);
    if (!settled.ok) throw settled.error;
    return settled.value;
  }

  private classify(
    status: number | null,
    detail: string | null,
    settled: { ok: true } | { ok: false; error: unknown },
    timedOut: boolean,
  ): Pick<CallResult, 'outcome' | 'detail'> {
    if (status === 429) return { outcome: 'rate-limited', detail };
    if (!settled.ok && timedOut) return { outcome: 'timeout', detail: 'time-out' };
    if (status !== null && status >= 400) return { outcome: 'http-error', detail };
    if (!settled.ok) {
      const error = settled.error;
      return { outcome: 'error', detail: clip(error instanceof Error ? error.name : typeof error) };
    }
    return { outcome: 'ok', detail };
  }

  /** Stops this process at once; the stored circuit then stops every other one. */
  private noteRateLimited(callId: number, label: string, detail: string | null) {
    this.openings += 1;
    this.unsavedOpening ??= {
      at: this.clock.now(),
      cause: clip(`429${detail ? ` ${detail}` : ''} on "${label}"`),
      callId,
    };
  }

  private async record(id: number, result: CallResult) {
    try {
      await completeCall(this.db, id, result);
    } catch (error) {
      // The row stays pending and keeps counting at its time-out: the safe side.
      this.logger?.warn({ err: error, callId: id }, 'could not record the end of an upstream call');
    }
    if (this.unsavedOpening) await this.saveOpening();
  }

  private async saveOpening() {
    const opening = this.unsavedOpening;
    if (!opening) return;
    try {
      await openCircuit(this.db, opening);
      if (this.unsavedOpening === opening) this.unsavedOpening = null;
    } catch (error) {
      // Still unsaved: this process keeps refusing every call and tries again with the next one.
      this.logger?.warn({ err: error }, 'could not store the opened circuit; retrying with the next call');
    }
  }

  private async refuseOnLocalOpening(priority: GovernorPriority): Promise<GovernorRefusal> {
    const cause = this.unsavedOpening?.cause;
    await this.saveOpening();
    const stored = cause ?? (await readCircuit(this.db)).cause ?? undefined;
    return new GovernorRefusal('circuit-open', priority, null, stored);
  }
}

function latest(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  return b === null ? a : Math.max(a, b);
}

export function createGovernor(options: GovernorOptions): Governor {
  return new Governor(options);
}
