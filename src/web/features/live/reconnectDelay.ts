export interface BackoffOptions {
  /** The first wait (before jitter). */
  baseMs: number;
  /** No wait is longer than this. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 1_000, maxMs: 30_000 };

/**
 * How long to wait before reconnection attempt number `attempt` (0 for the first): doubling from
 * `baseMs`, capped at `maxMs`, then "equal jitter" (between half and all of it) so that a hundred
 * wall screens that lost the server together do not all come back in the same second.
 */
export function reconnectDelay(attempt: number, random: () => number, options = DEFAULT_BACKOFF): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, Math.min(attempt, 30)));
  const jitter = Math.min(Math.max(random(), 0), 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * jitter);
}
