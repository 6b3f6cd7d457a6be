import type { Database } from '../db/database';
import type { GovernorLogger } from './governorLogger';
import { type CallResult, completeCall } from './ledger';
import type { LocalOpening } from './localOpening';

/**
 * Writes how each call ended into the ledger. A failure here is logged, never thrown: the row
 * stays `pending` and keeps counting at its time-out, the safe side, and the call's own answer
 * must still reach its caller.
 */
export class CallEnds {
  /** Ends being recorded after `run` returned (`endBehind`); awaited before status and shutdown. */
  private readonly behind = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly opening: LocalOpening,
    private readonly logger: GovernorLogger | undefined,
  ) {}

  async record(id: number, result: CallResult): Promise<void> {
    try {
      await completeCall(this.db, id, result);
    } catch (error) {
      // The row stays pending and keeps counting at its time-out: the safe side.
      this.logger?.warn({ err: error, callId: id }, 'could not record the end of an upstream call');
    }
    // A 429 is stored with the end of the call that got it, or of any later one if that failed.
    if (this.opening.pending) await this.opening.save();
  }

  /**
   * Records the end without making the caller wait for it (ADR 049). Until it lands, every process
   * counts the call at its time-out: the safe side.
   */
  recordBehind(id: number, result: CallResult): void {
    const recorded = this.record(id, result);
    this.behind.add(recorded);
    void recorded.finally(() => this.behind.delete(recorded));
  }

  /** Resolves once every end recorded behind an answer is in the ledger; never rejects. */
  async allRecorded(): Promise<void> {
    await Promise.all(this.behind);
  }
}
