import type { GovernorPriority } from '../../contract/api/governorStatus';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { type CircuitOpening, openCircuit, readCircuit } from './circuit';
import { clip } from './clip';
import type { GovernorLogger } from './governorLogger';
import { GovernorRefusal } from './governorRefusal';

/**
 * A 429 this process saw, held here until the circuit row stores it. Storing it takes a round trip
 * that may fail, and not one more call may leave this process meanwhile: the vendor deactivates
 * the account at its limit, so the local note stops this process at once and the stored circuit
 * then stops every other one.
 */
export class LocalOpening {
  /** While set, nothing is sent from this process. */
  private unsaved: CircuitOpening | null = null;
  /** Counts the 429s seen here, so that a reservation made around one is never sent. */
  private seen = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly logger: GovernorLogger | undefined,
  ) {}

  /** The 429 seen here that the circuit row does not hold yet, if any. */
  get pending(): CircuitOpening | null {
    return this.unsaved;
  }

  /** How many 429s this process has seen; a change means one arrived in between. */
  get count(): number {
    return this.seen;
  }

  /** Only the first 429 is kept: it is the cause an admin must see. */
  note(callId: number, label: string, detail: string | null): void {
    this.seen += 1;
    this.unsaved ??= {
      at: this.clock.now(),
      cause: clip(`429${detail ? ` ${detail}` : ''} on "${label}"`),
      callId,
    };
  }

  async save(): Promise<void> {
    const opening = this.unsaved;
    if (!opening) return;
    try {
      await openCircuit(this.db, opening);
      // A reset and a newer 429 may come while this one is written: that one must still be stored.
      if (this.unsaved === opening) this.unsaved = null;
    } catch (error) {
      // Still unsaved: this process keeps refusing every call and tries again with the next one.
      this.logger?.warn({ err: error }, 'could not store the opened circuit; retrying with the next call');
    }
  }

  /** The refusal for a call asked while the circuit is open here, with the 429's cause. */
  async refusal(priority: GovernorPriority): Promise<GovernorRefusal> {
    const cause = this.unsaved?.cause;
    await this.save();
    const stored = cause ?? (await readCircuit(this.db)).cause ?? undefined;
    return new GovernorRefusal('circuit-open', priority, null, stored);
  }

  /** An admin closed the circuit: the 429 seen here is answered too. */
  forget(): void {
    this.unsaved = null;
  }
}
