import type { GovernorPriority } from '../../contract/api/governorStatus';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { allowanceFor, decideAdmission, refusalReason } from './admission';
import type { GovernorBudgets } from './budgets';
import { GovernorRefusal } from './governorRefusal';
import { idleFit, idleOffer } from './idleReservation';
import { countedCalls, reserveCall } from './ledger';

/** A call's row in the ledger, and the instant its cost is counted from. */
export interface ReservedCall {
  id: number;
  startedAt: number;
}

/** What a reservation reads from the governor that makes it. */
export interface ReservationSources {
  db: Database;
  budgets: GovernorBudgets;
  clock: Clock;
  windowMs: number;
  /** Names this process in the ledger. */
  instance: string;
  /** When a person last asked this process for a call; a getter, as one may ask while we await. */
  lastPersonAskAt: () => number | null;
}

/**
 * Reserves room for one call in the shared ledger, or throws a GovernorRefusal saying why and
 * when the call would fit. Rarely, room appears between the two reads of a refusal (a call
 * ended): the reservation is tried again then.
 */
export async function reserveRoom(
  sources: ReservationSources,
  priority: GovernorPriority,
  label: string,
): Promise<ReservedCall> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await reserveOnce(sources, priority, label);
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
async function reserveOnce(
  sources: ReservationSources,
  priority: GovernorPriority,
  label: string,
): Promise<ReservedCall | GovernorRefusal | { roomAppeared: GovernorRefusal }> {
  const { db, budgets, windowMs } = sources;
  // Read before the lock is granted: a reservation that waited for it starts that wait earlier
  // in the ledger, which counts it no shorter (ADR 049).
  const now = sources.clock.now();
  const attempt = await reserveCall(
    db,
    {
      priority,
      purpose: label,
      instance: sources.instance,
      startedAt: now,
      reservedMs: budgets.callTimeoutMs,
    },
    windowMs,
    allowanceFor(priority, budgets),
    idleOffer(budgets, priority, sources.lastPersonAskAt(), now),
  );
  if (attempt.circuit.state === 'open') {
    return new GovernorRefusal('circuit-open', priority, null, attempt.circuit.cause ?? undefined);
  }
  if (attempt.id !== null) return { id: attempt.id, startedAt: now };
  const counted = await countedCalls(db, now, windowMs);
  const admission = decideAdmission(counted, now, windowMs, priority, budgets, attempt.idle);
  if (!admission.admit) {
    const retryAt = attempt.idle
      ? admission.retryAt
      : await idleFit({
          db,
          budgets,
          windowMs,
          priority,
          counted,
          now,
          retryAt: admission.retryAt,
          lastPersonAskAt: sources.lastPersonAskAt,
        });
    return new GovernorRefusal(admission.reason, priority, new Date(retryAt));
  }
  // A call ended between the two reads (its real time replaced its time-out): there is room now.
  const reason = refusalReason(attempt.used, priority, budgets, attempt.idle);
  return { roomAppeared: new GovernorRefusal(reason, priority, new Date(now)) };
}
