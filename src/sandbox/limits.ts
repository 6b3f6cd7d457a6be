import type { Clock } from './clock';

/** The vendor's published limits: per token, over the rolling last hour. */
export interface Limits {
  callsPerHour: number;
  processingMsPerHour: number;
  /**
   * What a deactivated token gets on every later call. The spec says only that access is
   * deactivated; a deactivated credential is an unusable one, which the spec answers with 401.
   */
  deactivatedStatus: 401 | 429;
}

export const DEFAULT_LIMITS: Limits = {
  callsPerHour: 600,
  processingMsPerHour: 60_000,
  deactivatedStatus: 401,
};

export const WINDOW_MS = 60 * 60 * 1000;

export type LimitCause = 'hardLimit' | 'timeLimit';

/** One counted call; its cost is filled in once the call has run. */
export interface CallTicket {
  at: number;
  costMs: number;
}

export type Admission =
  | { allowed: true; ticket: CallTicket }
  | { allowed: false; reason: 'limit'; cause: LimitCause }
  | { allowed: false; reason: 'deactivated'; cause: LimitCause };

interface Usage {
  /** Calls in arrival order: time and the processing cost charged to them. */
  calls: CallTicket[];
  deactivated?: { at: number; cause: LimitCause };
}

export interface UsageReport {
  callsInWindow: number;
  processingMsInWindow: number;
  deactivated: boolean;
  cause?: LimitCause;
  deactivatedAt?: string;
  /** When the oldest call in the window leaves it (ISO), if any call is in the window. */
  windowFreesAt?: string;
}

/**
 * Rolling-hour accounting per token. A call is admitted while, counting it, the hour holds at
 * most `callsPerHour` calls, and while the processing already spent in the hour is below
 * `processingMsPerHour` (a call's cost is only known once it ran, so the call that crosses the
 * minute succeeds and the next one is refused). The first refused call answers 429 with its
 * cause and deactivates the token until `reactivate`.
 */
export class LimitTracker {
  private readonly usage = new Map<string, Usage>();

  constructor(
    private readonly clock: Clock,
    public limits: Limits,
  ) {}

  private usageOf(token: string): Usage {
    let usage = this.usage.get(token);
    if (!usage) {
      usage = { calls: [] };
      this.usage.set(token, usage);
    }
    return usage;
  }

  private prune(usage: Usage) {
    const from = this.clock.now() - WINDOW_MS;
    let drop = 0;
    while (drop < usage.calls.length && (usage.calls[drop]?.at ?? 0) <= from) drop += 1;
    if (drop > 0) usage.calls.splice(0, drop);
  }

  /** Decides whether a call may run; an admitted (or 429-refused) call is counted at once. */
  admit(token: string): Admission {
    const usage = this.usageOf(token);
    if (usage.deactivated) return { allowed: false, reason: 'deactivated', cause: usage.deactivated.cause };
    this.prune(usage);
    const now = this.clock.now();
    const spent = usage.calls.reduce((sum, call) => sum + call.costMs, 0);
    let cause: LimitCause | undefined;
    if (usage.calls.length + 1 > this.limits.callsPerHour) cause = 'hardLimit';
    else if (spent >= this.limits.processingMsPerHour) cause = 'timeLimit';
    const ticket: CallTicket = { at: now, costMs: 0 };
    usage.calls.push(ticket);
    if (cause) {
      usage.deactivated = { at: now, cause };
      return { allowed: false, reason: 'limit', cause };
    }
    return { allowed: true, ticket };
  }

  reactivate(token: string, options: { resetUsage?: boolean } = {}) {
    const usage = this.usageOf(token);
    usage.deactivated = undefined;
    if (options.resetUsage) usage.calls = [];
  }

  isDeactivated(token: string) {
    return this.usage.get(token)?.deactivated !== undefined;
  }

  report(token: string): UsageReport {
    const usage = this.usageOf(token);
    this.prune(usage);
    const first = usage.calls[0];
    return {
      callsInWindow: usage.calls.length,
      processingMsInWindow: Math.round(usage.calls.reduce((sum, call) => sum + call.costMs, 0) * 1000) / 1000,
      deactivated: usage.deactivated !== undefined,
      cause: usage.deactivated?.cause,
      deactivatedAt: usage.deactivated ? new Date(usage.deactivated.at).toISOString() : undefined,
      windowFreesAt: first ? new Date(first.at + WINDOW_MS).toISOString() : undefined,
    };
  }

  resetAll() {
    this.usage.clear();
  }
}
