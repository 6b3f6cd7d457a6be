/**
 * A counting semaphore whose waiters are served most urgent first (lowest rank), in arrival
 * order within a rank: when a slot frees, a user's write waiting behind a queue of backfill
 * pages goes next.
 */
export class PrioritySemaphore {
  private active = 0;
  private readonly waiting: Array<{ rank: number; grant: () => void }> = [];

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('A semaphore needs at least one slot.');
  }

  get inUse(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Resolves with a release function once a slot is free; call it exactly when done. */
  acquire(rank: number): Promise<() => void> {
    if (this.active < this.limit) {
      this.active += 1;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve) => {
      const entry = { rank, grant: () => resolve(this.releaser()) };
      const at = this.waiting.findIndex((other) => other.rank > rank);
      if (at === -1) this.waiting.push(entry);
      else this.waiting.splice(at, 0, entry);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `active` stays as it is.
      if (next) next.grant();
      else this.active -= 1;
    };
  }
}
