import type { Clock } from '../clock';

/** What one pass of a loop did: some work (run again at once), or nothing until `nextAt` (clock time). */
export type WorkPass = { did: true } | { did: false; nextAt?: number | null };

export interface WorkLoopLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

/**
 * A background loop on the backend's clock: runs passes back to back while they find work, then
 * sleeps until the next due time, a wake-up, or `tickMs` of wall time, whichever comes first (a
 * manual clock in tests jumps, so an idle loop looks at it again every tick).
 */
export class WorkLoop {
  private running = false;
  private current: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private timer: NodeJS.Timeout | null = null;
  private passes = 0;
  private idlePass = 0;
  private waiters: Array<{ target: number; resolve: () => void }> = [];
  private woken = false;

  constructor(
    private readonly name: string,
    private readonly pass: () => Promise<WorkPass>,
    private readonly clock: Clock,
    private readonly options: { tickMs: number; errorPauseMs: number; logger?: WorkLoopLogger },
  ) {}

  get isRunning(): boolean {
    return this.running;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.current = this.run();
  }

  /** Runs a pass soon, even if the loop is sleeping. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Stops after the pass under way (awaited); `abandon` does not wait for it, like a process dying. */
  async stop(options: { abandon?: boolean } = {}): Promise<void> {
    this.running = false;
    this.wake();
    const current = this.current;
    this.current = null;
    for (const waiter of this.waiters.splice(0)) waiter.resolve();
    if (!options.abandon) await current;
  }

  /** Resolves after a pass that began after this call found nothing to do. */
  whenIdle(): Promise<void> {
    if (!this.running) return Promise.resolve();
    const target = this.passes + 1;
    const done = new Promise<void>((resolve) => this.waiters.push({ target, resolve }));
    this.wake();
    return done;
  }

  private async run(): Promise<void> {
    while (this.running) {
      this.passes += 1;
      const pass = this.passes;
      this.woken = false;
      let result: WorkPass;
      try {
        result = await this.pass();
      } catch (error) {
        if (!this.running) break;
        this.options.logger?.warn(
          { err: error, loop: this.name },
          'a sync loop pass failed; pausing it briefly',
        );
        result = { did: false, nextAt: this.clock.now() + this.options.errorPauseMs };
      }
      if (!this.running) break;
      if (result.did) continue;
      this.idlePass = pass;
      this.waiters = this.waiters.filter((waiter) => {
        if (waiter.target > this.idlePass) return true;
        waiter.resolve();
        return false;
      });
      if (this.woken) continue;
      await this.sleep(result.nextAt ?? null);
    }
  }

  private sleep(nextAt: number | null): Promise<void> {
    const wait =
      nextAt === null
        ? this.options.tickMs
        : Math.max(0, Math.min(nextAt - this.clock.now(), this.options.tickMs));
    return new Promise<void>((resolve) => {
      const done = () => {
        if (this.timer) clearTimeout(this.timer);
        this.timer = null;
        this.wakeUp = null;
        resolve();
      };
      this.wakeUp = done;
      this.timer = setTimeout(done, wait);
    });
  }
}
