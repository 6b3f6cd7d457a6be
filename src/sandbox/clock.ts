/**
 * The sandbox's one source of time. Everything time-based (record dates, the rolling-hour limits,
 * the change feed, webhook retries, background activity) reads `now()` and schedules on this
 * clock, so a test can live through hours in milliseconds.
 *
 * - `real`: wall time plus an offset; `advance` moves the offset forward, so a demo can jump too.
 * - `manual`: time stands still until `advance`/`set` moves it; timers fire only then.
 *
 * `advance` fires every timer that falls due, in time order, and awaits each callback before the
 * next: when it resolves, the work it triggered (a webhook retry, an activity tick) is done.
 */
export type ClockMode = 'real' | 'manual';

export interface TimerHandle {
  readonly id: number;
}

export interface Clock {
  readonly mode: ClockMode;
  now(): number;
  /** Runs `fn` once the clock reaches `now() + delayMs`. */
  setTimer(delayMs: number, fn: () => unknown): TimerHandle;
  clearTimer(handle: TimerHandle): void;
  /** Moves time forward by `ms` and runs every timer that falls due meanwhile. */
  advance(ms: number): Promise<void>;
  /** Moves time forward to `at` (epoch ms); time never moves backwards. */
  set(at: number): Promise<void>;
  /** Stops the underlying wall-clock timer so a closed sandbox leaves nothing behind. */
  dispose(): void;
}

interface PendingTimer {
  id: number;
  at: number;
  fn: () => unknown;
}

export interface ClockOptions {
  mode: ClockMode;
  /** Start time for a manual clock (epoch ms); a real clock starts at wall time. */
  startAt?: number;
}

/** The default start of a manual clock: a fixed Monday noon, so seeded data is reproducible. */
export const MANUAL_CLOCK_START = Date.UTC(2025, 5, 2, 12, 0, 0);

/** Where a clock of this mode starts when no start is given: wall time, or the manual default. */
export function defaultClockStart(mode: ClockMode): number {
  return mode === 'real' ? Date.now() : MANUAL_CLOCK_START;
}

export function createClock(options: ClockOptions): Clock {
  const mode = options.mode;
  let manualNow = options.startAt ?? defaultClockStart(mode);
  let offset = mode === 'real' && options.startAt !== undefined ? options.startAt - Date.now() : 0;
  let nextId = 1;
  let timers: PendingTimer[] = [];
  let wallTimer: NodeJS.Timeout | undefined;
  // Runs of due timers are chained, so a wall-clock wake-up and an advance never interleave.
  let chain: Promise<void> = Promise.resolve();
  let disposed = false;

  const now = () => (mode === 'manual' ? manualNow : Date.now() + offset);

  function insert(timer: PendingTimer) {
    // Few timers are ever pending (retries, one activity tick): a sorted array is enough.
    let i = timers.length;
    while (i > 0 && (timers[i - 1]?.at ?? 0) > timer.at) i -= 1;
    timers.splice(i, 0, timer);
  }

  function armWallTimer() {
    if (mode !== 'real' || disposed) return;
    if (wallTimer) clearTimeout(wallTimer);
    wallTimer = undefined;
    const first = timers[0];
    if (!first) return;
    // setTimeout caps at ~24.8 days; a later timer is simply re-armed when this one wakes.
    const delay = Math.min(Math.max(0, first.at - now()), 2_000_000_000);
    wallTimer = setTimeout(() => void fireDue(now), delay);
    wallTimer.unref();
  }

  function fireDue(until: () => number): Promise<void> {
    const run = chain.then(() => runDue(until()));
    chain = run.catch(() => undefined);
    return run;
  }

  async function runDue(until: number) {
    try {
      for (;;) {
        const first = timers[0];
        if (!first || first.at > until) break;
        timers.shift();
        if (mode === 'manual') manualNow = Math.max(manualNow, first.at);
        try {
          await first.fn();
        } catch (error) {
          // A timer's failure is its owner's business; the clock keeps running the others.
          console.error('sandbox clock: a timer callback failed', error);
        }
      }
    } finally {
      armWallTimer();
    }
  }

  async function moveTo(target: number) {
    if (mode === 'manual') {
      await fireDue(() => target);
      manualNow = Math.max(manualNow, target);
    } else {
      offset += Math.max(0, target - now());
      await fireDue(now);
    }
  }

  return {
    mode,
    now,
    setTimer(delayMs, fn) {
      const timer = { id: nextId++, at: now() + Math.max(0, delayMs), fn };
      insert(timer);
      armWallTimer();
      return { id: timer.id };
    },
    clearTimer(handle) {
      timers = timers.filter((timer) => timer.id !== handle.id);
      armWallTimer();
    },
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The clock only moves forward.');
      return moveTo(now() + ms);
    },
    set(at) {
      if (!Number.isFinite(at) || at < now()) throw new RangeError('The clock only moves forward.');
      return moveTo(at);
    },
    dispose() {
      disposed = true;
      if (wallTimer) clearTimeout(wallTimer);
      timers = [];
    },
  };
}
