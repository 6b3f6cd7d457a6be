import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { GovernorPriority, GovernorStatus } from '../../contract/api/governorStatus';
import { type Clock, systemClock } from '../clock';
import type { Database } from '../db/database';
import { type GovernorBudgets, assertSafeBudgets } from './budgets';
import { CallEnds } from './callEnds';
import { closeCircuit, lockCircuit } from './circuit';
import { clip } from './clip';
import type { GovernorLogger } from './governorLogger';
import { cancelReservation } from './ledger';
import { LocalOpening } from './localOpening';
import { isBackground, priorityRank } from './priorities';
import { PrioritySemaphore } from './prioritySemaphore';
import { type ReservationSources, type ReservedCall, reserveRoom } from './reserveRoom';
import { type UpstreamCallContext, sendCall } from './sendCall';
import { type StatusSources, statusSnapshot } from './statusSnapshot';
import { vendorLimits } from './vendorLimits';

// Callers reach the governor through this file alone; the parts live beside it.
export type { GovernorLogger } from './governorLogger';
export { GovernorTimeoutError, type UpstreamCallContext } from './sendCall';

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

export interface GovernorOptions {
  db: Database;
  budgets: GovernorBudgets;
  clock?: Clock;
  /** Names this process in the ledger; host, pid and a random tag by default. */
  instance?: string;
  logger?: GovernorLogger;
}

/**
 * The only way to the vendor. Every call is reserved in the shared ledger before it is sent, by
 * one statement that holds the circuit row's lock and commits before it answers, so any number of
 * backend processes on one database stay inside one budget together (docs/decisions/007-governor.md,
 * 049). This class ties the parts together: the slots (prioritySemaphore.ts), the reservation
 * (reserveRoom.ts), the call on the wire (sendCall.ts), its end (callEnds.ts), a 429 seen here
 * (localOpening.ts) and the status (statusSnapshot.ts).
 */
export class Governor {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly slots: PrioritySemaphore;
  private readonly opening: LocalOpening;
  private readonly ends: CallEnds;
  private readonly sources: ReservationSources & StatusSources;
  /**
   * When a call of a person's class was last asked of this process, before it waits for a slot
   * or is reserved: background work here yields at once, other processes once it is in the ledger.
   */
  private lastPersonAskAt: number | null = null;

  constructor(options: GovernorOptions) {
    assertSafeBudgets(options.budgets);
    this.db = options.db;
    this.clock = options.clock ?? systemClock;
    const budgets = { ...options.budgets };
    this.slots = new PrioritySemaphore(budgets.concurrency);
    this.opening = new LocalOpening(this.db, this.clock, options.logger);
    this.ends = new CallEnds(this.db, this.opening, options.logger);
    this.sources = {
      db: this.db,
      budgets,
      clock: this.clock,
      windowMs: vendorLimits.windowMs,
      instance: options.instance ?? `${hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`,
      opening: this.opening,
      lastPersonAskAt: () => this.lastPersonAskAt,
    };
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
    if (this.opening.pending) throw await this.opening.refusal(priority);
    const release = await this.slots.acquire(priorityRank(priority));
    try {
      // Checked again: a 429 may have arrived while this call waited for its slot.
      if (this.opening.pending) throw await this.opening.refusal(priority);
      const seen = this.opening.count;
      const reservation = await reserveRoom(this.sources, priority, label);
      if (this.opening.count !== seen || this.opening.pending) {
        // A 429 arrived while this call was being reserved: it must not be sent.
        await cancelReservation(this.db, reservation.id);
        throw await this.opening.refusal(priority);
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
    await this.ends.allRecorded();
  }

  /** Budgets used and left, when they free up, per-class room and the circuit, for the UI. */
  async status(): Promise<GovernorStatus> {
    // Ends still being recorded would show as calls counting at their time-out.
    await this.endsRecorded();
    return statusSnapshot(this.sources);
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
    this.opening.forget();
    return this.status();
  }

  /** Sends a reserved call, records its end, and hands back its own answer or error. */
  private async send<T>(
    reservation: ReservedCall,
    label: string,
    call: (context: UpstreamCallContext) => Promise<T>,
    endBehind: boolean,
  ): Promise<T> {
    const { settled, result } = await sendCall({
      call,
      startedAt: reservation.startedAt,
      timeoutMs: this.sources.budgets.callTimeoutMs,
      clock: this.clock,
      onRateLimited: (detail) => this.opening.note(reservation.id, label, detail),
    });
    if (settled.ok && endBehind && result.httpStatus !== 429) {
      this.ends.recordBehind(reservation.id, result);
      return settled.value;
    }
    await this.ends.record(reservation.id, result);
    if (!settled.ok) throw settled.error;
    return settled.value;
  }
}

export function createGovernor(options: GovernorOptions): Governor {
  return new Governor(options);
}
