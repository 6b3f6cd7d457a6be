/**
 * The one source of "now" for everything time-based in the backend. Injected rather than read
 * from Date.now() so that tests can live through an hour of budgets in milliseconds.
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that moves only when told to: the test double for every time-based behaviour. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: number | Date = Date.UTC(2025, 0, 1)) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  now(): number {
    return this.current;
  }

  advance(ms: number): void {
    if (ms < 0) throw new RangeError('A clock does not run backwards.');
    this.current += ms;
  }

  set(to: number | Date): void {
    const next = typeof to === 'number' ? to : to.getTime();
    if (next < this.current) throw new RangeError('A clock does not run backwards.');
    this.current = next;
  }
}
