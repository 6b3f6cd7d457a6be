import type { ManualClock } from '../../clock';
import type { UpstreamCallContext } from '../governor';
import { vendorLimits } from '../vendorLimits';

export class FakeRateLimitedError extends Error {
  override name = 'FakeRateLimitedError';
  readonly status = 429;
}

interface Arrival {
  at: number;
  processingMs: number;
}

/**
 * The vendor's limits as upstream-api.md states them, and nothing else: it remembers every call,
 * answers 429 to the first one beyond 600 calls or 60 s of processing in the last hour, and stays
 * deactivated from then on. Processing advances the shared manual clock, as a real call takes time.
 */
export class FakeVendor {
  readonly arrivals: Arrival[] = [];
  rateLimited = 0;
  deactivated = false;
  maxConcurrent = 0;
  private running = 0;

  constructor(private readonly clock: ManualClock) {}

  async call(
    context: UpstreamCallContext,
    processingMs: number,
    answer: 'ok' | '429' = 'ok',
  ): Promise<string> {
    this.running += 1;
    this.maxConcurrent = Math.max(this.maxConcurrent, this.running);
    try {
      const at = this.clock.now();
      const recent = this.arrivals.filter((arrival) => arrival.at > at - vendorLimits.windowMs);
      const processing = recent.reduce((sum, arrival) => sum + arrival.processingMs, 0);
      this.arrivals.push({ at, processingMs });
      const overLimit =
        recent.length + 1 > vendorLimits.callsPerHour ||
        processing + processingMs > vendorLimits.processingMsPerHour;
      // Yield so that concurrent calls really overlap, then spend the processing time.
      await new Promise((resolve) => setImmediate(resolve));
      this.clock.advance(processingMs);
      if (overLimit || this.deactivated || answer === '429') {
        this.deactivated = true;
        this.rateLimited += 1;
        const cause = overLimit && recent.length + 1 > vendorLimits.callsPerHour ? 'hardLimit' : 'timeLimit';
        context.reportStatus(429, cause);
        throw new FakeRateLimitedError(`429 ${cause}`);
      }
      context.reportStatus(200);
      return 'done';
    } finally {
      this.running -= 1;
    }
  }

  /** The most calls that arrived within any one rolling hour. */
  maxCallsInAnyWindow(): number {
    return this.maxInAnyWindow(() => 1);
  }

  /** The most processing time (ms) of calls that arrived within any one rolling hour. */
  maxProcessingInAnyWindow(): number {
    return this.maxInAnyWindow((arrival) => arrival.processingMs);
  }

  callsSince(at: number): number {
    return this.arrivals.filter((arrival) => arrival.at >= at).length;
  }

  private maxInAnyWindow(weight: (arrival: Arrival) => number): number {
    const sorted = [...this.arrivals].sort((a, b) => a.at - b.at);
    let best = 0;
    let sum = 0;
    let start = 0;
    for (const arrival of sorted) {
      sum += weight(arrival);
      for (let oldest = sorted[start]; oldest && oldest.at <= arrival.at - vendorLimits.windowMs;) {
        sum -= weight(oldest);
        start += 1;
        oldest = sorted[start];
      }
      best = Math.max(best, sum);
    }
    return best;
  }
}
