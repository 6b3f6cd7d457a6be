import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { governorCircuit } from '../db/schema';

export type CircuitRow = typeof governorCircuit.$inferSelect;

export interface CircuitOpening {
  at: number;
  cause: string;
  callId: number;
}

async function circuitRow(db: Database, forUpdate: boolean): Promise<CircuitRow> {
  const query = db.select().from(governorCircuit).where(eq(governorCircuit.id, 1));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new Error('The governor circuit row is missing: the migrations have not been applied.');
  return row;
}

/** Reads the circuit without locking it (for status). */
export function readCircuit(db: Database): Promise<CircuitRow> {
  return circuitRow(db, false);
}

/**
 * Reads the circuit and holds its row lock until the transaction ends. Every reservation does
 * this first, so reservations from all processes run one at a time and each sees the ledger
 * rows of the ones before it.
 */
export function lockCircuit(tx: Database): Promise<CircuitRow> {
  return circuitRow(tx, true);
}

/** Opens the circuit unless it is open already: the first cause is the one an admin must see. */
export async function openCircuit(db: Database, opening: CircuitOpening): Promise<void> {
  await db
    .update(governorCircuit)
    .set({
      state: 'open',
      openedAt: new Date(opening.at),
      cause: opening.cause,
      openedByCall: opening.callId,
    })
    .where(and(eq(governorCircuit.id, 1), eq(governorCircuit.state, 'closed')));
}

/** Closes the circuit: an admin confirmed that the vendor reactivated the account. */
export async function closeCircuit(db: Database, at: number, by: string): Promise<void> {
  await db
    .update(governorCircuit)
    .set({ state: 'closed', resetAt: new Date(at), resetBy: by })
    .where(eq(governorCircuit.id, 1));
}
