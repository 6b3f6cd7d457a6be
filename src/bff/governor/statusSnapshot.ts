import type { GovernorStatus } from '../../contract/api/governorStatus';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { GovernorBudgets } from './budgets';
import { readCircuit } from './circuit';
import { describeStatus } from './describeStatus';
import { latest } from './idleReservation';
import { countedCalls, lastPersonCallAt } from './ledger';
import type { LocalOpening } from './localOpening';

/** What the status reads from the governor that shows it. */
export interface StatusSources {
  db: Database;
  budgets: GovernorBudgets;
  clock: Clock;
  windowMs: number;
  opening: LocalOpening;
  /** A getter, read after the ledger answered, as ask and 429 are read then too. */
  lastPersonAskAt: () => number | null;
}

/**
 * The governor's state for the UI, from the ledger as every process sees it, corrected by what
 * only this process knows: a 429 it saw but has not stored yet shows the circuit open, and a
 * person's ask still waiting for a slot ends the idle allowance.
 */
export async function statusSnapshot(sources: StatusSources): Promise<GovernorStatus> {
  const { db, budgets, windowMs } = sources;
  const now = sources.clock.now();
  const [stored, counted, lastInLedger] = await Promise.all([
    readCircuit(db),
    countedCalls(db, now, windowMs),
    budgets.idle ? lastPersonCallAt(db) : Promise.resolve(null),
  ]);
  const opening = sources.opening.pending;
  const circuit =
    opening && stored.state === 'closed'
      ? { ...stored, state: 'open' as const, openedAt: new Date(opening.at), cause: opening.cause }
      : stored;
  return describeStatus({
    now,
    windowMs,
    counted,
    circuit,
    budgets,
    lastPersonCallAt: latest(lastInLedger, sources.lastPersonAskAt()),
  });
}
